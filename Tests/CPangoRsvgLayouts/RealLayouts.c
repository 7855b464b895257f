// LayoutList.h measured against Pango's and GIO's own headers.
#include <string.h>
#include <pango/pangocairo.h>
#include <gio/gio.h>
#include "CPangoRsvgLayouts.h"

size_t scenec_pango_layouts_real(long *values, size_t capacity) {
    size_t count = 0;
#define PUT(value) do { if (count < capacity) values[count] = (long)(value); count++; } while (0)
#define SIZE(type) PUT(sizeof(type));
#define FIELD(type, field) PUT(offsetof(type, field));
#define BITS(type, field) do { type v; unsigned char bytes[sizeof(type)]; long where = -1; \
    memset(&v, 0, sizeof v); v.field = 1; memcpy(bytes, &v, sizeof v); \
    for (size_t i = 0; i < sizeof v; i++) if (bytes[i]) where = (long)(i * 256 + bytes[i]); PUT(where); } while (0);
#define VALUE(constant) PUT(constant);
#include "LayoutList.h"
    return count;
}
