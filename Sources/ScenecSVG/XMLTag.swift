import ScenecCore

/// One start or empty-element tag with attributes in the order they were added (the order is part
/// of the output format, so it is always fixed by the code that builds the tag, never sorted or hashed).
struct XMLTag: Sendable, Hashable {
    struct Attribute: Sendable, Hashable {
        var name: String
        var value: String
    }

    var name: String
    var attributes: [Attribute]

    init(_ name: String, _ attributes: [Attribute] = []) {
        self.name = name
        self.attributes = attributes
    }

    mutating func add(_ name: String, _ value: String) {
        attributes.append(Attribute(name: name, value: value))
    }

    mutating func add(_ more: [Attribute]) {
        attributes += more
    }

    /// `<name a="v" …>` or, when `empty`, `<name a="v" …/>`. Values go through `XMLEscaper`.
    func text(empty: Bool) -> String {
        var out = "<" + name
        for attribute in attributes {
            out += " " + attribute.name + "=\"" + XMLEscaper.escape(attribute.value) + "\""
        }
        return out + (empty ? "/>" : ">")
    }
}

extension XMLTag.Attribute {
    init(_ name: String, _ value: String) {
        self.init(name: name, value: value)
    }
}
