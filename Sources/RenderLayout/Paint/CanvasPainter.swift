import CCairoPango

/// Replays a `Canvas`'s recorded commands (`CanvasDrawing`) in its frame.
///
/// 1. The canvas's origin is the frame's top-left corner, and what it draws is clipped to the
///    frame: a canvas draws into a layer of its own size (decision, as Food Truck's header
///    shows on an iPhone: only the top of its 1200-point planet, inside the 200-point band).
/// 2. Each command in order: its clips (each path under the transform it was given with),
///    then its transform; with an opacity below 1 or a blend mode other than normal it is
///    drawn into a group, composited with that opacity and operator.
/// 3. A fill or stroke sets the shading over the rect `(0, 0, width, height)` of the
///    context's space (a gradient's unit points are of that rect); a view (an image, a text)
///    is the canvas's placed child, moved so that its anchor falls on the point, or scaled
///    into the rect.
/// 4. A command cairo cannot draw (a singular or non-finite transform) is skipped.
extension Painter {
    package func paintCanvas(_ node: PlacedNode, _ drawing: CanvasDrawing) {
        let frame = node.frame
        let box = Rect(origin: .zero, size: frame.size)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cairo)
        for command in drawing.commands {
            cairo_save(cairo)
            cairo_translate(cairo, frame.minX, frame.minY)
            guard Self.drawable(command, node, cairo) else {
                cairo_restore(cairo)
                continue
            }
            for clip in command.clips {
                cairo_save(cairo)
                Self.concat(clip.transform, cairo)
                cairo_new_path(cairo)
                ShapePath.add(.path(clip.elements), in: box, to: cairo)
                cairo_restore(cairo)
                cairo_set_fill_rule(cairo, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cairo)
            }
            Self.concat(command.transform, cairo)
            let grouped = command.opacity < 1 || command.blendMode != .normal
            if grouped { cairo_push_group(cairo) }
            switch command.kind {
            case .fill(let elements, let shading, let evenOdd):
                cairo_new_path(cairo)
                ShapePath.add(.path(elements), in: box, to: cairo)
                cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                fillPath(shading.style, in: box)
            case .stroke(let elements, let shading, let lineWidth):
                cairo_new_path(cairo)
                ShapePath.add(.path(elements), in: box, to: cairo)
                setSource(shading.style, in: box)
                cairo_set_line_width(cairo, lineWidth)
                cairo_stroke(cairo)
            case .view(let index, let point, let anchor, let rect, let stretched):
                guard index >= 0, index < node.children.count else { break }
                let child = node.children[index]
                let size = child.frame.size
                if let rect {
                    cairo_translate(cairo, rect.minX, rect.minY)
                    if stretched, size.width > 0, size.height > 0 { cairo_scale(cairo, rect.width / size.width, rect.height / size.height) }
                } else {
                    cairo_translate(cairo, point.x - anchor.x * size.width, point.y - anchor.y * size.height)
                }
                cairo_translate(cairo, -child.frame.minX, -child.frame.minY)
                paint(child)
            }
            if grouped {
                cairo_pop_group_to_source(cairo)
                cairo_set_operator(cairo, Self.cairoOperator(command.blendMode))
                cairo_identity_matrix(cairo)
                cairo_paint_with_alpha(cairo, max(0, min(1, command.opacity)))
            }
            cairo_restore(cairo)
        }
    }

    /// Step 4: a command whose transforms cairo cannot apply — not finite, or leaving the
    /// current matrix singular (`scaleBy(x: 0, y: 0)`, an image drawn into an empty rect) — is
    /// skipped: it would draw nothing in SwiftUI, and a singular matrix puts the whole cairo
    /// context in an error state that no later call recovers from (everything after it lost).
    private static func drawable(_ command: CanvasCommand, _ node: PlacedNode, _ cairo: OpaquePointer) -> Bool {
        for clip in command.clips where !applicable(clip.transform, cairo) { return false }
        guard applicable(command.transform, cairo) else { return false }
        if case .view(let index, let point, _, let rect, let stretched) = command.kind {
            guard point.x.isFinite, point.y.isFinite else { return false }
            if let rect {
                guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return false }
                if stretched, index >= 0, index < node.children.count {
                    let size = node.children[index].frame.size
                    if size.width > 0, size.height > 0, !(rect.width != 0 && rect.height != 0) { return false }
                }
            }
        }
        return true
    }

    /// Whether `t` applied after the current matrix leaves it finite and invertible.
    private static func applicable(_ t: [Double], _ cairo: OpaquePointer) -> Bool {
        guard t.count == 6 else { return t.isEmpty }
        guard t.allSatisfy(\.isFinite) else { return false }
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        var added = cairo_matrix_t(xx: t[0], yx: t[1], xy: t[2], yy: t[3], x0: t[4], y0: t[5])
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &added, &current)
        return cairo_matrix_invert(&product) == CAIRO_STATUS_SUCCESS
    }

    private static func concat(_ t: [Double], _ cairo: OpaquePointer) {
        guard t.count == 6, t != CanvasCommand.identity else { return }
        var matrix = cairo_matrix_t(xx: t[0], yx: t[1], xy: t[2], yy: t[3], x0: t[4], y0: t[5])
        cairo_transform(cairo, &matrix)
    }

    private static func cairoOperator(_ mode: CanvasBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
