import CCairoPango

/// Error raised by PNG decoding/encoding, APNG assembly and image construction.
public struct ImageError: Error, Sendable, CustomStringConvertible, Equatable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// PNG ⇄ `RGBAImage`: decoding through cairo's PNG reader (libpng underneath), encoding
/// through `PNGWriter` (Cairo's pixels, one fixed filter).
///
/// Cairo keeps pixels as premultiplied, native-endian 32-bit ARGB words (B, G, R, A bytes in
/// memory on little-endian machines); this type converts to and from straight RGBA bytes. The
/// conversion reads whole 32-bit words and extracts channels with shifts, so it is
/// endian-independent. Premultiplication loses precision at low alpha: a round trip of a pixel
/// with alpha `a` is exact for opaque pixels, within ±1 for `a ≥ 128`, and fully transparent
/// pixels come back as (0, 0, 0, 0).
public enum PNGCodec {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Cairo's image surfaces cannot be larger than this in either dimension.
    package static let maxDimension = 32767
    /// 100 million pixels: 400 MB decoded, the most a golden or an image view may hold.
    package static let maxPixels = 100_000_000

    // MARK: Decode

    /// Decodes a PNG file. Any colour type / bit depth libpng accepts is converted to 8-bit RGBA.
    /// Throws `ImageError` (never traps) on truncated or corrupt data.
    public static func decode(_ data: [UInt8]) throws -> RGBAImage {
        let surface = try decodeSurface(data)
        defer { cairo_surface_destroy(surface) }
        return try image(fromSurface: surface)
    }

