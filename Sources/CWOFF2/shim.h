// libwoff2enc (Debian's libwoff-dev) has a C++ API only (woff2/encode.h); CWOFF2Shim calls it and
// exposes C functions. This module only links the library, found through pkg-config.
#include <stddef.h>
