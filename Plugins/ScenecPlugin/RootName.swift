import Foundation

/// The local name of an XML file's root element, skipping a byte order mark, the XML declaration,
/// processing instructions, comments and a DOCTYPE in the first 64 KiB. This is the same rule as
/// scenec's folder walk (`RootElement` in the Scenec module, which a plugin cannot import); the
/// plugin tests build a package whose `Scenes/` holds a component library that both must skip.
enum RootName {
    static func of(_ url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 64 * 1024) else { return nil }
        var text = Substring(String(decoding: data, as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<?") || text.hasPrefix("<!--") {
                guard let end = text.range(of: text.hasPrefix("<?") ? "?>" : "-->") else { return nil }
                text = text[end.upperBound...]
            } else if text.hasPrefix("<!") {
                var depth = 0
                guard let end = text.firstIndex(where: { character in
                    if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                    return character == ">" && depth <= 0
                }) else { return nil }
                text = text[text.index(after: end)...]
            } else if text.hasPrefix("<") {
                let name = text.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                return name.isEmpty ? nil : String(name.split(separator: ":").last ?? name)
            } else {
                return nil
            }
        }
    }
}
