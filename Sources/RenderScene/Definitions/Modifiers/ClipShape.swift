import CCairoPango

import RenderLayout

/// `clipShape(_:style:)`: drawing is cut to a shape in the view's frame; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn through the shape's path in the frame as a clip; a `Path` (or a
///    custom `Shape`, its `path(in:)` run for the frame's size) clips to its outline, filled
///    with the non-zero winding rule; a `ContainerRelativeShape` is the enclosing container
///    shape inset to the frame (`ContainerRelative`).
/// 3. The SVG text layer sees only what lies inside the frame; `--fit` sees all of it
///    (decision: as `PaintedExtent` always measured it).
package struct ClipShape: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("clipShape", json: ["shape view"],
                                        summary: "Clips drawing to a shape in the view's frame; layout does not change.", [
        .init([.init("_", .shape), .init("style", .ignored, optional: true)], .single(0)),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ClipShape(shape: try shape(value))
    }

    /// A shape view's name or object (`"Circle"`, `{"type": "RoundedRectangle", "cornerRadius": 8}`);
    /// `modifier` names the modifier it is read for in errors (`containerShape` reads it too).
    package static func shape(_ field: JSONField, modifier: String = "clipShape") throws(SceneError) -> ShapeKind {
        let simple: [String: ShapeKind] = ["Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule,
                                           "ContainerRelativeShape": .containerRelative]
        let noun = modifier == "clipShape" ? "clip shape" : modifier == "glassEffect" ? "glass shape" : "container shape"
        if case .string = field.node.value { return try field.choice(simple, what: noun) }
        guard let type = field.member("type") else { throw field.fail("\(modifier) needs a shape's \"type\"") }
        // A `Path` or a custom `Shape` (its `path(in:)` made for the frame at layout time).
        if case .string("Path") = type.node.value {
            try field.checkKeys(["type", "elements"], what: modifier)
            return try PathView.shape(field)
        }
        if case .string("UnevenRoundedRectangle") = type.node.value {
            let keys = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
            try field.checkKeys(Set(keys + ["type"]), what: modifier)
            var radii: [Double] = []
            for key in keys { radii.append(try field.member(key)?.length(allowInfinity: false) ?? 0) }
            return .unevenRoundedRectangle(topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2], topTrailing: radii[3])
        }
        try field.checkKeys(["type", "cornerRadius", "style"], what: modifier)
        if case .string("RoundedRectangle") = type.node.value {
            guard let radius = field.member("cornerRadius") else { throw field.fail("RoundedRectangle needs \"cornerRadius\"") }
            let value = try radius.length(allowInfinity: false)
            let styles: [String: Bool] = ["circular": false, "continuous": true]
            let continuous: Bool = try field.member("style")?.choice(styles, what: "corner style") ?? false
            return continuous ? .continuousRoundedRectangle(cornerRadius: value) : .roundedRectangle(cornerRadius: value)
        }
        if let extra = field.member("cornerRadius") ?? field.member("style") { throw extra.fail("only RoundedRectangle has \"cornerRadius\" and \"style\"") }
        return try type.choice(simple.merging(["RoundedRectangle": .rectangle]) { a, _ in a }, what: noun)
    }

    package let shape: ShapeKind
    package var name: String { "clipShape" }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let cairo = painter.cairo
        cairo_save(cairo)
        ShapePath.add(painter.resolvedShape(shape, in: node.frame), in: node.frame, to: cairo)
        cairo_clip(cairo)
        painter.paintChildren(node)
        cairo_restore(cairo)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? { Painter.intersection(inner, frame) }
    package var textLayer: EffectReach { .clipped }
}
