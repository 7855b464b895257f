// The body both measurements share (no include guard): defines SCENEC_LAYOUTS_FUNCTION, which writes
// the numbers of LayoutList.h as the types and constants in scope define them. The including file
// first includes the headers to measure and names the function.
#include <string.h>
#include "CPangoRsvgLayouts.h"

size_t SCENEC_LAYOUTS_FUNCTION(long *values, size_t capacity) {
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
