#ifndef CCAIROPANGO_SHIM_H
#define CCAIROPANGO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
/* Used directly, not only through Pango and Cairo: GLib's checksums (font hashes), zlib's
   deflate and crc32 (the PNG writer). */
#include <glib.h>
#include <zlib.h>
/* libjpeg(-turbo), for JPEG images of asset catalogs and scenes (RenderLayout's JPEGCodec). */
#include <stdio.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg reports a fatal error through error_exit, which by default ends the process: here it
   jumps back to render_jpeg_decode, which then answers 1. Warnings are not printed. */
struct render_jpeg_error { struct jpeg_error_mgr base; jmp_buf jump; };
static void render_jpeg_error_exit(j_common_ptr info) { longjmp(((struct render_jpeg_error *)info->err)->jump, 1); }
static void render_jpeg_emit(j_common_ptr info, int level) { (void)info; (void)level; }
static void render_jpeg_output(j_common_ptr info) { (void)info; }

/* Decodes the JPEG `data` into `pixels`, cairo's ARGB32 rows of `stride` bytes (opaque), when
   its size is `width` x `height`; with `pixels` NULL, only reads the size into them. Answers 0 on
   success, 1 when the data is no JPEG libjpeg decodes to RGB, 2 when the size differs. */
static inline int render_jpeg_decode(const unsigned char *data, unsigned long size, int *width, int *height,
                                     unsigned char *pixels, int stride) {
    struct jpeg_decompress_struct info;
    struct render_jpeg_error error;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = render_jpeg_error_exit;
    error.base.emit_message = render_jpeg_emit;
    error.base.output_message = render_jpeg_output;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if (pixels == NULL) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((int)info.image_width != *width || (int)info.image_height != *height) {
        jpeg_destroy_decompress(&info);
        return 2;
    }
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

/* The swift-syntax modules' protocol-conformance records. `make release` links them into a
   section of their own (scripts/release/lazy-conformances.ld), so start-up and JSON renders
   do not scan them; the Swift front end (SwiftSource.load) registers them before anything else.
   In other builds the section does not exist and the runtime registered the records at start-up:
   the weak bounds are then null, or (gold, position-independent) both the load address, and
   the `stop > start` test makes the call do nothing either way. */
extern const char __start_swift5_lazy_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_lazy_conformances[] __attribute__((weak, visibility("hidden")));
extern void swift_registerProtocolConformances(const void *begin, const void *end);

static inline void render_register_lazy_conformances(void) {
    if (__start_swift5_lazy_conformances && __stop_swift5_lazy_conformances > __start_swift5_lazy_conformances)
        swift_registerProtocolConformances(__start_swift5_lazy_conformances, __stop_swift5_lazy_conformances);
}
#endif
