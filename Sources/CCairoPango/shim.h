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
/* libjpeg-turbo, for JPEG images of asset catalogs and scenes (RenderLayout's JPEGCodec). */
#include <stdio.h>
#include <stdint.h>
#include <setjmp.h>
#include <jpeglib.h>
#ifndef JCS_EXTENSIONS
#error "render decodes JPEG straight into Cairo's rows with libjpeg-turbo's JCS_EXT_BGRA (Debian: libjpeg-dev)"
#endif

/* libjpeg reports a fatal error through error_exit, which by default ends the process: here it
   jumps back to render_jpeg_decode, which then answers 1. Warnings (data cut short after the
   header: the missing rows are grey) are not printed and do not fail the decode. */
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

/* swift-syntax's parser records every node it makes in a `[RawSyntax.ID: Int]` (its
   `LookaheadRanges`). Its specialised dictionary code asks the runtime for the storage class,
   `_DictionaryStorage<RawSyntax.ID, Int>`, by mangled name through a cache variable of its own;
   the first ask checks `RawSyntax.ID: Hashable` by scanning every conformance record, swift-syntax's
   included once they are registered (docs/performance.md, twenty-fifth pass). The Swift front end
   makes that class itself, with the witness table in hand (no scan: `ParserLookaheadStorage`), and
   this stores it in the cache variable as the first ask would have. Until it is filled the variable
   holds the mangled name's relative address and negative length, a negative 64-bit value; a filled
   one holds a metadata pointer. In a build whose swift-syntax has no such variable (debug builds
   do not specialise) the weak reference is null, or with some linkers the load address, whose ELF
   magic reads as a positive value: nothing is written then. Returns 1 when it filled the variable. */
extern int64_t render_lookahead_storage_cache __asm__("$ss18_DictionaryStorageCy11SwiftSyntax03RawD0V2IDVSiGMD")
    __attribute__((weak, visibility("hidden")));

/* The cache variable's encoding is the Swift compiler's (swiftlang/swift, lib/IRGen: GenDecl.cpp's
   `getAddrOfTypeMetadataDemanglingCacheVariable` lays it out, MetadataRequest.cpp's
   `__swift_instantiateConcreteTypeFromMangledName` helper reads and fills it). The rule on its own,
   over any variable, so tests can hold it with variables of their own. */
static inline int render_fill_demangling_cache(int64_t *cache, const void *metadata) {
    if (!cache || !metadata) return 0;
    int64_t value = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    int64_t length = -(value >> 32);
    if (value >= 0 || length <= 0 || length > 256) return 0;
    __atomic_store_n(cache, (int64_t)(intptr_t)metadata, __ATOMIC_RELEASE);
    return 1;
}

static inline int render_fill_lookahead_storage_cache(const void *metadata) {
    return render_fill_demangling_cache(&render_lookahead_storage_cache, metadata);
}
#endif
