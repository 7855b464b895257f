#ifndef SCENEC_PANGO_FUNCTIONS_H
#define SCENEC_PANGO_FUNCTIONS_H

// The list of Pango and GLib functions scenec calls, as an X-macro with each one's signature: expanded
// against CPangoRsvg.h's declarations into the trampolines (PangoLoader.c), and against Pango's own
// headers into compile-time checks that each signature is Pango's (Tests/CPangoRsvgLayouts). Only a
// macro: it declares nothing.

/// F(return type, name, parameters, arguments) for a function with a result, V(name, parameters,
/// arguments) for one without: every Pango, GLib and HarfBuzz function declared in CPangoRsvg.h (HarfBuzz's
/// resolve through Pango's handle, whose dependencies include it).
#define SCENEC_PANGO_FUNCTIONS(F, V) \
    F(GBytes *, g_bytes_new, (gconstpointer data, gsize size), (data, size)) \
    V(g_bytes_unref, (GBytes *bytes), (bytes)) \
    V(g_error_free, (GError *error), (error)) \
    V(g_free, (gpointer mem), (mem)) \
    F(gpointer, g_object_ref, (gpointer object), (object)) \
    V(g_object_unref, (gpointer object), (object)) \
    F(gboolean, g_unichar_get_mirror_char, (gunichar ch, gunichar *mirrored_ch), (ch, mirrored_ch)) \
    F(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *desc), (desc)) \
    F(PangoAttribute *, pango_attr_letter_spacing_new, (int letter_spacing), (letter_spacing)) \
    F(PangoAttribute *, pango_attr_language_new, (PangoLanguage *language), (language)) \
    F(PangoLanguage *, pango_language_from_string, (const char *language), (language)) \
    V(pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr)) \
    F(PangoAttrList *, pango_attr_list_new, (void), ()) \
    V(pango_attr_list_unref, (PangoAttrList *list), (list)) \
    V(pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), (context, options)) \
    V(pango_cairo_context_set_resolution, (PangoContext *context, double dpi), (context, dpi)) \
    F(cairo_scaled_font_t *, pango_cairo_font_get_scaled_font, (PangoCairoFont *font), (font)) \
    F(PangoFontMap *, pango_cairo_font_map_get_default, (void), ()) \
    F(PangoFontMap *, pango_cairo_font_map_new, (void), ()) \
    V(pango_font_map_list_families, (PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families), (fontmap, families, n_families)) \
    F(const char *, pango_font_family_get_name, (PangoFontFamily *family), (family)) \
    F(gboolean, pango_font_family_is_variable, (PangoFontFamily *family), (family)) \
    V(pango_font_family_list_faces, (PangoFontFamily *family, PangoFontFace ***faces, int *n_faces), (family, faces, n_faces)) \
    F(PangoFontDescription *, pango_font_face_describe, (PangoFontFace *face), (face)) \
    F(PangoWeight, pango_font_description_get_weight, (const PangoFontDescription *desc), (desc)) \
    F(PangoStyle, pango_font_description_get_style, (const PangoFontDescription *desc), (desc)) \
    V(pango_fc_font_map_set_config, (PangoFcFontMap *fcfontmap, FcConfig *fcconfig), (fcfontmap, fcconfig)) \
    V(pango_cairo_font_map_set_default, (PangoCairoFontMap *fontmap), (fontmap)) \
    V(pango_cairo_layout_path, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    V(pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    F(PangoFontMap *, pango_context_get_font_map, (PangoContext *context), (context)) \
    F(PangoFont *, pango_context_load_font, (PangoContext *context, const PangoFontDescription *desc), (context, desc)) \
    V(pango_context_set_base_dir, (PangoContext *context, PangoDirection direction), (context, direction)) \
    F(PangoDirection, pango_context_get_base_dir, (PangoContext *context), (context)) \
    F(PangoDirection, pango_find_base_dir, (const gchar *text, gint length), (text, length)) \
    V(pango_context_set_round_glyph_positions, (PangoContext *context, gboolean round_positions), (context, round_positions)) \
    F(PangoFontDescription *, pango_font_describe, (PangoFont *font), (font)) \
    V(pango_font_description_free, (PangoFontDescription *desc), (desc)) \
    F(const char *, pango_font_description_get_family, (const PangoFontDescription *desc), (desc)) \
    F(PangoFontDescription *, pango_font_description_new, (void), ()) \
    V(pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size)) \
    V(pango_font_description_set_family, (PangoFontDescription *desc, const char *family), (desc, family)) \
    V(pango_font_description_set_style, (PangoFontDescription *desc, PangoStyle style), (desc, style)) \
    V(pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight)) \
    F(PangoContext *, pango_font_map_create_context, (PangoFontMap *fontmap), (fontmap)) \
    F(int, pango_layout_get_baseline, (PangoLayout *layout), (layout)) \
    V(pango_layout_get_extents, (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (layout, ink_rect, logical_rect)) \
    F(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout)) \
    F(int, pango_layout_get_line_count, (PangoLayout *layout), (layout)) \
    V(pango_layout_iter_free, (PangoLayoutIter *iter), (iter)) \
    F(int, pango_layout_iter_get_baseline, (PangoLayoutIter *iter), (iter)) \
    V(pango_layout_iter_get_cluster_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect)) \
    F(int, pango_layout_iter_get_index, (PangoLayoutIter *iter), (iter)) \
    V(pango_layout_iter_get_line_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect)) \
    F(PangoLayoutLine *, pango_layout_iter_get_line_readonly, (PangoLayoutIter *iter), (iter)) \
    V(pango_layout_iter_get_run_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect)) \
    F(PangoLayoutRun *, pango_layout_iter_get_run_readonly, (PangoLayoutIter *iter), (iter)) \
    F(gboolean, pango_layout_iter_next_cluster, (PangoLayoutIter *iter), (iter)) \
    F(gboolean, pango_layout_iter_next_line, (PangoLayoutIter *iter), (iter)) \
    F(gboolean, pango_layout_iter_next_run, (PangoLayoutIter *iter), (iter)) \
    F(int, pango_layout_line_get_length, (PangoLayoutLine *line), (line)) \
    F(int, pango_layout_line_get_start_index, (PangoLayoutLine *line), (line)) \
    F(PangoLayout *, pango_layout_new, (PangoContext *context), (context)) \
    V(pango_layout_set_alignment, (PangoLayout *layout, PangoAlignment alignment), (layout, alignment)) \
    V(pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs)) \
    V(pango_layout_set_auto_dir, (PangoLayout *layout, gboolean auto_dir), (layout, auto_dir)) \
    V(pango_layout_set_ellipsize, (PangoLayout *layout, PangoEllipsizeMode ellipsize), (layout, ellipsize)) \
    V(pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc)) \
    V(pango_layout_set_justify, (PangoLayout *layout, gboolean justify), (layout, justify)) \
    V(pango_layout_set_single_paragraph_mode, (PangoLayout *layout, gboolean setting), (layout, setting)) \
    V(pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    V(pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
    V(pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap)) \
    F(FcPattern *, pango_fc_font_get_pattern, (PangoFcFont *font), (font)) \
    F(hb_font_t *, pango_font_get_hb_font, (PangoFont *font), (font)) \
    F(hb_face_t *, hb_font_get_face, (hb_font_t *font), (font)) \
    F(hb_bool_t, hb_ot_color_has_layers, (hb_face_t *face), (face)) \
    F(unsigned int, hb_ot_color_glyph_get_layers, (hb_face_t *face, hb_codepoint_t glyph, unsigned int start_offset, \
      unsigned int *layer_count, hb_ot_color_layer_t *layers), (face, glyph, start_offset, layer_count, layers)) \
    F(unsigned int, hb_ot_color_palette_get_colors, (hb_face_t *face, unsigned int palette_index, unsigned int start_offset, \
      unsigned int *color_count, hb_color_t *colors), (face, palette_index, start_offset, color_count, colors)) \
    F(hb_blob_t *, hb_face_reference_table, (const hb_face_t *face, hb_tag_t tag), (face, tag)) \
    F(const char *, hb_blob_get_data, (hb_blob_t *blob, unsigned int *length), (blob, length)) \
    V(hb_blob_destroy, (hb_blob_t *blob), (blob))

#endif
