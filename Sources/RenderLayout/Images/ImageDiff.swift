/// Tolerances for `ImageDiff.compare`.
public struct ImageDiffOptions: Sendable, Equatable {
    /// A pixel differs when any compared channel differs by more than this (0…255).
    public var maxChannelDelta: Int = 16
    /// Most differing pixels allowed for the comparison to pass.
    public var maxDiffPixels: Int = 0
    /// Largest allowed `differingPixels / totalPixels`. Note that *both* this and
    /// `maxDiffPixels` must hold for `passes`: raise both to tolerate differences.
    public var maxDiffRatio: Double = 0.0
    /// Forgive differing pixels that look like anti-aliasing (see `ImageDiff`).
    public var antialiasingAware = true

    public init(maxChannelDelta: Int = 16, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0.0,
                antialiasingAware: Bool = true) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.antialiasingAware = antialiasingAware
    }
}

/// Outcome of `ImageDiff.compare`.
public struct ImageDiffResult: Sendable, Equatable, CustomStringConvertible {
    public struct Dimensions: Sendable, Hashable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
        public var description: String { "\(width)×\(height)" }
    }

    public struct SizeMismatch: Sendable, Hashable {
        public var expected: Dimensions
        public var actual: Dimensions
    }

    public struct BoundingBox: Sendable, Hashable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
        public var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    /// Set when the images have different sizes; no pixels are compared then, and
    /// `differingPixels` is the larger image's pixel count with `ratio` 1.
    public var sizeMismatch: SizeMismatch?
    public var totalPixels: Int
    /// Pixels whose delta exceeds `maxChannelDelta` and were not forgiven as anti-aliasing.
    public var differingPixels: Int
    /// Pixels over the threshold that were forgiven as anti-aliasing.
    public var antialiasedPixels: Int
    /// `differingPixels / totalPixels` (0 for empty images).
    public var ratio: Double
    /// Largest channel delta anywhere in the image, including forgiven and within-threshold
    /// pixels (0…255).
    public var largestDelta: Int
    /// Smallest rectangle containing every counted differing pixel; nil when there are none.
    public var boundingBox: BoundingBox?
    /// No size mismatch, `differingPixels <= maxDiffPixels` and `ratio <= maxDiffRatio`.
    public var passes: Bool
    /// Same size and byte-for-byte equal pixels.
    public var identical: Bool
    /// Per-pixel classification (`PixelClass` raw values), empty on size mismatch.
    package var classes: [UInt8]

    package enum PixelClass: UInt8 {
        case equal = 0, withinTolerance, antialiased, different
    }

    public var description: String {
        if let sizeMismatch {
            return "size mismatch: expected \(sizeMismatch.expected), actual \(sizeMismatch.actual)"
        }
        if identical { return "identical" }
        var text = "\(differingPixels) of \(totalPixels) pixels differ"
        text += " (\(Double(Int(ratio * 1_000_000)) / 10_000)%), largest channel delta \(largestDelta)"
        if let boundingBox { text += ", within \(boundingBox)" }
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased pixels forgiven" }
        return text + (passes ? " — passes" : " — fails")
    }
}

