#ifndef SCENEC_HARFBUZZ_COLOR_H
#define SCENEC_HARFBUZZ_COLOR_H

// Part of CPangoRsvg.h (included from it, after Pango's types): the HarfBuzz functions that read a
// font's COLR/CPAL colour layers (OpenType COLR version 0), declared like Pango's so no library header
// is needed. HarfBuzz is not linked: Pango depends on it, so these resolve through Pango's handle like
// the other trampolines (PangoFunctions.h). Checked against HarfBuzz's own headers by
// Tests/CPangoRsvgLayouts. Cairo 1.16 (Debian 12) draws a COLR glyph as one outline, so layout reads
// the layers itself and puts them on the render list (ScenecText's ColorGlyphs).

typedef int hb_bool_t;
typedef uint32_t hb_codepoint_t;
typedef uint32_t hb_tag_t;
/// BGRA, 8 bits each, blue in the high byte (hb_color_get_blue … hb_color_get_alpha).
typedef uint32_t hb_color_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_blob_t hb_blob_t;

typedef struct hb_ot_color_layer_t {
    hb_codepoint_t glyph;
    unsigned int color_index;
} hb_ot_color_layer_t;

hb_font_t *pango_font_get_hb_font(PangoFont *font);
hb_face_t *hb_font_get_face(hb_font_t *font);
hb_bool_t hb_ot_color_has_layers(hb_face_t *face);
unsigned int hb_ot_color_glyph_get_layers(hb_face_t *face, hb_codepoint_t glyph, unsigned int start_offset,
                                          unsigned int *layer_count, hb_ot_color_layer_t *layers);
unsigned int hb_ot_color_palette_get_colors(hb_face_t *face, unsigned int palette_index, unsigned int start_offset,
                                            unsigned int *color_count, hb_color_t *colors);
hb_blob_t *hb_face_reference_table(const hb_face_t *face, hb_tag_t tag);
const char *hb_blob_get_data(hb_blob_t *blob, unsigned int *length);
void hb_blob_destroy(hb_blob_t *blob);

#endif
