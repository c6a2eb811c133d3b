#ifndef CCAIROPANGO_VECTOR_IMAGES_H
#define CCAIROPANGO_VECTOR_IMAGES_H
/* SVG through librsvg and PDF through poppler-glib, both drawing straight into Cairo (RenderLayout's
   VectorImage). The two libraries are loaded with dlopen the first time a vector image is
   decoded, not linked: they bring some twenty shared libraries (libpoppler, ICU, NSS, libxml2…)
   whose loading cost every `render` start-up ~35 ms on the reference machine, PNG-only scenes
   included. The few functions used are declared here with the libraries' own signatures;
   scripts/check-vector-abi.sh compiles these declarations against the real headers
   (Debian: librsvg2-dev, libpoppler-glib-dev) and fails when one differs. */
#include <cairo.h>
#include <glib.h>
#include <dlfcn.h>
#include <pthread.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
/* librsvg's RsvgRectangle. */
typedef struct { double x, y, width, height; } render_rsvg_rectangle;
/* librsvg's RsvgLength: a number and its RsvgUnit (0 percent, 1 px, 2 em, 3 ex, 4 in, 5 cm, 6 mm, 7 pt, 8 pc). */
typedef struct { double length; int unit; } render_rsvg_length;

struct render_vector_api {
    /* librsvg-2.so.2 (nil members when it could not be loaded) */
    RsvgHandle *(*rsvg_handle_new_from_data)(const guint8 *data, gsize size, GError **error);
    void (*rsvg_handle_set_dpi)(RsvgHandle *handle, double dpi);
    gboolean (*rsvg_handle_get_intrinsic_size_in_pixels)(RsvgHandle *handle, double *width, double *height);
    void (*rsvg_handle_get_intrinsic_dimensions)(RsvgHandle *handle, gboolean *has_width, render_rsvg_length *width,
                                                 gboolean *has_height, render_rsvg_length *height,
                                                 gboolean *has_viewbox, render_rsvg_rectangle *viewbox);
    gboolean (*rsvg_handle_render_document)(RsvgHandle *handle, cairo_t *cairo, const render_rsvg_rectangle *viewport, GError **error);
    /* libpoppler-glib.so.8 */
    PopplerDocument *(*poppler_document_new_from_bytes)(GBytes *bytes, const char *password, GError **error);
    int (*poppler_document_get_n_pages)(PopplerDocument *document);
    PopplerPage *(*poppler_document_get_page)(PopplerDocument *document, int index);
    void (*poppler_page_get_size)(PopplerPage *page, double *width, double *height);
    void (*poppler_page_render)(PopplerPage *page, cairo_t *cairo);
    /* Why a library is missing ("" when both loaded). */
    char rsvg_error[256];
    char poppler_error[256];
};

/* Storage as function-local statics: Swift's importer emits the inline functions it calls, but
   not a header's file-scope static variables. */
static inline struct render_vector_api *render_vector_api_table(void) {
    static struct render_vector_api table;
    return &table;
}

static void *render_vector_open(const char *name, char *error, size_t size) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        g_strlcpy(error, reason ? reason : name, size);
    }
    return library;
}

static void render_vector_api_load(void) {
    struct render_vector_api *api = render_vector_api_table();
    void *rsvg = render_vector_open("librsvg-2.so.2", api->rsvg_error, sizeof api->rsvg_error);
    if (rsvg) {
        api->rsvg_handle_new_from_data = dlsym(rsvg, "rsvg_handle_new_from_data");
        api->rsvg_handle_set_dpi = dlsym(rsvg, "rsvg_handle_set_dpi");
        api->rsvg_handle_get_intrinsic_size_in_pixels = dlsym(rsvg, "rsvg_handle_get_intrinsic_size_in_pixels");
        api->rsvg_handle_get_intrinsic_dimensions = dlsym(rsvg, "rsvg_handle_get_intrinsic_dimensions");
        api->rsvg_handle_render_document = dlsym(rsvg, "rsvg_handle_render_document");
        if (!api->rsvg_handle_new_from_data || !api->rsvg_handle_set_dpi || !api->rsvg_handle_get_intrinsic_size_in_pixels
            || !api->rsvg_handle_get_intrinsic_dimensions || !api->rsvg_handle_render_document) {
            api->rsvg_handle_new_from_data = NULL;
            g_strlcpy(api->rsvg_error, "librsvg-2.so.2 is older than 2.52 (no rsvg_handle_get_intrinsic_size_in_pixels)", sizeof api->rsvg_error);
        }
    }
    void *poppler = render_vector_open("libpoppler-glib.so.8", api->poppler_error, sizeof api->poppler_error);
    if (poppler) {
        api->poppler_document_new_from_bytes = dlsym(poppler, "poppler_document_new_from_bytes");
        api->poppler_document_get_n_pages = dlsym(poppler, "poppler_document_get_n_pages");
        api->poppler_document_get_page = dlsym(poppler, "poppler_document_get_page");
        api->poppler_page_get_size = dlsym(poppler, "poppler_page_get_size");
        api->poppler_page_render = dlsym(poppler, "poppler_page_render");
        if (!api->poppler_document_new_from_bytes || !api->poppler_document_get_n_pages || !api->poppler_document_get_page
            || !api->poppler_page_get_size || !api->poppler_page_render) {
            api->poppler_document_new_from_bytes = NULL;
            g_strlcpy(api->poppler_error, "libpoppler-glib.so.8 lacks a function render uses", sizeof api->poppler_error);
        }
    }
}

/* The table, loaded once (thread-safe); a member is NULL when its library is missing. */
static inline const struct render_vector_api *render_vector_api(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, render_vector_api_load);
    return render_vector_api_table();
}
#endif
