// HarfBuzz's subsetter (Debian's libharfbuzz-dev: hb-subset.h, libharfbuzz-subset). Headers only:
// nothing is linked, since CHarfBuzzSubsetShim loads the library with dlopen at first use (see there).
#include <harfbuzz/hb-subset.h>
