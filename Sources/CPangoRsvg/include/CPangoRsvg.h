#ifndef SCENEC_CPANGORSVG_H
#define SCENEC_CPANGORSVG_H

// Pango and librsvg as scenec sees them: the types and functions it uses, declared here to match
// Pango 1.50's and librsvg 2.54's headers (scenec needs Pango 1.50 and librsvg 2.52 or later), and
// GLib's few types behind them. Neither library is linked: librsvg is loaded with dlopen when an SVG is first
// drawn (ScenecCairo's RsvgLibrary), Pango when text is first set or the text warm-up starts
// (PangoLoader.c, which defines the Pango and GLib functions below as trampolines into the loaded
// library). Including the libraries' own headers would need their pkg-config entries, and with those
// SwiftPM links the libraries, so their ~17 shared objects would load before `main` in every run.
// Tests/CPangoRsvgTests checks these layouts against Pango's own headers.

#include <stddef.h>
#include <stdint.h>
#include <cairo.h>
#include "PangoFunctions.h"

// MARK: GLib (glib/gtypes.h, glibconfig.h for LP64 Linux, gobject/gobject.h, glib/gerror.h, gio/ginputstream.h)

typedef char gchar;
typedef int gint;
typedef unsigned int guint;
typedef gint gboolean;
typedef double gdouble;
typedef unsigned char guint8;
typedef signed int gint32;
typedef unsigned int guint32;
typedef guint32 gunichar;
typedef unsigned long gsize;
typedef void *gpointer;
typedef const void *gconstpointer;
typedef guint32 GQuark;

typedef struct _GSList GSList;
struct _GSList {
    gpointer data;
    GSList *next;
};

typedef struct _GError GError;
struct _GError {
    GQuark domain;
    gint code;
    gchar *message;
};

typedef struct _GData GData;
typedef struct _GTypeClass GTypeClass;
typedef struct _GTypeInstance GTypeInstance;
struct _GTypeInstance {
    GTypeClass *g_class;
};
typedef struct _GObject GObject;
struct _GObject {
    GTypeInstance g_type_instance;
    guint ref_count;
    GData *qdata;
};

typedef struct _GBytes GBytes;
typedef struct _GInputStreamPrivate GInputStreamPrivate;
typedef struct _GInputStream GInputStream;
struct _GInputStream {
    GObject parent_instance;
    GInputStreamPrivate *priv;
};
typedef struct _GFile GFile;
typedef struct _GCancellable GCancellable;

GBytes *g_bytes_new(gconstpointer data, gsize size);
void g_bytes_unref(GBytes *bytes);
void g_error_free(GError *error);
void g_free(gpointer mem);
gpointer g_object_ref(gpointer object);
void g_object_unref(gpointer object);
gboolean g_unichar_get_mirror_char(gunichar ch, gunichar *mirrored_ch);

// MARK: Pango (pango/pango-*.h, pango/pangocairo.h)

#define PANGO_SCALE 1024
#define PANGO_ANALYSIS_FLAG_CENTERED_BASELINE (1 << 0)
#define PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (1 << 1)
#define PANGO_ANALYSIS_FLAG_NEED_HYPHEN (1 << 2)

typedef enum {
    PANGO_STYLE_NORMAL,
    PANGO_STYLE_OBLIQUE,
    PANGO_STYLE_ITALIC
} PangoStyle;

