import CPangoRsvg

/// The Pango attribute list of a block: the base letter spacing over everything, then each styled run's
/// family, size, weight, style and spacing over its bytes. Built from values, never from markup, so the
/// label's `<`, `&` and quotes stay characters.
enum TextAttributes {
    /// Sets the attributes of `block` on `layout`, for the part of its text that starts at UTF-8 offset
    /// `base` (a layout of a suffix of the text, as for an ellipsized last line).
    static func apply(_ block: TextBlock, base: Int = 0, to layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        // No attribute for no spacing, so plain text is shaped exactly as a bare layout shapes it.
        if block.font.letterSpacing != 0 { insert(spacing: block.font.letterSpacing, from: 0, to: Int(Int32.max), into: list) }
        if let language = block.font.language { insert(language: language, from: 0, to: Int(Int32.max), into: list) }
        for run in block.runs {
            let start = max(run.range.lowerBound - base, 0)
            let end = run.range.upperBound - base
            guard end > start else { continue }
            let font = run.font
            FontDescription.with(font) { description in
                if let attribute = pango_attr_font_desc_new(description) { insert(attribute, from: start, to: end, into: list) }
            }
            if font.letterSpacing != block.font.letterSpacing { insert(spacing: font.letterSpacing, from: start, to: end, into: list) }
            if let language = font.language, language != block.font.language { insert(language: language, from: start, to: end, into: list) }
        }
        pango_layout_set_attributes(layout, list)
    }

    /// Pango's language over the bytes (`pango_language_from_string` keeps one interned value per tag).
    static func insert(language: String, from start: Int, to end: Int, into list: OpaquePointer) {
        guard let tag = pango_language_from_string(language), let attribute = pango_attr_language_new(tag) else { return }
        insert(attribute, from: start, to: end, into: list)
    }

    static func insert(spacing points: Double, from start: Int, to end: Int, into list: OpaquePointer) {
        guard points.isFinite else { return }
        // The reader bounds the value to ±100 pt, well within Pango's 32-bit units.
        let units = Int32((points * Double(PANGO_SCALE)).rounded())
        if let attribute = pango_attr_letter_spacing_new(units) { insert(attribute, from: start, to: end, into: list) }
    }

    static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>, from start: Int, to end: Int, into list: OpaquePointer) {
        attribute.pointee.start_index = guint(clamping: start)
        attribute.pointee.end_index = guint(clamping: end)
        pango_attr_list_insert(list, attribute)
    }
}
