#ifndef SCENEC_FREETYPE_SFNT_H
#define SCENEC_FREETYPE_SFNT_H

// The few FreeType functions that turn a WOFF or WOFF2 font into the plain SFNT (TTF/OTF) it wraps:
// FreeType reads both (WOFF2 through its Brotli support), and FT_Load_Sfnt_Table with tag 0 returns the
// whole font as it reconstructed it. HarfBuzz, which Pango shapes with, reads only plain SFNT files.
// FreeType is linked (cairo already loads it); its types are declared opaque here, with FreeType's ABI.

typedef struct FT_LibraryRec_ *FT_Library;
typedef struct FT_FaceRec_ *FT_Face;

int FT_Init_FreeType(FT_Library *alibrary);
int FT_Done_FreeType(FT_Library library);
int FT_New_Memory_Face(FT_Library library, const unsigned char *file_base, long file_size, long face_index, FT_Face *aface);
int FT_Done_Face(FT_Face face);
int FT_Load_Sfnt_Table(FT_Face face, unsigned long tag, long offset, unsigned char *buffer, unsigned long *length);
/// The glyph a face's character map gives a character (0: none); FT_UInt is unsigned int.
unsigned int FT_Get_Char_Index(FT_Face face, unsigned long charcode);

// The FreeType face under a cairo scaled font (cairo-ft.h, part of libcairo), to ask it which tables it
// has: a font with CBDT or sbix draws its colour glyphs as bitmaps (ScenecText's ColorBitmapGlyphs).
#include <cairo.h>
FT_Face cairo_ft_scaled_font_lock_face(cairo_scaled_font_t *scaled_font);
void cairo_ft_scaled_font_unlock_face(cairo_scaled_font_t *scaled_font);

#endif
