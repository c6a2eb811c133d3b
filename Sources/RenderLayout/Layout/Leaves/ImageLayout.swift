/// `Image(systemName:)` and `Image(file:)`, and `Image(…).resizable()`.
///
/// 1. A symbol's natural size is a square of the current font's point size × 1.2 (a
///    decision); it is drawn as a vector path tinted by the foreground style.
/// 2. A PNG file's natural size is its pixel size divided by its scale (`name@2x.png` is
///    scale 2).
/// 3. A fixed image answers its natural size, whatever the proposal: frame it to clip or
///    place it.
/// 4. A resizable image answers the proposal, a nil dimension replaced by the natural size
///    ("Fitting images into available space", Apple); it is drawn stretched to its frame.
struct ImageLayout: Layout {
    let source: ImageSource
    let resizable: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let natural: Size
        switch source {
        case .systemName:
            let side = context.ceilToPixel(context.environment.resolvedFont.size * 1.2)
            natural = Size(width: side, height: side)
        case .file(_, let width, let height, let scale):
            natural = Size(width: Double(width) / Double(scale), height: Double(height) / Double(scale))
        }
        return resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .image(source, tint: context.environment.foregroundStyle ?? .primary)
    }
}
