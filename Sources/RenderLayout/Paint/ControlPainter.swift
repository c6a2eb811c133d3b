import CCairoPango

import Foundation

/// Draws the controls as iOS 17 draws them at rest, in light or dark mode (sizes and colours in
/// docs/scene-format.md, "Controls"). Layout decided the bounds; this only fills them.
package struct ControlPainter {
    package let cairo: OpaquePointer
    /// `tint(_:)` in effect: replaces the accent blue (and the switch's green).
    package var tint: RGBA? = nil
    /// The scheme of the control's environment: every colour is drawn as resolved for it.
    package var colorScheme: ColorScheme = .light

    package func paint(_ drawing: ControlDrawing, in frame: Rect) {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        switch drawing {
        case .slider(let fraction): slider(fraction, in: frame)
        case .button(let style, let radius): bezel(style, radius: radius, in: frame)
        case .neutralBezel(let radius): fill(.roundedRectangle(cornerRadius: radius), frame, ControlColors.neutralBezel)
        case .toggleSwitch(let isOn): toggleSwitch(isOn, in: frame)
        case .stepper(let canDecrement, let canIncrement): stepper(canDecrement, canIncrement, in: frame)
        case .roundedTextField: roundedTextField(in: frame)
        case .segmented(let count, let selected): segmented(count: count, selected: selected, in: frame)
        case .activityIndicator: activityIndicator(in: frame)
        case .disabled(.button(let style, let radius)):
            // A disabled button's bezel is grey, not a faded tint (its label is greyed by the
            // button's environment: `ButtonBehavior`).
            if style == .bordered || style == .borderedProminent {
                fill(.roundedRectangle(cornerRadius: radius), frame, ControlColors.disabledBezel)
            }
        case .disabled(.neutralBezel(let radius)):
            fill(.roundedRectangle(cornerRadius: radius), frame, ControlColors.disabledBezel)
        case .disabled(.stepper):
            // UIStepper greys each half it cannot step, over the same background.
            stepper(false, false, in: frame)
        case .disabled(let drawing):
            // The whole drawing faded as one (the knob's shadow does not show through the track).
            cairo_push_group(cairo)
            paint(drawing, in: frame)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, ControlColors.disabledOpacity)
        }
    }

    /// White, radius 5, a 0.5-point separator-grey border inside the frame.
    private func roundedTextField(in frame: Rect) {
        let radius = ControlMetrics.textFieldCornerRadius
        fill(.roundedRectangle(cornerRadius: radius), frame, ControlColors.fieldBackground)
        let line = 0.5
        ShapePath.add(.roundedRectangle(cornerRadius: radius - line / 2),
                      in: Rect(x: frame.minX + line / 2, y: frame.minY + line / 2, width: frame.width - line, height: frame.height - line), to: cairo)
        set(ControlColors.separator)
        cairo_set_line_width(cairo, line)
        cairo_stroke(cairo)
    }

    /// The track, the separators not beside the thumb, the thumb with its shadow (geometry in
    /// SegmentedPickerLayout).
    private func segmented(count: Int, selected: Int?, in frame: Rect) {
        fill(.roundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius), frame, ControlColors.stepperFill)
        guard count > 0 else { return }
        let inset = ControlMetrics.segmentedInset
        let segment = max(0, frame.width - 2 * inset) / Double(count)
        let separator = ControlMetrics.segmentedSeparator
        for boundary in 1..<max(1, count) where selected != boundary - 1 && selected != boundary {
            let x = frame.minX + inset + Double(boundary) * segment - separator.width / 2
            fill(.rectangle, Rect(x: x, y: frame.midY - separator.height / 2, width: separator.width, height: separator.height),
                 ControlColors.segmentSeparator)
        }
        guard let selected, selected >= 0, selected < count else { return }
        let thumb = Rect(x: frame.minX + inset + Double(selected) * segment, y: frame.minY + inset,
                         width: segment, height: frame.height - 2 * inset)
        let radius = ControlMetrics.segmentedThumbRadius
        // The shadow (13 % black, radius 3, 2 down) as rings of fading alpha around the thumb,
        // inside the track (UIKit's track masks its thumb, as TOSegmentedControl's does).
        ShapePath.add(.roundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius), in: frame, to: cairo)
        cairo_clip(cairo)
        for step in stride(from: 3.0, through: 0.5, by: -0.5) {
            let grown = Rect(x: thumb.minX - step, y: thumb.minY + 2 - step, width: thumb.width + 2 * step, height: thumb.height + 2 * step)
            fill(.roundedRectangle(cornerRadius: radius + step), grown, RGBA(0, 0, 0, 0.13 / 6 * (1 - step / 3.5)))
        }
        fill(.roundedRectangle(cornerRadius: radius), thumb, RGBA(0, 0, 0, 0.04))
        fill(.roundedRectangle(cornerRadius: radius),
             Rect(x: thumb.minX + 0.5, y: thumb.minY + 0.5, width: thumb.width - 1, height: thumb.height - 1), ControlColors.selectedSegment)
    }

    /// 8 blades in the spinner's colour: the head at 9 o'clock at 6/12 opacity, the three
    /// behind it counter-clockwise at 5/12, 4/12 and 3/12, the other four at 2/12 — as iOS 18
    /// draws `ProgressView()` at rest (measured in light and dark on an iPhone 16 simulator,
    /// martinomamic/RSSReader's tab bar snapshot at 029e492: the blades' full-coverage pixels
    /// are secondaryLabel's grey at those fractions; scripts/device-compare).
    private func activityIndicator(in frame: Rect) {
        let centre = Point(x: frame.minX + frame.width / 2, y: frame.midY)
        let scale = min(frame.width, frame.height) / ControlMetrics.activityIndicatorSize.width
        let color = tint ?? ControlColors.spinner
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cairo, 2.5 * scale)
        for k in 0..<8 {
            // Blade k behind the head: counter-clockwise, angle measured clockwise from 12 o'clock.
            let angle = 1.5 * .pi - Double(k) * .pi / 4
            let dx = sin(angle), dy = -cos(angle)
            cairo_move_to(cairo, centre.x + dx * 4.5 * scale, centre.y + dy * 4.5 * scale)
            cairo_line_to(cairo, centre.x + dx * 8.75 * scale, centre.y + dy * 8.75 * scale)
            set(color.opacity(Double(max(6 - k, 2)) / 12))
            cairo_stroke(cairo)
        }
    }

    /// A 4-point track across the width, accent up to the thumb's centre, then the thumb.
    private func slider(_ fraction: Double, in frame: Rect) {
        let thumb = ControlMetrics.sliderThumbDiameter
        let track = ControlMetrics.sliderTrackHeight
        let trackRect = Rect(x: frame.minX, y: frame.midY - track / 2, width: frame.width, height: track)
        fill(.capsule, trackRect, ControlColors.sliderTrack)
        let centreX = frame.minX + min(thumb, frame.width) / 2 + max(0, frame.width - thumb) * fraction
        if centreX > frame.minX {
            fill(.capsule, Rect(x: frame.minX, y: trackRect.minY, width: centreX - frame.minX, height: track), tint ?? ControlColors.accent)
        }
        knob(centre: Point(x: centreX, y: frame.midY), radius: min(thumb, frame.width) / 2)
    }

    private func bezel(_ style: ButtonStyleKind, radius: Double, in frame: Rect) {
        switch style {
        case .bordered:
            fill(.roundedRectangle(cornerRadius: radius), frame, (tint ?? ControlColors.accent).opacity(0.15))
        case .borderedProminent:
            fill(.roundedRectangle(cornerRadius: radius), frame, tint ?? ControlColors.accent)
        case .automatic, .borderless, .plain:
            break
        }
    }

    /// A capsule and a 27-point knob inset 2, trailing when on.
    private func toggleSwitch(_ isOn: Bool, in frame: Rect) {
        fill(.capsule, frame, isOn ? (tint ?? ControlColors.switchOn) : ControlColors.switchOff)
        let inset = 2.0
        let radius = max(0, frame.height / 2 - inset)
        let x = isOn ? frame.maxX - inset - radius : frame.minX + inset + radius
        knob(centre: Point(x: x, y: frame.midY), radius: radius)
    }

    /// The rounded background, the divider, and the minus and plus glyphs (UIStepper's
    /// geometry: halves split at 46.67, the minus at x 17, the plus at x 63.67).
    private func stepper(_ canDecrement: Bool, _ canIncrement: Bool, in frame: Rect) {
        fill(.roundedRectangle(cornerRadius: 8), frame, ControlColors.stepperFill)
        let dividerHeight = 18.0
        fill(.rectangle, Rect(x: frame.minX + 46.5, y: frame.midY - dividerHeight / 2, width: 1, height: dividerHeight),
             ControlColors.tertiaryLabel)
        let glyph = 13.33, bar = 2.0
        let enabled = ControlColors.label
        let minus = Point(x: frame.minX + 17 + glyph / 2, y: frame.midY)
        let plus = Point(x: frame.minX + 63.67 + glyph / 2, y: frame.midY)
        let minusColor = canDecrement ? enabled : ControlColors.tertiaryLabel
        let plusColor = canIncrement ? enabled : ControlColors.tertiaryLabel
        fill(.roundedRectangle(cornerRadius: bar / 2),
             Rect(x: minus.x - glyph / 2, y: minus.y - bar / 2, width: glyph, height: bar), minusColor)
        // The plus as one path, so its two bars do not darken where they cross.
        ShapePath.add(.roundedRectangle(cornerRadius: bar / 2),
                      in: Rect(x: plus.x - glyph / 2, y: plus.y - bar / 2, width: glyph, height: bar), to: cairo)
        ShapePath.add(.roundedRectangle(cornerRadius: bar / 2),
                      in: Rect(x: plus.x - bar / 2, y: plus.y - glyph / 2, width: bar, height: glyph), to: cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        set(plusColor)
        cairo_fill(cairo)
    }

    /// A white disc with iOS's soft drop shadow and faint outline (slider thumb, switch knob).
    private func knob(centre: Point, radius: Double) {
        guard radius > 0 else { return }
        // The shadow: a radial fade below the disc, darkest just under its edge.
        let shadow = cairo_pattern_create_radial(centre.x, centre.y + 3, radius * 0.6, centre.x, centre.y + 3, radius + 5)
        cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0.16)
        cairo_pattern_add_color_stop_rgba(shadow, 0.55, 0, 0, 0, 0.08)
        cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, centre.x, centre.y + 3, radius + 5, 0, 2 * .pi)
        cairo_set_source(cairo, shadow)
        cairo_fill(cairo)
        cairo_pattern_destroy(shadow)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, centre.x, centre.y, radius + 0.5, 0, 2 * .pi)
        set(RGBA(0, 0, 0, 0.06))
        cairo_fill(cairo)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, centre.x, centre.y, radius, 0, 2 * .pi)
        set(.white)
        cairo_fill(cairo)
    }

    private func fill(_ shape: ShapeKind, _ rect: Rect, _ color: RGBA) {
        guard rect.width > 0, rect.height > 0 else { return }
        ShapePath.add(shape, in: rect, to: cairo)
        set(color)
        cairo_fill(cairo)
    }

    private func set(_ color: RGBA) {
        let c = color.resolved(for: colorScheme)
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
    }
}

private extension Rect {
    var midY: Double { minY + height / 2 }
}
