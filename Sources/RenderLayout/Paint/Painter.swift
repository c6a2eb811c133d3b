import CCairoPango

/// Draws a placed tree onto a Cairo context. It only reads the placed tree.
///
/// 1. The canvas background, unless transparent.
/// 2. Each node in tree order (siblings by `zIndex`, then tree order): its own content (a
///    shape, text, …), then its children; a `border` after its children; a drawing effect
///    (`DrawingEffect`: `opacity`, `clipShape`, `shadow`, `blur`, `rotationEffect`…) paints the
///    whole subtree itself, and ScrollView clips it.
/// 3. Debug borders, if asked for, after everything else (Flutter's `debugPaintSize`).
///
/// Colours are drawn resolved against the colour scheme of the node being painted
/// (`PlacedNode.colorScheme`): `colorScheme` is that node's while it and its effect paint, and
/// every colour reaches Cairo through `resolved(_:)` or `setSource`.
package final class Painter {
    package let cairo: OpaquePointer
    package let text: PangoTextMeasurer
    /// The scheme of the node being painted.
    package private(set) var colorScheme: ColorScheme = .light
    /// The nearest `containerShape(_:)` around the node being painted, and its frame
    /// (`ContainerRelative`).
    package var containerShape: (shape: ShapeKind, frame: Rect)?
    /// Whether `text` measured the tree being painted, so a placed Text's
    /// `measurement.layoutSlot` names one of its kept layouts (`Renderer.draw`).
    package var readsTextSlots = false

    package init(cairo: OpaquePointer, text: PangoTextMeasurer) {
        self.cairo = cairo
        self.text = text
    }

    /// The canvas, in the root's colour scheme.
    package func paintBackground(_ background: CanvasBackground, size: Size, colorScheme: ColorScheme = .light) {
        guard case .color(let color) = background else { return }
        self.colorScheme = colorScheme
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, 0, size.width, size.height)
        setSource(.color(color), in: Rect(origin: .zero, size: size))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// A colour as drawn in the scheme of the node being painted.
    package func resolved(_ color: RGBA) -> RGBA { color.resolved(for: colorScheme) }

    package func paint(_ node: PlacedNode) {
        let saved = colorScheme
        colorScheme = node.colorScheme
        defer { colorScheme = saved }
        let frame = node.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            paintChildren(node)
            return
        }
        if node.isRedacted, paintRedacted(node) {
            paintChildren(node)
            return
        }
        switch node.content {
        case .effect(let placed):
            placed.effect.paint(node, with: self)
            return
        case .canvas(let drawing):
            paintCanvas(node, drawing)
            return
        case .scroll(let under):
            // A List's background is not scrolled content: it may run on into the safe-area
            // insets (ListLayout step 4), so it is painted before the clip.
            var node = node
            if let first = node.children.first, case .defined(let view) = first.view.kind, view.behavior.paintsUnderScrollClip {
                paint(first)
                node.children.removeFirst()
            }
            cairo_save(cairo)
            let visible = PlacedContent.scrollClip(frame, under: under)
            cairo_rectangle(cairo, visible.minX, visible.minY, visible.width, visible.height)
            cairo_clip(cairo)
            paintChildren(node)
            cairo_restore(cairo)
            return
        case .border(let style, let width):
            paintChildren(node)
            colorScheme = node.colorScheme
            let inset = width / 2
            guard frame.width > 0, frame.height > 0 else { return }
            cairo_save(cairo)
            cairo_rectangle(cairo, frame.minX + inset, frame.minY + inset,
                            max(0, frame.width - width), max(0, frame.height - width))
            setSource(style, in: frame)
            cairo_set_line_width(cairo, width)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
            cairo_stroke(cairo)
            cairo_restore(cairo)
            return
        case .text(let run):
            let request = run.request.resolvingColors(for: colorScheme)
            // The layout it was measured from, for a plain text (styled runs' colours may be
            // resolved to others than it was laid out with).
            let slot = readsTextSlots && run.request.runs.isEmpty ? run.measurement.layoutSlot : -1
            if run.measurement.lineCount > 0, case .color(let color) = run.style {
                text.draw(request, slot: slot, in: cairo, at: frame.origin, color: resolved(color))
            } else if run.measurement.lineCount > 0 {
                // Gradient text: draw the glyphs as a mask for the gradient.
                cairo_push_group(cairo)
                text.draw(request, slot: slot, in: cairo, at: frame.origin, color: .black)
                let mask = cairo_pop_group(cairo)
                setSource(run.style, in: frame)
                cairo_mask(cairo, mask)
                cairo_pattern_destroy(mask)
            }
        case .shape(let shape, let drawing):
            paintShape(shape, drawing, in: frame)
        case .color(let style):
            cairo_save(cairo)
            cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
            fillPath(style, in: frame)
            cairo_restore(cairo)
        case .divider:
            cairo_save(cairo)
            cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
            setSource(.color(ControlColors.separator), in: frame)
            cairo_fill(cairo)
            cairo_restore(cairo)
        case .image(let source, let tint, let weight, let resizable):
            var flips = false
            if case .systemName(let name) = source { flips = node.isRightToLeft && SymbolLibrary.flipsForRightToLeft(name) }
            mirrored(flips, in: frame) { paintImage(source, tint: tint, weight: weight, resizable: resizable, in: frame) }
        case .symbol(let symbol):
            mirrored(node.isRightToLeft && SymbolLibrary.flipsForRightToLeft(symbol.name), in: frame) {
                SymbolPainter.draw(symbol.name, in: frame, layers: symbol.layers.map { resolved($0.representative) },
                                   partLayers: symbol.mode == .multicolor ? SymbolMulticolor.partLayers[symbol.name] : nil,
                                   weight: symbol.weight, stretched: symbol.resizable, variableValue: symbol.variableValue, cairo: cairo)
            }
        case .progress(let value, let tint):
            // Controls that show progress from one value to another run right to left (HIG, "Right to left").
            mirrored(node.isRightToLeft, in: frame) { paintProgress(value, tint: tint ?? ControlColors.accent, in: frame) }
        case .control(let drawing, let tint):
            mirrored(node.isRightToLeft, in: frame) { ControlPainter(cairo: cairo, tint: tint, colorScheme: colorScheme).paint(drawing, in: frame) }
        case .none:
            break
        }
        paintChildren(node)
    }

    /// Runs `draw` mirrored about the vertical centre line of `frame` when `flip` is set.
    private func mirrored(_ flip: Bool, in frame: Rect, _ draw: () -> Void) {
        guard flip else { return draw() }
        cairo_save(cairo)
        cairo_translate(cairo, frame.minX + frame.maxX, 0)
        cairo_scale(cairo, -1, 1)
        draw()
        cairo_restore(cairo)
    }

    /// Children in order of `zIndex` (stable: equal values keep the tree order).
    package func paintChildren(_ node: PlacedNode) {
        // Through the buffer: each child is handed to `paint` in place; an array's subscript
        // copied it out (a retain and release of its references, 30,000 for a 10,000-view grid).
        let inOrder = node.children.withUnsafeBufferPointer { children in
            if children.count > 1 {
                for index in children.indices where children[index].zIndex != 0 { return false }
            }
            for index in children.indices { paint(children[index]) }
            return true
        }
        guard !inOrder else { return }
        let ordered = node.children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        for (_, child) in ordered { paint(child) }
    }

    /// Sets a colour or a top-to-bottom gradient over `rect` as the source.
    package func setSource(_ style: ResolvedShapeStyle, in rect: Rect) {
        switch style.resolved(for: colorScheme) {
        case .color(let c):
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
        case .gradient(let c):
            let (top, bottom) = ResolvedShapeStyle.gradient(c).gradientStops
            let pattern = cairo_pattern_create_linear(0, rect.minY, 0, rect.maxY)
            cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
            cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .linear(let stops, let start, let end):
            let from = start.point(in: rect), to = end.point(in: rect)
            guard let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y) else { return }
            Self.addStops(stops, to: pattern)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .radial(let stops, let center, let r0, let r1):
            let c = center.point(in: rect)
            guard let pattern = cairo_pattern_create_radial(c.x, c.y, max(0, r0), c.x, c.y, max(0, r1)) else { return }
            Self.addStops(stops, to: pattern)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .material(let material):
            // A material where only a colour can be drawn (a stroke, text): its tint.
            let tint = material.vectorTint(dark: colorScheme == .dark)
            cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha)
        }
    }

    /// Stops in order of location, as SwiftUI sorts them; the colours before the first and
    /// after the last stop are theirs (Cairo's `EXTEND_PAD`).
    /// A fully transparent stop takes its neighbour's hue, so fading to `.clear` does not pass
    /// through gray (SwiftUI blends premultiplied; Cairo does not).
    private static func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
        let sorted = stops.sorted(by: { $0.location < $1.location })
        for (index, stop) in sorted.enumerated() {
            var c = stop.color
            if c.alpha == 0 {
                let neighbour = sorted[..<index].last(where: { $0.color.alpha > 0 }) ?? sorted[(index + 1)...].first(where: { $0.color.alpha > 0 })
                if let hue = neighbour?.color { c = RGBA(red: hue.red, green: hue.green, blue: hue.blue, alpha: 0) }
            }
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    private func paintShape(_ shape: ShapeKind, _ drawing: ShapeDrawing, in frame: Rect) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        guard drawing.trimTo > drawing.trimFrom else { return }
        cairo_save(cairo)
        if let fill = drawing.fill {
            ShapePath.add(resolvedShape(shape, in: frame), in: frame, to: cairo)
            trim(drawing)
            fillPath(fill, in: frame)
        }
        if let stroke = drawing.stroke, drawing.lineWidth > 0 {
            let inset = drawing.strokeInside ? drawing.lineWidth / 2 : 0
            let path = Rect(x: frame.minX + inset, y: frame.minY + inset,
                            width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
            ShapePath.add(resolvedShape(shape, in: path), in: path, to: cairo)
            trim(drawing)
            setSource(stroke, in: frame)
            cairo_set_line_width(cairo, drawing.lineWidth)
            if !drawing.dash.isEmpty { cairo_set_dash(cairo, drawing.dash, Int32(drawing.dash.count), 0) }
            switch drawing.lineCap {
            case "round": cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            case "square": cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
            default: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
            }
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// `trim(from:to:)`: replaces the current path by the part between the two fractions of
    /// its length (flattened to lines, Cairo's tolerance).
    private func trim(_ drawing: ShapeDrawing) {
        guard drawing.trimFrom > 0 || drawing.trimTo < 1, let flat = cairo_copy_path_flat(cairo) else { return }
        defer { cairo_path_destroy(flat) }
        // The outline as points; a close adds the way back to the sub-path's start.
        var points: [(Double, Double)] = []
        var start: (Double, Double)?
        var index = 0
        let data = flat.pointee.data
        while index < Int(flat.pointee.num_data), let data {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let p = (data[index + 1].point.x, data[index + 1].point.y)
                if start == nil { points.append(p) }
                start = start ?? p
            case CAIRO_PATH_LINE_TO:
                points.append((data[index + 1].point.x, data[index + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let start { points.append(start) }
            default: break
            }
            index += Int(header.length)
        }
        guard points.count > 1 else { return }
        var lengths = [0.0]
        for i in 1..<points.count {
            let dx = points[i].0 - points[i - 1].0, dy = points[i].1 - points[i - 1].1
            lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return }
        let from = drawing.trimFrom * total, to = drawing.trimTo * total
        func point(at distance: Double) -> (Double, Double) {
            var i = 1
            while i < lengths.count - 1 && lengths[i] < distance { i += 1 }
            let span = lengths[i] - lengths[i - 1]
            let t = span > 0 ? (distance - lengths[i - 1]) / span : 0
            return (points[i - 1].0 + (points[i].0 - points[i - 1].0) * t, points[i - 1].1 + (points[i].1 - points[i - 1].1) * t)
        }
        cairo_new_path(cairo)
        let first = point(at: from)
        cairo_move_to(cairo, first.0, first.1)
        for i in 1..<points.count where lengths[i] > from && lengths[i] < to { cairo_line_to(cairo, points[i].0, points[i].1) }
        let last = point(at: to)
        cairo_line_to(cairo, last.0, last.1)
    }

    private func paintImage(_ source: ImageSource, tint: ResolvedShapeStyle, weight: Font.Weight, resizable: Bool, in frame: Rect) {
        switch source {
        case .systemName(let name):
            SymbolPainter.draw(name, in: frame, color: resolved(tint.representative), weight: weight, stretched: resizable, cairo: cairo)
        case .file(let image), .template(let image):
            // A frame rounded to nothing draws nothing (scaling by 0 would break the context).
            guard frame.width > 0, frame.height > 0 else { return }
            cairo_save(cairo)
            if case .template = source {
                // The image's alpha masks the foreground style (set in canvas coordinates).
                setSource(tint, in: frame)
            }
            cairo_translate(cairo, frame.minX, frame.minY)
            switch image.content {
            case .bitmap(let surface):
                cairo_scale(cairo, frame.width / Double(image.pixelWidth), frame.height / Double(image.pixelHeight))
                if case .template = source {
                    cairo_mask_surface(cairo, surface, 0, 0)
                } else {
                    cairo_set_source_surface(cairo, surface, 0, 0)
                    cairo_paint(cairo)
                }
            case .vector(let vector):
                if case .template = source {
                    // The drawing's alpha masks the foreground style, as a bitmap's does; the
                    // group stays vectors in SVG and PDF output. Popping the group gives back
                    // the tint source set above. On a pixel surface the group is clipped to
                    // the frame's pixels, rounded out (so no edge is cut finer than before), or
                    // each icon would allocate a group the size of the canvas; a vector
                    // surface's group is not pixels, and a clip there would change its output.
                    if cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE {
                        clipToPixels(width: frame.width, height: frame.height)
                    }
                    cairo_push_group(cairo)
                    vector.draw(into: cairo, width: frame.width, height: frame.height)
                    let drawing = cairo_pop_group(cairo)
                    cairo_mask(cairo, drawing)
                    cairo_pattern_destroy(drawing)
                } else {
                    vector.draw(into: cairo, width: frame.width, height: frame.height)
                }
            }
            cairo_restore(cairo)
        }
    }

    /// Clips to the device pixels that cover `0, 0, width, height` in user space, whole pixels
    /// rounded outward (the clip stays until the caller's `cairo_restore`).
    private func clipToPixels(width: Double, height: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for (cornerX, cornerY) in [(0.0, 0.0), (width, 0.0), (0.0, height), (width, height)] {
            var (x, y) = (cornerX, cornerY)
            cairo_user_to_device(cairo, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        let left = xs.min()!.rounded(.down), top = ys.min()!.rounded(.down)
        cairo_rectangle(cairo, left, top, xs.max()!.rounded(.up) - left, ys.max()!.rounded(.up) - top)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// iOS's linear progress view: a gray capsule track, the done part in blue over it.
    private func paintProgress(_ value: Double, tint: RGBA, in frame: Rect) {
        cairo_save(cairo)
        ShapePath.add(.capsule, in: frame, to: cairo)
        setSource(.color(ControlColors.sliderTrack), in: frame)
        cairo_fill(cairo)
        if value > 0 {
            let done = Rect(x: frame.minX, y: frame.minY, width: frame.width * value, height: frame.height)
            ShapePath.add(.capsule, in: done, to: cairo)
            setSource(.color(tint), in: done)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }
}
