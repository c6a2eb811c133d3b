import CCairoPango

/// `--debug-borders`: which views get the red (proposed) and blue (required) outlines.
public struct DebugBorders: Sendable {
    /// Only views whose id is listed (`--debug-ids a,b`); nil means every view.
    public var ids: Set<String>?
    /// Draw a small key in the bottom-leading corner.
    public var legend: Bool

    public init(ids: Set<String>? = nil, legend: Bool = false) {
        self.ids = ids
        self.legend = legend
    }

    public static let proposedColor = RGBA(red: 1, green: 0, blue: 0)
    public static let requiredColor = RGBA(red: 0, green: 0, blue: 1)
}

/// Draws debug borders over a painted canvas, 1 pixel wide at any scale.
///
/// 1. Blue: the node's frame — the size it chose.
/// 2. Red: the space its parent offered. On an axis with an explicit proposal the red box
///    spans the parent's frame when the parent is exactly that long (a `frame`, a stack's
///    minor axis…), else it is centred on the node.
/// 3. An unspecified axis (nil) has no extent to draw: the red box takes the node's own
///    extent there, with those two edges dashed. An infinite axis runs to the canvas edges,
///    also dashed. (A decision: SwiftUI draws neither.)
/// 4. Red is drawn first, so where both coincide the blue shows (as in the articles, where
///    the required size fills the proposal).
struct DebugBorderPainter {
    let painter: Painter
    let options: DebugBorders
    let scale: Double
    let canvas: Size

    private var cairo: OpaquePointer { painter.cairo }
    private var pixel: Double { 1 / scale }

    func paint(_ root: PlacedNode) {
        visit(root, parent: nil)
        if options.legend { paintLegend() }
    }

    private func visit(_ node: PlacedNode, parent: PlacedNode?) {
        if options.ids.map({ ids in node.id.map(ids.contains) ?? false }) ?? true {
            paintProposal(node, parent: parent)
            outline(node.frame, color: DebugBorders.requiredColor, dashedHorizontal: false, dashedVertical: false)
        }
        for child in node.children { visit(child, parent: node) }
    }

    private func paintProposal(_ node: PlacedNode, parent: PlacedNode?) {
        var rect = node.frame
        var dashed = (horizontal: false, vertical: false)
        for axis in Axis.allCases {
            let start: Double, length: Double
            switch node.proposal[axis] {
            case nil:
                start = node.frame.origin[axis]
                length = node.frame.size[axis]
                if axis == .horizontal { dashed.horizontal = true } else { dashed.vertical = true }
            case let value? where value.isInfinite:
                start = 0
                length = canvas[axis]
                if axis == .horizontal { dashed.horizontal = true } else { dashed.vertical = true }
            case let value?:
                if let parent, abs(parent.frame.size[axis] - value) < pixel / 2 {
                    start = parent.frame.origin[axis]
                } else {
                    start = node.frame.origin[axis] + (node.frame.size[axis] - value) / 2
                }
                length = value
            }
            if axis == .horizontal {
                rect.origin.x = start
                rect.size.width = length
            } else {
                rect.origin.y = start
                rect.size.height = length
            }
        }
        outline(rect, color: DebugBorders.proposedColor, dashedHorizontal: dashed.horizontal, dashedVertical: dashed.vertical)
    }

    /// A 1-pixel rectangle just inside `rect`; `dashedHorizontal` dashes the left and right
    /// edges (those that bound the horizontal extent), `dashedVertical` the top and bottom.
    private func outline(_ rect: Rect, color: RGBA, dashedHorizontal: Bool, dashedVertical: Bool) {
        guard rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0 else { return }
        let half = pixel / 2
        let x0 = rect.minX + half, y0 = rect.minY + half
        let x1 = max(x0, rect.maxX - half), y1 = max(y0, rect.maxY - half)
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, pixel)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        let edges: [(Double, Double, Double, Double, Bool)] = [
            (x0, y0, x1, y0, dashedVertical), (x0, y1, x1, y1, dashedVertical),
            (x0, y0, x0, y1, dashedHorizontal), (x1, y0, x1, y1, dashedHorizontal),
        ]
        for (ax, ay, bx, by, dashed) in edges {
            if dashed {
                var pattern = [3 * pixel, 2 * pixel]
                cairo_set_dash(cairo, &pattern, 2, 0)
            } else {
                cairo_set_dash(cairo, nil, 0, 0)
            }
            cairo_move_to(cairo, ax, ay)
            cairo_line_to(cairo, bx, by)
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// A key in the bottom-leading corner: a red and a blue swatch with their meaning.
    private func paintLegend() {
        let font = Font(size: 10)
        let entries: [(RGBA, String)] = [(DebugBorders.proposedColor, "proposed"), (DebugBorders.requiredColor, "required")]
        let requests = entries.map { TextRequest(string: $0.1, font: font) }
        let measured = requests.map { painter.text.measure($0) }
        let rowHeight = (measured.map(\.size.height).max() ?? 12)
        let width = 4 + 12 + 4 + (measured.map(\.size.width).max() ?? 40) + 4
        let height = 4 + Double(entries.count) * rowHeight + 4
        let box = Rect(x: 2, y: canvas.height - height - 2, width: width, height: height)
        cairo_save(cairo)
        cairo_rectangle(cairo, box.minX, box.minY, box.width, box.height)
        cairo_set_source_rgba(cairo, 1, 1, 1, 0.85)
        cairo_fill(cairo)
        for (index, entry) in entries.enumerated() {
            let y = box.minY + 4 + Double(index) * rowHeight
            outline(Rect(x: box.minX + 4, y: y + rowHeight / 2 - 4, width: 12, height: 8), color: entry.0,
                    dashedHorizontal: false, dashedVertical: false)
            painter.text.draw(requests[index], in: cairo, at: Point(x: box.minX + 20, y: y), color: .black)
        }
        cairo_restore(cairo)
    }
}
