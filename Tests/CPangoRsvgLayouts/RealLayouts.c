// LayoutList.h measured against Pango's and GIO's own headers.
#include <pango/pangocairo.h>
#include <gio/gio.h>
#define SCENEC_LAYOUTS_FUNCTION scenec_pango_layouts_real
#include "MeasureLayouts.h"
