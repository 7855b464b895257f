import ScenecCairo

extension OutputFormatDescriptor {
    /// A one-page vector PDF from Cairo's PDF surface. The up-to-date key is a comment line after
    /// `%%EOF`: inserting bytes earlier would move every object the cross-reference table points at,
    /// and readers ignore what follows the end marker. An asset catalog holds it as one vector image.
    static let pdf = OutputFormatDescriptor(
        mimeType: "application/pdf",
        render: { request in try PDFRenderer.renderPDF(request.list) },
        stamp: Stamp(end: .tail,
                     insert: { bytes, name, value in bytes + Array((PDFCommentLine.prefix(name) + value + "\n").utf8) },
                     find: { tail, name in PDFCommentLine.lastLine(tail, name: name) }),
        catalog: .vector)
}

/// A note's line at the end of a PDF: `% NAME: VALUE`.
enum PDFCommentLine {
    static func prefix(_ name: String) -> String { "% \(name): " }

    /// The value of the note `name` in the last line of a PDF's last bytes.
    static func lastLine(_ tail: [UInt8], name: String) -> Substring? {
        let text = String(decoding: tail, as: UTF8.self)
        guard text.hasSuffix("\n") else { return nil }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        let prefix = prefix(name)
        guard let last = lines.last, last.hasPrefix(prefix) else { return nil }
        return last.dropFirst(prefix.count)
    }
}
