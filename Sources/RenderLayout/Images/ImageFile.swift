import CCairoPango

/// A PNG or JPEG file an `Image` view shows, decoded once when the scene is read: layout reads its
/// size, painting draws its surface. Every view of the same file in a scene shares one.
public final class ImageFile: Hashable, @unchecked Sendable {
    /// The path as resolved against the scene's folder.
    public let path: String
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// 2 for `name@2x.png`, 3 for `@3x`: the size in points is the pixel size ÷ the scale.
    public let scale: Int
    /// Premultiplied ARGB32 pixels; never drawn into after decoding.
    package let surface: OpaquePointer

    /// Decodes `bytes` (the contents of `path`).
    package init(path: String, bytes: [UInt8], scale: Int = 1) throws {
        surface = try JPEGCodec.isJPEG(bytes) ? JPEGCodec.decodeSurface(bytes) : PNGCodec.decodeSurface(bytes)
        self.path = path
        self.scale = scale
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    public static func == (a: ImageFile, b: ImageFile) -> Bool {
        a.path == b.path && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }
}

/// Image files already decoded, by resolved path: what lets a sweep that decodes its scene
/// once per frame decode each image file once in all.
public final class ImageCache: @unchecked Sendable {
    package var files: [String: ImageFile] = [:]
    public init() {}
}
