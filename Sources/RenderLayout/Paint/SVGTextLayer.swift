/// Keeps text as text in SVG output. Cairo's SVG surface draws glyphs as outlines, which
/// look exact everywhere but cannot be searched or selected; this adds, over them, one
/// invisible `<text>` element per laid-out line, at the line's baseline, in the font Pango used.
package enum SVGTextLayer {
    /// `offset` moves layout coordinates into the picture's (margins, `--fit`).
    package static func add(to svg: [UInt8], root: PlacedNode, text: PangoTextMeasurer, offset: Point = .zero) -> [UInt8] {
        var elements: [String] = []
        collect(root, clip: nil, into: &elements, text: text)
        guard !elements.isEmpty else { return svg }
        let shift = offset == .zero ? "" : " transform=\"translate(\(formatNumber(offset.x)) \(formatNumber(offset.y)))\""
        let layer = "<g id=\"render-text\" fill-opacity=\"0\" xml:space=\"preserve\"\(shift)>\n" + elements.joined(separator: "\n") + "\n</g>\n"
        let closing = Array("</svg>".utf8)
        guard let end = lastIndex(of: closing, in: svg) else { return svg }
        return Array(svg[..<end]) + Array(layer.utf8) + Array(svg[end...])
    }

    /// Text that shows: not under `hidden` or a zero opacity, and inside every clip around it.
    private static func collect(_ node: PlacedNode, clip: Rect?, into elements: inout [String], text: PangoTextMeasurer) {
        var clip = clip
        switch node.content {
        // Transformed or blurred text is drawn, but has no plain position to search at (decision:
        // those effects answer `.omitted`).
        case .effect(let placed) where placed.effect.textLayer == .omitted: return
        // A canvas's text is drawn through its transform (`CanvasPainter`): no plain position.
        case .canvas: return
        case .effect(let placed) where placed.effect.textLayer == .clipped: clip = clip.map { intersection($0, node.frame) } ?? node.frame
        case .scroll(let under):
            let visible = PlacedContent.scrollClip(node.frame, under: under)
            clip = clip.map { intersection($0, visible) } ?? visible
        // A redacted text is drawn as bars: it has no words to search.
        case .text where node.isRedacted: break
        case .text(let run) where run.measurement.lineCount > 0:
            if let clip, !clip.intersects(node.frame) { return }
            let font = run.request.font
            let family = ProjectFonts.families(for: font).replacingAll("\"", with: "")
            for line in text.lines(for: run.request) where !line.text.isEmpty {
                elements.append(
                    "<text x=\"\(formatNumber(node.frame.minX + line.x))\" y=\"\(formatNumber(node.frame.minY + line.baseline))\" "
                    + "font-family=\"\(escape(family))\" font-size=\"\(formatNumber(font.size))\" "
                    + "font-weight=\"\(font.weight.numeric)\"\(font.italic ? " font-style=\"italic\"" : "")>"
                    + escape(line.text) + "</text>")
            }
        default: break
        }
        for child in node.children { collect(child, clip: clip, into: &elements, text: text) }
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(0, min(a.maxX, b.maxX) - x0), height: max(0, min(a.maxY, b.maxY) - y0))
    }

    /// XML-escaped, without what XML 1.0 cannot hold: control characters, U+FFFE and U+FFFF.
    package static func escape(_ text: String) -> String {
        let allowed = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            ($0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r") && $0.value != 0xFFFE && $0.value != 0xFFFF
        }))
        return escapeMarkup(allowed)
    }

    private static func escapeMarkup(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
            .replacingAll("\"", with: "&quot;")
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
