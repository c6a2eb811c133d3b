import Foundation

/// A colour with straight (not premultiplied) alpha, components 0…1.
///
/// A colour may have a second variant for dark mode (`ColorScheme`): iOS's system colours and an
/// asset catalog's colour sets do. Its components are the light ("any appearance") variant;
/// arithmetic (`opacity`, `mixed`) applies to both variants; the painter draws
/// `resolved(for:)` against the colour scheme of the node that draws it.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    /// The dark appearance, when it differs (`ColorScheme`).
    private var darkVariant: DarkVariant? = nil

    private indirect enum DarkVariant: Hashable, Sendable {
        case color(RGBA)
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// A colour with a light and a dark appearance (`UIColor { traits in … }`, a colour set with
    /// a dark appearance). Each variant is flat.
    public init(light: RGBA, dark: RGBA) {
        self = light.resolved(for: .light)
        let dark = dark.resolved(for: .dark)
        if dark != self { darkVariant = .color(dark) }
    }

    /// The dark appearance, if this colour has one of its own.
    public var dark: RGBA? {
        guard case .color(let dark) = darkVariant else { return nil }
        return dark
    }

    /// Whether the colour differs between light and dark.
    public var isDynamic: Bool { darkVariant != nil }

    /// The flat colour drawn in `scheme`.
    public func resolved(for scheme: ColorScheme) -> RGBA {
        if scheme == .dark, let dark { return dark }
        var flat = self
        flat.darkVariant = nil
        return flat
    }

    /// Applies `transform` to each variant.
    package func mapVariants(_ transform: (RGBA) -> RGBA) -> RGBA {
        guard let dark else { return transform(self) }
        return RGBA(light: transform(resolved(for: .light)), dark: transform(dark))
    }

    /// HSB to RGB, as `Color(hue:saturation:brightness:)` does; components 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue == 1 ? 0 : hue) * 6, sector = Int(h), f = h - Double(sector)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public func opacity(_ factor: Double) -> RGBA {
        mapVariants { RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * factor) }
    }

    /// Mixes towards `other` by `amount` (0 = self, 1 = other); alpha is kept. Each variant
    /// mixes with `other`'s variant of the same scheme.
    public func mixed(with other: RGBA, by amount: Double) -> RGBA {
        func mix(_ a: RGBA, _ b: RGBA) -> RGBA {
            RGBA(red: a.red + (b.red - a.red) * amount, green: a.green + (b.green - a.green) * amount,
                 blue: a.blue + (b.blue - a.blue) * amount, alpha: a.alpha)
        }
        guard isDynamic || other.isDynamic else { return mix(self, other) }
        return RGBA(light: mix(resolved(for: .light), other.resolved(for: .light)),
                    dark: mix(resolved(for: .dark), other.resolved(for: .dark)))
    }

    /// Linear-light components encoded with sRGB's transfer function, as
    /// `Color(.sRGBLinear, red:green:blue:)` is drawn; alpha is kept.
    public var gammaEncoded: RGBA {
        func encode(_ c: Double) -> Double { c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        return mapVariants { RGBA(red: encode($0.red), green: encode($0.green), blue: encode($0.blue), alpha: $0.alpha) }
    }

    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(255, 255, 255)
    public static let clear = RGBA(0, 0, 0, 0)

    /// SwiftUI's named colours: iOS's system colours, each with its dark appearance
    /// (`SystemColors`).
    public static let named: [String: RGBA] = [
        "red": SystemColors.red, "orange": SystemColors.orange, "yellow": SystemColors.yellow,
        "green": SystemColors.green, "mint": SystemColors.mint, "teal": SystemColors.teal,
        "cyan": SystemColors.cyan, "blue": SystemColors.blue, "indigo": SystemColors.indigo,
        "purple": SystemColors.purple, "pink": SystemColors.pink, "brown": SystemColors.brown,
        "gray": SystemColors.gray, "black": .black, "white": .white, "clear": .clear,
        "primary": SystemColors.label, "secondary": SystemColors.secondaryLabel,
        // The hierarchical styles (`.tertiary`, `.quaternary`) are iOS's label colours.
        "tertiary": SystemColors.tertiaryLabel, "quaternary": SystemColors.quaternaryLabel,
    ].merging(system) { named, _ in named }

    /// iOS's semantic and system colours (UIKit's), for `Color(.systemBackground)`,
    /// `Color(uiColor: .secondaryLabel)` and JSON's `"systemBackground"`; `SystemColors` holds
    /// their values and sources.
    public static let system: [String: RGBA] = SystemColors.uiKit

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public static func hex(_ text: String) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? (value << 8) | 0xFF : value
        return RGBA(Int((full >> 24) & 0xFF), Int((full >> 16) & 0xFF), Int((full >> 8) & 0xFF),
                    Double(full & 0xFF) / 255)
    }
}