/// Golden-image comparison.
///
/// **Channel comparison.** Each pixel is composited over an opaque white background (straight
/// RGB × alpha + white × (1 − alpha)), and the composited R, G, B are compared together with
/// the alpha channel itself. The delta of a pixel is the largest absolute difference of those
/// four values. Compositing means the hidden colour of fully transparent pixels never matters,
/// while comparing alpha still tells transparent apart from opaque white.
///
/// **Anti-aliasing detection** (a port of pixelmatch's): a pixel over the threshold is forgiven
/// when, in *either* image, it looks like an anti-aliased edge pixel:
/// 1. among its 8 neighbours (the image border counts as one equal neighbour) at most 2 have
///    exactly its brightness (luma of the composited colour), and there is at least one
///    brighter and one darker neighbour — it sits on a gradient between two regions; and
/// 2. its darkest or its brightest neighbour (first found) lies in a flat region — has 3 or more
///    neighbours with identical RGBA — in *both* images, i.e. the surfaces the edge separates
///    are the same in both images and only the edge pixel changed.
///
/// This forgives sub-pixel shifts of a hard edge (1-pixel-wide anti-aliased band) and
/// rasteriser rounding, but not a changed pixel inside a flat region, nor wide gradients.
public enum ImageDiff {
    public static func compare(expected: RGBAImage, actual: RGBAImage,
                               options: ImageDiffOptions = ImageDiffOptions()) -> ImageDiffResult {
        let width = expected.width, height = expected.height
        guard width == actual.width, height == actual.height else {
            return sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let total = width * height
        let identical = expected.pixels == actual.pixels
        var result = ImageDiffResult(
            sizeMismatch: nil, totalPixels: total, differingPixels: 0, antialiasedPixels: 0, ratio: 0,
            largestDelta: 0, boundingBox: nil, passes: true, identical: identical,
            classes: [UInt8](repeating: ImageDiffResult.PixelClass.equal.rawValue, count: total))
        if identical { return result }

        let expectedWords = words(expected), actualWords = words(actual)
        let expectedFlat = expectedWords.map(compositedOverWhite)
        let actualFlat = actualWords.map(compositedOverWhite)
        var expectedLuma: [Int32] = [], actualLuma: [Int32] = []
        if options.antialiasingAware {
            expectedLuma = expectedFlat.map(luma)
            actualLuma = actualFlat.map(luma)
        }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                if expectedWords[i] == actualWords[i] { continue }
                let delta = channelDelta(expectedFlat[i], actualFlat[i])
                result.largestDelta = max(result.largestDelta, delta)
                if delta <= options.maxChannelDelta {
                    result.classes[i] = ImageDiffResult.PixelClass.withinTolerance.rawValue
                    continue
                }
                if options.antialiasingAware,
                   isAntialiased(x, y, width, height, luma: expectedLuma, words: expectedWords, other: actualWords)
                    || isAntialiased(x, y, width, height, luma: actualLuma, words: actualWords, other: expectedWords) {
                    result.classes[i] = ImageDiffResult.PixelClass.antialiased.rawValue
                    result.antialiasedPixels += 1
                    continue
                }
                result.classes[i] = ImageDiffResult.PixelClass.different.rawValue
                result.differingPixels += 1
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        if result.differingPixels > 0 {
            result.boundingBox = .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        result.ratio = total > 0 ? Double(result.differingPixels) / Double(total) : 0
        result.passes = result.differingPixels <= options.maxDiffPixels && result.ratio <= options.maxDiffRatio
        return result
    }

    /// Colour of counted differing pixels in `diffImage`.
    public static let differenceColor = RGBAPixel(r: 255, g: 0, b: 255)
    /// Colour of pixels forgiven as anti-aliasing in `diffImage`.
    public static let antialiasedColor = RGBAPixel(r: 255, g: 200, b: 0)

    /// The result for images of different sizes, which needs no pixel (nor decoding).
    public static func sizeMismatch(expected: (width: Int, height: Int), actual: (width: Int, height: Int)) -> ImageDiffResult {
        let total = max(expected.width * expected.height, actual.width * actual.height)
        return ImageDiffResult(
            sizeMismatch: .init(expected: .init(width: expected.width, height: expected.height),
                                actual: .init(width: actual.width, height: actual.height)),
            totalPixels: total, differingPixels: total, antialiasedPixels: 0, ratio: 1,
            largestDelta: 0, boundingBox: nil, passes: false, identical: false, classes: [])
    }

    /// Visualises a comparison: the expected image composited over white and faded to 25%
    /// contrast, counted differences in solid magenta, forgiven anti-aliased pixels in amber.
    /// Within-tolerance differences stay faded. On a size mismatch the image covers both sizes;
    /// areas covered by only one of the images are magenta.
    public static func diffImage(expected: RGBAImage, actual: RGBAImage, result: ImageDiffResult) -> RGBAImage {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var out = RGBAImage(width: width, height: height, fill: differenceColor)
        let classes = result.classes.count == expected.pixelCount && result.sizeMismatch == nil
            ? result.classes : nil
        for y in 0..<height {
            for x in 0..<width {
                guard expected.contains(x: x, y: y), actual.contains(x: x, y: y) else { continue }
                let i = y * expected.width + x
                switch classes.map({ ImageDiffResult.PixelClass(rawValue: $0[i]) }) ?? .equal {
                case .different: out[x, y] = differenceColor
                case .antialiased: out[x, y] = antialiasedColor
                default: out[x, y] = faded(expected[x, y])
                }
            }
        }
        return out
    }

    /// `compare` followed by `diffImage`.
    public static func diffImage(expected: RGBAImage, actual: RGBAImage,
                                 options: ImageDiffOptions = ImageDiffOptions()) -> RGBAImage {
        diffImage(expected: expected, actual: actual,
                  result: compare(expected: expected, actual: actual, options: options))
    }

    /// Expected | actual | diff, left to right, each composited over white, separated by `gap`
    /// pixels of mid grey (which also fills below shorter panels).
    public static func sideBySide(expected: RGBAImage, actual: RGBAImage, diff: RGBAImage, gap: Int = 8) -> RGBAImage {
        let gap = max(0, gap)
        let panels = [expected, actual, diff]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
        let height = panels.map(\.height).max() ?? 0
        var out = RGBAImage(width: width, height: height, fill: RGBAPixel(r: 128, g: 128, b: 128))
        var left = 0
        for panel in panels {
            for y in 0..<panel.height {
                for x in 0..<panel.width { out[left + x, y] = overWhite(panel[x, y]) }
            }
            left += panel.width + gap
        }
        return out
    }

    // MARK: Pixel maths

    /// Pixels as 0xRRGGBBAA words, for cheap equality.
    package static func words(_ image: RGBAImage) -> [UInt32] {
        image.pixels.withUnsafeBufferPointer { p in
            (0..<image.pixelCount).map { i in
                let o = i * 4
                return UInt32(p[o]) << 24 | UInt32(p[o + 1]) << 16 | UInt32(p[o + 2]) << 8 | UInt32(p[o + 3])
            }
        }
    }

    /// 0xRRGGBBAA → composited-over-white 0xRRGGBBAA (alpha kept for comparison).
    package static func compositedOverWhite(_ word: UInt32) -> UInt32 {
        let a = word & 0xFF
        if a == 255 { return word }
        func blend(_ c: UInt32) -> UInt32 { 255 - ((255 - c) * a + 127) / 255 }
        let r: UInt32 = blend(word >> 24), g: UInt32 = blend((word >> 16) & 0xFF), b: UInt32 = blend((word >> 8) & 0xFF)
        return r << 24 | g << 16 | b << 8 | a
    }

    package static func channelDelta(_ p: UInt32, _ q: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
        }
        return largest
    }

    /// Integer luma (BT.601 weights ×1000) of a composited 0xRRGGBBAA word.
    package static func luma(_ word: UInt32) -> Int32 {
        let r: UInt32 = (word >> 24) & 0xFF, g: UInt32 = (word >> 16) & 0xFF, b: UInt32 = (word >> 8) & 0xFF
        let weighted: UInt32 = 299 * r + 587 * g + 114 * b
        return Int32(weighted)
    }

    package static func faded(_ p: RGBAPixel) -> RGBAPixel {
        let w = overWhite(p)
        func fade(_ c: UInt8) -> UInt8 { UInt8(255 - (255 - Int(c) + 2) / 4) }
        return RGBAPixel(r: fade(w.r), g: fade(w.g), b: fade(w.b))
    }

    package static func overWhite(_ p: RGBAPixel) -> RGBAPixel {
        let word = compositedOverWhite(UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a))
        return RGBAPixel(r: UInt8(word >> 24), g: UInt8((word >> 16) & 0xFF), b: UInt8((word >> 8) & 0xFF))
    }

