#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's error manager plus the place to jump back to and the message buffer.
struct scenec_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void scenec_jpeg_error_exit(j_common_ptr info) {
    struct scenec_jpeg_error *error = (struct scenec_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/// Warnings (a corrupt but decodable stream) are not printed to stderr: the caller decides.
static void scenec_jpeg_silent(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int scenec_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                       uint8_t **out, unsigned long *size, char *message) {
    struct jpeg_compress_struct info;
    struct scenec_jpeg_error error;
    // libjpeg (re)allocates the output buffer and keeps its address in `target`, whose address it
    // holds; after a longjmp it is read through a volatile pointer so no stale register copy is freed.
    unsigned char *target = NULL;
    unsigned long length = 0;
    message[0] = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = scenec_jpeg_error_exit;
    error.manager.emit_message = scenec_jpeg_silent;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(*(unsigned char *volatile *)&target);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &target, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    // Two passes over the coefficients for Huffman tables fitted to the image: smaller files, same
    // pixels, and still a pure function of the input.
    info.optimize_coding = TRUE;
    // JDCT_ISLOW (the default) is exact integer arithmetic, identical with and without SIMD.
    info.dct_method = JDCT_ISLOW;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = target;
    *size = length;
    return 0;
}

int scenec_jpeg_decode(const uint8_t *bytes, unsigned long count,
                       uint8_t **out, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    struct scenec_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    message[0] = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = scenec_jpeg_error_exit;
    error.manager.emit_message = scenec_jpeg_silent;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, count);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 3;
    pixels = malloc(row_bytes * info.output_height);
    if (pixels == NULL) {
        strcpy(message, "out of memory");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.output_scanline * row_bytes);
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *out = pixels;
    return 0;
}
