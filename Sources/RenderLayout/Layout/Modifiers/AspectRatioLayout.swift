/// `aspectRatio(_:contentMode:)`, `scaledToFit()` (`aspectRatio(nil, .fit)`), `scaledToFill()`.
///
/// 1. A proposal of nil × nil reaches the content unchanged.
/// 2. Otherwise the ratio is `ratio × 1`, or with a nil ratio the content's ideal size (its
///    answer to nil × nil); a square ratio counts as 1 × 1.
/// 3. Each proposed dimension gives a scale (proposed ÷ ratio's); a nil dimension, or a zero
///    ratio side under a non-zero proposal, gives infinity. `fit` takes the smaller scale,
///    `fill` the larger.
/// 4. The content is proposed the ratio size × that scale; the modifier answers the content's
///    answer and places the content at its own origin (the same size, so centred).
/// Source: OpenSwiftUI's `_AspectRatioLayout` (OpenSwiftUICore/Layout/AspectRatioLayout.swift)
/// and Apple's documentation of `aspectRatio(_:contentMode:)`. A `fill` with one nil
/// dimension proposes infinity on both axes, as SwiftUI does.
struct AspectRatioLayout: SingleChildLayout {
    let ratio: Double?
    let contentMode: ContentMode

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let content = subviews.first else { return .zero }
        return content.sizeThatFits(offered(proposal, content: content))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        content.place(at: bounds.origin, proposal: offered(proposal, content: content))
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let content = subviews.first else { return nil }
        return content.explicitAlignment(of: key, proposal: offered(proposal, content: content))
    }

    /// Steps 1–4: what the content is proposed.
    func offered(_ proposal: ProposedViewSize, content: LayoutSubview) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var size = ratio.map { Size(width: $0, height: 1) } ?? content.sizeThatFits(.unspecified)
        if size.width == size.height { size = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ side: Double) -> Double {
            guard let target, side != 0 || target != 0 else { return .infinity }
            return target / side
        }
        let x = scale(proposal.width, size.width), y = scale(proposal.height, size.height)
        let factor = contentMode == .fit ? min(x, y) : max(x, y)
        // 0 × ∞ (a zero-width ideal size under `fill`) is 0, not NaN.
        func product(_ side: Double) -> Double { side == 0 ? 0 : side * factor }
        return ProposedViewSize(width: product(size.width), height: product(size.height))
    }
}
