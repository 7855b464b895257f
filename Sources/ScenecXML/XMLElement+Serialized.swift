import ScenecCore

/// An element tree written back as XML, each start tag on a line of its own, with the source location
/// of the element on each line: a validator's line number leads back to where the element is written
/// (for a tree made by expanding components, inside the component's body).
public struct SerializedDocument: Sendable {
    public var bytes: [UInt8]
    /// The location of the element whose start tag is on line `index + 1`.
    public var lines: [SourceLocation]

    /// The location of the element on `line` (1-based), or nil past the end.
    public func location(ofLine line: Int) -> SourceLocation? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
    }
}

extension XMLElement {
    /// The tree as XML text. Line breaks in values and text are written as character references so no
    /// element moves to another line; attributes with a prefix other than `xml:` are left out (their
    /// namespace declarations are not kept, and scenec ignores them).
    public func serialized() -> SerializedDocument {
        var text = ""
        var lines: [SourceLocation] = []
        write(into: &text, lines: &lines, parentNamespace: nil)
        return SerializedDocument(bytes: Array(text.utf8), lines: lines)
    }

    private func write(into text: inout String, lines: inout [SourceLocation], parentNamespace: String?) {
        if !lines.isEmpty { text += "\n" }
        lines.append(location)
        text += "<" + name
        if namespaceURI != parentNamespace {
            text += " xmlns=\"" + XMLEscaper.escape(namespaceURI ?? "", lineBreaks: true) + "\""
        }
        for attribute in attributes where !attribute.name.contains(":") || attribute.name.hasPrefix("xml:") {
            text += " " + attribute.name + "=\"" + XMLEscaper.escape(attribute.value, lineBreaks: true) + "\""
        }
        text += ">" + XMLEscaper.escape(self.text, lineBreaks: true)
        for child in children { child.write(into: &text, lines: &lines, parentNamespace: namespaceURI) }
        text += "</" + name + ">"
    }
}
