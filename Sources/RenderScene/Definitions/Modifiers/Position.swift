import RenderLayout

/// `position(x:y:)`: the view centred at a point of the space offered, which it takes whole
/// (docs/scene-format.md, "Modifiers").
///
/// 1. `{x, y}`, each 0 when left out (`JSONField.point`).
/// 2. Laid out by `PositionLayout`; debug borders put the content's proposal centred on the
///    point (`ChildPlacement.positioned`).
package struct Position: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("position", json: ["{x, y}"], summary: "Centres the view at a point of the space offered, which it takes whole.", [
        .init([.init("x", .number, optional: true), .init("y", .number, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let point = try field.point()
        return Position(x: point.x, y: point.y)
    }

    package let x: Double
    package let y: Double
    package var name: String { "position" }
    /// A layout of its own: a plain view to its stack, even around a Spacer (`ModifierBehavior` step 6).
    package var ranksAsItsOwnLayout: Bool { true }
    package var placement: ChildPlacement { .positioned }

    package func layout(in environment: EnvironmentValues) -> any Layout { PositionLayout(x: x, y: y) }
}

/// `position(x:y:)`.
///
/// 1. Takes the whole proposal (an unspecified axis answers 10).
/// 2. Proposes that size to the content and places the content's centre at (x, y) in its
///    own coordinates; an infinitely large content at its origin (never at −∞, which is NaN
///    for whatever the content places inside it: `AlignedPlacement.difference`).
package struct PositionLayout: Layout {
    package let x: Double
    package let y: Double

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let childProposal = ProposedViewSize(bounds.size)
        let size = content.sizeThatFits(childProposal)
        // An infinite content (a filling aspect ratio inside, proposed infinity) starts at the
        // origin: its centre is nowhere, and −∞ there would be NaN for its children.
        content.place(at: Point(x: bounds.minX + AlignedPlacement.difference(x, size.width / 2),
                                y: bounds.minY + AlignedPlacement.difference(y, size.height / 2)),
                      proposal: childProposal)
    }
}
