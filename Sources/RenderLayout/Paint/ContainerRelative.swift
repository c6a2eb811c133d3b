/// `ContainerRelativeShape`: the shape of the nearest enclosing `containerShape(_:)`, inset to
/// the frame it is drawn in (Apple: "A shape that is replaced by an inset version of the
/// current container shape. If no container shape was defined, is replaced by a rectangle.").
///
/// How the inset is measured is not in Apple's documentation; it follows OpenSwiftUI's
/// reading of SwiftUICore (OpenSwiftUIProject/OpenSwiftUI@5497a70,
/// Sources/OpenSwiftUICore/Shape/ContainerShape.swift, `ContainerShapeType.path(in:proxy:…)`):
///
/// 1. The inset is the smallest of the four distances from the frame's edges to the
///    container's (left, top, right, bottom), never below 0.
/// 2. The container's shape is inset by that much in the frame grown by it: the shape in the
///    frame itself, its corner radii reduced by the inset, never below 0
///    (`RoundedRectangle`, `UnevenRoundedRectangle`); a rectangle, circle, ellipse or capsule
///    is that shape in the frame.
/// 3. With no container shape, or a container shape that is itself container-relative, the
///    shape is a rectangle.
/// 4. Frames are compared in canvas points: a `scaleEffect` or `rotationEffect` between the
///    container and the shape is not taken into account (decision). An `offset` is: it places
///    its content moved (`OffsetLayout`), as SwiftUI's `ContainerShapeContext` converts through
///    the coordinate space, which an offset's geometry effect moves.
package enum ContainerRelative {
    /// Step 1: how far `frame` lies inside `container` at its nearest edge.
    package static func inset(of frame: Rect, in container: Rect) -> Double {
        max(0, min(frame.minX - container.minX, frame.minY - container.minY,
                   container.maxX - frame.maxX, container.maxY - frame.maxY))
    }

    /// Steps 2–3: the shape a container-relative shape in `frame` is under a container of
    /// `shape` placed at `container` (nil: no container shape).
    package static func resolve(in frame: Rect, container: (shape: ShapeKind, frame: Rect)?) -> ShapeKind {
        guard let container else { return .rectangle }
        let amount = inset(of: frame, in: container.frame)
        func less(_ radius: Double) -> Double { max(0, radius - amount) }
        switch container.shape {
        case .roundedRectangle(let radius): return .roundedRectangle(cornerRadius: less(radius))
        case .continuousRoundedRectangle(let radius): return .continuousRoundedRectangle(cornerRadius: less(radius))
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr):
            return .unevenRoundedRectangle(topLeading: less(tl), bottomLeading: less(bl), bottomTrailing: less(br), topTrailing: less(tr))
        case .circle, .ellipse, .capsule, .rectangle: return container.shape
        // Not insettable (the modifier takes only insettable shapes), or container-relative.
        case .path, .customPath, .containerRelative: return .rectangle
        }
    }
}

extension Painter {
    /// `shape` as drawn in `rect`: a container-relative shape resolved against the container
    /// shape being painted in (`containerShape`), any other shape as it is.
    package func resolvedShape(_ shape: ShapeKind, in rect: Rect) -> ShapeKind {
        guard case .containerRelative = shape else { return shape }
        return ContainerRelative.resolve(in: rect, container: containerShape)
    }

    /// Paints `node`'s children with `shape` at `node.frame` as their container shape.
    package func paintChildren(_ node: PlacedNode, containerShape shape: ShapeKind) {
        let saved = containerShape
        containerShape = (shape, node.frame)
        defer { containerShape = saved }
        paintChildren(node)
    }
}
