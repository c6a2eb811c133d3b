import CCairoPango

import RenderLayout

/// `containerShape(_:)`: sets the shape every `ContainerRelativeShape` inside takes, and that a
/// shape-style `background` inside fills (Apple: "Sets the container shape to use for any
/// container relative shape within this view").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. While the content is painted, the shape at the modifier's frame is the container shape:
///    a `ContainerRelativeShape` inside (a shape view, or a `clipShape`) is that shape inset to
///    its own frame (`ContainerRelative`); the nearest `containerShape` wins.
/// 3. `background(_:ignoresSafeAreaEdges:)` and `background()` inside fill the container
///    shape inset to the fill's frame, not its rectangle: ByteDance's DanceUI (bytedance/DanceUI,
///    the file declaring `_BackgroundStyleModifier`; its commit was not recorded, as the index
///    it was read from holds the text without one) makes that modifier's shape
///    `ImplicitContainerShape().path(in: rect)`, and OpenSwiftUI@5497a70's
///    Sources/OpenSwiftUICore/Shape/ContainerShape.swift resolves `ImplicitContainerShape` as
///    `ContainerRelativeShape` is resolved under a shape set by `.containerShape` (no picture
///    of an iPhone was compared); a background
///    view does not.
/// 4. A `ContainerRelativeShape` given as the container shape changes nothing (OpenSwiftUI's
///    `setContainerShape` returns for it); a `Path` or custom `Shape` is refused in a scene
///    file (the renderer insets only its own shapes); from Swift it is left out with a
///    warning (`InterpreterContainerShapes`).
package struct ContainerShape: ModifierDefinition, EnvironmentModifier, DrawingEffect {
    package static let entry = Vocabulary.Entry("containerShape", json: ["shape view"],
                                        summary: "The shape a ContainerRelativeShape inside takes, inset to its frame; a style background inside fills it.", [
        .init([.init("_", .shape)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let shape = try ClipShape.shape(value, modifier: "containerShape")
        switch shape {
        case .containerRelative: return nil
        case .path, .customPath: throw value.fail("containerShape takes an insettable shape (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule…), not a Path")
        default: return ContainerShape(shape: shape)
        }
    }

    package let shape: ShapeKind
    package var name: String { "containerShape" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.hasContainerShape = true
    }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        painter.paintChildren(node, containerShape: shape)
    }
}

/// Step 3: a shape-style background under a `containerShape`: its fill (the first child, placed
/// first) drawn through the container shape inset to the fill's frame, then the content.
package struct ContainerShapedFill: DrawingEffect {
    package func paint(_ node: PlacedNode, with painter: Painter) {
        guard let fill = node.children.first else { return }
        let cairo = painter.cairo
        cairo_save(cairo)
        ShapePath.add(painter.resolvedShape(.containerRelative, in: fill.frame), in: fill.frame, to: cairo)
        cairo_clip(cairo)
        painter.paint(fill)
        cairo_restore(cairo)
        // The content in the painter's order (`zIndex`), as any node's children.
        var content = node
        content.children.removeFirst()
        painter.paintChildren(content)
    }
}
