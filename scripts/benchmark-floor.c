/* The PNG floor for scripts/benchmark: what any Cairo-based renderer pays at a given pixel size.
 * Creates a CAIRO_FORMAT_ARGB32 surface of WIDTH x HEIGHT pixels, fills it with one linear gradient
 * and writes it with cairo_surface_write_to_png. Nothing else: no parsing, no text, no layout.
 * With COUNT, does all of it COUNT times in this one process (the floor of a data build's cards).
 *   benchmark-floor WIDTH HEIGHT OUTPUT.png [COUNT]
 */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT OUTPUT.png [COUNT]\n", argv[0]);
        return 2;
    }
    int width = atoi(argv[1]), height = atoi(argv[2]);
    int count = argc == 5 ? atoi(argv[4]) : 1;
    for (int i = 0; i < count; i++) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    /* The keyboard's background: a vertical grey gradient over the whole canvas. */
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, 0, height);
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0.533, 0.541, 0.569);
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0.314, 0.318, 0.349);
    cairo_set_source(cr, gradient);
    cairo_paint(cr);
    cairo_pattern_destroy(gradient);
    cairo_destroy(cr);
    cairo_status_t status = cairo_surface_write_to_png(surface, argv[3]);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "%s\n", cairo_status_to_string(status));
        return 1;
    }
    }
    return 0;
}