/// What fills a shape or colours text: a flat colour or SwiftUI's `.gradient` of one, resolved
/// to colours. Not called `ShapeStyle`: that name is SwiftUI's protocol, which the Swift API
/// declares so that code generic over `some ShapeStyle` compiles unchanged.
public enum ResolvedShapeStyle: Hashable, Sendable {
    case color(RGBA)
    /// `Color.orange.gradient`: a subtle top-to-bottom gradient around the colour.
    case gradient(RGBA)
    /// `LinearGradient(stops:startPoint:endPoint:)`: points are unit points of the filled rect.
    case linear([GradientStop], start: UnitPoint, end: UnitPoint)
    /// `RadialGradient(stops:center:startRadius:endRadius:)`: radii in points.
    case radial([GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// `.ultraThinMaterial` … `.bar`: what lies behind, blurred and tinted (`MaterialStyle`).
    case material(MaterialStyle)

    /// `.primary` with nothing set: iOS's `label` colour, black in light mode, white in dark.
    public static let primary = ResolvedShapeStyle.color(SystemColors.label)

    public func opacity(_ factor: Double) -> ResolvedShapeStyle {
        switch self {
        case .color(let c): return .color(c.opacity(factor))
        case .gradient(let c): return .gradient(c.opacity(factor))
        case .linear(let stops, let start, let end): return .linear(stops.map { $0.opacity(factor) }, start: start, end: end)
        case .radial(let stops, let center, let r0, let r1): return .radial(stops.map { $0.opacity(factor) }, center: center, startRadius: r0, endRadius: r1)
        case .material(var material):
            material.opacity *= factor
            return .material(material)
        }
    }

    /// The style with each colour flat, as drawn in `scheme`.
    public func resolved(for scheme: ColorScheme) -> ResolvedShapeStyle {
        switch self {
        case .color(let c): return .color(c.resolved(for: scheme))
        case .gradient(let c): return .gradient(c.resolved(for: scheme))
        case .linear(let stops, let start, let end): return .linear(stops.map { $0.resolved(for: scheme) }, start: start, end: end)
        case .radial(let stops, let center, let r0, let r1): return .radial(stops.map { $0.resolved(for: scheme) }, center: center, startRadius: r0, endRadius: r1)
        case .material: return self  // its tint is picked where it is drawn (`Painter.fillPath`)
        }
    }

    /// One colour standing for the style where only one can be used (a symbol's tint).
    public var representative: RGBA {
        switch self {
        case .color(let c), .gradient(let c): return c
        case .linear(let stops, _, _), .radial(let stops, _, _, _): return stops.first?.color ?? .black
        case .material(let material): return material.tint(dark: false)
        }
    }

    /// Decision: SwiftUI does not document its gradient; this one runs from the colour mixed
    /// 12% towards white at the top to 8% towards black at the bottom, which matches its look.
    public var gradientStops: (top: RGBA, bottom: RGBA) {
        switch self {
        case .color(let c): return (c, c)
        case .gradient(let c): return (c.mixed(with: .white, by: 0.12), c.mixed(with: .black, by: 0.08))
        case .linear(let stops, _, _), .radial(let stops, _, _, _):
            return (stops.first?.color ?? .black, stops.last?.color ?? .black)
        case .material(let material): return (material.tint(dark: false), material.tint(dark: false))
        }
    }
}

/// A style as a scene states it, before the environment is known: a style of its own, or one of
/// SwiftUI's hierarchical styles (`HierarchicalShapeStyle`: `.primary` … `.quaternary`), a level
/// of the foreground style in effect. Shapes fill with `.primary` when nothing else is said.
///
/// Resolving a level n (OpenSwiftUI's `HierarchicalShapeStyle` and `SystemColors.swift`, audited
/// against iOS 18, run against SwiftUI):
/// 1. Of a style that was set: that style at opacity 1, 0.5, 0.25, 0.18 for levels 0…3
///    (SwiftUI's `SystemColorDefinition.opacity(at:)`).
/// 2. With none set: iOS's label colours, `label` black, `secondaryLabel` #3C3C43 at 0.6,
///    `tertiaryLabel` at 0.3, `quaternaryLabel` at 0.18 (UIKit's light-mode values, the same
///    numbers as SwiftUI's own system colour table); in dark mode white and #EBEBF5 at the
///    same opacities (`SystemColors`).
/// 3. The style the levels are of is the nearest foreground style set that is not itself a
///    level: inside `.foregroundStyle(.secondary)`, `.tertiary` is the third level of what
///    `.secondary` was the second of (SwiftUI takes the levels of the current style's primary
///    style), not a level of a level (`EnvironmentValues.foregroundLevelBase`).
/// 4. Decision: as a fill or stroke, `.primary` is the foreground style in effect, so an
///    unfilled shape, `fill(.primary)` and `stroke(lineWidth:)` all draw in it. (SwiftUI draws
///    an explicit `fill(.primary)` in the base style's first level instead; the two differ only
///    inside `foregroundStyle(.secondary)` and its kin.)
/// 5. Inside `foregroundStyle(_:_:)` (or `(_:_:_:)`) the secondary (and tertiary) level is the
///    style given there (Apple: it "sets the primary and secondary levels of the foreground
///    style").
/// 6. An environment style (`EnvironmentStyle`: `.tint`, `Color.accentColor`, `.background`) is
///    the style the environment holds where it is drawn, at the opacity given.
public enum ShapeStyleValue: Hashable, Sendable {
    case style(ResolvedShapeStyle)
    case hierarchical(level: Int)
    case environment(EnvironmentStyle, opacity: Double)

    /// `.primary`: the foreground style in effect.
    public static let foreground = ShapeStyleValue.hierarchical(level: 0)

    /// The hierarchical styles by name, as scenes spell them.
    public static let levels: [String: Int] = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3]

    /// Step 1.
    static let opacities = [1, 0.5, 0.25, 0.18]

    /// Step 2.
    static let labelColors = [SystemColors.label, SystemColors.secondaryLabel, SystemColors.tertiaryLabel, SystemColors.quaternaryLabel]

    /// Steps 1–2: level `level` of `base` (nil: none was set).
    public static func level(_ level: Int, of base: ResolvedShapeStyle?) -> ResolvedShapeStyle {
        let index = min(max(level, 0), opacities.count - 1)
        guard let base else { return .color(labelColors[index]) }
        return index == 0 ? base : base.opacity(opacities[index])
    }

    /// Step 3: the style the levels are of, in `environment`.
    public static func base(in environment: EnvironmentValues) -> ResolvedShapeStyle? {
        if let set = environment.foregroundLevelBase { return set.style }
        return environment.foregroundStyle
    }

    /// The style a fill or stroke is drawn in (step 4 for `.primary`).
    public func resolved(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        switch self {
        case .style(let style): return style
        case .environment(let style, let opacity):
            let resolved = style.resolved(in: environment)
            return opacity == 1 ? resolved : resolved.opacity(opacity)
        case .hierarchical(level: 0): return environment.foregroundStyle ?? .primary
        case .hierarchical(let level):
            // `foregroundStyle(_:_:)` named the secondary (and tertiary) style itself.
            if let palette = environment.foregroundPalette, level - 1 < palette.count { return palette[level - 1] }
            return Self.level(level, of: Self.base(in: environment))
        }
    }
}

/// A shape style that is whatever the environment holds where it is drawn.
///
/// - `tint`: SwiftUI's `TintShapeStyle` (`.tint`) and `Color.accentColor`: the nearest
///   `tint(_:)` (or the deprecated `accentColor(_:)`, which the renderer keeps in the same
///   value), else the app's accent colour, else systemBlue. Apple (`TintShapeStyle`): "A style
///   that reflects the current tint color. … If no explicit tint is set, the tint is derived
///   from the app's accent color." Decision: `Color.accentColor` reads the same value, so a
///   `.tint(.red)` around `Color.accentColor` is red (the renderer has one accent value).
/// - `background`: SwiftUI's `BackgroundStyle` (`.background`, the default of `background()`
///   and `background(in:)`): the style `backgroundStyle(_:)` set around it (Apple,
///   `EnvironmentValues.backgroundStyle`: "An optional style that overrides the default system
///   background style when set"), else `fallback`: systemBackground, or what a view composed
///   of others fills with by default (a GroupBox's secondarySystemBackground).
public enum EnvironmentStyle: Hashable, Sendable {
    case tint
    case background(fallback: ResolvedShapeStyle)

