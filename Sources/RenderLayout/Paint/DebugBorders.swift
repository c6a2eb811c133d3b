import CCairoPango

/// `--debug-borders`: which views get the red (proposed) and blue (chosen) outlines.
public struct DebugBorders: Sendable {
    /// `--debug-ids a,b`: only views whose id or kind (`Text`, `frame`…) is listed, each with a
    /// tag naming it; `*` lists every view. nil: every view, without tags.
    public var ids: Set<String>?
    /// Draw a key in a strip below the picture.
    public var legend: Bool

    public init(ids: Set<String>? = nil, legend: Bool = false) {
        self.ids = ids
        self.legend = legend
    }

    /// `--debug-ids a,b` as given on the command line.
    public init(idList: String?, legend: Bool) {
        self.init(ids: idList.map { list in
            Set(list.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty })
        }, legend: legend)
    }

    public static let proposedColor = RGBA(red: 1, green: 0, blue: 0)
    public static let requiredColor = RGBA(red: 0, green: 0, blue: 1)
    /// Empty space around a debug figure unless `--margin` says otherwise, so that no border
    /// lies on the image's edge — and, with tags, room for a tag above a box at the top.
    public var defaultMargin: Double { tags ? 16 : 8 }

    /// Whether `node` gets borders.
    package func chooses(_ node: PlacedNode) -> Bool {
        guard let ids else { return true }
        return ids.contains("*") || node.id.map(ids.contains) == true || ids.contains(node.kind)
    }

    /// Whether chosen boxes carry a tag: with a list of ids.
    package var tags: Bool { ids != nil }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}