typedef enum {
    PANGO_WEIGHT_THIN = 100,
    PANGO_WEIGHT_ULTRALIGHT = 200,
    PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380,
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500,
    PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800,
    PANGO_WEIGHT_HEAVY = 900,
    PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

typedef enum {
    PANGO_DIRECTION_LTR,
    PANGO_DIRECTION_RTL,
    PANGO_DIRECTION_TTB_LTR,
    PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR,
    PANGO_DIRECTION_WEAK_RTL,
    PANGO_DIRECTION_NEUTRAL
} PangoDirection;

typedef enum {
    PANGO_ALIGN_LEFT,
    PANGO_ALIGN_CENTER,
    PANGO_ALIGN_RIGHT
} PangoAlignment;

typedef enum {
    PANGO_WRAP_WORD,
    PANGO_WRAP_CHAR,
    PANGO_WRAP_WORD_CHAR
} PangoWrapMode;

typedef enum {
    PANGO_ELLIPSIZE_NONE,
    PANGO_ELLIPSIZE_START,
    PANGO_ELLIPSIZE_MIDDLE,
    PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

// Objects scenec only holds pointers to.
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoFontFace PangoFontFace;
/// fontconfig's configuration (see below), which a PangoFc font map can be given.
typedef struct _FcConfig FcConfig;
typedef struct _PangoContext PangoContext;
typedef struct _PangoCairoFontMap PangoCairoFontMap;
typedef struct _PangoCairoFont PangoCairoFont;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoEngineShape PangoEngineShape;
typedef struct _PangoEngineLang PangoEngineLang;
typedef struct _PangoLanguage PangoLanguage;

typedef struct _PangoFontMap PangoFontMap;
struct _PangoFontMap {
    GObject parent_instance;
};

typedef struct _PangoFont PangoFont;
struct _PangoFont {
    GObject parent_instance;
};

typedef struct _PangoRectangle PangoRectangle;
struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
};

typedef guint32 PangoGlyph;
typedef gint32 PangoGlyphUnit;

typedef struct _PangoGlyphGeometry PangoGlyphGeometry;
struct _PangoGlyphGeometry {
    PangoGlyphUnit width;
    PangoGlyphUnit x_offset;
    PangoGlyphUnit y_offset;
};

typedef struct _PangoGlyphVisAttr PangoGlyphVisAttr;
struct _PangoGlyphVisAttr {
    guint is_cluster_start : 1;
    guint is_color : 1;
};

typedef struct _PangoGlyphInfo PangoGlyphInfo;
struct _PangoGlyphInfo {
    PangoGlyph glyph;
    PangoGlyphGeometry geometry;
    PangoGlyphVisAttr attr;
};

typedef struct _PangoGlyphString PangoGlyphString;
struct _PangoGlyphString {
    int num_glyphs;
    PangoGlyphInfo *glyphs;
    int *log_clusters;
    int space;
};

typedef struct _PangoAnalysis PangoAnalysis;
struct _PangoAnalysis {
    PangoEngineShape *shape_engine;
    PangoEngineLang *lang_engine;
    PangoFont *font;
    guint8 level;
    guint8 gravity;
    guint8 flags;
    guint8 script;
    PangoLanguage *language;
    GSList *extra_attrs;
};

typedef struct _PangoItem PangoItem;
struct _PangoItem {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
};

typedef struct _PangoGlyphItem PangoGlyphItem;
struct _PangoGlyphItem {
    PangoItem *item;
    PangoGlyphString *glyphs;
    int y_offset;
    int start_x_offset;
    int end_x_offset;
};
typedef PangoGlyphItem PangoLayoutRun;

typedef struct _PangoLayoutLine PangoLayoutLine;
struct _PangoLayoutLine {
    PangoLayout *layout;
    gint start_index;
    gint length;
    GSList *runs;
    guint is_paragraph_start : 1;
    guint resolved_dir : 3;
};

typedef struct _PangoAttribute PangoAttribute;
struct _PangoAttribute {
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
};

PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_language_new(PangoLanguage *language);
PangoLanguage *pango_language_from_string(const char *language);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
cairo_scaled_font_t *pango_cairo_font_get_scaled_font(PangoCairoFont *font);
PangoFontMap *pango_cairo_font_map_get_default(void);
PangoFontMap *pango_cairo_font_map_new(void);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
gboolean pango_font_family_is_variable(PangoFontFamily *family);
void pango_font_family_list_faces(PangoFontFamily *family, PangoFontFace ***faces, int *n_faces);
PangoFontDescription *pango_font_face_describe(PangoFontFace *face);
PangoWeight pango_font_description_get_weight(const PangoFontDescription *desc);
PangoStyle pango_font_description_get_style(const PangoFontDescription *desc);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
void pango_cairo_font_map_set_default(PangoCairoFontMap *fontmap);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
PangoFontMap *pango_context_get_font_map(PangoContext *context);
PangoFont *pango_context_load_font(PangoContext *context, const PangoFontDescription *desc);
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);
PangoDirection pango_context_get_base_dir(PangoContext *context);
PangoDirection pango_find_base_dir(const gchar *text, gint length);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
PangoFontDescription *pango_font_describe(PangoFont *font);
void pango_font_description_free(PangoFontDescription *desc);
const char *pango_font_description_get_family(const PangoFontDescription *desc);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
int pango_layout_get_baseline(PangoLayout *layout);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_layout_iter_get_cluster_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_index(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_run_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
PangoLayoutRun *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_cluster(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_run(PangoLayoutIter *iter);
int pango_layout_line_get_length(PangoLayoutLine *line);
int pango_layout_line_get_start_index(PangoLayoutLine *line);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);

#include "Fontconfig.h"
#include "FreeTypeSfnt.h"
#include "HarfBuzzColor.h"

/// Loads Pango (libpangocairo and what it needs: Pango, HarfBuzz, GObject, GLib) with dlopen, once per
/// process, and resolves every Pango and GLib function declared above; returns whether Pango can be
/// used. Any of those functions loads it on first use too; calling this early only chooses the thread
/// that pays for it. When it cannot be loaded, this returns 0 and the first Pango function called ends
/// the process with a message naming the library and status 3 (an input/output failure), so a run that
/// sets no text is not affected.
int scenec_pango_load(void);

/// fontconfig's FcInit: parses the configuration and maps the font caches, the part of the text set-up
/// that needs no Pango. fontconfig is linked (Cairo needs it), so this loads no library. Returns whether
/// fontconfig initialised.
int scenec_fontconfig_init(void);

// MARK: librsvg (librsvg/rsvg.h), as pointer types for dlsym's results

typedef struct _RsvgHandle RsvgHandle;

typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

typedef enum {
    RSVG_UNIT_PERCENT,
    RSVG_UNIT_PX,
    RSVG_UNIT_EM,
    RSVG_UNIT_EX,
    RSVG_UNIT_IN,
    RSVG_UNIT_CM,
    RSVG_UNIT_MM,
    RSVG_UNIT_PT,
    RSVG_UNIT_PC
} RsvgUnit;

typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;

typedef enum {
    RSVG_HANDLE_FLAGS_NONE = 0,
    RSVG_HANDLE_FLAG_UNLIMITED = 1 << 0,
    RSVG_HANDLE_FLAG_KEEP_IMAGE_DATA = 1 << 1
} RsvgHandleFlags;

/// rsvg_handle_new_from_stream_sync
typedef RsvgHandle *(*CRsvgNewFromStreamSync)(GInputStream *input_stream, GFile *base_file, RsvgHandleFlags flags,
                                              GCancellable *cancellable, GError **error);
/// rsvg_handle_set_dpi
typedef void (*CRsvgSetDPI)(RsvgHandle *handle, double dpi);
/// rsvg_handle_render_document
typedef gboolean (*CRsvgRenderDocument)(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
/// rsvg_handle_get_intrinsic_size_in_pixels
typedef gboolean (*CRsvgGetIntrinsicSizeInPixels)(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
/// rsvg_handle_get_intrinsic_dimensions
typedef void (*CRsvgGetIntrinsicDimensions)(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                            gboolean *out_has_height, RsvgLength *out_height,
                                            gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
/// g_memory_input_stream_new_from_bytes, from GIO, which scenec only needs for librsvg and so resolves
/// through librsvg's handle rather than linking.
typedef GInputStream *(*CGMemoryInputStreamNewFromBytes)(GBytes *bytes);

#endif
