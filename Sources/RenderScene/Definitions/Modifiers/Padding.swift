import RenderLayout

/// `padding(_:)`, `padding(_:_:)`: the view inset (docs/scene-format.md, "Modifiers";
/// docs/effects.md for negative lengths).
///
/// 1. `true` is 16 points on every edge (`PaddingLayout.defaultLength`); a number is that
///    length on every edge; `{edges, length}` that length (16 when left out or null, as SwiftUI's
///    `nil`) on those edges
///    (every edge when left out); `{top, leading, bottom, trailing}` each edge's own, 0 when
///    left out (`JSONField.paddingInsets`). Lengths are finite and may be negative.
/// 2. Laid out by `PaddingLayout`; the content is placed inset by the leading and top insets.
package struct Padding: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("padding", json: ["true", "length", "{edges, length}", "{top, leading, bottom, trailing}"],
                                        summary: "Insets the view (16 points by default).", [
        .init([], .constant(.bool(true))),
        .init([.init("_", .length)], .single(0)),
        .init([.init("_", .insets)], .single(0)),
        .init([.init("_", .edges, key: "edges"), .init("_", .length, optional: true, key: "length")]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Padding(insets: try field.paddingInsets())
    }

    package let insets: EdgeInsets
    package var name: String { "padding" }
    /// A layout of its own: a plain view to its stack, even around a Spacer (`ModifierBehavior` step 6).
    package var ranksAsItsOwnLayout: Bool { true }

    package func layout(in environment: EnvironmentValues) -> any Layout { PaddingLayout(insets: insets) }
}

/// `padding(_:_:)`.
///
/// 1. The content is proposed the proposal minus the insets, never below 0; `nil` and
///    infinity stay as they are.
/// 2. The modifier answers the content's size plus the insets, never below 0.
/// 3. The content is placed inset by the leading and top insets.
/// Insets may be negative (`padding(.bottom, -130)` in Apple's Landmarks tutorial): the
/// content is then offered more than the proposal and overhangs the modifier's frame, drawn
/// whole; the parent lays out the smaller frame.
/// 4. Spacing: the content's preferences, except on every padded edge, which is a plain edge
///    (OpenSwiftUI's `PaddingLayout.spacing`).
package struct PaddingLayout: SingleChildLayout {
    package let insets: EdgeInsets

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let padded: [(Double, ViewSpacing.Edge)] = [(insets.top, .top), (insets.bottom, .bottom),
                                                    (insets.leading, .leading), (insets.trailing, .trailing)]
        return (subviews.first?.spacing ?? .plainView).reset(padded.filter { $0.0 != 0 }.map(\.1))
    }

    package static let defaultLength = 16.0

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        return Size(width: max(0, content.width + insets.horizontal), height: max(0, content.height + insets.vertical))
    }

    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        Point(x: insets.leading, y: insets.top)
    }
}

extension PaddingLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
