/// `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`
/// and `containerRelativeFrame(_:alignment:_:)` (iOS 17). Apple's documentation: the container
/// is the nearest scroll view, else the window (on iOS the screen), less its safe-area insets.
///
/// 1. The container's length L on each of `axes`: the nearest ScrollView's proposal, else the
///    root's (with `--device`, the screen's safe area; else `-w`/`--height` or the canvas).
/// 2. The frame's length there: L; with `count`, `(L − spacing × (count − 1)) / count × span
///    + spacing × (span − 1)` (a span of columns and the gaps inside it); with the closure,
///    its value for L (never below 0).
/// 3. The content is proposed those lengths on `axes` and the frame's own proposal on the
///    other axes; the frame answers those lengths, and the content's size on the other axes.
/// 4. The content is placed by `alignment` (default centre) inside the frame, as `frame` does.
/// Decision: on an axis with no container length (no device, no proposal to the root, or a
/// ScrollView's scrolling axis), the frame passes its proposal through there.
struct ContainerRelativeFrameLayout: Layout {
    let frame: ContainerRelativeFrame

    func length(_ container: Double, _ axis: Axis) -> Double {
        if let compiled = frame.compiledLength {
            let value = compiled.compute(container, axis)
            return value.isFinite ? max(0, value) : 0
        }
        if let expression = frame.length { return max(0, expression.evaluate { $0 == "length" ? container : 0 }) }
        guard let count = frame.count, count > 0 else { return container }
        let column = (container - frame.spacing * Double(count - 1)) / Double(count)
        return max(0, column * Double(frame.span) + frame.spacing * Double(frame.span - 1))
    }

    private func lengths(_ context: LayoutContext) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases where frame.axes.contains(axis) {
            if let container = context.container[axis], container.isFinite { result[axis] = length(container, axis) }
        }
        return result
    }

    private func offer(_ proposal: ProposedViewSize, _ lengths: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: lengths.width ?? proposal.width, height: lengths.height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let fixed = lengths(context)
        let content = subviews.first?.sizeThatFits(offer(proposal, fixed)) ?? .zero
        return Size(width: fixed.width ?? content.width, height: fixed.height ?? content.height)
    }

    /// A frame's edges on the fixed axes, the content's elsewhere (as `frame`).
    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let content = subviews.first?.spacing ?? .plainView
        return content.reset((frame.axes.contains(.horizontal) ? [.leading, .trailing] : []) + (frame.axes.contains(.vertical) ? [.top, .bottom] : []))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let childProposal = offer(proposal, lengths(context))
        let offset = AlignedPlacement.offset(container: ViewDimensions(size: bounds.size),
                                             child: content.dimensions(in: childProposal), alignment: frame.alignment)
        content.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: childProposal)
    }
}
