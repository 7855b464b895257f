/// Documents that attack an XML parser, for the tests that prove each layer refuses them.
public enum HostileDocuments {
    /// The reference that expands to 10⁹ "lol"s in `billionLaughs`.
    public static let billionLaughsReference = "&lol9;"

    /// The classic entity bomb: ten levels of ten references each, declared on lines 3 to 12 of the
    /// document (line 3 holds the first `<!ENTITY`). `root` writes the root element (on line 14) given
    /// the reference to expand, e.g. `{ "<scene>\($0)</scene>" }`.
    public static func billionLaughs(root: (_ reference: String) -> String) -> String {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE scene [", "  <!ENTITY lol0 \"lol\">"]
        for level in 1...9 {
            lines.append("  <!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">")
        }
        lines += ["]>", root(billionLaughsReference)]
        return lines.joined(separator: "\n")
    }
}
