/// SwiftUI's `Material` as a shape style (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`):
/// a fill that blurs what lies behind it and tints it, as iOS's `UIBlurEffect` materials do.
///
/// How a material is drawn (`Painter.fillMaterial`):
/// 1. What has been drawn under the filled shape so far (the backdrop, on the surface being
///    drawn to) is copied, blurred by a Gaussian of deviation `blurRadius` points (edges
///    extended, so a bar at the top of the screen does not darken), and its saturation is
///    raised by `saturation`; that image is drawn inside the shape.
/// 2. The tint for the colour scheme is filled over it.
/// 3. The vector formats (SVG, PDF) cannot read back what they drew: there the tint is filled
///    alone, a third of the way more opaque, so what lies behind is as muted as the blur would
///    leave it (decision). So is a material drawn where the transform rotates or skews.
///
/// Numbers (docs/scene-format.md, "Materials"):
/// - Blur and saturation, *published by Apple*: its iOS 7 sample code for blurred backdrops
///   (`UIImage+ImageEffects`, WWDC 2013 "Implementing Engaging UI on iOS") blurs by a Gaussian
///   of deviation 20 points (30 for its lightest effect) and raises saturation by 1.8; the
///   renderer blurs the five thicknesses by 20.
/// - Tints of the five thicknesses: the same sample's ends, *published by Apple* — its light
///   effect is white at 30 %, its extra-light effect 97 % white at 82 %, its dark effect 11 %
///   white at 73 % — given to `.ultraThinMaterial` (light) and `.thickMaterial` (light and
///   dark); the steps between and beyond are *decided*, in the order Apple documents ("each
///   material is more opaque than the one before", HIG "Materials"): light 30, 50, 70, 82, 90 %
///   of white (97 % white from regular on), dark 40, 55, 65, 73, 85 % of 11 % white.
/// - `.bar` (iOS's `systemChromeMaterial`, behind navigation, tab and tool bars): *reported* —
///   a blur of deviation 10 and #F8F8F8 at 80 % (light) or #212121 at 72 % (dark), Flutter's
///   Cupertino bars, whose source says the colours derive from Apple's design resources
///   (`_kDefaultBarLightBackgroundColor`, `_kDefaultBarDarkBackgroundColor`, and
///   `ImageFilter.blur(sigmaX: 10, sigmaY: 10)` in `nav_bar.dart`).
public struct MaterialStyle: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    public var kind: Kind
    /// `.opacity(_:)` on the style: multiplies the whole material's coverage.
    public var opacity: Double

    public init(_ kind: Kind, opacity: Double = 1) {
        self.kind = kind
        self.opacity = opacity
    }

    /// The scene's spellings: SwiftUI's `ShapeStyle` statics.
    public static let named: [String: Kind] = [
        "ultraThinMaterial": .ultraThin, "thinMaterial": .thin, "regularMaterial": .regular,
        "thickMaterial": .thick, "ultraThickMaterial": .ultraThick, "bar": .bar,
    ]

    /// The Gaussian's deviation in points.
    public var blurRadius: Double { kind == .bar ? 10 : 20 }

    /// How much the blurred backdrop's saturation is raised (1: unchanged).
    public var saturation: Double { 1.8 }

    /// The tint drawn over the blurred backdrop.
    public func tint(dark: Bool) -> RGBA {
        let light: (white: Double, alpha: Double), darkTint: Double
        switch kind {
        case .bar: return (dark ? RGBA(0x21, 0x21, 0x21, 0.72) : RGBA(0xF8, 0xF8, 0xF8, 0.8)).opacity(opacity)
        case .ultraThin: (light, darkTint) = ((1, 0.3), 0.4)
        case .thin: (light, darkTint) = ((1, 0.5), 0.55)
        case .regular: (light, darkTint) = ((0.97, 0.7), 0.65)
        case .thick: (light, darkTint) = ((0.97, 0.82), 0.73)
        case .ultraThick: (light, darkTint) = ((0.97, 0.9), 0.85)
        }
        let tint = dark ? RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: darkTint)
                        : RGBA(red: light.white, green: light.white, blue: light.white, alpha: light.alpha)
        return tint.opacity(opacity)
    }

    /// Step 3: the tint the vector formats fill with, the blur they cannot draw standing in as
    /// more coverage (a third of the way from the tint's alpha to opaque).
    public func vectorTint(dark: Bool) -> RGBA {
        let tint = tint(dark: dark)
        return RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha + (opacity - tint.alpha) / 3)
    }
}
