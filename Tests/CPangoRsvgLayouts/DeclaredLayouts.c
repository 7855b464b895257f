// LayoutList.h measured against CPangoRsvg.h's declarations.
#include "CPangoRsvg.h"
#define SCENEC_LAYOUTS_FUNCTION scenec_pango_layouts_declared
#include "MeasureLayouts.h"
