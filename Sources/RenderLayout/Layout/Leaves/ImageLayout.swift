/// `Image(systemName:)` and `Image(file:)`, and `Image(…).resizable()`.
///
/// 1. A symbol's natural height is the current font's point size × 1.2 × the image scale
///    (`imageScale`: small 0.8, medium 1, large 1.3; decisions), its width that height × the
///    symbol's own width factor (0.4…1, from its ink); both rounded up to the pixel grid. It is
///    drawn as a vector path at the font's weight, tinted by the foreground style. An unknown
///    name warns and draws a placeholder.
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
        case .systemName(let name):
            let height = context.environment.resolvedFont.size * 1.2 * context.environment.imageScale.factor
            natural = Size(width: context.ceilToPixel(height * SymbolLibrary.widthFactor(name)), height: context.ceilToPixel(height))
        case .file(let image):
            natural = Size(width: Double(image.pixelWidth) / Double(image.scale), height: Double(image.pixelHeight) / Double(image.scale))
        }
        return resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if case .systemName(let name) = source, !SymbolLibrary.contains(name) {
            context.warn("unknown symbol \"\(name)\": drawn as a placeholder; docs/scene-format.md lists the \(SymbolLibrary.names.count) names render draws")
        }
        return .image(source, tint: context.environment.foregroundStyle ?? .primary, weight: context.environment.resolvedFont.weight)
    }
}

extension ImageLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { [] }
}
