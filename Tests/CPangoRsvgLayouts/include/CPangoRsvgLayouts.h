#include <stddef.h>

/// Writes up to `capacity` numbers (LayoutList.h, in order) as Pango's own headers define them; returns
/// how many there are.
size_t scenec_pango_layouts_real(long *values, size_t capacity);

/// The same numbers as CPangoRsvg.h declares them.
size_t scenec_pango_layouts_declared(long *values, size_t capacity);
