import RenderLayout

/// `GlassEffectContainer(spacing:content:)` (iOS 26): its content, whose Liquid Glass shapes
/// (`glassEffect(_:in:)`) SwiftUI renders together so they can blend and morph.
///
/// 1. Its content is laid out as it would be without it: one view is proposed the container's
///    proposal and its answer is the container's size (a ZStack of one); several views are
///    layered as a centred ZStack (decision: Apple's examples and every app in the corpus give
///    it one stack).
/// 2. `spacing` (Apple: "as shapes near one another, their paths start to blend … the higher
///    the spacing, the sooner blending begins") changes nothing at rest here: each glass shape
///    is drawn on its own, so two shapes closer than `spacing` are not joined into one outline
///    (decision: no picture of two glass shapes blending at rest was found; the blend is a
///    shape between them that Apple does not describe).
/// 3. It draws nothing of its own.
package enum GlassEffectContainerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("GlassEffectContainer", json: ["spacing", "children"],
                                                summary: "iOS 26: its content, whose glass shapes are drawn each on its own (no blending at rest).", [
        .init([.init("spacing", .length, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        // Step 2: read, and held to what SwiftUI takes (a length, nil for the default).
        if let spacing = object.member("spacing"), !spacing.isNull { _ = try spacing.length(allowInfinity: false) }
        return (GlassEffectContainerLayout(), try context.children(object))
    }
}

/// Step 1: a centred ZStack, named for the dump.
package struct GlassEffectContainerLayout: Layout, ViewBehavior {
    private let stack = ZStackLayout(alignment: .center)

    package var name: String { "GlassEffectContainer" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var placement: ChildPlacement { stack.placement }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        stack.spacing(subviews: subviews, context: context)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                   subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        stack.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
}
