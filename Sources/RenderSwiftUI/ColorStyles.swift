import Foundation
import RenderLayout

import RenderScene

/// SwiftUI's `Color`: a named system colour, or one made from components; a view that fills the
/// space it is offered, and the style of `foregroundStyle`, `fill`, `background`, `border`.
/// Named colours stay names in the scene JSON, components become `#RRGGBBAA`, as the Swift
/// front end writes them.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    package indirect enum Storage: Hashable, Sendable {
        case named(String)
        case components(RGBA)
        case opacity(Storage, Double)
    }
    package let storage: Storage

    package init(_ storage: Storage) { self.storage = storage }

    /// SwiftUI's colour spaces for components: linear components are converted to sRGB's
    /// gamma; Display P3 is taken as sRGB (the renderer draws sRGB; decision).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let rgba = RGBA(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue), alpha: Self.unit(opacity))
        storage = .components(colorSpace == .sRGBLinear ? rgba.gammaEncoded : rgba)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// HSB to RGB, as `Color(hue:saturation:brightness:)` does.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let rgba = RGBA(hue: Self.unit(hue), saturation: Self.unit(saturation), brightness: Self.unit(brightness))
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: opacity)
    }

    private static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

    /// Returns a `Color`, not a modified view, so `Color.orange.opacity(0.2)` stays a style
    /// (the concrete method wins over `View.opacity`, as in SwiftUI).
    public func opacity(_ factor: Double) -> Color { Color(.opacity(storage, factor)) }

    /// `Color.orange.gradient`: SwiftUI's subtle gradient of a named colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    public static let red = Color(.named("red")), orange = Color(.named("orange")), yellow = Color(.named("yellow"))
    public static let green = Color(.named("green")), mint = Color(.named("mint")), teal = Color(.named("teal"))
    public static let cyan = Color(.named("cyan")), blue = Color(.named("blue")), indigo = Color(.named("indigo"))
    public static let purple = Color(.named("purple")), pink = Color(.named("pink")), brown = Color(.named("brown"))
    public static let gray = Color(.named("gray")), black = Color(.named("black")), white = Color(.named("white"))
    /// `Color.primary` and `.secondary` are fixed colours (label, secondaryLabel), unlike the
    /// hierarchical `.primary` and `.secondary`, which take the foreground style in effect.
    public static let clear = Color(.named("clear")), primary = Color(.named("label")), secondary = Color(.named("secondaryLabel"))
    /// The accent colour in effect where it is drawn: the nearest `tint(_:)`, else the app's
    /// accent colour, else iOS's blue (`EnvironmentStyle`).
    public static let accentColor = Color(.named("accentColor"))

    /// `"red"`, `"#FF000080"` or `{"color": …, "opacity": …}`.
    package var sceneJSON: JSONNode {
        func json(_ storage: Storage) -> JSONNode {
            switch storage {
            case .named(let name): return SceneJSON.string(name)
            case .components(let rgba): return SceneJSON.string(rgba.hexString)
            case .opacity(let base, let factor): return SceneJSON.object([("color", json(base)), ("opacity", SceneJSON.number(factor))])
            }
        }
        return json(storage)
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("Color", ["_"], [sceneJSON])]
    }
}

/// `Color.orange.gradient`. The renderer draws the gradient of a named colour (an unnamed one
/// is drawn flat, as the scene format has no gradient of components).
public struct AnyGradient: Hashable, Sendable {
    package let color: Color

    package var sceneJSON: JSONNode {
        if case .named(let name) = color.storage { return SceneJSON.string(name + ".gradient") }
        return color.sceneJSON
    }
}

/// SwiftUI's `ShapeStyle`: what `foregroundStyle`, `fill`, `stroke`, `background` and `border`
/// accept — a colour, a colour's gradient, a linear or radial gradient. Each API function takes
/// one generic `some ShapeStyle` rather than an overload per type, as SwiftUI does, so
/// `.background(Color.orange)`, `.red` and `func tint<S: ShapeStyle>(_ s: S)` all resolve.
/// (`ResolvedShapeStyle` is the renderer's drawn result.)
public protocol ShapeStyle: Sendable {
    /// The style as the scene JSON writes it: `"red"`, `"#FF000080"`, `{"linearGradient": …}`.
    var styleJSON: JSONNode { get }
}

extension Color: ShapeStyle {
    public var styleJSON: JSONNode { sceneJSON }
}

extension AnyGradient: ShapeStyle {
    public var styleJSON: JSONNode { sceneJSON }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// SwiftUI's `TintShapeStyle` (`.tint`): the tint in effect where it is drawn, else the app's
/// accent colour (`EnvironmentStyle`).
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var styleJSON: JSONNode { SceneJSON.string("tint") }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// SwiftUI's `BackgroundStyle` (`.background`): the style `backgroundStyle(_:)` set around it,
/// else systemBackground (`EnvironmentStyle`).
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var styleJSON: JSONNode { SceneJSON.string("background") }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// SwiftUI's `HierarchicalShapeStyle`: `.primary` … `.quaternary` where a `ShapeStyle` is
/// taken, levels of the foreground style in effect (`ShapeStyleValue`), unlike `Color.primary`
/// and `Color.secondary`, which are fixed colours.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let name: String
    public var styleJSON: JSONNode { SceneJSON.string(name) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "primary") }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "secondary") }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "tertiary") }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "quaternary") }
}

/// SwiftUI's `Material`: a fill that blurs and tints what lies behind it (`MaterialStyle`),
/// `.background(.ultraThinMaterial)`, `.fill(.regularMaterial)`, `Material.bar`.
public struct Material: ShapeStyle, Hashable {
    let name: String
    public var styleJSON: JSONNode { SceneJSON.string(name) }

    public static let ultraThin = Material(name: "ultraThinMaterial"), thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial"), thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial"), bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
