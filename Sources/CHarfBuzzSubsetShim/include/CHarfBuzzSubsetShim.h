#ifndef SCENEC_CHARFBUZZSUBSETSHIM_H
#define SCENEC_CHARFBUZZSUBSETSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What scenec_hb_subset returns.
enum {
    SCENEC_HB_SUBSET_OK = 0,
    /// libharfbuzz-subset.so.0 cannot be loaded, or lacks a function (scenec_hb_subset_failure says why).
    SCENEC_HB_SUBSET_NO_LIBRARY = 1,
    /// HarfBuzz cannot read the font or cannot subset one of its tables.
    SCENEC_HB_SUBSET_REFUSED = 2,
    /// The subset lacks a character the font maps and was asked to keep.
    SCENEC_HB_SUBSET_LOST_CHARACTER = 3,
};

/// The face `face_index` of the SFNT font (TTF, OTF or TTC) `font`, cut down by HarfBuzz's subsetter to
/// the glyphs of the `count` Unicode scalars `codepoints` and what shaping them needs (the closure
/// of every GSUB/GPOS feature and script the font has, composite glyph components, `.notdef`), with
/// its other tables (`name` with its family, hinting, variations) kept for those glyphs. On success
/// returns SCENEC_HB_SUBSET_OK and sets `*result` to a malloc'd SFNT of `*result_length` bytes the
/// caller frees with scenec_hb_subset_free. The same input always gives the same bytes.
int scenec_hb_subset(const uint8_t *font, size_t length, unsigned int face_index,
                     const uint32_t *codepoints, size_t count, uint8_t **result, size_t *result_length);

void scenec_hb_subset_free(uint8_t *result);

/// Why the library could not be loaded (after SCENEC_HB_SUBSET_NO_LIBRARY), else "".
const char *scenec_hb_subset_failure(void);

#ifdef __cplusplus
}
#endif

#endif
