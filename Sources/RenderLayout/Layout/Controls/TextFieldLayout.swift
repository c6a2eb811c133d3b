/// `TextField` and `SecureField`, with the style in the environment (`textFieldStyle`), iOS 17
/// at rest: `children[0]` is the Text shown — the text, or the placeholder when the text is
/// empty (drawn in placeholderText grey, LayoutTreeBuilder); a SecureField's text is bullets.
///
/// 1. Insets: `roundedBorder` pads the text 7 on each side (UITextField's `.roundedRect` text
///    rect); `plain` and `automatic` (plain on iOS) add nothing.
/// 2. Width: the proposal, like a shape — a text field fills the width it is offered, in a
///    stack or a Form row alike; unspecified (ideal, `fixedSize`): the text's ideal width plus
///    the insets.
/// 3. The text is proposed the width minus the insets and no height: one line, truncated at
///    the tail (`lineLimit(1)`), unless `axis: .vertical`, where it wraps and the field grows.
/// 4. Height: the text's height; `roundedBorder` makes it at least 2 × the font's size
///    (34 at body 17 pt: UITextField's rounded-rect height), and at least the text's height
///    plus 4.
/// 5. The text sits at the leading inset, centred vertically; its baselines are the field's.
/// Drawn for `roundedBorder`: a white rounded rectangle (radius 5) with a 0.5-point border in
/// the separator grey, under the text.
struct TextFieldLayout: Layout {
    let style: TextFieldStyleKind

    static let roundedInset = 7.0
    static let cornerRadius = 5.0

    private var inset: Double { style == .roundedBorder ? Self.roundedInset : 0 }

    private func textProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * inset) }, height: nil)
    }

    /// Step 4: the field's height for a text of height `text`.
    private func height(text: Double, context: LayoutContext) -> Double {
        guard style == .roundedBorder else { return text }
        return max(text + 4, 2 * context.environment.resolvedFont.size)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let text = subviews.first?.sizeThatFits(textProposal(proposal)) ?? .zero
        return Size(width: proposal.width ?? (text.width + 2 * inset), height: height(text: text.height, context: context))
    }

    private func textOffset(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Point {
        let text = subviews.first?.sizeThatFits(textProposal(proposal)) ?? .zero
        return Point(x: inset, y: (bounds.height - text.height) / 2)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let text = subviews.first else { return }
        let offset = textOffset(bounds, proposal, subviews)
        text.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: textProposal(proposal))
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let text = subviews.first, let guide = text.explicitAlignment(of: key, proposal: textProposal(proposal)) else { return nil }
        let offset = textOffset(bounds, proposal, subviews)
        return guide + (key.axis == .horizontal ? offset.x : offset.y)
    }

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        style == .roundedBorder ? .plainView : (subviews.first?.spacing ?? .plainView)
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        style == .roundedBorder ? .control(.roundedTextField, tint: context.environment.tint) : .none
    }

    /// A SecureField shows one bullet per character of its text.
    static func bullets(for text: String) -> String {
        String(repeating: "\u{2022}", count: text.count)
    }
}
