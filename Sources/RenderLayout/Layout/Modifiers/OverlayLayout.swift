/// `overlay(alignment:content:)` and `background(alignment:content:)`.
///
/// 1. The primary view (`children[0]`) is proposed the modifier's proposal; its answer is the
///    modifier's answer — the secondary view never changes the size.
/// 2. The secondary view (`children[1]`) is proposed the primary's size and placed so that
///    its alignment guide lies on the primary's (default centre); it may overflow.
/// 3. An overlay is drawn after the primary, a background before it.
/// 4. `background(_:ignoresSafeAreaEdges:)` (a shape style, all edges by default): the fill
///    grows into the safe-area insets the frame touches on those edges (`SafeArea.swift`;
///    OpenSwiftUI's `_BackgroundStyleModifier`), proposed and placed as that larger rect.
/// `mask(alignment:_:)` is laid out as an overlay; its secondary view masks the primary when
/// drawn (`MaskEffect`, `Definitions/Modifiers/Mask.swift`).
struct OverlayLayout: Layout {
    let alignment: Alignment
    let isBackground: Bool
    var effect: (any DrawingEffect)? = nil
    var ignoresSafeAreaEdges: Set<Edge> = []

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        effect.map { .effect(PlacedEffect($0)) } ?? .none
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let primary = subviews.first else { return }
        let secondary = subviews.count > 1 ? subviews[1] : nil
        let placeSecondary = {
            guard let secondary else { return }
            let grown = ignoresSafeAreaEdges.isEmpty ? EdgeInsets() : context.safeAreaInsets(of: bounds).on(ignoresSafeAreaEdges)
            if !grown.isZero {
                let area = bounds.outset(by: grown)
                secondary.place(at: area.origin, proposal: ProposedViewSize(area.size))
                return
            }
            let secondaryProposal = ProposedViewSize(bounds.size)
            let offset = AlignedPlacement.offset(container: primary.dimensions(in: proposal),
                                                 child: secondary.dimensions(in: secondaryProposal),
                                                 alignment: alignment)
            secondary.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: secondaryProposal)
        }
        if isBackground { placeSecondary() }
        primary.place(at: bounds.origin, proposal: proposal)
        if !isBackground { placeSecondary() }
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.explicitAlignment(of: key, proposal: proposal)
    }

    /// The primary view's spacing preferences, as its size and guides.
    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .plainView
    }
}
