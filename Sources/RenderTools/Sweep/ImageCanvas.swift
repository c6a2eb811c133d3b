import CCairoPango
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// A Cairo image surface of a pixel size to draw on, returned as PNG bytes: what the sweep's
/// frames and contact sheet are made on. `allowingGrey: false` for an animation's frames, which
/// must share one colour type.
package enum ImageCanvas {
    package static func png(width: Int, height: Int, allowingGrey: Bool = true, draw: (OpaquePointer) throws -> Void) throws -> [UInt8] {
        guard let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(width)×\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo: OpaquePointer = cairo_create(surface) else { throw RenderError("cannot draw on a \(width)×\(height) image") }
        defer { cairo_destroy(cairo) }
        try draw(cairo)
        cairo_surface_flush(surface)
        return try PNGCodec.encode(surface: surface, allowingGrey: allowingGrey)
    }
}