    /// Decodes a PNG file into a new Cairo image surface (premultiplied ARGB32; the caller
    /// destroys it). Throws `ImageError` on truncated, corrupt or oversized data.
    package static func decodeSurface(_ data: [UInt8]) throws -> OpaquePointer {
        try checkHeader(data)
        let reader = ByteReader(data)
        let surface: OpaquePointer? = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length))
                    ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw ImageError("PNG decode failed: cairo returned no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw ImageError("PNG decode failed: \(describe(status))")
        }
        return surface
    }

    /// The width and height a PNG's header declares, without decoding it; nil when it has none.
    package static func headerSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, Array(data[0..<8]) == signature, Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (Int(readBigEndian32(data, 16)), Int(readBigEndian32(data, 20)))
    }

    /// Cheap structural checks before handing bytes to libpng, for clearer messages.
    private static func checkHeader(_ data: [UInt8]) throws {
        guard data.count >= 8, Array(data[0..<8]) == signature else {
            throw ImageError("not a PNG file (bad signature)")
        }
        guard data.count >= 33 else { throw ImageError("PNG file truncated (\(data.count) bytes)") }
        let length = readBigEndian32(data, 8)
        guard length == 13, Array(data[12..<16]) == Array("IHDR".utf8) else {
            throw ImageError("PNG file does not start with an IHDR chunk")
        }
        let width = Int(readBigEndian32(data, 16)), height = Int(readBigEndian32(data, 20))
        guard width > 0, height > 0 else { throw ImageError("PNG has zero size \(width)×\(height)") }
        guard width <= maxDimension, height <= maxDimension else {
            throw ImageError("PNG size \(width)×\(height) exceeds \(maxDimension) pixels per side")
        }
        guard width * height <= maxPixels else {
            throw ImageError("PNG size \(width)×\(height) exceeds \(maxPixels) pixels")
        }
    }

    // MARK: Encode

    /// Encodes `image` as an 8-bit PNG, in the smallest colour type that holds its pixels
    /// exactly: grey or RGB, with alpha only where a pixel is not opaque (`PNGWriter`). Its own
    /// function rather than a default argument, so `PNGCodec.encode` stays usable as a function
    /// value (`frames.map(PNGCodec.encode)`).
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        try encode(image, allowingGrey: true)
    }

    /// `allowingGrey: false` keeps RGB/RGBA whatever the pixels, for frames of one animation
    /// (`APNGWriter` needs one colour type for all).
    public static func encode(_ image: RGBAImage, allowingGrey: Bool) throws -> [UInt8] {
        let surface = try makeSurface(from: image)
        defer { cairo_surface_destroy(surface) }
        return try encode(surface: surface, allowingGrey: allowingGrey)
    }

    /// Writes an existing cairo image surface as PNG bytes (`PNGWriter`). `allowingGrey: false`
    /// keeps colour types RGB/RGBA even for all-grey pixels, for frames that must share one.
    public static func encode(surface: OpaquePointer, allowingGrey: Bool = true) throws -> [UInt8] {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageError("cannot encode a surface in error state: \(describe(status))")
        }
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw ImageError("cannot encode a surface that is not an image surface as PNG")
        }
        return try PNGWriter.encode(surface: surface, allowingGrey: allowingGrey)
    }

    // MARK: Surfaces

    /// Copies a cairo image surface into straight RGBA. Surfaces in formats other than
    /// ARGB32/RGB24 (A8, 16-bit-float PNG loads, …) are first painted onto an ARGB32 surface.
    public static func image(fromSurface surface: OpaquePointer) throws -> RGBAImage {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageError("surface in error state: \(describe(status))")
        }
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else {
            throw ImageError("not a cairo image surface")
        }
        let format = cairo_image_surface_get_format(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        if format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24 {
            let converted = try argb32Copy(of: surface)
            defer { cairo_surface_destroy(converted) }
            return try image(fromSurface: converted)
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        cairo_surface_flush(surface)
        var image = RGBAImage(width: width, height: height)
        guard width > 0, height > 0 else { return image }
        guard let data = cairo_image_surface_get_data(surface) else {
            throw ImageError("image surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = UnsafeRawPointer(data)
        image.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = source + y * stride
                var o = y * width * 4
                for x in 0..<width {
                    let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let a = opaque ? 255 : Int(word >> 24)
                    let r = Int((word >> 16) & 0xFF), g = Int((word >> 8) & 0xFF), b = Int(word & 0xFF)
                    out[o] = unpremultiply(r, a)
                    out[o + 1] = unpremultiply(g, a)
                    out[o + 2] = unpremultiply(b, a)
                    out[o + 3] = UInt8(a)
                    o += 4
                }
            }
        }
        return image
    }

    /// A new ARGB32 surface with `surface` painted onto it (the caller destroys it): for formats
    /// other than ARGB32/RGB24 (A8, 16-bit-float PNG loads, …).
    package static func argb32Copy(of surface: OpaquePointer) throws -> OpaquePointer {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard let converted: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw ImageError("cannot allocate \(width)×\(height) surface")
        }
        let convertedStatus = cairo_surface_status(converted)
        guard convertedStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(converted)
            throw ImageError("cannot allocate \(width)×\(height) surface: \(describe(convertedStatus))")
        }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        guard drawStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(converted)
            throw ImageError("cannot convert surface format: \(describe(drawStatus))")
        }
        return converted
    }

    /// A new ARGB32 image surface holding `image` (caller destroys it).
    public static func makeSurface(from image: RGBAImage) throws -> OpaquePointer {
        guard image.width > 0, image.height > 0 else {
            throw ImageError("cannot make a surface for an empty \(image.width)×\(image.height) image")
        }
        guard image.width <= maxDimension, image.height <= maxDimension else {
            throw ImageError("image size \(image.width)×\(image.height) exceeds \(maxDimension) pixels per side")
        }
        guard image.pixels.count == image.width * image.height * 4 else {
            throw ImageError("pixel buffer has \(image.pixels.count) bytes, expected \(image.width * image.height * 4)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else {
            throw ImageError("cairo_image_surface_create returned nil")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw ImageError("cannot allocate \(image.width)×\(image.height) surface: \(describe(status))")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = UnsafeMutableRawPointer(data)
        let width = image.width
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = destination + y * stride
                var o = y * width * 4
                for x in 0..<width {
                    let a = UInt32(src[o + 3])
                    let r = premultiply(src[o], a), g = premultiply(src[o + 1], a), b = premultiply(src[o + 2], a)
                    let word = (a << 24) | (r << 16) | (g << 8) | b
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                    o += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    // MARK: Helpers

    /// Straight value from a premultiplied one, rounded (same formula as cairo's PNG writer).
    @inline(__always)
    package static func unpremultiply(_ c: Int, _ a: Int) -> UInt8 {
        if a == 0 { return 0 }
        if a == 255 { return UInt8(c) }
        return UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// Premultiplied value, exactly rounded `c·a/255` (same formula as cairo's PNG reader).
    @inline(__always)
    package static func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
        let t = UInt32(c) * a + 0x80
        return ((t >> 8) + t) >> 8
    }

    package static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "cairo status \(status.rawValue)" }
        return String(cString: text)
    }

    package static func readBigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

/// Read cursor handed to cairo's PNG read callback.
private final class ByteReader {
    let data: [UInt8]
    var offset = 0

    init(_ data: [UInt8]) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= data.count - offset else { return false }
        if count > 0 {
            data.withUnsafeBufferPointer { source in
                buffer.update(from: source.baseAddress! + offset, count: count)
            }
        }
        offset += count
        return true
    }
}
