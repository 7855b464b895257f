// HarfBuzz's subsetter for `--svg-fonts embed`, loaded with dlopen the first time a font is subset.
//
// Why not linked: libharfbuzz-subset brings libharfbuzz, GLib, PCRE2 and graphite2, five libraries the
// dynamic loader would map and relocate before `main` in every run (docs/performance.md, "Pango loaded
// with dlopen"), for a step only `--svg-fonts embed` takes. HarfBuzz itself is the one Pango loads
// (same soname), so a process that sets text has most of it mapped already.
//
// The function pointers take their types from HarfBuzz's own header (CHarfBuzzSubset), so the compiler
// checks every call against the library's declarations.

#include "CHarfBuzzSubsetShim.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <harfbuzz/hb-subset.h>

/// Debian's libharfbuzz-subset0 (HarfBuzz 2.6.5 and later keep this soname); dlsym on its handle also
/// finds libharfbuzz's functions, a dependency of it.
static const char scenec_hb_soname[] = "libharfbuzz-subset.so.0";

#define SCENEC_HB_FUNCTIONS(F) \
    F(hb_blob_create) F(hb_blob_destroy) F(hb_blob_get_data) \
    F(hb_face_create) F(hb_face_destroy) F(hb_face_get_glyph_count) F(hb_face_reference_blob) \
    F(hb_face_collect_unicodes) \
    F(hb_set_create) F(hb_set_destroy) F(hb_set_add) F(hb_set_has) F(hb_set_clear) F(hb_set_invert) \
    F(hb_set_allocation_successful) \
    F(hb_subset_input_create_or_fail) F(hb_subset_input_destroy) F(hb_subset_input_unicode_set) \
    F(hb_subset_input_set) F(hb_subset_input_set_flags) F(hb_subset_or_fail)

#define SCENEC_HB_POINTER(name) static __typeof__(&name) scenec_##name;
SCENEC_HB_FUNCTIONS(SCENEC_HB_POINTER)

static pthread_once_t scenec_hb_once = PTHREAD_ONCE_INIT;
/// Written once inside `scenec_hb_once`, read only after it.
static char scenec_hb_failure[512];
static int scenec_hb_failed;

static void scenec_hb_resolve(void) {
    void *handle = dlopen(scenec_hb_soname, RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(scenec_hb_failure, sizeof scenec_hb_failure, "%s cannot be loaded (%s)", scenec_hb_soname, reason ? reason : "no reason given");
        scenec_hb_failed = 1;
        return;
    }
#define SCENEC_HB_RESOLVE(name) \
    scenec_##name = (__typeof__(&name))dlsym(handle, #name); \
    if (!scenec_##name) { \
        snprintf(scenec_hb_failure, sizeof scenec_hb_failure, "%s has no %s", scenec_hb_soname, #name); \
        scenec_hb_failed = 1; \
        return; \
    }
    SCENEC_HB_FUNCTIONS(SCENEC_HB_RESOLVE)
    // Never closed: the pointers stay valid for the life of the process.
}

const char *scenec_hb_subset_failure(void) {
    pthread_once(&scenec_hb_once, scenec_hb_resolve);
    return scenec_hb_failed ? scenec_hb_failure : "";
}

void scenec_hb_subset_free(uint8_t *result) { free(result); }

/// Whether every one of `codepoints` that `source` maps is mapped by `subset` too: the subsetter's
/// promise, checked, since a glyph lost here is text a browser silently draws in another face.
static int scenec_hb_keeps_characters(hb_face_t *source, hb_face_t *subset, const uint32_t *codepoints, size_t count) {
    hb_set_t *before = scenec_hb_set_create(), *after = scenec_hb_set_create();
    scenec_hb_face_collect_unicodes(source, before);
    scenec_hb_face_collect_unicodes(subset, after);
    int kept = scenec_hb_set_allocation_successful(before) && scenec_hb_set_allocation_successful(after);
    for (size_t i = 0; kept && i < count; i++) {
        if (scenec_hb_set_has(before, codepoints[i]) && !scenec_hb_set_has(after, codepoints[i])) kept = 0;
    }
    scenec_hb_set_destroy(before);
    scenec_hb_set_destroy(after);
    return kept;
}

int scenec_hb_subset(const uint8_t *font, size_t length, unsigned int face_index,
                     const uint32_t *codepoints, size_t count, uint8_t **result, size_t *result_length) {
    *result = NULL;
    *result_length = 0;
    pthread_once(&scenec_hb_once, scenec_hb_resolve);
    if (scenec_hb_failed) return SCENEC_HB_SUBSET_NO_LIBRARY;
    if (!font || length == 0 || length > UINT_MAX) return SCENEC_HB_SUBSET_REFUSED;

    // READONLY: HarfBuzz reads the caller's bytes in place and never writes them; the blob and every
    // face made from it are destroyed before returning.
    hb_blob_t *blob = scenec_hb_blob_create((const char *)font, (unsigned int)length, HB_MEMORY_MODE_READONLY, NULL, NULL);
    hb_face_t *source = scenec_hb_face_create(blob, face_index);
    scenec_hb_blob_destroy(blob);
    int status = SCENEC_HB_SUBSET_REFUSED;
    hb_subset_input_t *input = NULL;
    hb_face_t *subset = NULL;
    hb_blob_t *bytes = NULL;
    // A face HarfBuzz cannot read (not an SFNT, a face index past the collection) has no glyphs.
    if (scenec_hb_face_get_glyph_count(source) == 0) goto done;
    input = scenec_hb_subset_input_create_or_fail();
    if (!input) goto done;
    hb_set_t *unicodes = scenec_hb_subset_input_unicode_set(input);
    for (size_t i = 0; i < count; i++) scenec_hb_set_add(unicodes, codepoints[i]);
    // Every layout feature, not HarfBuzz's default list: a scene's `font-feature-settings` may turn on
    // any of them (tnum, ss01, …), and their glyphs for these characters must be there. Every script is
    // kept already (the default).
    hb_set_t *features = scenec_hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    scenec_hb_set_clear(features);
    scenec_hb_set_invert(features);
    scenec_hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_DEFAULT);
    if (!scenec_hb_set_allocation_successful(unicodes) || !scenec_hb_set_allocation_successful(features)) goto done;
    subset = scenec_hb_subset_or_fail(source, input);
    if (!subset) goto done;
    if (!scenec_hb_keeps_characters(source, subset, codepoints, count)) {
        status = SCENEC_HB_SUBSET_LOST_CHARACTER;
        goto done;
    }
    bytes = scenec_hb_face_reference_blob(subset);
    unsigned int size = 0;
    const char *data = scenec_hb_blob_get_data(bytes, &size);
    if (!data || size < 12) goto done;
    *result = malloc(size);
    if (!*result) goto done;
    memcpy(*result, data, size);
    *result_length = size;
    status = SCENEC_HB_SUBSET_OK;
done:
    if (bytes) scenec_hb_blob_destroy(bytes);
    if (subset) scenec_hb_face_destroy(subset);
    if (input) scenec_hb_subset_input_destroy(input);
    scenec_hb_face_destroy(source);
    return status;
}
