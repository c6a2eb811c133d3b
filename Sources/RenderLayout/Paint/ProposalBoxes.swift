/// Where debug borders draw each view's proposal (the red box): the space its parent offered,
/// drawn where the parent would put a child of exactly the proposed size.
///
/// On each axis, for a finite proposal p:
/// 1. Passed on: when the parent hands the child its own proposal on this axis (less the fixed
///    insets it keeps around a content child, such as `padding`'s), the child's box is the
///    parent's box on this axis, inset the same way. A Text under `padding` under an aligned
///    `frame` gets the frame's box minus the padding, whatever size the Text chose.
/// 2. Otherwise the box is placed as the parent places the child: in a stack, along the
///    stacking axis, the child's slot starts where the child starts; everywhere else (frames,
///    ZStack, overlay, background, a stack's cross axis) the box is aligned on the child by the
///    parent's alignment, so a child of size p would sit exactly there (baselines count as
///    the bottom edge).
/// 3. A box no longer than the space the parent has for the child (its bounds, less insets)
///    is moved inside that space: a red box leaves its parent only when the proposal is larger.
///    It is then moved inside the parent's own box, if it fits there: the first child of a
///    VStack offered the whole canvas height is drawn over the canvas, not below the stack's top.
/// 4. The root's parent is the canvas, its alignment the centre.
/// 5. In a right-to-left parent everything horizontal is mirrored as its placement was: a
///    stack slot starts at the child's right edge, leading alignment is the right edge.
/// An unspecified proposal has no extent (`unspecified`), an infinite one no edges (`infinite`);
/// `DebugBorderPainter` gives both their own style.
package enum ProposalBoxes {
    package enum Span: Equatable {
        case offered(start: Double, length: Double)
        case unspecified
        case infinite
    }

    package struct Box: Equatable {
        package var horizontal: Span
        package var vertical: Span

        package subscript(axis: Axis) -> Span {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// Visits every node, parents first, with its box. `tolerance` absorbs pixel rounding.
    package static func visit(_ root: PlacedNode, canvas: Rect, tolerance: Double, _ body: (PlacedNode, Box) -> Void) {
        let box = self.box(root, index: 0, parent: nil, parentBox: nil, canvas: canvas, tolerance: tolerance)
        visit(root, box: box, canvas: canvas, tolerance: tolerance, body)
    }

    private static func visit(_ node: PlacedNode, box: Box, canvas: Rect, tolerance: Double, _ body: (PlacedNode, Box) -> Void) {
        body(node, box)
        for (index, child) in node.children.enumerated() {
            let childBox = self.box(child, index: index, parent: node, parentBox: box, canvas: canvas, tolerance: tolerance)
            visit(child, box: childBox, canvas: canvas, tolerance: tolerance, body)
        }
    }

    package static func box(_ node: PlacedNode, index: Int, parent: PlacedNode?, parentBox: Box?, canvas: Rect,
                    tolerance: Double) -> Box {
        var box = Box(horizontal: .unspecified, vertical: .unspecified)
        for axis in Axis.allCases {
            box[axis] = span(axis, node, index: index, parent: parent, parentSpan: parentBox?[axis], canvas: canvas,
                             tolerance: tolerance)
        }
        return box
    }

    private static func span(_ axis: Axis, _ node: PlacedNode, index: Int, parent: PlacedNode?, parentSpan: Span?,
                             canvas: Rect, tolerance: Double) -> Span {
        guard let proposal = node.proposal[axis] else { return .unspecified }
        guard proposal.isFinite else { return .infinite }
        let start = node.frame.origin[axis], length = node.frame.size[axis]
        guard let parent else {
            // Step 4.
            let centred = start + (length - proposal) / 2
            guard proposal <= canvas.size[axis] + tolerance else { return .offered(start: centred, length: proposal) }
            return .offered(start: inside(centred, proposal, region: (canvas.origin[axis], canvas.size[axis])),
                            length: proposal)
        }
        let parentStart = parent.frame.origin[axis], parentLength = parent.frame.size[axis]
        var isContent = false, inSlot = false, anchor = 0.0
        switch parent.placement {
        case .content:
            isContent = true
        case .overlay(let alignment):
            if index == 0 { isContent = true } else { anchor = fraction(alignment, axis) }
        case .aligned(let alignment):
            anchor = fraction(alignment, axis)
        case .stacked(let stackAxis, let key):
            if stackAxis == axis { inSlot = true } else { anchor = ChildPlacement.fraction(key) }
        case .positioned:
            anchor = 0.5
        }
        // Step 5.
        let mirrored = axis == .horizontal && parent.isRightToLeft
        if mirrored { anchor = 1 - anchor }
        // Fixed insets around a content child (padding); an offset child has none.
        var lead = 0.0, trail = 0.0
        if isContent {
            let before = start - parentStart, after = parentStart + parentLength - start - length
            if before >= -tolerance && after >= -tolerance { lead = max(0, before); trail = max(0, after) }
        }
        // Step 1.
        if !inSlot, case .offered(let parentBoxStart, _)? = parentSpan, let offered = parent.proposal[axis],
           abs(offered - lead - trail - proposal) <= tolerance {
            return .offered(start: parentBoxStart + lead, length: proposal)
        }
        // Steps 2 and 3.
        let aligned = inSlot ? (mirrored ? start + length - proposal : start) : start + anchor * (length - proposal)
        var regions = [(parentStart + lead, parentLength - lead - trail)]
        if case .offered(let parentBoxStart, let parentBoxLength)? = parentSpan {
            regions.append((parentBoxStart + lead, parentBoxLength - lead - trail))
        }
        for region in regions where proposal <= region.1 + tolerance {
            return .offered(start: inside(aligned, proposal, region: region), length: proposal)
        }
        return .offered(start: aligned, length: proposal)
    }

    /// Step 3: `start` moved so that a box of `length` lies in `region`.
    private static func inside(_ start: Double, _ length: Double, region: (start: Double, length: Double)) -> Double {
        min(max(start, region.start), max(region.start, region.start + region.length - length))
    }

    private static func fraction(_ alignment: Alignment, _ axis: Axis) -> Double {
        ChildPlacement.fraction(axis == .horizontal ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical))
    }
}
