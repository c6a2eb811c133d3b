#!/usr/bin/env bash
# Compiles Sources/CCairoPango/vector_images.h against the real headers of librsvg and
# poppler-glib (Debian: librsvg2-dev, libpoppler-glib-dev) and fails when a function pointer
# it declares differs in type from the library's own declaration: the shim loads them with
# dlopen, so the compiler would not otherwise see a mismatch. Run by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
source=$(mktemp --suffix=.c)
trap 'rm -f "$source" "$source.o"' EXIT
cat > "$source" <<'C'
#include <librsvg/rsvg.h>
#include <poppler.h>
#include "Sources/CCairoPango/vector_images.h"
#define SAME(member, function) _Static_assert(__builtin_types_compatible_p(__typeof__(((struct render_vector_api *)0)->member), \
    __typeof__(&function)), #function " differs from vector_images.h")
#define SAME_LAYOUT(ours, theirs) _Static_assert(sizeof(ours) == sizeof(theirs), #theirs " differs from " #ours)
/* The shim's own spellings of the libraries' types: the same layout. */
SAME_LAYOUT(render_rsvg_rectangle, RsvgRectangle);
SAME_LAYOUT(render_rsvg_length, RsvgLength);
_Static_assert(RSVG_UNIT_PT == 7 && RSVG_UNIT_PX == 1, "RsvgUnit's values moved");
SAME(rsvg_handle_new_from_data, rsvg_handle_new_from_data);
SAME(rsvg_handle_set_dpi, rsvg_handle_set_dpi);
SAME(rsvg_handle_get_intrinsic_size_in_pixels, rsvg_handle_get_intrinsic_size_in_pixels);
_Static_assert(__builtin_types_compatible_p(__typeof__(&rsvg_handle_get_intrinsic_dimensions),
    void (*)(RsvgHandle *, gboolean *, RsvgLength *, gboolean *, RsvgLength *, gboolean *, RsvgRectangle *)), "rsvg_handle_get_intrinsic_dimensions");
_Static_assert(__builtin_types_compatible_p(__typeof__(&rsvg_handle_render_document),
    gboolean (*)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **)), "rsvg_handle_render_document");
SAME(poppler_document_new_from_bytes, poppler_document_new_from_bytes);
SAME(poppler_document_get_n_pages, poppler_document_get_n_pages);
SAME(poppler_document_get_page, poppler_document_get_page);
SAME(poppler_page_get_size, poppler_page_get_size);
SAME(poppler_page_render, poppler_page_render);
C
# Any C compiler: install-deps.sh installs none, but the Swift toolchain brings clang.
compiler=${CC:-$(command -v cc || command -v clang || true)}
if [ -z "$compiler" ]; then
    echo "check-vector-abi.sh: no C compiler (set CC, or install cc or clang: Debian build-essential or clang)" >&2
    exit 1
fi
"$compiler" -c -o "$source.o" -Wall -Werror -Wno-unused-function -I. "$source" $(pkg-config --cflags librsvg-2.0 poppler-glib)
echo "vector_images.h matches librsvg $(pkg-config --modversion librsvg-2.0) and poppler-glib $(pkg-config --modversion poppler-glib)"
