import RenderLayout
import RenderScene

// `symbolRenderingMode`, `symbolVariant` and `foregroundStyle(_:_:)` / `(_:_:_:)`, with
// SwiftUI's signatures.

/// SwiftUI's `SymbolRenderingMode`: `.monochrome`, `.hierarchical`, `.palette`, `.multicolor`.
public struct SymbolRenderingMode: Equatable, Sendable {
    package let kind: SymbolRenderingModeKind
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

/// SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, `.none`,
/// and their combinations (`.circle.fill`).
public struct SymbolVariants: Equatable, Sendable {
    package let names: [String]
    public static let none = SymbolVariants(names: ["none"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let slash = SymbolVariants(names: ["slash"])

    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }

    public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }
}

extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, SceneModifier> {
        scene("symbolRenderingMode", ["_"], [mode.map { SceneJSON.string($0.kind.rawValue) } ?? SceneJSON.node(.null)])
    }

    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, SceneModifier> {
        scene("symbolVariant", ["_"], [SceneJSON.string(variant.names.joined(separator: "."))])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, SceneModifier> {
        scene("foregroundStyle", ["_", "_"], [primary.styleJSON, secondary.styleJSON])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> ModifiedContent<Self, SceneModifier> {
        scene("foregroundStyle", ["_", "_", "_"], [primary.styleJSON, secondary.styleJSON, tertiary.styleJSON])
    }
}

/// SwiftUI's `ButtonBorderShape`: `.automatic`, `.capsule`, `.circle`, `.roundedRectangle`,
/// `.roundedRectangle(radius:)`.
public struct ButtonBorderShape: Sendable {
    package let json: JSONNode.Value
    public static let automatic = ButtonBorderShape(json: .string("automatic"))
    public static let capsule = ButtonBorderShape(json: .string("capsule"))
    public static let circle = ButtonBorderShape(json: .string("circle"))
    public static let roundedRectangle = ButtonBorderShape(json: .string("roundedRectangle"))
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
        ButtonBorderShape(json: .object([("roundedRectangle", SceneJSON.number(radius))]))
    }
}

extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, SceneModifier> {
        scene("buttonBorderShape", ["_"], [SceneJSON.node(shape.json)])
    }
}
