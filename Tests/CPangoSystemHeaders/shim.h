// Pango's and GIO's own headers, for the tests only: CPangoRsvgLayouts compares the declarations in
// Sources/CPangoRsvg with them. (The test binaries link Pango through this target's pkg-config entry;
// scenec itself does not.)
#include <pango/pangocairo.h>
#include <gio/gio.h>
