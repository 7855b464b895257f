import ScenecCore

/// An element of a parsed document with the source location of itself and of each attribute.
/// The scene parser works on this plain value tree, never on libxml2 nodes.
public struct XMLElement: Sendable, Hashable {
    public var name: String
    public var namespaceURI: String?
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    /// The element's own character data (text and CDATA children, in order), not its descendants'.
    public var text: String
    /// The character data between this element's end tag and its next sibling element (ElementTree's
    /// `tail`): where mixed content (`<text>` with `<span>` and `<br/>`) puts text after an inline child.
    /// The parent's `text` holds it too, so elements that ignore mixed content see no change.
    public var tail: String = ""
    public var location: SourceLocation

    public init(name: String, namespaceURI: String? = nil, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
                text: String = "", location: SourceLocation) {
        self.name = name
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
