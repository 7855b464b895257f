import ScenecCore

/// SVG `font-family` for a resolved font: the family actually used first, then the list as written,
/// then a generic family (`'Nimbus Sans', Helvetica, sans-serif`), so a renderer without our
/// fontconfig aliases (resvg, a browser) picks the face the PNG was drawn with, or the nearest one.
enum FontFamilyList {
    static let generics: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]

    static func value(_ font: TextFont) -> String {
        var names: [String] = []
        for name in [font.resolvedFamily] + font.families where !name.isEmpty {
            if !names.contains(where: { $0.lowercased() == name.lowercased() }) { names.append(name) }
        }
        if !names.contains(where: { generics.contains($0.lowercased()) }) { names.append(generic(for: font)) }
        return names.map(quoted).joined(separator: ", ")
    }

    /// The generic family nearest the resolved one.
    static func generic(for font: TextFont) -> String {
        let name = (font.resolvedFamily + " " + font.families.joined(separator: " ")).lowercased()
        if name.contains("mono") || name.contains("courier") { return "monospace" }
        if name.contains("roman") || name.contains("serif") && !name.contains("sans") || name.contains("times") { return "serif" }
        return "sans-serif"
    }

    /// A name that is not a plain CSS identifier sequence (spaces, digits first, punctuation) in quotes.
    static func quoted(_ name: String) -> String {
        if generics.contains(name.lowercased()) { return name }
        let plain = name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" } && !name.contains(" ")
        return plain ? name : "'" + name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "\\'") + "'"
    }
}