    // MARK: Anti-aliasing detection (after pixelmatch)

    /// Whether pixel (x, y) of the image described by `luma`/`words` looks anti-aliased, given
    /// the other image's `other` words. See the type documentation.
    package static func isAntialiased(_ x: Int, _ y: Int, _ width: Int, _ height: Int,
                              luma: [Int32], words: [UInt32], other: [UInt32]) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = luma[y * width + x]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest: Int32 = 0, brightest: Int32 = 0
        var darkestIndex = -1, brightestIndex = -1
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let n = ny * width + nx
                let delta = luma[n] - center
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestIndex = n
                } else if delta > brightest {
                    brightest = delta; brightestIndex = n
                }
            }
        }
        guard darkestIndex >= 0, brightestIndex >= 0 else { return false }
        return (hasManySiblings(darkestIndex, width, height, words) && hasManySiblings(darkestIndex, width, height, other))
            || (hasManySiblings(brightestIndex, width, height, words) && hasManySiblings(brightestIndex, width, height, other))
    }

    /// Whether the pixel at `index` has 3+ neighbours with identical RGBA (border counts as one).
    package static func hasManySiblings(_ index: Int, _ width: Int, _ height: Int, _ words: [UInt32]) -> Bool {
        let x = index % width, y = index / width
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let value = words[index]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                if words[ny * width + nx] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
