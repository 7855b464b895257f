/// The one escaper for every string scenec puts into markup: SVG attributes and text, and the HTML
/// review report. Escapes all five special characters so the result is safe in a single- or
/// double-quoted attribute and in character data; `'` becomes `&#39;`, which XML and HTML both read.
public enum XMLEscaper {
    public static func escape(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
