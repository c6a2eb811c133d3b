import RenderLayout

/// `safeAreaPadding(_:)`, `safeAreaPadding(_:_:)` (iOS 17; docs/scene-format.md, "Devices and
/// safe area").
///
/// SwiftUI builds it from four `safeAreaInset`s whose inset views are empty frames of the
/// padding's length with no spacing (OpenSwiftUI's `SafeAreaPaddingModifier`), which comes to:
/// 1. Sizing and placement as `padding` (PaddingLayout): the content is proposed the proposal
///    minus the insets and placed inset by them.
/// 2. The content's safe area gains one level: the modifier's frame, safe inside the insets —
///    so a view that ignores the safe area covers the padding (and, where the frame touches
///    the screen's safe edge, the screen's insets too).
/// Negative lengths are refused by the decoder (SwiftUI's frames of negative size are invalid).
package struct SafeAreaPadding: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("safeAreaPadding", json: ["true", "length", "{edges, length}", "{top, leading, bottom, trailing}"],
                                        summary: "Pads the view (16 by default) and adds the padding to its content's safe area.", [
        .init([], .constant(.bool(true))),
        .init([.init("_", .length)], .single(0)),
        .init([.init("_", .insets)], .single(0)),
        .init([.init("_", .edges, key: "edges"), .init("_", .length, optional: true, key: "length")]),
    ])

    /// As padding, lengths 0 or more.
    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let insets = try field.paddingInsets()
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }) else {
            throw field.fail("safeAreaPadding lengths must be 0 or more")
        }
        return SafeAreaPadding(insets: insets)
    }

    package let insets: EdgeInsets
    package var name: String { "safeAreaPadding" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        SafeAreaPaddingLayout(insets: insets)
    }
}

/// The layout of steps 1 and 2.
package struct SafeAreaPaddingLayout: SingleChildLayout {
    package let insets: EdgeInsets
    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        padding.contentProposal(for: proposal, in: bounds)
    }

    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        Point(x: insets.leading, y: insets.top)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        padding.spacing(subviews: subviews, context: context)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let level = SafeAreaLevel(inner: bounds.outset(by: EdgeInsets(top: -insets.top, leading: -insets.leading,
                                                                       bottom: -insets.bottom, trailing: -insets.trailing)),
                                  outer: bounds)
        context.engine.withSafeArea(level) {
            content.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: contentProposal(for: proposal, in: bounds))
        }
    }
}
