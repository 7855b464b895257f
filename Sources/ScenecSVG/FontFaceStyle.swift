import ScenecCore

/// The `<style>` element of an SVG that embeds fonts (`--svg-fonts embed`): one `@font-face` rule per
/// font, its WOFF2 as a `data:` URL, so the document stays one self-contained file. Browsers read it;
/// librsvg, resvg and Inkscape ignore `@font-face` and fall back to the families after it.
enum FontFaceStyle {
    /// The element's lines (none without fonts), at the root's child depth.
    static func lines(_ faces: [EmbeddedFontFace]) -> [String] {
        guard !faces.isEmpty else { return [] }
        // SVG 1.1's DTD requires `type`; CDATA keeps the CSS out of the XML parser's way.
        return ["  <style type=\"text/css\"><![CDATA["] + faces.map(rule) + ["  ]]></style>"]
    }

    /// One `@font-face` rule on one line.
    static func rule(_ face: EmbeddedFontFace) -> String {
        let weight = face.weights.lowerBound == face.weights.upperBound
            ? "\(face.weights.lowerBound)" : "\(face.weights.lowerBound) \(face.weights.upperBound)"
        return "    @font-face { font-family: \(FontFamilyList.quoted(face.family)); font-weight: \(weight); "
            + "font-style: \(face.italic ? "italic" : "normal"); "
            + "src: url(data:font/woff2;base64,\(Base64.encode(face.woff2))) format('woff2'); }"
    }
}
