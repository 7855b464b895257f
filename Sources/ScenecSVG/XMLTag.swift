import ScenecCore

/// One start or empty-element tag with attributes in the order they were added (the order is part
/// of the output format, so it is always fixed by the code that builds the tag, never sorted or hashed).
package struct XMLTag: Sendable, Hashable {
    package struct Attribute: Sendable, Hashable {
        package var name: String
        package var value: String
    }

    package var name: String
    package var attributes: [Attribute]

    package init(_ name: String, _ attributes: [Attribute] = []) {
        self.name = name
        self.attributes = attributes
    }

    package mutating func add(_ name: String, _ value: String) {
        attributes.append(Attribute(name: name, value: value))
    }

    package mutating func add(_ more: [Attribute]) {
        attributes += more
    }

    /// `<name a="v" …>` or, when `empty`, `<name a="v" …/>`. Values go through `XMLEscaper`.
    package func text(empty: Bool) -> String {
        var out = "<" + name
        for attribute in attributes {
            out += " " + attribute.name + "=\"" + XMLEscaper.escape(attribute.value) + "\""
        }
        return out + (empty ? "/>" : ">")
    }
}

extension XMLTag.Attribute {
    package init(_ name: String, _ value: String) {
        self.init(name: name, value: value)
    }
}
