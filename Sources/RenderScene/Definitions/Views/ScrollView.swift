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
/// 6. Content margins (`contentMargins(_:_:for:)`, iOS 17; `ContentMargins`): Apple's
///    documentation: the scroll view insets "its content by the safe area plus" the margins.
///    The content is proposed the step 1 proposal less the margins on the other axes, the
///    ScrollView's size on each axis its content's plus the margins where step 2 takes the
///    content's length, and the content is placed inset by the leading and top margins (at
///    rest: scrolled to its start). Decision: `containerRelativeFrame` inside sees the
///    container less the margins, as it sees it less the safe area (Apple's
///    `ScrollTargetBehaviorContext.containerSize`: the scroll view's bounds "subtracting any
///    insets applied to the scroll view").
/// 7. `scrollClipDisabled()` (`ScrollClipDisabled`): the content is drawn unclipped, so what
///    overflows the ScrollView's bounds (a horizontal row of cards past the screen's padding,
///    a shadow) shows, as on iOS.
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
        return (behavior, [ViewNode(.defined(DefinedView(stack)), children: children, at: field.at)])
    }
}

package struct ScrollViewLayout: Layout, ViewBehavior {
    package let axes: Axis.Set
    /// Step 6's margins, from the environment.
    package var margins = EdgeInsets()

    package init(axes: Axis.Set, margins: EdgeInsets = EdgeInsets()) {
        self.axes = axes
        self.margins = margins
    }

    package var name: String { "ScrollView" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        ScrollViewLayout(axes: axes, margins: environment.scrollContentMargins)
    }
    package var placement: ChildPlacement { .aligned(.topLeading) }

    private func margin(_ axis: Axis) -> Double {
        axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
    }

    /// Steps 1 and 6.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases {
            if axes.contains(axis) { result[axis] = nil } else { result[axis] = result[axis].map { max(0, $0 - margin(axis)) } }
        }
        return result
    }

    /// Step 6: the container less the margins.
    private func container(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = Self.container(proposal)
        for axis in Axis.allCases { result[axis] = result[axis].map { max(0, $0 - margin(axis)) } }
        return result
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = context.engine.withContainer(container(proposal)) {
            subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        }
        var size = content
        for axis in Axis.allCases {
            size[axis] = content[axis] + margin(axis)
            if axes.contains(axis), let offered = proposal[axis] { size[axis] = offered.isFinite ? offered : size[axis] }
        }
        return size
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        var childProposal = contentProposal(proposal)
        for axis in Axis.allCases where !axes.contains(axis) && childProposal[axis] == nil {
            childProposal[axis] = max(0, bounds.size[axis] - margin(axis))
        }
        context.engine.withContainer(container(proposal)) {
            subviews.first?.place(at: Point(x: bounds.minX + margins.leading, y: bounds.minY + margins.top), proposal: childProposal)
        }
    }

    /// The container size its content sees: the proposal's finite axes.
    package static func container(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                         height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        // Step 7.
        if context.environment.scrollClipDisabled { return .none }
        return .scroll(under: context.safeAreaInsets(of: bounds))
    }
}
