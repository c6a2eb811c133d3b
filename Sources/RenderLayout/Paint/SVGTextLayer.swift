/// Keeps text as text in SVG output. Cairo's SVG surface draws glyphs as outlines, which
/// look exact everywhere but cannot be searched or selected; this adds, over them, one
/// invisible `<text>` element per laid-out line, at the line's baseline, in the font Pango used.
enum SVGTextLayer {
    static func add(to svg: [UInt8], root: PlacedNode, text: PangoTextMeasurer) -> [UInt8] {
        var elements: [String] = []
        root.forEach { node in
            guard case .text(let run) = node.content, run.measurement.lineCount > 0 else { return }
            let font = run.request.font
            let family = ProjectFonts.families(for: font).replacingAll("\"", with: "")
            for line in text.lines(for: run.request) where !line.text.isEmpty {
                elements.append(
                    "<text x=\"\(formatNumber(node.frame.minX + line.x))\" y=\"\(formatNumber(node.frame.minY + line.baseline))\" "
                    + "font-family=\"\(escape(family))\" font-size=\"\(formatNumber(font.size))\" "
                    + "font-weight=\"\(font.weight.numeric)\"\(font.italic ? " font-style=\"italic\"" : "")>"
                    + escape(line.text) + "</text>")
            }
        }
        guard !elements.isEmpty else { return svg }
        let layer = "<g id=\"render-text\" fill-opacity=\"0\" xml:space=\"preserve\">\n" + elements.joined(separator: "\n") + "\n</g>\n"
        let closing = Array("</svg>".utf8)
        guard let end = lastIndex(of: closing, in: svg) else { return svg }
        return Array(svg[..<end]) + Array(layer.utf8) + Array(svg[end...])
    }

    private static func escape(_ text: String) -> String {
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
