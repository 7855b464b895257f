#if canImport(Glibc)
import Glibc
#endif
import CHyphen
import Synchronization

/// `hyphens`: where words may break with a hyphen. Pango breaks lines at soft hyphens (U+00AD) and
/// shows a hyphen where it does; `auto` inserts soft hyphens at the hyphenation points of the text's
/// language, from the TeX patterns of Debian's hyphen-* packages read by libhyphen, and `none` turns
/// the soft hyphens written in the text into invisible characters that are no break opportunity.
public enum Hyphenation {
    public enum Mode: Sendable, Hashable {
        case none, manual, auto
    }

    static let softHyphen: Unicode.Scalar = "\u{AD}"
    /// COMBINING GRAPHEME JOINER: invisible, no break opportunity, and as long as U+00AD in UTF-8 (two
    /// bytes), so replacing one with the other keeps every offset.
    static let joiner: Unicode.Scalar = "\u{34F}"

    /// The folder of the pattern files (`hyph_de_DE.dic`, `hyph_en_US.dic`, …).
    static let folder = "/usr/share/hyphen"

    /// `text` with soft hyphens inserted (auto) or neutralised (none), and where each UTF-8 offset of
    /// `text` went (one entry per offset, and one for its end), so styled runs can follow.
    public static func apply(_ mode: Mode, to text: String, language: String?) -> (text: String, offsets: [Int])? {
        switch mode {
        case .manual:
            return nil
        case .none:
            guard text.unicodeScalars.contains(softHyphen) else { return nil }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: text.unicodeScalars.map { $0 == softHyphen ? joiner : $0 })
            return (String(scalars), Array(0...text.utf8.count))
        case .auto:
            guard let language, let dictionary = dictionary(for: language) else { return nil }
            return insertSoftHyphens(text, dictionary: dictionary)
        }
    }

    /// Every word (a run of letters) of up to `longestWord` letters hyphenated by the dictionary.
    static let longestWord = 64

    private static func insertSoftHyphens(_ text: String, dictionary: Dictionary) -> (text: String, offsets: [Int]) {
        var output = String.UnicodeScalarView()
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf8.count + 1)
        var outputBytes = 0
        var word: [Unicode.Scalar] = []
        func flushWord() {
            let points = word.count >= 4 && word.count <= longestWord ? dictionary.points(in: word) : []
            for (index, scalar) in word.enumerated() {
                if points.contains(index) {
                    output.append(softHyphen)
                    outputBytes += 2
                }
                for _ in 0..<scalar.utf8.count { offsets.append(outputBytes) }
                output.append(scalar)
                outputBytes += scalar.utf8.count
            }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                word.append(scalar)
                continue
            }
            flushWord()
            for _ in 0..<scalar.utf8.count { offsets.append(outputBytes) }
            output.append(scalar)
            outputBytes += scalar.utf8.count
        }
        flushWord()
        offsets.append(outputBytes)
        return (String(output), offsets)
    }

    /// A loaded pattern file. libhyphen only reads it once loaded, so threads share it.
    final class Dictionary: @unchecked Sendable {
        let handle: UnsafeMutablePointer<HyphenDict>
        let isUTF8: Bool

        init(handle: UnsafeMutablePointer<HyphenDict>) {
            self.handle = handle
            isUTF8 = handle.pointee.utf8 != 0
        }

        /// The letter indices a hyphen may precede, at least two letters from either end.
        func points(in word: [Unicode.Scalar]) -> Set<Int> {
            // Patterns are lowercase; a letter whose lowercase is not one letter ends the attempt.
            var lower: [Unicode.Scalar] = []
            for scalar in word {
                let folded = String(scalar).lowercased().unicodeScalars
                guard folded.count == 1, let first = folded.first else { return [] }
                lower.append(first)
            }
            var bytes: [CChar] = []
            var letterEnds: [Int] = []  // the byte index of each letter's last byte
            for scalar in lower {
                if isUTF8 {
                    for byte in scalar.utf8 { bytes.append(CChar(bitPattern: byte)) }
                } else {
                    // The file's 8-bit character set (ISO 8859-1 for German): a letter outside it cannot match.
                    guard scalar.value <= 0xFF else { return [] }
                    bytes.append(CChar(bitPattern: UInt8(scalar.value)))
                }
                letterEnds.append(bytes.count - 1)
            }
            var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
            var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            var pos: UnsafeMutablePointer<Int32>?
            var cut: UnsafeMutablePointer<Int32>?
            let status = bytes.withUnsafeBufferPointer { word in
                hnj_hyphen_hyphenate3(handle, word.baseAddress, Int32(word.count), &hyphens, nil, &rep, &pos, &cut, 2, 2, 2, 2)
            }
            // Non-standard breaks (a spelling that changes at the break) are not used: free what they allocated.
            if let rep {
                for index in 0..<bytes.count { free(rep[index]) }
                free(rep)
            }
            free(pos)
            free(cut)
            guard status == 0 else { return [] }
            var points = Set<Int>()
            for (index, end) in letterEnds.enumerated() where index + 1 < lower.count && hyphens[end] & 1 == 1 {
                points.insert(index + 1)
            }
            return points
        }
    }

    /// Loaded dictionaries by file, for the process (a few, each loaded once); nil where none exists.
    private static let loaded = Mutex<[String: Dictionary?]>([:])

    /// The dictionary for a BCP 47 tag: `hyph_de_DE.dic` for `de-DE`, else `hyph_de.dic`.
    static func dictionary(for language: String) -> Dictionary? {
        let parts = language.split(separator: "-").map(String.init)
        guard let primary = parts.first?.lowercased() else { return nil }
        var names: [String] = []
        if parts.count > 1 { names.append("hyph_\(primary)_\(parts[1].uppercased()).dic") }
        names.append("hyph_\(primary).dic")
        for name in names {
            let path = folder + "/" + name
            if let known = loaded.withLock({ $0[path] }) { return known }
            guard access(path, R_OK) == 0 else { continue }
            let dictionary = hnj_hyphen_load(path).map(Dictionary.init)
            loaded.withLock { $0[path] = dictionary }
            return dictionary
        }
        return nil
    }
}
