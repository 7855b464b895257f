import CPangoRsvg

/// CSS `letter-spacing` as a Pango attribute over the whole line. librsvg sets the same attribute for
/// SVG's `letter-spacing`, so both renderers space the line alike.
enum LetterSpacing {
    static func apply(_ points: Double, to layout: OpaquePointer) {
        // 0 adds no attribute list, so text without spacing is shaped exactly as before.
        guard points != 0, points.isFinite, let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        // The reader bounds the value to ±100 pt, well within Pango's 32-bit units.
        let units = Int32((points * Double(PANGO_SCALE)).rounded())
        if let attribute = pango_attr_letter_spacing_new(units) {
            pango_attr_list_insert(list, attribute)
        }
        pango_layout_set_attributes(layout, list)
    }
}
