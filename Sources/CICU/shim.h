#ifndef SCENEC_CICU_SHIM_H
#define SCENEC_CICU_SHIM_H

// ICU's CLDR plural rules (upluralrules.h). ICU renames every C function with its major version
// (uplrules_open is a macro for uplrules_open_72), a macro Swift cannot call; these wrappers are
// compiled here, against the installed headers, so Swift calls stable names whatever the version.

#include <unicode/upluralrules.h>

static inline UPluralRules *scenec_plural_rules_open(const char *locale, UErrorCode *status) {
    return uplrules_open(locale, status);
}

static inline void scenec_plural_rules_close(UPluralRules *rules) { uplrules_close(rules); }

/// The plural category ("one", "few", "other", …) of `number` under `rules`, as UTF-16 in `keyword`.
static inline int32_t scenec_plural_rules_select(const UPluralRules *rules, double number, UChar *keyword, int32_t capacity,
                                                  UErrorCode *status) {
    return uplrules_select(rules, number, keyword, capacity, status);
}

static inline int scenec_icu_failure(UErrorCode status) { return U_FAILURE(status) ? 1 : 0; }

#endif
