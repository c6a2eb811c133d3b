import RenderLayout

/// `ViewThatFits(in: axes)` (docs/layout-rules.md, "Containers: ViewThatFits").
///
/// 1. For each child but the last, in order, ask its ideal size on the constrained axes:
///    propose `nil` on each constrained axis and the parent's proposal on the others.
/// 2. The first child whose answer fits the proposal on every constrained axis (≤; an
///    unspecified proposal counts as unbounded) is chosen.
/// 3. If none fits, the last child is chosen.
/// 4. The chosen child is proposed the parent's proposal unchanged; its answer is the
///    ViewThatFits's answer. It may wrap, truncate or overflow.
/// Only the chosen child is placed and drawn. Spacing preferences: all children's merged, as a
/// `Layout` does by default (decision: the chosen child depends on the proposal, spacing does not).
package enum ViewThatFitsView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ViewThatFits", json: ["in", "children"], summary: "The first child whose ideal size fits the proposal.", [
        .init([.init("in", .axes, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let axes = try field.member("in")?.axes() ?? .both
        return (ViewThatFitsLayout(axes: axes), try context.children(field))
    }
}

package struct ViewThatFitsLayout: Layout, ViewBehavior {
    package let axes: Axis.Set

    package var name: String { "ViewThatFits" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing { .union(subviews) }

    /// Steps 1–3. With `explain`, each comparison is noted for `--explain`.
    package func selectedIndex(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Int? {
        selectedIndex(proposal: proposal, subviews: subviews, context: context, explain: false)
    }

    package func selectedIndex(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext,
                       explain: Bool) -> Int? {
        guard !subviews.isEmpty else { return nil }
        var probe = proposal
        for axis in Axis.allCases where axes.contains(axis) { probe[axis] = nil }
        for index in subviews.indices.dropLast() {
            let ideal = subviews[index].sizeThatFits(probe)
            var fits = true
            var reasons: [String] = []
            for axis in Axis.allCases where axes.contains(axis) {
                let offered = proposal[axis] ?? .infinity
                let ok = ideal[axis] <= offered + 1e-9
                fits = fits && ok
                reasons.append("\(axis == .horizontal ? "width" : "height") \(formatNumber(ideal[axis])) \(ok ? "≤" : ">") \(formatNumber(offered))")
            }
            if explain {
                context.explain("child \(index) (\(subviews[index].label)): ideal size \(ideal) when proposed \(probe); "
                    + reasons.joined(separator: ", ") + (fits ? " → fits: selected, the first child that fits" : " → does not fit"))
            }
            if fits { return index }
        }
        let last = subviews.count - 1
        if explain {
            context.explain(subviews.count > 1
                ? "child \(last) (\(subviews[last].label)) selected: no earlier child fits, so the last one is used and proposed \(proposal)"
                : "child 0 (\(subviews[0].label)) selected: it is the only child")
        }
        return last
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let index = selectedIndex(proposal: proposal, subviews: subviews, context: context, explain: true) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let index = selectedIndex(proposal: proposal, subviews: subviews, context: context, explain: false) else { return }
        subviews[index].place(at: bounds.origin, proposal: proposal)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let index = selectedIndex(proposal: proposal, subviews: subviews, context: context, explain: false) else { return nil }
        return subviews[index].explicitAlignment(of: key, proposal: proposal)
    }
}
