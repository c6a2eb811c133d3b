/// Snaps final frames to the pixel grid of the output scale — the one place layout values
/// stop being exact (docs/layout-rules.md, "Pixel rounding").
///
/// 1. Each frame's origin and far corner are rounded to the nearest pixel independently, so
///    adjacent views that touched before still touch after.
/// 2. Sizes follow from the rounded corners; nothing else changes.
/// The tree is rounded in place: a 40k-view tree is not copied node by node.
package struct PixelRounding {
    package let scale: Double

    package func round(_ node: inout PlacedNode) {
        let f = node.frame
        if f.minX.isFinite && f.minY.isFinite && f.maxX.isFinite && f.maxY.isFinite {
            let x0 = snap(f.minX), y0 = snap(f.minY), x1 = snap(f.maxX), y1 = snap(f.maxY)
            node.frame = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        for index in node.children.indices { round(&node.children[index]) }
    }

    private func snap(_ value: Double) -> Double {
        // Half-way rounds up on both sides of zero, so a moved frame keeps its size.
        (value * scale + 0.5).rounded(.down) / scale
    }
}
