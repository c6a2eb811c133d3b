/* The matched C floor of `make bench`'s large scenes: what any program must do to draw the same
 * picture as `render`, and nothing else. It reads a drawing list (scripts/bench.py writes it from
 * render's layout dump, outside the timed run) and draws it exactly as render paints it:
 *
 * - the same fonts and font set-up: the project's fonts.conf made current before the font map
 *   exists, a Cairo FreeType font map at 72 dpi, grey antialiasing, no hinting, no hinted
 *   metrics, unrounded glyph positions, language en-us, left-to-right base direction;
 * - one Pango layout per Text, with render's attributes (the font family list, absolute size and
 *   weight, no inserted hyphens, word-or-character wrapping, left alignment), shown at the
 *   Text's origin less its logical x, in a cairo_save/restore with the colour set;
 * - a text style's lines its leading apart, as render's TextStyleLeading sets them: the layout's
 *   spacing (between lines only) is the leading less the font's ascent + descent from Pango's
 *   metrics for that font description and en-us, cut down to Pango units, and not set when it
 *   is 0; the metrics asked once per font, as render keeps them;
 * - rectangles and circular-cornered rounded rectangles filled as render's ShapePath adds them;
 * - the PNG written with render's PNGWriter settings: the smallest colour type that holds the
 *   pixels (grey or RGB, with alpha only if needed), IHDR, bKGD, every row filtered "up", one
 *   zlib stream at level 1 (window 15, memLevel 8, default strategy) cut into 64 KiB IDAT chunks,
 *   IEND.
 *
 * scripts/bench.py checks that this program's PNG is byte-identical to render's before timing.
 *
 * usage: scene-floor FONTS.CONF LIST OUT.png
 * LIST, one operation a line (numbers in points, colours as 0…1 channels):
 *   S width height scale            the picture (points) and its scale
 *   B r g b a                       fill the whole picture
 *   R x y w h r g b a               fill a rectangle
 *   Q x y w h radius r g b a        fill a rectangle with circular corners
 *   T x y size weight r g b a width leading TEXT   a Text (TEXT runs to the end of the line);
 *                                   width -1 for none, else the width it wraps at (render's, for
 *                                   text that wraps); leading the text style's baseline-to-baseline
 *                                   distance, -1 for a font that keeps its own line height
 */
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static const char *families = "Inter, Noto Sans CJK SC, Noto Sans Arabic, Noto Sans Hebrew, Noto Color Emoji";

static void put32(FILE *out, uint32_t value) {
    unsigned char b[4] = {value >> 24, value >> 16, value >> 8, value};
    fwrite(b, 1, 4, out);
}

static void chunk(FILE *out, const char *type, const unsigned char *data, uint32_t length) {
    put32(out, length);
    fwrite(type, 1, 4, out);
    if (length) fwrite(data, 1, length, out);
    uLong crc = crc32(0, (const Bytef *)type, 4);
    if (length) crc = crc32(crc, data, length);
    put32(out, (uint32_t)crc);
}

static unsigned char unpremultiply(uint32_t c, uint32_t a) {
    if (a == 0) return 0;
    uint32_t v = (c * 255 + a / 2) / a;
    return (unsigned char)(v > 255 ? 255 : v);
}

