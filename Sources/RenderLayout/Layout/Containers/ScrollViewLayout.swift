/// `ScrollView(axes, showsIndicators:)` (docs/layout-rules.md, "Containers: ScrollView").
///
/// 1. The content is proposed `nil` on the scroll axes and the ScrollView's proposal on the
///    others.
/// 2. The ScrollView's size: the proposal on the scroll axes (unspecified: the content's
///    ideal length, so an ideal ScrollView shows all its content), the content's size on
///    the others.
/// 3. The content is placed at the leading and top edges, and drawn clipped to the
///    ScrollView's bounds; a scroll indicator is drawn when asked for and the content overflows.
/// 4. The ScrollView is the container of `containerRelativeFrame` inside it: its proposal,
///    finite axes only. (SwiftUI's ScrollView also runs under the safe area and insets its
///    content instead; at rest that places the content the same, but content overflowing
///    into the insets is clipped here — not modelled yet, docs/scene-format.md.)
struct ScrollViewLayout: Layout {
    let axes: Axis.Set
    let showsIndicators: Bool

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases where axes.contains(axis) { result[axis] = nil }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = context.engine.withContainer(Self.container(proposal)) {
            subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        }
        var size = content
        for axis in Axis.allCases where axes.contains(axis) {
            if let offered = proposal[axis] { size[axis] = offered.isFinite ? offered : content[axis] }
        }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        var childProposal = contentProposal(proposal)
        for axis in Axis.allCases where !axes.contains(axis) && childProposal[axis] == nil {
            childProposal[axis] = bounds.size[axis]
        }
        context.engine.withContainer(Self.container(proposal)) {
            subviews.first?.place(at: bounds.origin, proposal: childProposal)
        }
    }

    /// The container size its content sees: the proposal's finite axes.
    static func container(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                         height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .scroll(axes: axes, showsIndicators: showsIndicators)
    }
}
