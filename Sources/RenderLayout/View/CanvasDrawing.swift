/// What a `Canvas` recorded: its `GraphicsContext` commands in order, each with the context's
/// state at the time (SwiftUI's context is a value: a command draws with the transform,
/// opacity, blend mode and clip the context held when it was issued). The painter replays them
/// in the canvas's frame (`Painter.paintCanvas`); the front ends only record.
public struct CanvasDrawing: Sendable, Hashable {
    public var commands: [CanvasCommand]

    public init(commands: [CanvasCommand]) {
        self.commands = commands
    }
}

/// One `GraphicsContext` command and the context state it was issued in.
public struct CanvasCommand: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `fill(_:with:style:)`: non-zero winding unless `evenOdd`.
        case fill([PathElement], CanvasShading, evenOdd: Bool)
        /// `stroke(_:with:lineWidth:)`, `stroke(_:with:style:)`.
        case stroke([PathElement], CanvasShading, lineWidth: Double)
        /// `draw(_:at:anchor:)`, `draw(_:in:)` of an image or a text: the canvas's child
        /// `child` (laid out at its ideal size, or proposed the rect's), its `anchor` (a unit
        /// point of the child) put at `point`, or put at `rect`'s origin, and an image
        /// (`stretched`) scaled to fill it.
        case view(child: Int, point: Point, anchor: UnitPoint, rect: Rect?, stretched: Bool)
    }

    public var kind: Kind
    /// The affine transform `[a, b, c, d, tx, ty]` from the context's space to the canvas's
    /// (x' = a·x + c·y + tx, y' = b·x + d·y + ty): `translateBy`, `scaleBy`, `rotate(by:)`.
    public var transform: [Double]
    public var opacity: Double
    public var blendMode: CanvasBlendMode
    /// `clip(to:)`: each path with the transform it was given under; the command draws inside
    /// all of them.
    public var clips: [CanvasClip]

    public init(kind: Kind, transform: [Double] = CanvasCommand.identity, opacity: Double = 1, blendMode: CanvasBlendMode = .normal, clips: [CanvasClip] = []) {
        self.kind = kind
        self.transform = transform
        self.opacity = opacity
        self.blendMode = blendMode
        self.clips = clips
    }

    public static let identity: [Double] = [1, 0, 0, 1, 0, 0]
}

public struct CanvasClip: Sendable, Hashable {
    public var elements: [PathElement]
    public var transform: [Double]
    public var evenOdd: Bool

    public init(elements: [PathElement], transform: [Double], evenOdd: Bool = false) {
        self.elements = elements
        self.transform = transform
        self.evenOdd = evenOdd
    }
}

/// A `GraphicsContext.Shading`: a style whose gradient points are unit points of the canvas's
/// rect in the context's space (the front end divides the absolute points by the canvas size).
public struct CanvasShading: Sendable, Hashable {
    public var style: ResolvedShapeStyle
    public init(_ style: ResolvedShapeStyle) { self.style = style }
}

/// `GraphicsContext.BlendMode`: the ones Cairo has an operator for.
public enum CanvasBlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusLighter
}
