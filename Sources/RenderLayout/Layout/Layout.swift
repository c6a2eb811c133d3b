/// The contract every container, modifier and leaf implements — SwiftUI's `Layout` protocol,
/// with a context that gives leaves their environment and the text measurer.
///
/// 1. `sizeThatFits` answers a proposal with a required size. It may ask any subview as many
///    times as it likes; the engine caches each (view, proposal) answer for the pass.
/// 2. `placeSubviews` places every subview that is shown, inside `bounds` (canvas points).
/// 3. `explicitAlignment` tells where a guide lies when it is not the default position
///    (text baselines, `alignmentGuide`), in coordinates relative to `bounds`.
/// 4. `spacing` gives the view's spacing preferences (`ViewSpacing`), which stacks without an
///    explicit spacing turn into gaps. Proposal-independent, computed once per pass.
package protocol Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext)
    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double?
    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing
    /// What the painter draws for this node once it is placed.
    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent
    /// For containers that show one child of several (ViewThatFits): its index, for the dump.
    func selectedIndex(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Int?
    /// Which guides `explicitAlignment` may answer (`ExplicitGuides`); by default all of them.
    func explicitGuides(children: ChildGuides) -> ExplicitGuides
}

extension Layout {
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? { nil }

    /// Leaves without text are plain edges.
    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing { .plainView }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent { .none }

    package func selectedIndex(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Int? { nil }

    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .all }
}

/// A layout with one content view (modifiers): by default guides pass through from the
/// content, shifted by where the content sits inside this view.
package protocol SingleChildLayout: Layout {
    /// Where the content's top-left corner lies relative to this view's, for a given size.
    func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point
    /// The proposal the content gets when this view is proposed `proposal`.
    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize
}

extension SingleChildLayout {
    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point { .zero }
    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize { proposal }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let offset = contentOffset(in: bounds, proposal: proposal, content: content)
        content.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
                      proposal: contentProposal(for: proposal, in: bounds))
    }

    /// Modifiers keep their content's spacing preferences unless they move its edges.
    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .plainView
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let content = subviews.first else { return nil }
        let childProposal = contentProposal(for: proposal, in: bounds)
        guard let value = content.explicitAlignment(of: key, proposal: childProposal) else { return nil }
        let offset = contentOffset(in: bounds, proposal: proposal, content: content)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }
}
