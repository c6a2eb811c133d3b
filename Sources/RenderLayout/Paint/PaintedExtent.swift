/// The union of what a placed tree draws, for `--fit`: every node's frame that is not empty,
/// skipping `hidden` subtrees and cutting clipped ones (`clipped`, `cornerRadius`, ScrollView)
/// to their clip. Offsets and overflowing children are in it because their frames are; the
/// drop shadow of a slider's thumb or a switch's knob is added around the control's frame.
package enum PaintedExtent {
    /// How far `ControlPainter`'s knob shadow (a disc of the knob's radius + 5, 3 points
    /// lower) reaches past a knob as tall as its control.
    package static let knobShadow = EdgeInsets(top: 2, leading: 5, bottom: 8, trailing: 5)

    package static func of(_ root: PlacedNode) -> Rect? {
        var result: Rect?
        collect(root, clip: nil, into: &result)
        return result
    }

    private static func collect(_ node: PlacedNode, clip: Rect?, into result: inout Rect?) {
        let frame = node.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        var clip = clip
        switch node.content {
        case .effect(let placed) where placed.effect.fitExtent == .omitted: return
        case .effect(let placed) where placed.effect.fitExtent == .clipped: clip = clip.map { intersection($0, frame) } ?? frame
        // A canvas draws inside its frame only (`CanvasPainter` step 1).
        case .canvas: clip = clip.map { intersection($0, frame) } ?? frame
        case .scroll(let under):
            let visible = PlacedContent.scrollClip(frame, under: under)
            clip = clip.map { intersection($0, visible) } ?? visible
        default: break
        }
        var drawn = frame
        // A slider's or switch's knob casts its shadow past the frame (disabled or not).
        if case .control(let drawing, _) = node.content, drawing.hasKnob {
            let shadow = Self.knobShadow
            drawn = Rect(x: frame.minX - shadow.leading, y: frame.minY - shadow.top,
                         width: frame.width + shadow.horizontal, height: frame.height + shadow.vertical)
        }
        if frame.width > 0 && frame.height > 0, let visible = clip.map({ intersection($0, drawn) }) ?? drawn,
           visible.width > 0 && visible.height > 0 {
            result = result.map { $0.union(visible) } ?? visible
        }
        for child in node.children { collect(child, clip: clip, into: &result) }
    }

    package static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
