#ifndef CJPEGSHIM_H
#define CJPEGSHIM_H

#include <stddef.h>
#include <stdint.h>

/// libjpeg reports every error through `error_exit`, whose default calls exit(); recovering needs
/// setjmp/longjmp, which Swift cannot do. These two functions own the jump: every libjpeg error comes
/// back as a nonzero return with libjpeg's message in `message` (at least 200 bytes).

/// Compresses `width × height` RGB8 pixels (rows `3 × width` bytes apart) as a baseline JFIF JPEG at
/// `quality` (0–100, libjpeg's scale), 4:2:0 chroma subsampling, optimised Huffman tables. On success
/// `*out` is a malloc'd buffer of `*size` bytes the caller frees with `free`.
int scenec_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                       uint8_t **out, unsigned long *size, char *message);

/// Decompresses a JPEG to RGB8. On success `*out` is a malloc'd buffer of `*width × *height × 3` bytes.
int scenec_jpeg_decode(const uint8_t *bytes, unsigned long count,
                       uint8_t **out, int *width, int *height, char *message);

#endif
