/// One 8-bit-per-channel pixel with straight (not premultiplied) alpha.
public struct RGBAPixel: Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = RGBAPixel(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBAPixel(r: 0, g: 0, b: 0)
    public static let white = RGBAPixel(r: 255, g: 255, b: 255)

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

/// A width × height raster, 4 bytes per pixel in R, G, B, A order, straight alpha, row-major,
/// no row padding (`pixels.count == width * height * 4`).
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// RGBA, straight alpha, row-major, `width * 4` bytes per row.
    public var pixels: [UInt8]

    /// An image where every pixel is `fill` (transparent black by default); a negative size
    /// gives an empty image.
    public init(width: Int, height: Int, fill: RGBAPixel = .clear) {
        let width = max(0, width), height = max(0, height)
        self.width = width
        self.height = height
        let count = width * height
        if fill == .clear {
            pixels = [UInt8](repeating: 0, count: count * 4)
        } else {
            var bytes = [UInt8]()
            bytes.reserveCapacity(count * 4)
            for _ in 0..<count { bytes.append(contentsOf: [fill.r, fill.g, fill.b, fill.a]) }
            pixels = bytes
        }
    }

    /// Wraps existing RGBA bytes; throws unless `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width >= 0, height >= 0 else { throw ImageError("negative image size \(width)×\(height)") }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Int.max / 4, pixels.count == count * 4 else {
            throw ImageError("pixel buffer has \(pixels.count) bytes, expected \(width)×\(height)×4")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var pixelCount: Int { width * height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// True when (x, y) is inside the image.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Byte offset of pixel (x, y)'s red channel.
    @inlinable
    public func offset(x: Int, y: Int) -> Int { (y * width + x) * 4 }

    /// The pixel at (x, y): transparent outside the image, where writes are ignored.
    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            guard contains(x: x, y: y) else { return .clear }
            let o = offset(x: x, y: y)
            return RGBAPixel(r: pixels[o], g: pixels[o + 1], b: pixels[o + 2], a: pixels[o + 3])
        }
        set {
            guard contains(x: x, y: y) else { return }
            let o = offset(x: x, y: y)
            pixels[o] = newValue.r
            pixels[o + 1] = newValue.g
            pixels[o + 2] = newValue.b
            pixels[o + 3] = newValue.a
        }
    }

    /// The pixel at (x, y), or nil when out of bounds.
    public func pixel(x: Int, y: Int) -> RGBAPixel? {
        contains(x: x, y: y) ? self[x, y] : nil
    }

    /// Sets the pixel at (x, y); out-of-bounds writes are ignored.
    public mutating func setPixel(x: Int, y: Int, _ value: RGBAPixel) {
        if contains(x: x, y: y) { self[x, y] = value }
    }

    /// Fills the rectangle (clipped to the image) with `value`.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with value: RGBAPixel) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for yy in y0..<y1 {
            for xx in x0..<x1 { self[xx, yy] = value }
        }
    }
}
