/// The one escaper for every string the SVG writer puts into markup (attribute values today,
/// text content later). Escapes all five XML special characters so the result is safe in either
/// a single- or double-quoted attribute and in character data.
enum XMLEscaper {
    static func escape(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
