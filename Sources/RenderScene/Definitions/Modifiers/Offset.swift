import RenderLayout

/// `offset(x:y:)`: the view drawn moved; layout does not change (docs/scene-format.md, "Modifiers").
///
/// 1. `{x, y}`, each 0 when left out (`JSONField.point`).
/// 2. Laid out by `OffsetLayout`: the parent lays out the view where it was, the content is
///    placed and drawn moved.
package struct Offset: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("offset", json: ["{x, y}"], summary: "Draws the view moved; layout does not change.", [
        .init([.init("x", .number, optional: true), .init("y", .number, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let point = try field.point()
        return Offset(x: point.x, y: point.y)
    }

    package let x: Double
    package let y: Double
    package var name: String { "offset" }

    package func layout(in environment: EnvironmentValues) -> any Layout { OffsetLayout(x: x, y: y) }
}

/// `offset(x:y:)`.
///
/// 1. Sizing is the content's: the parent lays out as if there were no offset.
/// 2. The content is placed moved by (x, y) — it is drawn there, and the dump shows it there,
///    while the offset node keeps the original frame.
package struct OffsetLayout: SingleChildLayout {
    package let x: Double
    package let y: Double

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
    }

    /// Guides do not move with the drawing.
    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.explicitAlignment(of: key, proposal: proposal)
    }
}
