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

    /// Height of the key strip `--legend` adds below the canvas.
    static let legendHeight = 18.0

    private static let legendEntries: [(RGBA, Bool, String)] = [
        (DebugBorders.proposedColor, false, "proposed"), (DebugBorders.requiredColor, false, "required"),
        (DebugBorders.proposedColor, true, "nil or ∞"),
    ]
    private static let legendFont = Font(size: 10)

    /// The width the key needs: the output is widened to it when the canvas is narrower.
    static func legendWidth(text: PangoTextMeasurer) -> Double {
        legendEntries.reduce(4) { $0 + 16 + text.measure(TextRequest(string: $1.2, font: legendFont)).size.width + 10 }
    }

    /// A key in a strip below the canvas: red, blue and dashed swatches with their meaning.
    private func paintLegend() {
        let font = Self.legendFont
        let top = canvas.height
        let width = max(canvas.width, Self.legendWidth(text: painter.text))
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, top, width, Self.legendHeight)
        cairo_set_source_rgba(cairo, 0.96, 0.96, 0.96, 1)
        cairo_fill(cairo)
        var x = 4.0
        for (color, dashed, label) in Self.legendEntries {
            outline(Rect(x: x, y: top + 5, width: 12, height: 8), color: color, dashedHorizontal: dashed, dashedVertical: dashed)
            x += 16
            let request = TextRequest(string: label, font: font)
            let size = painter.text.measure(request).size
            painter.text.draw(request, in: cairo, at: Point(x: x, y: top + (Self.legendHeight - size.height) / 2), color: .black)
            x += size.width + 10
        }
        cairo_restore(cairo)
    }
}