/* render's PNGWriter, for an ARGB32 surface. */
static int write_png(cairo_surface_t *surface, const char *path) {
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    int opaque = 1, grey = 1;
    for (int y = 0; y < height && (grey || opaque); y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t w = row[x];
            if (w >> 24 != 0xFF) opaque = 0;
            if (((w >> 16) & 0xFF) != (w & 0xFF) || ((w >> 8) & 0xFF) != (w & 0xFF)) grey = 0;
            if (!grey && !opaque) break;
        }
    }
    int channels = (grey ? 1 : 3) + (opaque ? 0 : 1);
    unsigned char type = opaque ? (grey ? 0 : 2) : (grey ? 4 : 6);
    FILE *out = fopen(path, "wb");
    if (!out) return 1;
    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    fwrite(signature, 1, 8, out);
    unsigned char header[13] = {width >> 24, width >> 16, width >> 8, width, height >> 24, height >> 16, height >> 8, height,
                                8, type, 0, 0, 0};
    chunk(out, "IHDR", header, 13);
    static const unsigned char grey_background[2] = {0, 255}, colour_background[6] = {0, 255, 0, 255, 0, 255};
    chunk(out, "bKGD", grey ? grey_background : colour_background, grey ? 2 : 6);

    z_stream stream = {0};
    if (deflateInit2(&stream, 1, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 1;
    size_t row_bytes = (size_t)width * channels;
    unsigned char *rows = calloc(3 * row_bytes + 1, 1);
    unsigned char *previous = rows, *current = rows + row_bytes, *filtered = rows + 2 * row_bytes;
    filtered[0] = 2;
    enum { CHUNK = 1 << 16 };
    static unsigned char buffer[CHUNK];
    stream.next_out = buffer;
    stream.avail_out = CHUNK;
    for (int y = 0; y <= height; y++) {
        int finish = y == height;
        if (!finish) {
            const uint32_t *words = (const uint32_t *)(pixels + (size_t)y * stride);
            unsigned char *o = current;
            for (int x = 0; x < width; x++) {
                uint32_t w = words[x], a = w >> 24;
                if (opaque && grey) *o++ = (unsigned char)w;
                else if (opaque) { *o++ = w >> 16; *o++ = w >> 8; *o++ = w; }
                else if (grey) { *o++ = unpremultiply(w & 0xFF, a); *o++ = a; }
                else { *o++ = unpremultiply((w >> 16) & 0xFF, a); *o++ = unpremultiply((w >> 8) & 0xFF, a);
                       *o++ = unpremultiply(w & 0xFF, a); *o++ = a; }
            }
            for (size_t i = 0; i < row_bytes; i++) filtered[i + 1] = current[i] - previous[i];
            unsigned char *swap = previous; previous = current; current = swap;
            stream.next_in = filtered;
            stream.avail_in = (uInt)(row_bytes + 1);
        } else {
            stream.next_in = NULL;
            stream.avail_in = 0;
        }
        for (;;) {
            int status = deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH);
            if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) return 1;
            if (stream.avail_out == 0 || (status == Z_STREAM_END && stream.avail_out < CHUNK)) {
                chunk(out, "IDAT", buffer, CHUNK - stream.avail_out);
                stream.next_out = buffer;
                stream.avail_out = CHUNK;
            }
            if (status == Z_STREAM_END) break;
            if (!finish && stream.avail_in == 0 && stream.avail_out > 0) break;
        }
    }
    deflateEnd(&stream);
    free(rows);
    chunk(out, "IEND", NULL, 0);
    return fclose(out) != 0;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: scene-floor FONTS.CONF LIST OUT.png\n"); return 2; }
    /* An absolute path: fontconfig looks a relative name up in the machine's configuration folder. */
    char *conf = realpath(argv[1], NULL);
    FcConfig *config = FcConfigCreate();
    if (!conf || !FcConfigParseAndLoad(config, (const FcChar8 *)conf, 1) || !FcConfigBuildFonts(config)) {
        fprintf(stderr, "scene-floor: cannot load %s\n", argv[1]);
        return 1;
    }
    FcConfigSetCurrent(config);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, 0);
    pango_context_set_language(context, pango_language_from_string("en-us"));
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR);

    FILE *list = fopen(argv[2], "r");
    if (!list) { fprintf(stderr, "scene-floor: cannot read %s\n", argv[2]); return 1; }
    cairo_surface_t *surface = NULL;
    cairo_t *cr = NULL;
    double width = 0, height = 0;
    char line[8192];
    /* The last text style's line spacing and what it was for (render keeps each font's metrics). */
    double spacing_size = -1, spacing_weight = -1, spacing_leading = -1, spacing = 0;
    while (fgets(line, sizeof line, list)) {
        char *p = line + 2;
        double x, y, w, h, radius, size, weight, r, g, b, a, wrap, leading;
        int used = 0;
        switch (line[0]) {
        case 'S': {
            double scale;
            sscanf(p, "%lf %lf %lf", &width, &height, &scale);
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(width * scale), (int)ceil(height * scale));
            cr = cairo_create(surface);
            cairo_scale(cr, scale, scale);
            break;
        }
        case 'B':
            sscanf(p, "%lf %lf %lf %lf", &r, &g, &b, &a);
            cairo_save(cr);
            cairo_rectangle(cr, 0, 0, width, height);
            cairo_set_source_rgba(cr, r, g, b, a);
            cairo_fill(cr);
            cairo_restore(cr);
            break;
        case 'R':
            sscanf(p, "%lf %lf %lf %lf %lf %lf %lf %lf", &x, &y, &w, &h, &r, &g, &b, &a);
            cairo_save(cr);
            cairo_rectangle(cr, x, y, w, h);
            cairo_set_source_rgba(cr, r, g, b, a);
            cairo_fill(cr);
            cairo_restore(cr);
            break;
        case 'Q':
            sscanf(p, "%lf %lf %lf %lf %lf %lf %lf %lf %lf", &x, &y, &w, &h, &radius, &r, &g, &b, &a);
            radius = fmax(0, fmin(radius, fmin(w / 2, h / 2)));
            cairo_save(cr);
            cairo_new_sub_path(cr);
            cairo_arc(cr, x + w - radius, y + radius, radius, -M_PI / 2, 0);
            cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, M_PI / 2);
            cairo_arc(cr, x + radius, y + h - radius, radius, M_PI / 2, M_PI);
            cairo_arc(cr, x + radius, y + radius, radius, M_PI, 3 * M_PI / 2);
            cairo_close_path(cr);
            cairo_set_source_rgba(cr, r, g, b, a);
            cairo_fill(cr);
            cairo_restore(cr);
            break;
        case 'T': {
            sscanf(p, "%lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %n", &x, &y, &size, &weight, &r, &g, &b, &a, &wrap, &leading,
                   &used);
            char *text = p + used;
            text[strcspn(text, "\n")] = 0;
            PangoLayout *layout = pango_layout_new(context);
            pango_layout_set_text(layout, text, -1);
            PangoFontDescription *font = pango_font_description_new();
            pango_font_description_set_family(font, families);
            pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
            pango_font_description_set_weight(font, (PangoWeight)weight);
            pango_font_description_set_style(font, PANGO_STYLE_NORMAL);
            pango_layout_set_font_description(layout, font);
            if (leading >= 0 && (size != spacing_size || weight != spacing_weight || leading != spacing_leading)) {
                /* TextStyleLeading.spacing: the leading less the font's own line (ascent + descent). */
                PangoFontMetrics *metrics = pango_context_get_metrics(context, font, pango_language_from_string("en-us"));
                double ascent = (double)pango_font_metrics_get_ascent(metrics) / PANGO_SCALE;
                double descent = (double)pango_font_metrics_get_descent(metrics) / PANGO_SCALE;
                pango_font_metrics_unref(metrics);
                spacing = leading - (ascent + descent);
                spacing_size = size, spacing_weight = weight, spacing_leading = leading;
            }
            pango_font_description_free(font);
            PangoAttrList *attributes = pango_attr_list_new();
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0));
            pango_layout_set_attributes(layout, attributes);
            pango_attr_list_unref(attributes);
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
            if (leading >= 0 && spacing != 0) pango_layout_set_spacing(layout, (int)floor(spacing * PANGO_SCALE));
            if (wrap >= 0) pango_layout_set_width(layout, (int)floor(wrap * PANGO_SCALE));
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT);
            PangoRectangle ink, logical;
            pango_layout_get_extents(layout, &ink, &logical);
            cairo_save(cr);
            cairo_set_source_rgba(cr, r, g, b, a);
            cairo_move_to(cr, x - (double)logical.x / PANGO_SCALE, y);
            pango_cairo_show_layout(cr, layout);
            cairo_restore(cr);
            g_object_unref(layout);
            break;
        }
        }
    }
    fclose(list);
    if (!surface) { fprintf(stderr, "scene-floor: no S line\n"); return 1; }
    int failed = write_png(surface, argv[3]);
    if (failed) fprintf(stderr, "scene-floor: cannot write %s\n", argv[3]);
    return failed;
}
