/// iOS 26's Liquid Glass as `glassEffect(_:in:)` draws it at rest (`Glass`: `.regular`,
/// `.clear`, `.identity`, `.tint(_:)`, `.interactive(_:)`): a paint effect behind the view, in
/// its shape, over what lies behind it.
///
/// How glass is drawn (`Painter.paintGlass`), back to front:
/// 1. A soft shadow: the shape, filled black at `shadowOpacity`, blurred by a Gaussian of
///    deviation `shadowRadius` points and moved down by `shadowY`.
/// 2. Inside the shape, what has been drawn under it so far (the shadow included), blurred by
///    `blurRadius` and saturated by `saturation` (`Painter.blurredBackdrop`, as a material).
/// 3. The tint over it: `neutralTint(dark:)` for an untinted glass, else the `.tint` colour
///    at `tintAlpha` of its own alpha.
/// 4. A specular rim: a band `rimWidth` points wide just inside the shape's edge, white at
///    `rimAlpha(dark:)`.
/// 5. The vector formats (SVG, PDF), which cannot read back what they drew, fill the tint a
///    third of the way more opaque instead of steps 2–3 (`MaterialStyle`'s rule).
/// `.identity` draws nothing (Apple: "your content remains unaffected as if no glass effect was
/// applied"); `.interactive()` changes nothing at rest (it answers touches).
///
/// Numbers, *measured* on a real iOS 26 picture: home-assistant/iOS @ d722d7811aec,
/// `Tests/App/Settings/__Snapshots__/EntityFilterPickerView.test/testFiltersBar.{light,dark}.png`
/// (iOS 26, 1170 × 2532 at 3×, July 2026): four 26-point capsules of
/// `.glassEffect(.regular.interactive(), in: .capsule)`, 12 apart, over white (light) and black
/// (dark). docs/effects.md, "Liquid Glass", gives the measurements:
/// - Shadow: fitted to the light picture's grey around the capsules (least squares over 226
///   samples above, below, between and beside them, RMS 0.9 of 255): black at 7.5 %, deviation
///   16 points, 7 points down. Over black (dark) nothing shows: the same shadow is drawn.
/// - Tint: over black the inside is (19, 19, 19); over white it is 253 at the centre, 251 near
///   the bottom. Only these results are measured: over a plain backdrop any alpha of a near-white
///   tint fits about as well, so the split is *decided* — 11 % white at 67 % in dark (the regular
///   material's dark tint is 11 % white at 65 %), white at 85 % in light over the shadowed white
///   backdrop (the light value depends on drawing the glass's own shadow under it).
/// - Rim: over black the outermost pixels are 47, 40, 32 (then 19): a band of one point, white at
///   12 % fading to 5 %, drawn as white at 9 %; over white the outer two pixels are 255 and the
///   third 254 (inside 253): white at 80 %.
/// - Blur (the picture's backdrops are plain, so it cannot be measured) is *decided*: a Gaussian
///   of deviation 10 points for regular (the navigation bars' `.bar` material's), 4 for clear
///   (Apple: "the clear variant" wants "a dimming layer … beneath", so what lies behind must
///   show through nearly sharp); saturation 1.8 as the materials.
/// - `.clear` (no picture found) is *decided*: its tint a third of regular's (white at 25 %
///   light, 11 % white at 22 % dark), the same rim and shadow.
/// - A `.tint` colour (no picture found) is *decided*: it replaces the neutral tint, at 80 % of
///   its own alpha (regular) or 50 % (clear), so a tinted capsule reads as that colour with the
///   backdrop faintly through, as Apple's tinted glass buttons do.
public struct GlassStyle: Hashable, Sendable {
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        case regular, clear, identity
    }

    public var variant: Variant
    public var tint: RGBA?
    /// `.interactive()`: kept for the dump and the docs; nothing of it shows at rest.
    public var isInteractive: Bool

    public init(_ variant: Variant = .regular, tint: RGBA? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tint = tint
        self.isInteractive = isInteractive
    }

    /// Whether anything is drawn (`.identity` draws nothing).
    public var draws: Bool { variant != .identity }

    // Step 1.
    public static let shadowOpacity = 0.075
    public static let shadowRadius = 16.0
    public static let shadowY = 7.0

    /// Step 2: the Gaussian's deviation in points.
    public var blurRadius: Double { variant == .clear ? 4 : 10 }
    public var saturation: Double { 1.8 }

    /// Step 3: the tint over the blurred backdrop.
    public func tintColor(dark: Bool) -> RGBA {
        if let tint {
            let colour = tint.resolved(for: dark ? .dark : .light)
            return colour.opacity(variant == .clear ? 0.5 : 0.8)
        }
        let alpha = variant == .clear ? (dark ? 0.22 : 0.25) : (dark ? 0.67 : 0.85)
        return dark ? RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: alpha) : RGBA(red: 1, green: 1, blue: 1, alpha: alpha)
    }

    /// Step 4.
    public static let rimWidth = 1.0
    public func rimAlpha(dark: Bool) -> Double { dark ? 0.09 : 0.8 }

    /// Step 5: the tint the vector formats fill with.
    public func vectorTint(dark: Bool) -> RGBA {
        let tint = tintColor(dark: dark)
        return RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha + (1 - tint.alpha) / 3)
    }

    /// How far the shadow spreads beyond the shape (three deviations, and its offset).
    public static var shadowReach: Double { 3 * shadowRadius + shadowY }
}
