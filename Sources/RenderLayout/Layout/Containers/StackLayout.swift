/// `HStack` and `VStack` (layout-rules.md, "Containers: HStack / VStack"). The major axis is
/// the stacking one, the minor axis the other.
///
/// 1. Spacing: the sum of the gaps between adjacent children (default 8).
/// 2. Unspecified major proposal: every child is proposed `nil` on the major axis and the
///    stack's minor proposal on the minor axis — the stack's ideal size.
/// 3. Otherwise each child's flexibility is probed: its major length at proposal 0 and at
///    infinity (minor proposal kept). Children are grouped by `layoutPriority`, highest
///    first, Spacers forming the lowest group; within a group the least flexible come first.
/// 4. available = major proposal − spacing − the minimum lengths of all groups after the
///    first. Group by group (adding back a group's minimums when its turn comes), each child
///    is offered `max(available / children left in the group, 0)`, and what it takes is
///    subtracted.
/// 5. Minor axis: children are aligned on the stack's guide; the stack's minor size is the
///    union of their aligned ranges. When placing, an unspecified minor proposal becomes the
///    stack's own minor size.
/// 6. Major axis: children in order, each after the previous one and its gap.
struct StackLayout: Layout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    static let defaultSpacing = 8.0

    private struct Arrangement {
        var proposals: [ProposedViewSize]
        var sizes: [Size]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        let major = arrangement.sizes.reduce(0) { $0 + $1[axis] } + totalSpacing(subviews)
        let range = minorRange(arrangement, subviews: subviews)
        return Size(axis, major: major, minor: range.upper - range.lower)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        var arrangement = arrange(proposal: placing, subviews: subviews)
        // The minor range was settled during sizing; aligning uses the placing proposals.
        arrangement.sizes = zip(subviews, arrangement.proposals).map { $0.sizeThatFits($1) }
        let range = minorRange(arrangement, subviews: subviews)
        let gap = spacing ?? Self.defaultSpacing
        var cursor = bounds.origin[axis]
        for (index, subview) in subviews.enumerated() {
            let childProposal = arrangement.proposals[index]
            let guide = subview.dimensions(in: childProposal)[alignment]
            var origin = Point.zero
            origin[axis] = cursor
            origin[axis.other] = bounds.origin[axis.other] - range.lower - guide
            subview.place(at: origin, proposal: childProposal)
            cursor += arrangement.sizes[index][axis] + gap
        }
    }

    /// Text baselines of a stack: the first child's first baseline, the last child's last one
    /// (for an HStack, where they lie after alignment).
    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard case .vertical(let guide) = key, guide == .firstTextBaseline || guide == .lastTextBaseline,
              !subviews.isEmpty else { return nil }
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        if axis == .vertical {
            let index = guide == .firstTextBaseline ? 0 : subviews.count - 1
            var offset = 0.0
            for i in 0..<index { offset += arrangement.sizes[i].height + (spacing ?? Self.defaultSpacing) }
            return offset + subviews[index].dimensions(in: arrangement.proposals[index])[guide]
        }
        let range = minorRange(arrangement, subviews: subviews)
        let values = subviews.indices.map { i -> Double in
            let d = subviews[i].dimensions(in: arrangement.proposals[i])
            return -range.lower - d[alignment] + d[guide]
        }
        return guide == .firstTextBaseline ? values.min() : values.max()
    }

    private func totalSpacing(_ subviews: LayoutSubviews) -> Double {
        Double(max(0, subviews.count - 1)) * (spacing ?? Self.defaultSpacing)
    }

    /// Steps 2–4: the proposal each child gets, and its answer.
    private func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let proposals = subviews.map { _ in ProposedViewSize(axis, major: nil, minor: minor) }
            return Arrangement(proposals: proposals, sizes: zip(subviews, proposals).map { $0.sizeThatFits($1) })
        }
        let minimum = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let maximum = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] }
        // Groups: priority descending, Spacers last; inside, least flexible first (stable).
        let order = subviews.indices.sorted { a, b in
            let ka = groupKey(subviews[a]), kb = groupKey(subviews[b])
            if ka != kb { return ka > kb }
            let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
            if fa != fb { return fa < fb }
            return a < b
        }
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, groupKey(subviews[last]) == groupKey(subviews[index]) {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        var available = major - totalSpacing(subviews)
        for group in groups.dropFirst() { for index in group { available -= minimum[index] } }
        var proposals = subviews.map { _ in ProposedViewSize(axis, major: 0, minor: minor) }
        var sizes = Array(repeating: Size.zero, count: subviews.count)
        for (number, group) in groups.enumerated() {
            if number > 0 { for index in group { available += minimum[index] } }
            var left = group.count
            for index in group {
                // An infinite proposal stays infinite for every child (∞ − ∞ would be NaN).
                let offer = major.isInfinite ? major : max(available / Double(left), 0)
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
    /// guide is at 0.
    private func minorRange(_ arrangement: Arrangement, subviews: LayoutSubviews) -> (lower: Double, upper: Double) {
        var lower = Double.infinity, upper = -Double.infinity
        for (index, subview) in subviews.enumerated() {
            let guide = subview.dimensions(in: arrangement.proposals[index])[alignment]
            lower = min(lower, -guide)
            upper = max(upper, arrangement.sizes[index][axis.other] - guide)
        }
        return lower.isFinite ? (lower, upper) : (0, 0)
    }
}
