import RenderLayout

/// `Divider()`: a line across the enclosing stack's axis.
///
/// 1. Thickness: one pixel (1/scale points) across the line.
/// 2. The line runs across its stack: a vertical line in an HStack, a horizontal one in a
///    VStack or outside stacks.
/// 3. Along the line it takes the proposal like a shape (unspecified: 10 — a decision).
/// 4. It is drawn in iOS's separator colour (`ControlColors.separator`).
package enum DividerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Divider", json: [], summary: "A 1-point line across the enclosing stack's axis.", [.init([])])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        (DividerLayout(), [])
    }
}

package struct DividerLayout: Layout, ViewBehavior {
    package var name: String { "Divider" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }


    private func lineAxis(_ context: LayoutContext) -> Axis {
        context.stackAxis == .horizontal ? .vertical : .horizontal
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let along = lineAxis(context)
        return Size(along, major: proposal[along] ?? 10, minor: context.pixel)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .divider(thickness: context.pixel, axis: lineAxis(context))
    }
}

extension DividerLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}
