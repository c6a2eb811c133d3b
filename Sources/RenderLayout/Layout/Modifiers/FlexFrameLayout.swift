/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (docs/layout-rules.md, "Modifiers: frame(min/ideal/max…)"). Per axis:
///
/// 1. The content is proposed the frame's proposal clamped to [min, max]; an unspecified
///    proposal is replaced by `ideal` (and stays unspecified without one).
/// 2. Unspecified proposal with an `ideal`: the frame answers `ideal`.
/// 3. Otherwise, starting from the content's size c and the proposal p (c when unspecified):
///    with a min, size = max(min, min(size, p)); then with a max, size = min(max, max(size, p)).
///    So: neither bound → c; both → p clamped to [min, max]; only min → max(min, c), or p
///    clamped to min where p < c; only max → min(max, c), or p clamped to max where p > c.
/// 4. The content is placed by `alignment`, as in `frame(width:height:)`.
/// 5. Spacing: the content's preferences, except on the edges of an axis with any bound, which
///    are the frame's own plain edges (OpenSwiftUI's `_FlexFrameLayout.spacing`).
/// Before all this the bounds are normalised as SwiftUI's initialiser does (`FlexFrame.normalized`);
/// contradictory bounds (min > ideal > max, negative, NaN) still log a warning.
struct FlexFrameLayout: SingleChildLayout {
    let frame: FlexFrame

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        var edges: [ViewSpacing.Edge] = []
        let (minW, idealW, maxW) = frame.bounds(.horizontal), (minH, idealH, maxH) = frame.bounds(.vertical)
        if minW != nil || idealW != nil || maxW != nil { edges += [.leading, .trailing] }
        if minH != nil || idealH != nil || maxH != nil { edges += [.top, .bottom] }
        return (subviews.first?.spacing ?? .plainView).reset(edges)
    }

    func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases {
            let (minimum, ideal, maximum) = frame.normalizedBounds(axis)
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
            let (minimum, ideal, maximum) = frame.normalizedBounds(axis)
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

extension FlexFrameLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
