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
///   renderer blurs the five thicknesses by 20 and saturates the light materials by 1.8.
/// - Light tints of the five thicknesses: the same sample's ends, *published by Apple* — its
///   light effect is white at 30 %, its extra-light effect 97 % white at 82 % — given to
///   `.ultraThinMaterial` and `.thickMaterial`; the steps between and beyond are *decided*, in
///   the order Apple documents ("each material is more opaque than the one before", HIG
///   "Materials"): 30, 50, 70, 82, 90 % of white (97 % white from regular on).
/// - Dark (session 25, a *fit*, docs/figures.md "Branch truth26x"): the tints' coverage is
///   *reported* — 55, 70, 78 and 90 % for UIKit's `systemUltraThinMaterialDark`, `…ThinMaterialDark`,
///   `systemMaterialDark` and `systemThickMaterialDark`, from Apple's iOS 14 design kit as
///   expo-blur reproduces them (expo/expo @ dfa9efe, `packages/expo-blur/src/getBackgroundColor.ts`)
///   (only the coverage is taken: the table's greys differ from the fitted one below)
///   — and `.ultraThickMaterial` *decided* at 95 %, beyond thick; their one grey, 22.9 % white
///   (58.5 of 255), and the dark saturation, 1.19, are *fitted* to the one real picture of a
///   dark material over a known flat backdrop: FriendBook's iOS 18.1 `.ultraThinMaterial` over
///   indigo at 20 % on black, (19, 18, 46), is (40.0, 40.6, 55.1) on iOS and (40.6, 40.1, 55.1)
///   here (it was (20.3, 22.1, 49.6) with the iOS 7 sample's dark effect, 11 % white, and a
///   saturation of 1.8). One sample fixes one tint: a thicker material's grey and saturation
///   are the ultra-thin one's, unmeasured.
/// - `.bar` (iOS's `systemChromeMaterial`, behind navigation, tab and tool bars): *reported* —
///   a blur of deviation 10 and #F8F8F8 at 80 % (light) or #212121 at 72 % (dark), Flutter's
///   Cupertino bars, whose source says the colours derive from Apple's design resources
///   (`_kDefaultBarLightBackgroundColor`, `_kDefaultBarDarkBackgroundColor`, and
///   `ImageFilter.blur(sigmaX: 10, sigmaY: 10)` in `nav_bar.dart`); in dark it is saturated as
///   the other dark materials are.
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

    /// How much the blurred backdrop's saturation is raised (1: unchanged): Apple's 1.8 in light,
    /// the fitted 1.19 in dark.
    public func saturation(dark: Bool) -> Double { dark ? Self.darkSaturation : 1.8 }

    /// The dark materials' grey (0…1) and saturation, fitted to FriendBook's iOS 18.1 picture.
    static let darkWhite = 58.5 / 255
    static let darkSaturation = 1.19

    /// The tint drawn over the blurred backdrop.
    public func tint(dark: Bool) -> RGBA {
        let light: (white: Double, alpha: Double), darkTint: Double
        switch kind {
        case .bar: return (dark ? RGBA(0x21, 0x21, 0x21, 0.72) : RGBA(0xF8, 0xF8, 0xF8, 0.8)).opacity(opacity)
        case .ultraThin: (light, darkTint) = ((1, 0.3), 0.55)
        case .thin: (light, darkTint) = ((1, 0.5), 0.7)
        case .regular: (light, darkTint) = ((0.97, 0.7), 0.78)
        case .thick: (light, darkTint) = ((0.97, 0.82), 0.9)
        case .ultraThick: (light, darkTint) = ((0.97, 0.9), 0.95)
        }
        let tint = dark ? RGBA(red: Self.darkWhite, green: Self.darkWhite, blue: Self.darkWhite, alpha: darkTint)
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
