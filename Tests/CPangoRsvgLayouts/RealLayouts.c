// LayoutList.h measured against Pango's and GIO's own headers, and every trampoline's signature
// (PangoFunctions.h) checked against Pango's and GLib's declarations: a difference fails the build.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <gio/gio.h>
#include <hb-ot.h>
#include "PangoFunctions.h"

#define SCENEC_CHECK_F(type, name, params, args) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&name), type (*) params), #name " has Pango's signature");
#define SCENEC_CHECK_V(name, params, args) SCENEC_CHECK_F(void, name, params, args)
SCENEC_PANGO_FUNCTIONS(SCENEC_CHECK_F, SCENEC_CHECK_V)

#define SCENEC_LAYOUTS_FUNCTION scenec_pango_layouts_real
#include "MeasureLayouts.h"
