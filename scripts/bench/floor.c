/* The C floor of `make bench`: the least a program can do to draw the article scene
 * (examples/view-that-fits.json -w 200): one Pango layout of its text, its two borders, a PNG at
 * scale 2 through Cairo's own writer. Pango's default font map and the machine's fontconfig, as
 * any small C program would have them. Built by scripts/bench.py with the system cc.
 *
 * usage: floor OUT.png
 */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: floor OUT.png\n"); return 2; }
    const double scale = 2, width = 200, height = 21;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)(width * scale), (int)(height * scale));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);

    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_from_string("Inter");
    pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE); /* 1 pt = 1 unit, as render */
    pango_layout_set_font_description(layout, font);
    pango_layout_set_text(layout, "Hello Beautiful World", -1);
    int text_width, text_height;
    pango_layout_get_size(layout, &text_width, &text_height);
    double w = (double)text_width / PANGO_SCALE, x = (width - w) / 2;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_move_to(cr, x, 0);
    pango_cairo_show_layout(cr, layout);

    cairo_set_line_width(cr, 1);
    cairo_set_source_rgb(cr, 0, 0, 1);
    cairo_rectangle(cr, x + 0.5, 0.5, w - 1, height - 1);
    cairo_stroke(cr);
    cairo_set_source_rgb(cr, 1, 0, 0);
    cairo_rectangle(cr, 0.5, 0.5, width - 1, height - 1);
    cairo_stroke(cr);

    cairo_status_t status = cairo_surface_write_to_png(surface, argv[1]);
    g_object_unref(layout);
    pango_font_description_free(font);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "floor: %s\n", cairo_status_to_string(status)); return 1; }
    return 0;
}
