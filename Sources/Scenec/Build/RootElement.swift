import ScenecCore

/// The local name of an XML document's root element, found by skipping what may come before it
/// (a byte order mark, the XML declaration, processing instructions, comments, a DOCTYPE) in the
/// file's first bytes. A folder build uses it to leave out XML files that are not scenes; it never
/// judges a document otherwise, so anything it cannot read is treated as a scene and gets the
/// parser's diagnostics.
enum RootElement {
    /// How much of a file is looked at: prologs are short.
    static let headBytes = 64 * 1024

    /// The root's local name (`scene` for `<scene>` and `<s:scene>`), or nil when it cannot be found.
    static func name(ofFile path: String) -> String? {
        guard let bytes = try? FileIO.read(path, limit: headBytes) else { return nil }
        return name(of: Array(bytes.prefix(headBytes)))
    }

    static func name(of bytes: [UInt8]) -> String? {
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<?") {
                guard let end = text.range(of: "?>") else { return nil }
                text = text[end.upperBound...]
            } else if text.hasPrefix("<!--") {
                guard let end = text.range(of: "-->") else { return nil }
                text = text[end.upperBound...]
            } else if text.hasPrefix("<!") {
                // A DOCTYPE, possibly with an internal subset in brackets.
                guard let end = doctypeEnd(text) else { return nil }
                text = text[end...]
            } else if text.hasPrefix("<") {
                let name = text.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                guard !name.isEmpty else { return nil }
                return String(name.split(separator: ":").last ?? name)
            } else {
                return nil
            }
        }
    }

    /// The index just past the `>` that closes a `<!…>` declaration, brackets balanced.
    private static func doctypeEnd(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case ">" where depth <= 0: return text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension Substring {
    fileprivate func range(of needle: String) -> Range<Substring.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) {
                return index..<self.index(index, offsetBy: needle.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
