import CPangoRsvg

/// A one-line layout's attributes: CSS `letter-spacing` over the whole line (librsvg sets the same
/// attribute for SVG's `letter-spacing`, so both renderers space the line alike) and the font's language.
enum LetterSpacing {
    static func apply(_ font: FontSpec, to layout: OpaquePointer) {
        let points = font.letterSpacing
        let spaced = points != 0 && points.isFinite
        // Neither adds no attribute list, so plain text is shaped exactly as before.
        guard spaced || font.language != nil, let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        // The reader bounds the value to ±100 pt, well within Pango's 32-bit units.
        if spaced, let attribute = pango_attr_letter_spacing_new(Int32((points * Double(PANGO_SCALE)).rounded())) {
            pango_attr_list_insert(list, attribute)
        }
        if let language = font.language { TextAttributes.insert(language: language, from: 0, to: Int(Int32.max), into: list) }
        pango_layout_set_attributes(layout, list)
    }
}
