import RenderLayout

/// `fixedSize()` and `fixedSize(horizontal:vertical:)`: the view takes its ideal size on the
/// fixed axes (docs/scene-format.md, "Modifiers").
///
/// 1. `true` (or `false`) fixes both axes (or neither); `{horizontal, vertical}` each axis,
///    a missing one not fixed. `{"fixedSize": false}` is still a node of the tree.
/// 2. Laid out by `FixedSizeLayout`; the content is placed at the modifier's origin.
package struct FixedSize: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("fixedSize", json: ["true", "{horizontal, vertical}"],
                                        summary: "Proposes nil on the fixed axes: the view takes its ideal size.", [
        .init([], .constant(.bool(true))),
        .init([.init("horizontal", .bool), .init("vertical", .bool)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard case .object = field.node.value else {
            let on = try field.bool()
            return FixedSize(horizontal: on, vertical: on)
        }
        try field.checkKeys(["horizontal", "vertical"], what: "fixedSize")
        return FixedSize(horizontal: try field.member("horizontal")?.bool() ?? false,
                         vertical: try field.member("vertical")?.bool() ?? false)
    }

    package let horizontal: Bool
    package let vertical: Bool
    package var name: String { "fixedSize" }

    package func layout(in environment: EnvironmentValues) -> any Layout { FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
}

/// `fixedSize(horizontal:vertical:)`.
///
/// 1. On each fixed axis the content is proposed `nil` (it answers its ideal size there);
///    on the other axis it gets the parent's proposal.
/// 2. The modifier answers the content's size; the content may overflow its parent.
package struct FixedSizeLayout: SingleChildLayout {
    package let horizontal: Bool
    package let vertical: Bool

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
    }
}

extension FixedSizeLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
