import CCairoPango

/// A PNG, JPEG, SVG or PDF file an `Image` view shows, decoded once when the scene is read: layout
/// reads its size, painting draws its pixels or its vectors. Every view of the same file in a
/// scene shares one.
public final class ImageFile: Hashable, @unchecked Sendable {
    /// The path as resolved against the scene's folder.
    public let path: String
    /// A bitmap's pixels; a vector image's size in points rounded up (what it counts against
    /// the scene's pixel budget).
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// 2 for `name@2x.png`, 3 for `@3x`: the size in points is the pixel size ÷ the scale (a
    /// vector image's, its own size in points ÷ the scale).
    public let scale: Int
    package enum Content {
        /// Premultiplied ARGB32 pixels; never drawn into after decoding.
        case bitmap(OpaquePointer)
        case vector(VectorImage)
    }
    package let content: Content

    /// Decodes `bytes` (the contents of `path`).
    package init(path: String, bytes: [UInt8], scale: Int = 1) throws {
        self.path = path
        self.scale = scale
        if !JPEGCodec.isJPEG(bytes), PNGCodec.headerSize(bytes) == nil, VectorImage.format(of: bytes) != nil {
            let vector = try VectorImage(bytes)
            content = .vector(vector)
            pixelWidth = Int(vector.width.rounded(.up))
            pixelHeight = Int(vector.height.rounded(.up))
            return
        }
        let surface = try JPEGCodec.isJPEG(bytes) ? JPEGCodec.decodeSurface(bytes) : PNGCodec.decodeSurface(bytes)
        content = .bitmap(surface)
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit { if case .bitmap(let surface) = content { cairo_surface_destroy(surface) } }

    /// The size in points the image has unresized.
    public var naturalSize: Size {
        switch content {
        case .bitmap: Size(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
        case .vector(let vector): Size(width: vector.width / Double(scale), height: vector.height / Double(scale))
        }
    }

    /// What the file is, for messages: "PNG", "JPEG", "SVG", "PDF".
    package static func formatName(_ bytes: [UInt8]) -> String {
        if JPEGCodec.isJPEG(bytes) { return "JPEG" }
        if PNGCodec.headerSize(bytes) == nil, let vector = VectorImage.format(of: bytes) { return vector.rawValue }
        return "PNG"
    }

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
