import RenderLayout

/// `HStack` and `VStack` (docs/layout-rules.md, "Containers: HStack / VStack"), and the lazy stacks,
/// laid out alike; also the rows and columns of Label, the Toggle and Stepper rows and
/// DisclosureGroup. The major axis is the stacking one, the minor axis the other.
///
/// 1. Spacing: the sum of the gaps between adjacent children. With an explicit `spacing` every
///    gap is that, negative too (SwiftUI's `VStack(spacing: -8)`: the neighbours overlap by 8;
///    the stack's major length is the children's sum plus the gaps, so 8 less a gap, and step 4
///    offers the children 8 more a gap); without, each gap comes from the two neighbours'
///    spacing preferences (`ViewSpacing.distance`): 8 between plain views, 0 next to a Spacer,
///    font-derived around text in a VStack.
/// 2. Unspecified major proposal: every child is proposed `nil` on the major axis and the
///    stack's minor proposal on the minor axis — the stack's ideal size.
/// 3. Otherwise each child's flexibility is probed: its major length at proposal 0 and at
///    infinity (minor proposal kept). Children are grouped by `layoutPriority`, highest
///    first, Spacers forming the lowest group; within a group the least flexible come first.
/// 4. available = major proposal − spacing − the minimum lengths of all groups after the
///    first. Group by group (adding back a group's minimums when its turn comes), each child
///    is offered `max(available / children left in the group, 0)`, and what it takes is
///    subtracted. A later group's infinite minimum leaves 0 for the groups before it (never
///    ∞ − ∞ = NaN).
/// 5. Minor axis: children are aligned on the stack's guide; the stack's minor size is the
///    union of their aligned ranges, infinite when a child's is (a VStack around a flexible
///    HStack is as flexible as it, as in SwiftUI). When placing, an unspecified minor proposal becomes the
///    stack's own minor size.
/// 6. Major axis: children in order, each after the previous one and its gap.
/// 7. Explicit guides: the children's explicit values of a guide, in the stack's coordinates,
///    merged by the guide's rule (`AlignmentKey.combineExplicit`): a VStack's or HStack's text
///    baselines are the highest first and lowest last of the children that have one, a custom
///    guide is the mean of the children that set it (Apple's "Aligning views across stacks":
///    a guide set deep inside a stack aligns the stack), edge and centre guides are never
///    explicit. With none the guide is its default (the bottom for baselines).
/// Its own spacing preferences: every child's on the edges across the axis, the first child's
/// on its start edge, the last child's on its end edge (OpenSwiftUI's `StackLayout.spacing`).
package struct StackLayout: Layout {
    package let axis: Axis
    package let alignment: AlignmentKey
    package let spacing: Double?

    private struct Arrangement {
        var proposals: [ProposedViewSize]
        var sizes: [Size]
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let arrangement = arrange(proposal: proposal, subviews: subviews, context: context)
        let major = arrangement.sizes.reduce(0) { $0 + $1[axis] } + gaps(subviews, context).reduce(0, +)
        let range = minorRange(arrangement, subviews: subviews)
        return Size(axis, major: major, minor: range.upper - range.lower)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        var arrangement = arrange(proposal: placing, subviews: subviews, context: context)
        // The minor range was settled during sizing; aligning uses the placing proposals.
        arrangement.sizes = zip(subviews, arrangement.proposals).map { $0.sizeThatFits($1) }
        let range = minorRange(arrangement, subviews: subviews)
        let offsets = majorOffsets(arrangement, subviews: subviews, context: context)
        for (index, subview) in subviews.enumerated() {
            let childProposal = arrangement.proposals[index]
            let guide = subview.guide(alignment, in: childProposal)
            var origin = Point.zero
            origin[axis] = bounds.origin[axis] + offsets[index]
            origin[axis.other] = bounds.origin[axis.other] - range.lower + AlignedPlacement.start(guide: guide)
            subview.place(at: origin, proposal: childProposal)
        }
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing(minima: [:])
        for (index, subview) in subviews.enumerated() {
            var edges = ViewSpacing.Edge.across(axis)
            if index == 0 { edges.append(.start(axis)) }
            if index == subviews.count - 1 { edges.append(.end(axis)) }
            result.incorporate(edges, of: subview.spacing)
        }
        return result
    }

    /// Step 1: the gap before each child (0 before the first). Proposal-independent, so
    /// worked out once per pass and kept on the node.
    private func gaps(_ subviews: LayoutSubviews, _ context: LayoutContext) -> [Double] {
        if let known = context.node.stackGaps, known.count == subviews.count { return known }
        let gaps = subviews.indices.map { index -> Double in
            guard index > 0 else { return 0 }
            return spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
        context.node.stackGaps = gaps
        return gaps
    }

    /// Step 6: where each child starts along the major axis, from the stack's start.
    private func majorOffsets(_ arrangement: Arrangement, subviews: LayoutSubviews, context: LayoutContext) -> [Double] {
        let gaps = gaps(subviews, context)
        var cursor = 0.0
        return subviews.indices.map { index in
            if index > 0 { cursor += arrangement.sizes[index - 1][axis] + gaps[index] }
            return cursor
        }
    }

    /// Step 7: the merged explicit values of the children, nil when none sets the guide.
    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard key.merges, !subviews.isEmpty else { return nil }
        let arrangement = arrange(proposal: proposal, subviews: subviews, context: context)
        let offsets: [Double]
        if key.axis == axis {
            offsets = majorOffsets(arrangement, subviews: subviews, context: context)
        } else {
            let range = minorRange(arrangement, subviews: subviews)
            offsets = subviews.indices.map { -range.lower + AlignedPlacement.start(guide: subviews[$0].guide(alignment, in: arrangement.proposals[$0])) }
        }
        let values = subviews.indices.compactMap { i in
            subviews[i].explicitAlignment(of: key, proposal: arrangement.proposals[i]).map { offsets[i] + $0 }
        }
        return key.combineExplicit(values)
    }

    /// Steps 2–4: the proposal each child gets, and its answer.
    private func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Arrangement {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let proposals = subviews.map { _ in ProposedViewSize(axis, major: nil, minor: minor) }
            return Arrangement(proposals: proposals, sizes: zip(subviews, proposals).map { $0.sizeThatFits($1) })
        }
        let minimum = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let maximum = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] }
        // Groups: priority descending, Spacers last; inside, least flexible first (stable).
        let keys = subviews.map(groupKey)
        func before(_ a: Int, _ b: Int) -> Bool {
            let ka = keys[a], kb = keys[b]
            if ka != kb { return ka > kb }
            let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
            if fa != fb { return fa < fb }
            return a < b
        }
        // The order is total (ties go by index), so children already in it (one priority, none
        // more flexible than the next: a row of fixed views) need no sort.
        var order = Array(subviews.indices)
        if !order.indices.dropFirst().allSatisfy({ before($0 - 1, $0) }) { order.sort(by: before) }
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, keys[last] == keys[index] {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        var available = major - gaps(subviews, context).reduce(0, +)
        // Later groups' minimums are held back; an infinite one (a filling aspect ratio proposed
        // 0 answers ∞) is counted, not subtracted, so that giving it back is never ∞ − ∞ = NaN:
        // while one is held back, the groups before it are offered 0.
        var infiniteHeld = 0
        for group in groups.dropFirst() {
            for index in group { if minimum[index].isFinite { available -= minimum[index] } else { infiniteHeld += 1 } }
        }
        var proposals = subviews.map { _ in ProposedViewSize(axis, major: 0, minor: minor) }
        var sizes = Array(repeating: Size.zero, count: subviews.count)
        for (number, group) in groups.enumerated() {
            if number > 0 {
                for index in group { if minimum[index].isFinite { available += minimum[index] } else { infiniteHeld -= 1 } }
            }
            var left = group.count
            for index in group {
                // An infinite proposal stays infinite for every child (∞ − ∞ would be NaN).
                let offer = major.isInfinite ? major : infiniteHeld > 0 || available.isNaN ? 0 : max(available / Double(left), 0)
                proposals[index] = ProposedViewSize(axis, major: offer, minor: minor)
                sizes[index] = subviews[index].sizeThatFits(proposals[index])
                available -= sizes[index][axis]
                left -= 1
            }
        }
        return Arrangement(proposals: proposals, sizes: sizes)
    }

    /// Spacers rank below every priority; others by their priority.
    private func groupKey(_ subview: LayoutSubview) -> Double {
        subview.isSpacer ? -.infinity : subview.priority
    }

    /// Step 5: the union of the children's ranges on the minor axis, each aligned so that its
    /// guide is at 0; a child of infinite length makes the range infinite
    /// (`AlignedPlacement.start`).
    private func minorRange(_ arrangement: Arrangement, subviews: LayoutSubviews) -> (lower: Double, upper: Double) {
        var lower = Double.infinity, upper = -Double.infinity
        for (index, subview) in subviews.enumerated() {
            let start = AlignedPlacement.start(guide: subview.guide(alignment, in: arrangement.proposals[index]))
            lower = min(lower, start)
            upper = max(upper, start + arrangement.sizes[index][axis.other])
        }
        return lower.isFinite ? (lower, upper) : (0, 0)
    }
}

