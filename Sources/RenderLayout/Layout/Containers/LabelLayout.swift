/// `Label(_:systemImage:)`: `children[0]` is the icon (an `Image(systemName:)`), `children[1]`
/// the title (a `Text`); the `labelStyle` in the environment picks what shows.
///
/// 1. `titleAndIcon` and `automatic`: icon then title, laid out as an `HStack` with its default
///    centre alignment and default spacing (between a symbol and a text, 8 — ViewSpacing). This is
///    a decision: Apple documents no numbers for iOS 17's label outside lists and menus.
/// 2. `titleOnly`: the title alone, the icon neither sized nor drawn; `iconOnly`: the icon alone.
/// 3. The symbol is sized by the label's font, as every `Image(systemName:)` is.
struct LabelLayout: Layout {
    let style: LabelStyleKind

    private var stack: StackLayout { StackLayout(axis: .horizontal, alignment: .vertical(.center), spacing: nil) }

    /// Step 2: the one child shown, or nil for both.
    private func single(_ subviews: LayoutSubviews) -> LayoutSubview? {
        guard subviews.count == 2 else { return nil }
        switch style {
        case .titleOnly: return subviews[1]
        case .iconOnly: return subviews[0]
        case .automatic, .titleAndIcon: return nil
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let shown = single(subviews) { return shown.sizeThatFits(proposal) }
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        if let shown = single(subviews) { return shown.place(at: bounds.origin, proposal: proposal) }
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        if let shown = single(subviews) { return shown.explicitAlignment(of: key, proposal: proposal) }
        return stack.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        if let shown = single(subviews) { return shown.spacing }
        return stack.spacing(subviews: subviews, context: context)
    }
}

/// `labelStyle(_:)`: the styles iOS ships.
public enum LabelStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}
