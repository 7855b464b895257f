#ifndef SCENEC_FONTCONFIG_H
#define SCENEC_FONTCONFIG_H

// Part of CPangoRsvg.h (included from it, after Pango's types): the few fontconfig declarations scenec
// uses for a scene's own fonts, declared like Pango's so no library header is needed. fontconfig is
// linked (Cairo needs it). FcConfig itself is declared in CPangoRsvg.h, where Pango's font map takes one.

typedef struct _FcPattern FcPattern;
typedef unsigned char FcChar8;
typedef int FcBool;
typedef struct _FcFontSet {
    int nfont;
    int sfont;
    FcPattern **fonts;
} FcFontSet;
typedef enum _FcSetName { FcSetSystem = 0, FcSetApplication = 1 } FcSetName;
typedef enum _FcResult {
    FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId, FcResultOutOfMemory
} FcResult;

FcConfig *FcConfigCreate(void);
void FcConfigDestroy(FcConfig *config);
FcConfig *FcInitLoadConfigAndFonts(void);
FcBool FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);
FcBool FcConfigParseAndLoadFromMemory(FcConfig *config, const FcChar8 *buffer, FcBool complain);
FcFontSet *FcConfigGetFonts(FcConfig *config, FcSetName set);
FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s);
FcResult FcPatternGetBool(const FcPattern *p, const char *object, int n, FcBool *b);
FcResult FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i);
FcBool FcConfigSetCurrent(FcConfig *config);
FcConfig *FcConfigGetCurrent(void);

// Listing a family's faces (FcFontList with a pattern of the family and the objects wanted).
typedef struct _FcObjectSet FcObjectSet;
FcPattern *FcPatternCreate(void);
void FcPatternDestroy(FcPattern *p);
FcBool FcPatternAddString(FcPattern *p, const char *object, const FcChar8 *s);
FcObjectSet *FcObjectSetCreate(void);
FcBool FcObjectSetAdd(FcObjectSet *os, const char *object);
void FcObjectSetDestroy(FcObjectSet *os);
FcFontSet *FcFontList(FcConfig *config, FcPattern *p, FcObjectSet *os);
void FcFontSetDestroy(FcFontSet *s);

// A variable face's weight range (fontconfig's own weight scale) and its slant.
typedef struct _FcRange FcRange;
FcResult FcPatternGetRange(const FcPattern *p, const char *object, int id, FcRange **r);
FcBool FcRangeGetDouble(const FcRange *range, double *begin, double *end);
double FcWeightToOpenTypeDouble(double fc_weight);
// A static face's weight (fontconfig's scale, stored as a double).
FcResult FcPatternGetDouble(const FcPattern *p, const char *object, int n, double *d);
// The font file and face index of a font Pango set text in (a trampoline, PangoFunctions.h): what
// a face's facts are cached by (ScenecText's ColorFontCheck).
typedef struct _PangoFcFont PangoFcFont;
FcPattern *pango_fc_font_get_pattern(PangoFcFont *font);

#endif
