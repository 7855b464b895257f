/// The one escaper for every string scenec puts into markup: SVG attributes and text, the HTML review
/// report, and an element tree written back out for the schema. Escapes all five special characters so
/// the result is safe in a single- or double-quoted attribute and in character data; `'` becomes
/// `&#39;`, which XML and HTML both read.
public enum XMLEscaper {
    /// With `lineBreaks`, line feeds, carriage returns and tabs become character references too: a
    /// parser normalises them to spaces in attribute values (and a serialised document that must keep
    /// its line count cannot contain them raw).
    public static func escape(_ text: String, lineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, lineBreaks: lineBreaks) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n" where lineBreaks: out += "&#10;"
            case "\r" where lineBreaks: out += "&#13;"
            case "\t" where lineBreaks: out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, lineBreaks: Bool) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": return true
        case "\n", "\r", "\t": return lineBreaks
        default: return false
        }
    }
}
