import CPangoRsvg
import CPangoRsvgLayouts
import Testing

/// CPangoRsvg.h declares Pango's and GLib's types itself (so that scenec need not link them): its
/// layouts must be Pango's, or reading a glyph string or a line would read the wrong bytes.
@Suite struct DeclarationTests {
    static func numbers(_ measure: (UnsafeMutablePointer<Int>?, Int) -> Int) -> [Int] {
        var values = [Int](repeating: -1, count: 256)
        let count = values.withUnsafeMutableBufferPointer { measure($0.baseAddress, $0.count) }
        return Array(values.prefix(min(count, values.count)))
    }

    @Test("the declared types' sizes, field offsets, bit-fields and constants are Pango's own")
    func layoutsMatchPangosHeaders() {
        let real = Self.numbers(scenec_pango_layouts_real)
        let declared = Self.numbers(scenec_pango_layouts_declared)
        #expect(real.count > 100, "every entry of LayoutList.h is measured")
        #expect(declared == real)
    }

    @Test("the trampolines load Pango and reach it: a layout measures a word")
    func trampolinesReachPango() throws {
        #expect(scenec_pango_load() != 0, "Pango is installed here")
        let fontMap = try #require(pango_cairo_font_map_get_default())
        let context = try #require(pango_font_map_create_context(fontMap))
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = try #require(pango_layout_new(context))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, "Hamburgefonts", -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        #expect(logical.width > 10 * Int32(PANGO_SCALE), "a 13-letter word is wider than 10 pt")
        #expect(logical.height > 0)
    }
}
