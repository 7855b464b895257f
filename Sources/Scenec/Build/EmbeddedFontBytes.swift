import ScenecCore
import ScenecText
import ScenecWOFF2
import Synchronization

/// The WOFF2 an SVG embeds for one face of a scene font (`--svg-fonts embed`): the face subset by
/// HarfBuzz to the characters the SVG's text sets in it (and what shaping them needs), compressed. When
/// HarfBuzz cannot subset the font, or its subset would lose one of those characters, the whole font
/// is embedded instead and `subsetProblem` says why (a warning at its `<font>`): text is never left
/// without its glyphs.
struct EmbeddedFontBytes: Sendable {
    var woff2: [UInt8]
    /// Why the font is whole, not subset; nil for a subset.
    var subsetProblem: String?

    /// Made once per process for each file, face and set of characters (a build's rows, locales and
    /// themes usually share them), and whole fonts once per file and face (Brotli at its best quality
    /// takes a second for a large font). Bounded, for `serve` and `watch`, which live long.
    private static let subsets = Mutex(BoundedCache<String, EmbeddedFontBytes?>(capacity: 128))
    private static let wholeFonts = Mutex(BoundedCache<String, [UInt8]?>(capacity: 8))

    /// Face `faceIndex` of the font file at `path` for `characters`; nil when the file cannot be read
    /// or made a WOFF2 at all.
    static func make(path: String, faceIndex: Int, characters: Set<Unicode.Scalar>) -> EmbeddedFontBytes? {
        guard let bytes = try? FileIO.read(path, limit: Limits.fontFileBytes) else { return nil }
        var hash = FNV1a64()
        hash.add(field: bytes)
        let fileKey = path + "\u{0}" + String(hash.value, radix: 16) + "\u{0}\(faceIndex)"
        var characterHash = FNV1a64()
        for scalar in characters.map(\.value).sorted() { characterHash.add(field: Array(String(scalar).utf8)) }
        let key = fileKey + "\u{0}" + String(characterHash.value, radix: 16)
        if let known = subsets.withLock({ $0.value(for: key) }) { return known }
        let made = subset(bytes, faceIndex: faceIndex, characters: characters, wholeKey: fileKey)
        subsets.withLock { $0.insert(made, for: key) }
        return made
    }

    private static func subset(_ bytes: [UInt8], faceIndex: Int, characters: Set<Unicode.Scalar>, wholeKey: String) -> EmbeddedFontBytes? {
        // The registered files are plain SFNT (web fonts are decoded at load); a WOFF or WOFF2 is
        // decoded here too, should one arrive.
        let sfnt = WebFonts.format(of: bytes) == nil ? bytes : WebFontDecoder.sfnt(from: bytes, limit: Limits.fontFileBytes)
        let problem: String
        switch sfnt.map({ FontSubsetter.subset($0, faceIndex: faceIndex, keeping: characters) }) {
        case .success(let subset)?:
            // HarfBuzz checked its subset against its own reading of the font; FreeType (what cairo and
            // fontconfig read fonts with) may map more, for example from glyph names when the `cmap`
            // table is unreadable. A character either finds and the subset lacks is kept by the whole.
            if let sfnt, let before = FontCharacterMap.mapped(characters, inFont: sfnt, faceIndex: faceIndex),
               let after = FontCharacterMap.mapped(characters, inFont: subset), !before.isSubset(of: after) {
                problem = "its subset lacks characters FreeType finds in the font (\(describe(before.subtracting(after))))"
            } else if let woff2 = WOFF2Encoder.encode(subset) {
                return EmbeddedFontBytes(woff2: woff2)
            } else {
                problem = "libwoff2 cannot compress its subset"
            }
        case .failure(.noLibrary(let reason))?:
            problem = reason
        case .failure(.refused)?, nil:
            problem = "HarfBuzz cannot subset it"
        case .failure(.lostCharacter)?:
            problem = "HarfBuzz's subset lost characters its text uses"
        }
        guard let whole = whole(bytes, faceIndex: faceIndex, key: wholeKey) else { return nil }
        return EmbeddedFontBytes(woff2: whole, subsetProblem: problem)
    }

    /// Up to five characters as U+ code points, in order.
    private static func describe(_ characters: Set<Unicode.Scalar>) -> String {
        let sorted = characters.map(\.value).sorted()
        let named = sorted.prefix(5).map { value -> String in
            let hex = String(value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return named.joined(separator: ", ") + (sorted.count > 5 ? ", …" : "")
    }

    /// The whole font file as WOFF2 (a WOFF2 file as it is).
    private static func whole(_ bytes: [UInt8], faceIndex: Int, key: String) -> [UInt8]? {
        if let known = wholeFonts.withLock({ $0.value(for: key) }) { return known }
        let woff2: [UInt8]?
        switch WebFonts.format(of: bytes) {
        case "WOFF2": woff2 = bytes
        case "WOFF": woff2 = WebFontDecoder.sfnt(from: bytes, limit: Limits.fontFileBytes).flatMap(WOFF2Encoder.encode)
        default: woff2 = WOFF2Encoder.encode(bytes)
        }
        wholeFonts.withLock { $0.insert(woff2, for: key) }
        return woff2
    }
}
