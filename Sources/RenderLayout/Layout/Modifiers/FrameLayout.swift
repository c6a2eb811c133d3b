/// `frame(width:height:alignment:)` (docs/layout-rules.md,
/// "Modifiers: frame(width:height:alignment:)").
///
/// 1. The content is proposed `width ?? proposal.width` by `height ?? proposal.height`.
/// 2. The frame answers `width ?? content.width` by `height ?? content.height`.
/// 3. The content is placed so that its alignment guide lies on the frame's (default centre);
///    it may overflow the frame.
/// 4. Spacing: the content's preferences, except on the edges of a fixed axis, which are the
///    frame's own plain edges (OpenSwiftUI's `_FrameLayout.spacing`).
struct FrameLayout: SingleChildLayout {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let content = subviews.first?.spacing ?? .plainView
        return content.reset((width == nil ? [] : [.leading, .trailing]) + (height == nil ? [] : [.top, .bottom]))
    }

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        AlignedPlacement.offset(container: ViewDimensions(size: bounds.size),
                                child: content.dimensions(in: contentProposal(for: proposal, in: bounds)),
                                alignment: alignment)
    }
}

extension FrameLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
