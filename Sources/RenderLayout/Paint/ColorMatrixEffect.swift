/// A colour effect (`grayscale`, `brightness`, `contrast`, `saturation`, `hueRotation`,
/// `colorInvert`, `colorMultiply`): the subtree drawn with each pixel's colour mapped through a
/// 4×5 matrix; layout does not change. Each effect is declared in its definition file
/// (`Definitions/Modifiers/`) and gives only its matrix.
///
/// 1. The subtree is drawn offscreen (`Painter.offscreenSubtree`): an image of its drawn extent
///    grown by a point, at the output's pixel density (2 for SVG and PDF, which embed it as an
///    image).
/// 2. Each pixel is un-premultiplied into straight components R, G, B, A in 0…1 (a pixel of
///    alpha 0 has R = G = B = 0), as SVG's `feColorMatrix` does ("The calculations are
///    performed on non-premultiplied color values", Filter Effects Module Level 1).
/// 3. (R', G', B', A') = M · (R, G, B, A, 1), each clamped to 0…1. The components are the
///    sRGB-encoded values as stored, not linearised (decision: as CSS, whose "Filter Functions
///    must operate in the sRGB color space", Filter Effects Module Level 1 §5; where SwiftUI
///    applies its matrices is not documented).
/// 4. The pixel is re-premultiplied: alpha byte a = round(255 A'), each colour byte round(C' · a),
///    so no colour exceeds its alpha.
/// 5. The image is painted where the subtree would be (`Painter.paintOffscreen`). The drawn
///    extent, the SVG text layer (text keeps its place) and `--fit` are as without the effect.
package protocol ColorMatrixEffect: ModifierBehavior, DrawingEffect {
    var matrix: RGBAMatrix { get }
    /// The matrix in a colour scheme (an effect with a colour: `colorMultiply`); `matrix` else.
    func matrix(in scheme: ColorScheme) -> RGBAMatrix
}

extension ColorMatrixEffect {
    /// The amounts a scene may give: any number SwiftUI takes, bounded so the matrix stays
    /// finite (the result is clamped anyway).
    package static var amounts: ClosedRange<Double> { -1_000_000...1_000_000 }

    package func matrix(in scheme: ColorScheme) -> RGBAMatrix { matrix }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let matrix = self.matrix(in: painter.colorScheme)
        guard let offscreen = painter.offscreenSubtree(node, margin: 1, process: { data, width, height, stride, _ in
            matrix.apply(to: data, width: width, height: height, stride: stride)
        }) else { return }
        painter.paintOffscreen(offscreen)
    }
}

/// A 4×5 colour matrix on straight (not premultiplied) RGBA in 0…1, rows R', G', B', A' and
/// columns R, G, B, A, 1 (SVG `feColorMatrix`'s layout). Step 2 to 4 of `ColorMatrixEffect`.
package struct RGBAMatrix: Sendable, Equatable {
    /// 20 values, row after row.
    package let values: [Double]

    /// Four rows of five; missing values are 0.
    package init(_ values: [Double]) {
        self.values = Array((values + Array(repeating: 0, count: 20)).prefix(20))
    }

    /// Rec. 709 luma weights of R, G, B (0.2126, 0.7152, 0.0722): what `grayscale`,
    /// `saturation` and `hueRotation` keep.
    package static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

    /// Each colour component times `scale` plus `offset`; alpha times `alpha`.
    package static func linear(_ scale: (red: Double, green: Double, blue: Double), offset: Double, alpha: Double = 1) -> RGBAMatrix {
        RGBAMatrix([scale.red, 0, 0, 0, offset,
                    0, scale.green, 0, 0, offset,
                    0, 0, scale.blue, 0, offset,
                    0, 0, 0, alpha, 0])
    }

    /// SVG's `saturate` matrix with Rec. 709 weights: s = 1 leaves colours unchanged, 0 leaves
    /// the luma only (grey), above 1 oversaturates.
    package static func saturation(_ s: Double) -> RGBAMatrix {
        let (r, g, b) = luma
        return RGBAMatrix([r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
                           r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
                           r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
                           0, 0, 0, 1, 0])
    }

    /// Maps every premultiplied ARGB32 pixel (Cairo's native-endian words) of an image.
    package func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let raw = UnsafeMutableRawPointer(data)
        // Flat colours repeat: one pixel's answer is kept for the next.
        var last: UInt32 = 0, lastMapped = map(0)
        for y in 0..<height {
            let row = y * stride
            for x in 0..<width {
                let offset = row + 4 * x
                let pixel = raw.load(fromByteOffset: offset, as: UInt32.self)
                if pixel != last {
                    last = pixel
                    lastMapped = map(pixel)
                }
                raw.storeBytes(of: lastMapped, toByteOffset: offset, as: UInt32.self)
            }
        }
    }

    /// One premultiplied ARGB32 pixel through the matrix (steps 2 to 4).
    package func map(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        var r = 0.0, g = 0.0, b = 0.0
        if alpha > 0 {
            let divisor = Double(alpha)
            r = min(1, Double((pixel >> 16) & 0xFF) / divisor)
            g = min(1, Double((pixel >> 8) & 0xFF) / divisor)
            b = min(1, Double(pixel & 0xFF) / divisor)
        }
        let a = Double(alpha) / 255, m = values
        func row(_ i: Int) -> Double {
            let sum = m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]
            return sum.isNaN ? 0 : min(max(sum, 0), 1)
        }
        let outAlpha = (row(15) * 255).rounded()
        func byte(_ component: Double) -> UInt32 { UInt32((component * outAlpha).rounded()) }
        return UInt32(outAlpha) << 24 | byte(row(0)) << 16 | byte(row(5)) << 8 | byte(row(10))
    }
}
