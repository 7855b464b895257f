#include "CWOFF2Shim.h"

#include <woff2/encode.h>

extern "C" size_t scenec_woff2_max_size(const uint8_t *font, size_t length) {
    try {
        return woff2::MaxWOFF2CompressedSize(font, length);
    } catch (...) {
        return 0;
    }
}

extern "C" int scenec_woff2_encode(const uint8_t *font, size_t length, int quality, uint8_t *result, size_t *result_length) {
    try {
        woff2::WOFF2Params params;
        params.brotli_quality = quality;
        return woff2::ConvertTTFToWOFF2(font, length, result, result_length, params) ? 1 : 0;
    } catch (...) {
        return 0;
    }
}
