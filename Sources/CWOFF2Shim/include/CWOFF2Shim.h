#ifndef SCENEC_CWOFF2SHIM_H
#define SCENEC_CWOFF2SHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An upper bound on the WOFF2 size of the TTF or OTF `font` (libwoff2's MaxWOFF2CompressedSize).
size_t scenec_woff2_max_size(const uint8_t *font, size_t length);

/// Compresses the TTF or OTF `font` into `result` (at least scenec_woff2_max_size bytes) at Brotli
/// `quality` (0–11); on success returns 1 and sets `*result_length` to the WOFF2's size. Returns 0 when
/// libwoff2 cannot read the font or fails in any way (its C++ exceptions never cross into Swift).
int scenec_woff2_encode(const uint8_t *font, size_t length, int quality, uint8_t *result, size_t *result_length);

#ifdef __cplusplus
}
#endif

#endif
