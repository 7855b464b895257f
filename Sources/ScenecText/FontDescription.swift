import CPangoRsvg
import ScenecCore

/// A `PangoFontDescription` for a `FontSpec`, alive for the duration of a closure.
enum FontDescription {
    /// Calls `body` with the description of `font` (size clamped to 0…`Limits.fontSize`, weight to
    /// 100…1000); nil when Pango cannot allocate one.
    static func with<T>(_ font: FontSpec, _ body: (OpaquePointer) throws -> T) rethrows -> T? {
        guard let description = pango_font_description_new() else { return nil }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.familyList)
        let size = font.size.isFinite ? min(max(font.size, 0), Limits.fontSize) : 0
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        // Pango takes 100…1000; CSS 1…99 are its thinnest.
        pango_font_description_set_weight(description, PangoWeight(rawValue: PangoWeight.RawValue(min(max(font.weight, 100), 1000))))
        switch font.style {
        case .normal: pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
        // Pango picks the family's italic face, or its oblique one, and fontconfig synthesises a slant
        // for a family that has neither, as CSS `font-style: italic` does.
        case .italic: pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        }
        return try body(description)
    }
}
