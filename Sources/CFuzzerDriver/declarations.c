/* CFuzzerDriver only declares libFuzzer's driver (include/CFuzzerDriver.h); nothing to define here. */
#include "CFuzzerDriver.h"