extension StackLayout {
    /// Its children's baselines, when any child has a guide, and any custom guide a child may
    /// set (`ExplicitGuides` step 2; custom guides merge across stacks).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides {
        children.union.contains(.others) ? .all : children.union.isEmpty ? .noGuides : .baselines
    }
}

extension StackLayout {
    /// A stack's `spacing` (also a lazy grid's): a length; absent or null, the default gaps.
    /// `allowNegative` (HStack, VStack and their lazy forms): a negative spacing overlaps the
    /// neighbours by that much, as SwiftUI's `VStack(spacing: -8)` does (rule 1). A lazy grid's
    /// spacing stays a length ≥ 0 (decision: its cell arithmetic divides what is left after the
    /// gaps, and no evidence shows SwiftUI's answer for a negative one).
    package static func spacing(_ field: JSONField, allowNegative: Bool = false) throws(SceneError) -> Double? {
        guard let spacing = field.member("spacing"), !spacing.isNull else { return nil }
        guard allowNegative else { return try spacing.length(allowInfinity: false) }
        let value = try spacing.number()
        guard abs(value) <= SceneLimits.maxLength else {
            throw spacing.fail("\(formatNumber(value)) is too large; spacings are at most \(formatNumber(SceneLimits.maxLength)) either way")
        }
        return value
    }
}
