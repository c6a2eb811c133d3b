import CCairoPango

/// JPEG → a Cairo image surface, through libjpeg(-turbo) (`render_jpeg_decode` in the
/// CCairoPango shim): the photos of asset catalogs (`Image("turtlerock")`) and scenes.
///
/// 1. A JPEG is data that starts with its SOI marker and the next marker's `FF` (`FF D8 FF`).
/// 2. Its header's size is read first; a size of 0, or over `PNGCodec.maxDimension` on a side
///    or `PNGCodec.maxPixels` in all, is an error before any pixel is decoded.
/// 3. The pixels are decoded to RGB (libjpeg converts greyscale and YCbCr; a CMYK JPEG is an
///    error) straight into an opaque ARGB32 surface. An EXIF orientation is not applied
///    (decision: the pixels as stored, as Cairo draws a PNG).
/// 4. A fatal libjpeg error (truncated or corrupt data) is an `ImageError`, never a crash.
package enum JPEGCodec {
    /// Step 1.
    package static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF
    }

    /// Step 2: the width and height the header declares; nil when libjpeg cannot read it.
    package static func headerSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard isJPEG(data) else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBufferPointer { buffer in
            render_jpeg_decode(buffer.baseAddress, UInt(buffer.count), &width, &height, nil, 0)
        }
        return status == 0 ? (Int(width), Int(height)) : nil
    }

    /// Steps 2–4: a new surface (the caller destroys it).
    package static func decodeSurface(_ data: [UInt8]) throws -> OpaquePointer {
        guard let size = headerSize(data) else { throw ImageError("not a JPEG file libjpeg can read") }
        guard size.width > 0, size.height > 0, size.width <= PNGCodec.maxDimension, size.height <= PNGCodec.maxDimension,
              size.width * size.height <= PNGCodec.maxPixels else {
            throw ImageError("a JPEG of \(size.width)×\(size.height) pixels is outside what the renderer decodes")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            throw ImageError("no surface for a JPEG of \(size.width)×\(size.height) pixels")
        }
        cairo_surface_flush(surface)
        var width = Int32(size.width), height = Int32(size.height)
        let stride = cairo_image_surface_get_stride(surface)
        let status = data.withUnsafeBufferPointer { buffer in
            render_jpeg_decode(buffer.baseAddress, UInt(buffer.count), &width, &height, pixels, stride)
        }
        guard status == 0 else {
            cairo_surface_destroy(surface)
            throw ImageError("JPEG decode failed (truncated, corrupt or CMYK data)")
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
