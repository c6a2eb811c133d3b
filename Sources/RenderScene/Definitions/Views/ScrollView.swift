import RenderLayout

/// `ScrollView(axes, showsIndicators:)` (docs/layout-rules.md, "Containers: ScrollView").
///
/// 1. The content is proposed `nil` on the scroll axes and the ScrollView's proposal on the
///    others.
/// 2. The ScrollView's size: the proposal on the scroll axes (unspecified: the content's
///    ideal length, so an ideal ScrollView shows all its content), the content's size on
///    the others.
/// 3. The content is placed at the leading and top edges, and drawn clipped to the
///    ScrollView's bounds. No scroll indicator is drawn, whatever `showsIndicators` says: iOS
///    shows one only while the content scrolls, never on a still screen.
/// 4. The ScrollView is the container of `containerRelativeFrame` inside it: its proposal,
///    finite axes only. (SwiftUI's ScrollView also runs under the safe area and insets its
///    content instead; at rest that places the content the same, but content overflowing
///    into the insets is clipped here — not modelled yet, docs/scene-format.md.)
/// 5. Several views in its content are one implicit VStack (centred, default spacing), as
///    Apple's Landmarks tutorial's `ScrollView { MapView() … CircleImage() … VStack { … } }`
///    shows them one above the other; along `.horizontal` alone, an HStack (decision: no
///    measurement found).
package enum ScrollViewView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ScrollView", json: ["axes", "showsIndicators", "children"], summary: "One child, unbounded along its axes.", [
        .init([.init("_", .axes, optional: true, key: "axes"), .init("showsIndicators", .bool, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        // `showsIndicators` is checked and changes nothing drawn (step 3).
        _ = try field.member("showsIndicators")?.bool()
        let behavior = ScrollViewLayout(axes: try field.member("axes")?.axes() ?? .vertical)
        let children = try context.children(field)
        guard !children.isEmpty else { throw field.fail("ScrollView takes one child or more, found none") }
        guard children.count > 1 else { return (behavior, children) }
        // Step 5: several views are one implicit stack along the scroll axis.
        let stack: any ViewBehavior = behavior.axes == .horizontal
            ? HStackBehavior(alignment: .center, spacing: nil, isLazy: false)
            : VStackBehavior(alignment: .center, spacing: nil, isLazy: false)
        return (behavior, [ViewNode(.defined(DefinedView(stack)), children: children, path: field.path)])
    }
}

package struct ScrollViewLayout: Layout, ViewBehavior {
    package let axes: Axis.Set

    package var name: String { "ScrollView" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var placement: ChildPlacement { .aligned(.topLeading) }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases where axes.contains(axis) { result[axis] = nil }
        return result
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = context.engine.withContainer(Self.container(proposal)) {
            subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        }
        var size = content
        for axis in Axis.allCases where axes.contains(axis) {
            if let offered = proposal[axis] { size[axis] = offered.isFinite ? offered : content[axis] }
        }
        return size
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        var childProposal = contentProposal(proposal)
        for axis in Axis.allCases where !axes.contains(axis) && childProposal[axis] == nil {
            childProposal[axis] = bounds.size[axis]
        }
        context.engine.withContainer(Self.container(proposal)) {
            subviews.first?.place(at: bounds.origin, proposal: childProposal)
        }
    }

    /// The container size its content sees: the proposal's finite axes.
    package static func container(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                         height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .scroll(under: context.safeAreaInsets(of: bounds))
    }
}
