import CCairoPango

/// How a node under `redacted(reason: .placeholder)` is drawn (`Redacted`, steps 3–5): Apple's
/// documentation of `RedactionReasons.placeholder` says text and images "will be automatically
/// masked to appear as generic placeholders, though maintaining their original size and
/// shape". The shapes and shades below are the renderer's decision (docs/swift-input.md,
/// "Redaction"): nothing measured gives them.
///
/// 1. A Text: each line Pango laid out becomes a bar of the line's drawn width, its height
///    `barHeight` of the line's, centred in it.
/// 2. An Image or a symbol: its frame, filled.
/// 3. Every fill is a rounded rectangle (`cornerRadius`, at most half its shorter side) in the
///    content's own style (the text's style, the image's foreground style, a symbol's first
///    layer) at `opacity`.
/// 4. Anything else (shapes, colours, controls, effects) is drawn as it is.
extension Painter {
    /// The share of a line's height its bar takes.
    package static let redactedBarHeight = 0.8
    /// The opacity of the fills: a light grey for black text on white.
    package static let redactedOpacity = 0.16
    /// The fills' corner radius, in points.
    package static let redactedCornerRadius = 4.0

    /// Draws `node`'s own content redacted; false when it is not a text, image or symbol (step 4).
    func paintRedacted(_ node: PlacedNode) -> Bool {
        let frame = node.frame
        switch node.content {
        case .text(let run):
            guard run.measurement.lineCount > 0 else { return true }
            let request = run.request.resolvingColors(for: colorScheme)
            let boxes = text.lineBoxes(for: request).map { line in
                let height = line.height * Self.redactedBarHeight
                return Rect(x: frame.minX + line.minX, y: frame.minY + line.minY + (line.height - height) / 2, width: line.width, height: height)
            }
            fillRedacted(boxes, style: run.style, in: frame)
        case .image(_, let tint, _, _):
            fillRedacted([frame], style: tint, in: frame)
        case .symbol(let symbol):
            fillRedacted([frame], style: .color(symbol.layers.first?.representative ?? .black), in: frame)
        default:
            return false
        }
        return true
    }

    /// Steps 1–3: the boxes as rounded fills of `style` at the redaction's opacity.
    private func fillRedacted(_ boxes: [Rect], style: ResolvedShapeStyle, in frame: Rect) {
        let drawn = boxes.filter { $0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite }
        guard !drawn.isEmpty else { return }
        cairo_save(cairo)
        cairo_push_group(cairo)
        for box in drawn {
            let radius = min(Self.redactedCornerRadius, min(box.width, box.height) / 2)
            ShapePath.add(.roundedRectangle(cornerRadius: radius), in: box, to: cairo)
        }
        setSource(style, in: frame)
        cairo_fill(cairo)
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Self.redactedOpacity)
        cairo_restore(cairo)
    }
}
