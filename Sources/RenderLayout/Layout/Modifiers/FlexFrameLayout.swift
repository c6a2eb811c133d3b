/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (layout-rules.md, "Modifiers: frame(min/ideal/max…)"). Per axis:
///
/// 1. The content is proposed the frame's proposal clamped to [min, max]; an unspecified
///    proposal is replaced by `ideal` (and stays unspecified without one).
/// 2. Unspecified proposal with an `ideal`: the frame answers `ideal`.
/// 3. Otherwise, starting from the content's size c and the proposal p (c when unspecified):
///    with a min, size = max(min, min(size, p)); then with a max, size = min(max, max(size, p)).
///    So: neither bound → c; both → p clamped to [min, max]; only min → max(min, c), or p
///    clamped to min where p < c; only max → min(max, c), or p clamped to max where p > c.
/// 4. The content is placed by `alignment`, as in `frame(width:height:)`.
/// Contradictory bounds (min > ideal > max, negative, NaN) log a warning and still lay out.
struct FlexFrameLayout: SingleChildLayout {
    let frame: FlexFrame

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases {
            let (minimum, ideal, maximum) = frame.bounds(axis)
            guard var value = proposal[axis] else {
                result[axis] = ideal
                continue
            }
            if let minimum { value = max(value, minimum) }
            if let maximum { value = min(value, maximum) }
            result[axis] = value
        }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if frame.isContradictory { context.warn("Contradictory frame constraints specified.") }
        let content = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        var size = content
        for axis in Axis.allCases {
            let (minimum, ideal, maximum) = frame.bounds(axis)
            if proposal[axis] == nil, let ideal {
                size[axis] = ideal
                continue
            }
            let offered = proposal[axis] ?? content[axis]
            var value = content[axis]
            if let minimum { value = max(minimum, min(value, offered)) }
            if let maximum { value = min(maximum, max(value, offered)) }
            size[axis] = value
        }
        return size
    }

    func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        AlignedPlacement.offset(container: ViewDimensions(size: bounds.size),
                                child: content.dimensions(in: contentProposal(for: proposal, in: bounds)),
                                alignment: frame.alignment)
    }
}
