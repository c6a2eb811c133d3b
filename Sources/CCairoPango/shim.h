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
