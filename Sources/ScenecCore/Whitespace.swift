/// The one definition of whitespace in attribute values, text content and path data: SVG's `wsp`
/// (space, tab, line feed, carriage return) and form feed, which CSS also skips.
public enum Whitespace {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    /// A character is whitespace when every scalar of it is (`"\r\n"` is one Character).
    public static func contains(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { contains($0) }
    }

    public static func contains(byte: UInt8) -> Bool {
        contains(Unicode.Scalar(byte))
    }
}

extension String {
    /// The string without leading and trailing whitespace (no Foundation needed).
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !Whitespace.contains($0) }), let last = lastIndex(where: { !Whitespace.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
