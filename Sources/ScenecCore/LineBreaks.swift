extension String {
    /// The text with line breaks and other control characters shown as escapes (`\n`, `\r`,
    /// `\u{1B}`), for a file name in a message that must stay one line: a scene named
    /// `a.xml\nerror: all good` would otherwise print a second, forged line into a CI log, and an
    /// escape sequence could rewrite the terminal. Tabs stay.
    public var lineBreaksEscaped: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where Self.needsEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 and C1 controls but the tab, DEL, and the Unicode line and paragraph separators.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
