import ScenecCore

/// Illustrator's SVG export declares a few internal entities for its namespaces
/// (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`, then `<svg xmlns="&ns_svg;">`). An entity that
/// names a file, a parameter entity, or one that refers to others can load a file or expand without
/// bound, so no XML reader of scenec expands entities; but these are plain text. This rewrites such a
/// document without its internal subset, each `&name;` replaced by its text, and refuses any other
/// declaration. The rewritten bytes are what is checked and drawn.
enum SVGIconEntities {
    /// Entities one icon may declare, and the length of each one's text.
    static let maximumEntities = 64
    static let maximumLength = 1_024

    /// `bytes` unchanged when there is no internal subset; else the document rewritten, or why not.
    static func expand(_ bytes: [UInt8]) -> Result<[UInt8], SVGIconCheck.Refusal> {
        guard let doctype = SVGIconCheck.firstIndex(of: Array("<!DOCTYPE".utf8), in: bytes, from: 0),
              let subset = subsetRange(bytes, doctype: doctype) else { return .success(bytes) }
        var entities: [[UInt8]: [UInt8]] = [:]
        var index = subset.lowerBound + 1
        let end = subset.upperBound - 1
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let close = SVGIconCheck.firstIndex(of: Array("-->".utf8), in: bytes, from: index + 4), close < end else { return refusal }
                index = close + 3
            } else if let (name, text, next) = entity(bytes, at: index, end: end) {
                guard entities.count < maximumEntities || entities[name] != nil else { return refusal }
                // The first declaration of a name is the one that counts (XML 1.0 §4.2).
                if entities[name] == nil { entities[name] = text }
                index = next
            } else {
                return refusal
            }
        }
        var out = Array(bytes[..<subset.lowerBound])
        var position = subset.upperBound
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&"), let semicolon = bytes[position...].prefix(66).firstIndex(of: UInt8(ascii: ";")),
               let text = entities[Array(bytes[(position + 1)..<semicolon])] {
                out += text
                position = semicolon + 1
            } else {
                out.append(byte)
                position += 1
            }
            guard out.count <= Limits.iconFileBytes else {
                return .failure(SVGIconCheck.Refusal(message: "is larger than \(Limits.iconFileBytes >> 20) MiB once its entities are replaced"))
            }
        }
        return .success(out)
    }

    private static var refusal: Result<[UInt8], SVGIconCheck.Refusal> {
        .failure(SVGIconCheck.Refusal(message: "has a DOCTYPE with declarations other than plain-text entities ([…]); entities that load files, refer to others or are parameters can load files or expand without bound, so they are refused"))
    }

    /// The bytes from the `[` to just past the `]` of the DOCTYPE at `doctype`, or nil when it has none.
    private static func subsetRange(_ bytes: [UInt8], doctype: Int) -> Range<Int>? {
        var quote: UInt8?
        var index = doctype
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return nil
            } else if byte == UInt8(ascii: "[") {
                guard let close = closingBracket(bytes, from: index + 1) else { return nil }
                return index..<(close + 1)
            }
            index += 1
        }
        return nil
    }

    /// The `]` that ends a subset, skipping quoted literals and comments.
    private static func closingBracket(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let close = SVGIconCheck.firstIndex(of: Array("-->".utf8), in: bytes, from: index + 4) else { return nil }
                index = close + 3
                continue
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "]") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `<!ENTITY name "text">` at `index`: its name, its text and the index after it; nil for any
    /// other declaration, an external or parameter entity, or text holding `&`, `%`, `<` or a quote.
    private static func entity(_ bytes: [UInt8], at start: Int, end: Int) -> (name: [UInt8], text: [UInt8], next: Int)? {
        let keyword = Array("<!ENTITY".utf8)
        guard bytes[start..<end].starts(with: keyword) else { return nil }
        var index = start + keyword.count
        func skipSpace() -> Bool {
            let before = index
            while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            return index > before
        }
        guard skipSpace() else { return nil }
        let nameStart = index
        while index < end, isNameByte(bytes[index]) { index += 1 }
        guard index > nameStart, index - nameStart <= 64 else { return nil }
        let name = Array(bytes[nameStart..<index])
        guard skipSpace(), index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        index += 1
        let textStart = index
        while index < end, bytes[index] != quote {
            guard ![UInt8(ascii: "&"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[index]) else { return nil }
            index += 1
        }
        guard index < end, index - textStart <= maximumLength else { return nil }
        let text = Array(bytes[textStart..<index])
        index += 1
        _ = skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: ">") else { return nil }
        return (name, text, index + 1)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