/// What debug borders draw, in canvas points, worked out before anything is painted so that
/// `--fit` can size the picture to it.
///
/// 1. Each chosen node, parents first: its red box (`ProposalBoxes`), snapped to the pixel grid,
///    and its blue box — its frame.
/// 2. With `--debug-ids`, a tag naming the node (its id, else its kind) at the first of a few
///    places around the blue box (above at the leading edge, inside at the top-leading corner,
///    above at the trailing edge, below, …) that overlaps no earlier tag and stays in
///    `tagRegion`; failing all, moved up or down from the first place until it is free.
package struct DebugOverlay {
    package struct Item {
        package var frame: Rect
        package var box: ProposalBoxes.Box
    }

    package struct Tag {
        package var request: TextRequest
        package var rect: Rect
    }

    package private(set) var items: [Item] = []
    package private(set) var tags: [Tag] = []

    package static let tagFont = Font(size: 9, weight: .semibold)
    /// How far outside the view's own extent the dashed edges of an unspecified proposal lie,
    /// so that they show beside the blue ones.
    package static let unspecifiedGap = 2.0
    package static let tagPadding = (horizontal: 2.5, vertical: 0.5)

    package init(root: PlacedNode, canvas: Rect, options: DebugBorders, scale: Double, text: PangoTextMeasurer, tagRegion: Rect?) {
        let pixel = 1 / scale
        var labels: [(String, Rect)] = []
        ProposalBoxes.visit(root, canvas: canvas, tolerance: pixel) { node, box in
            guard options.chooses(node), Self.isFinite(node.frame) else { return }
            var snapped = box
            for axis in Axis.allCases {
                if case .offered(let start, let length) = box[axis] {
                    let s = Self.snap(start, scale), e = Self.snap(start + length, scale)
                    snapped[axis] = .offered(start: s, length: e - s)
                }
            }
            items.append(Item(frame: node.frame, box: snapped))
            if options.tags { labels.append((node.id ?? node.kind, node.frame)) }
        }
        // Tags once every box is known, so that they can keep off all of their edges.
        let edges = items.flatMap(Self.edges)
        for (label, frame) in labels { placeTag(label, around: frame, text: text, region: tagRegion, edges: edges) }
    }

    /// Thin rectangles along the drawn edges of an item's boxes, for tags to avoid.
    private static func edges(_ item: Item) -> [Rect] {
        var boxes = [item.frame]
        if case .offered(let x, let w) = item.box.horizontal, case .offered(let y, let h) = item.box.vertical {
            boxes.append(Rect(x: x, y: y, width: w, height: h))
        }
        return boxes.flatMap { b in
            [Rect(x: b.minX, y: b.minY, width: b.width, height: 0.01), Rect(x: b.minX, y: b.maxY - 0.01, width: b.width, height: 0.01),
             Rect(x: b.minX, y: b.minY, width: 0.01, height: b.height), Rect(x: b.maxX - 0.01, y: b.minY, width: 0.01, height: b.height)]
        }
    }

    /// The union of the finite red boxes and the tags: what `--fit` adds to the layout.
    package var extent: Rect? {
        var result: Rect?
        for item in items {
            if let rect = offeredRect(item) { result = result.map { $0.union(rect) } ?? rect }
        }
        for tag in tags { result = result.map { $0.union(tag.rect) } ?? tag.rect }
        return result
    }

    private func offeredRect(_ item: Item) -> Rect? {
        var rect = item.frame
        for axis in Axis.allCases {
            switch item.box[axis] {
            case .offered(let start, let length):
                if axis == .horizontal { rect.origin.x = start; rect.size.width = length } else { rect.origin.y = start; rect.size.height = length }
            case .unspecified:
                if axis == .horizontal { rect.origin.x -= Self.unspecifiedGap; rect.size.width += 2 * Self.unspecifiedGap }
                else { rect.origin.y -= Self.unspecifiedGap; rect.size.height += 2 * Self.unspecifiedGap }
            case .infinite: return nil
            }
        }
        return rect
    }

    /// Step 2: of the places that overlap no earlier tag, the one that stays in `region` and
    /// crosses the fewest box edges (the first of equals).
    private mutating func placeTag(_ label: String, around frame: Rect, text: PangoTextMeasurer, region: Rect?, edges: [Rect]) {
        let request = TextRequest(string: label, font: Self.tagFont)
        let size = text.measure(request).size
        let w = (size.width + 2 * Self.tagPadding.horizontal).rounded(.up)
        let h = (size.height + 2 * Self.tagPadding.vertical).rounded(.up)
        var candidates = [
            Point(x: frame.minX, y: frame.minY - h), Point(x: frame.maxX - w, y: frame.minY - h),
            Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX - w, y: frame.maxY),
            Point(x: frame.maxX + 1, y: frame.minY), Point(x: frame.minX - w - 1, y: frame.minY),
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX - w, y: frame.maxY - h),
        ].map { Rect(origin: $0, size: Size(width: w, height: h)) }
        // Failing those, further up and down from the first, a tag height at a time.
        for step in 1...20 {
            for direction in [-1.0, 1.0] {
                candidates.append(candidates[0].offsetBy(dx: 0, dy: direction * Double(step) * (h + 1)))
            }
        }
        let placed = tags.map(\.rect)
        func score(_ rect: Rect) -> Int? {
            if placed.contains(where: { $0.insetBy(-1).intersects(rect) }) { return nil }
            let outside = region.map { !(rect.minX >= $0.minX - 1e-9 && rect.maxX <= $0.maxX + 1e-9
                                         && rect.minY >= $0.minY - 1e-9 && rect.maxY <= $0.maxY + 1e-9) } ?? false
            return (outside ? 1000 : 0) + edges.filter { $0.intersects(rect) }.count
        }
        var best: (rect: Rect, score: Int)?
        for candidate in candidates {
            guard let value = score(candidate) else { continue }
            if value < (best?.score ?? .max) { best = (candidate, value) }
            if value == 0 { break }
        }
        tags.append(Tag(request: request, rect: best?.rect ?? candidates[6]))
    }

    private static func snap(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }

    private static func isFinite(_ f: Rect) -> Bool {
        f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
    }
}

