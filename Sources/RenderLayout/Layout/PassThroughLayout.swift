/// Modifiers that do not change layout: `font`, `lineLimit`, `foregroundColor` and the other
/// environment modifiers, `layoutPriority`, `opacity`, `clipped`, `cornerRadius`, `hidden`,
/// and the effects SwiftUI draws outside the layout: `clipShape`, `shadow`, `blur`,
/// `rotationEffect`, `scaleEffect`, `zIndex` (docs/effects.md).
///
/// 1. The content is proposed the modifier's proposal; the modifier answers the content's size.
/// 2. The content is placed at the same origin; guides pass through.
/// What differs is drawing (`effect`) or what the content inherits (the environment, applied
/// when the layout tree is built) or how a stack ranks it (`layoutPriority`).
package struct PassThroughLayout: SingleChildLayout {
    package let effect: (any DrawingEffect)?

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        effect.map { .effect(PlacedEffect($0)) } ?? .none
    }

    package init(effect: (any DrawingEffect)?) {
        self.effect = effect
    }
}

extension PassThroughLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
