/// `Image(systemName:)` and `Image(file:)`.
///
/// 1. A symbol is a square of the current font's point size × 1.2 (a decision), whatever
///    the proposal; it is drawn as a vector path tinted by the foreground style.
/// 2. A PNG file answers its pixel size (as points), whatever the proposal: images are not
///    resizable; frame them to clip or place them.
struct ImageLayout: Layout {
    let source: ImageSource

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        switch source {
        case .systemName:
            let side = context.ceilToPixel(context.environment.resolvedFont.size * 1.2)
            return Size(width: side, height: side)
        case .file(let image):
            return Size(width: Double(image.pixelWidth), height: Double(image.pixelHeight))
        }
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .image(source, tint: context.environment.foregroundStyle ?? .primary)
    }
}