    /// `.background` with nothing set: iOS's systemBackground.
    public static let background = EnvironmentStyle.background(fallback: .color(SystemColors.systemBackground))

    public func resolved(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        switch self {
        case .tint: return .color(environment.tint ?? environment.accentColor ?? SystemColors.blue)
        case .background(let fallback): return environment.backgroundStyle ?? fallback
        }
    }

    /// The style where no environment is known (a border, a shadow's colour, a gradient's stop,
    /// a tint's own colour): systemBlue, or the fallback background (decision).
    public var withoutEnvironment: ResolvedShapeStyle {
        switch self {
        case .tint: return .color(SystemColors.blue)
        case .background(let fallback): return fallback
        }
    }
}

/// A colour at a location (0…1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }

    package func opacity(_ factor: Double) -> GradientStop { GradientStop(color: color.opacity(factor), location: location) }

    package func resolved(for scheme: ColorScheme) -> GradientStop { GradientStop(color: color.resolved(for: scheme), location: location) }

    /// `Gradient(colors:)`: evenly spaced, the first at 0 and the last at 1.
    public static func evenly(_ colors: [RGBA]) -> [GradientStop] {
        colors.enumerated().map { index, color in
            GradientStop(color: color, location: colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
        }
    }
}

/// SwiftUI's `UnitPoint`: (0, 0) is the top leading corner, (1, 1) the bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let named: [String: UnitPoint] = [
        "zero": UnitPoint(x: 0, y: 0), "center": UnitPoint(x: 0.5, y: 0.5),
        "leading": UnitPoint(x: 0, y: 0.5), "trailing": UnitPoint(x: 1, y: 0.5),
        "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
        "topLeading": UnitPoint(x: 0, y: 0), "topTrailing": UnitPoint(x: 1, y: 0),
        "bottomLeading": UnitPoint(x: 0, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1),
    ]

    public func point(in rect: Rect) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
}

extension RGBA {
    /// `#RRGGBBAA`, as scene JSON spells a colour the Swift front ends computed.
    package var hexString: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