/// Draws debug borders over a painted picture.
///
/// 1. Red: the space the parent offered (`ProposalBoxes`), every red box first so that where a
///    chosen size fills an offer the blue shows, as in the articles.
/// 2. Blue: each node's frame — the size it chose.
/// 3. An unspecified proposal (nil) has no extent: its edges on that axis are dashed, at the
///    view's own extent. An infinite one has no edges on that axis at all: the box's other
///    edges run to the picture's edges and end in arrowheads. (A decision: SwiftUI draws
///    neither.)
/// 4. Tags, over everything: the name in white on blue.
/// Lines are one point wide (at least one pixel, whole pixels), inside the box they outline.
package struct DebugBorderPainter {
    package let painter: Painter
    package let overlay: DebugOverlay
    package let scale: Double
    /// The picture, in canvas points (the canvas plus margins and what `--fit` added).
    package let area: Rect

    private var cairo: OpaquePointer { painter.cairo }
    private var line: Double { max(1, (scale).rounded(.down)) / scale }

    package func paint() {
        for item in overlay.items { paintProposal(item) }
        for item in overlay.items { stroke(item.frame, color: DebugBorders.requiredColor) }
        for tag in overlay.tags { paintTag(tag) }
    }

    private enum EdgeStyle { case solid, dashed }

    private func paintProposal(_ item: DebugOverlay.Item) {
        // The range each axis covers: the offer, the node's own extent, or the whole picture.
        func range(_ axis: Axis) -> (Double, Double) {
            switch item.box[axis] {
            case .offered(let start, let length): return (start, start + length)
            case .unspecified:
                let gap = DebugOverlay.unspecifiedGap
                return (item.frame.origin[axis] - gap, item.frame.origin[axis] + item.frame.size[axis] + gap)
            case .infinite: return (area.origin[axis], area.origin[axis] + area.size[axis])
            }
        }
        let (x0, x1) = range(.horizontal), (y0, y1) = range(.vertical)
        let half = line / 2
        let color = DebugBorders.proposedColor
        for axis in Axis.allCases {
            let style: EdgeStyle
            switch item.box[axis] {
            case .offered: style = .solid
            case .unspecified: style = .dashed
            case .infinite: continue
            }
            let runsOn = item.box[axis.other] == .infinite
            if axis == .horizontal {
                // The left and right edges.
                let left = x0 + half, right = max(left, x1 - half)
                for x in [left, right] { segment(Point(x: x, y: y0), Point(x: x, y: y1), style, color, arrows: runsOn) }
            } else {
                let top = y0 + half, bottom = max(top, y1 - half)
                for y in [top, bottom] { segment(Point(x: x0, y: y), Point(x: x1, y: y), style, color, arrows: runsOn) }
            }
        }
    }

    private func stroke(_ rect: Rect, color: RGBA) {
        let half = line / 2
        let x0 = rect.minX + half, y0 = rect.minY + half
        let x1 = max(x0, rect.maxX - half), y1 = max(y0, rect.maxY - half)
        segment(Point(x: rect.minX, y: y0), Point(x: rect.maxX, y: y0), .solid, color, arrows: false)
        segment(Point(x: rect.minX, y: y1), Point(x: rect.maxX, y: y1), .solid, color, arrows: false)
        segment(Point(x: x0, y: rect.minY), Point(x: x0, y: rect.maxY), .solid, color, arrows: false)
        segment(Point(x: x1, y: rect.minY), Point(x: x1, y: rect.maxY), .solid, color, arrows: false)
    }

    /// One edge; `arrows` ends it in an arrowhead at each end, for a line that runs on.
    private func segment(_ a: Point, _ b: Point, _ style: EdgeStyle, _ color: RGBA, arrows: Bool) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, line)
        // Butt caps: a line ends where it says, so no corner spills outside its box.
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        if style == .dashed {
            var pattern = [4.0, 3.0]
            cairo_set_dash(cairo, &pattern, 2, 0)
        }
        cairo_move_to(cairo, a.x, a.y)
        cairo_line_to(cairo, b.x, b.y)
        cairo_stroke(cairo)
        if arrows {
            cairo_set_dash(cairo, nil, 0, 0)
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            if length > 0 {
                let ux = (b.x - a.x) / length, uy = (b.y - a.y) / length
                for (tip, sign) in [(a, -1.0), (b, 1.0)] {
                    let dx = ux * sign, dy = uy * sign
                    cairo_move_to(cairo, tip.x - 4 * dx + 3 * dy, tip.y - 4 * dy - 3 * dx)
                    cairo_line_to(cairo, tip.x, tip.y)
                    cairo_line_to(cairo, tip.x - 4 * dx - 3 * dy, tip.y - 4 * dy + 3 * dx)
                    cairo_stroke(cairo)
                }
            }
        }
        cairo_restore(cairo)
    }

    private func paintTag(_ tag: DebugOverlay.Tag) {
        cairo_save(cairo)
        ShapePath.add(.roundedRectangle(cornerRadius: 2), in: tag.rect, to: cairo)
        let blue = DebugBorders.requiredColor
        cairo_set_source_rgba(cairo, blue.red, blue.green, blue.blue, 1)
        cairo_fill(cairo)
        painter.text.draw(tag.request, in: cairo,
                          at: Point(x: tag.rect.minX + DebugOverlay.tagPadding.horizontal,
                                    y: tag.rect.minY + DebugOverlay.tagPadding.vertical),
                          color: RGBA(red: 1, green: 1, blue: 1))
        cairo_restore(cairo)
    }

    // MARK: - Legend

    /// Height of the key strip `--legend` adds below the picture.
    package static let legendHeight = 18.0
    private static let legendFont = Font(size: 10)

    private enum Swatch { case proposed, chosen, unspecified, infinite }
    private static let legendEntries: [(Swatch, String)] = [
        (.proposed, "offered"), (.chosen, "chosen size"), (.unspecified, "nil: ideal size asked"),
        (.infinite, "∞: unbounded"),
    ]

    /// The width the key needs: the picture is widened to it when narrower.
    package static func legendWidth(text: PangoTextMeasurer) -> Double {
        legendEntries.reduce(4) { $0 + 18 + text.measure(TextRequest(string: $1.1, font: legendFont)).size.width + 10 }
    }

    /// A key in a strip at `top`, across `width`: a swatch of each style and its meaning.
    package func paintLegend(top: Double, width: Double) {
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, top, width, Self.legendHeight)
        cairo_set_source_rgba(cairo, 0.96, 0.96, 0.96, 1)
        cairo_fill(cairo)
        var x = 4.0
        let red = DebugBorders.proposedColor
        for (swatch, label) in Self.legendEntries {
            let box = Rect(x: x, y: top + 4, width: 14, height: 10)
            let half = line / 2
            switch swatch {
            case .proposed: stroke(box, color: red)
            case .chosen: stroke(box, color: DebugBorders.requiredColor)
            case .unspecified:
                segment(Point(x: box.minX, y: box.minY + half), Point(x: box.maxX, y: box.minY + half), .solid, red, arrows: false)
                segment(Point(x: box.minX, y: box.maxY - half), Point(x: box.maxX, y: box.maxY - half), .solid, red, arrows: false)
                segment(Point(x: box.minX + half, y: box.minY), Point(x: box.minX + half, y: box.maxY), .dashed, red, arrows: false)
                segment(Point(x: box.maxX - half, y: box.minY), Point(x: box.maxX - half, y: box.maxY), .dashed, red, arrows: false)
            case .infinite:
                segment(Point(x: box.minX + 1, y: box.midY), Point(x: box.maxX - 1, y: box.midY), .solid, red, arrows: true)
            }
            x += 18
            let request = TextRequest(string: label, font: Self.legendFont)
            let size = painter.text.measure(request).size
            painter.text.draw(request, in: cairo, at: Point(x: x, y: top + (Self.legendHeight - size.height) / 2), color: .black)
            x += size.width + 10
        }
        cairo_restore(cairo)
    }
}

private extension Rect {
    var midY: Double { origin.y + size.height / 2 }
}

extension Rect {
    /// The rectangle moved in by `amount` on every side (out, when negative).
    package func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
