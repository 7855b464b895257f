import ScenecSVG

extension OutputFormatDescriptor {
    /// SVG text from the SVG writer. The up-to-date key is the second line, a comment between the XML
    /// declaration and the root. Xcode's asset catalogs do not read SVG.
    static let svg = OutputFormatDescriptor(
        mimeType: "image/svg+xml",
        render: { request in Array(try SVGWriter.write(request.list).utf8) },
        stamp: Stamp(end: .head,
                     insert: { bytes, name, value in
                         SVGCommentLine.insertingAfterPrologue(bytes, line: SVGCommentLine.prefix(name) + value + SVGCommentLine.suffix)
                     },
                     find: { bytes, name in
                         let prefix = SVGCommentLine.prefix(name)
                         guard let line = SVGCommentLine.secondLine(bytes), line.hasPrefix(prefix),
                               line.hasSuffix(SVGCommentLine.suffix) else { return nil }
                         return line.dropFirst(prefix.count).dropLast(SVGCommentLine.suffix.count)
                     }),
        catalog: .notHeld)
}

/// A note's line in SVG text: the second line, `<!-- NAME: VALUE -->`, after the XML declaration
/// scenec always writes first.
enum SVGCommentLine {
    static func prefix(_ name: String) -> String { "<!-- \(name): " }
    static let suffix = " -->"

    /// `svg` with `line` inserted after its first line.
    static func insertingAfterPrologue(_ svg: [UInt8], line: String) -> [UInt8] {
        guard let newline = svg.firstIndex(of: UInt8(ascii: "\n")) else { return svg }
        return Array(svg[...newline]) + Array(line.utf8) + [UInt8(ascii: "\n")] + Array(svg[svg.index(after: newline)...])
    }

    /// The second line of `head`, if it ends within it.
    static func secondLine(_ head: [UInt8]) -> String? {
        guard let first = head.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let rest = head[(first + 1)...]
        guard let second = rest.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(decoding: rest[..<second], as: UTF8.self)
    }
}
