// librsvg is not linked: scenec loads it with dlopen the first time a scene draws an SVG icon or
// `scenec diff` draws an SVG (Sources/ScenecCairo/RsvgLibrary.swift), so the many libraries it pulls in
// (gio, gdk-pixbuf, libmount, ...) are not loaded by every run. Its headers are not included either,
// since compiling against them would need its pkg-config entry, and with it SwiftPM links the library.
//
// What follows are the types and the signatures of the few functions scenec calls, declared to match
// librsvg 2.54's <librsvg/rsvg.h> (all stable since 2.52, the oldest librsvg scenec supports), as
// pointer types for dlsym's results. The GLib, GIO and cairo types come from their own headers.
#include <glib-object.h>
#include <gio/gio.h>
#include <cairo.h>

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
