import CCairoPango
import Foundation

import RenderLayout

/// The picker styles beside menu and segmented (docs/scene-format.md, "Controls"): `wheel`,
/// `inline`, `navigationLink`; `palette` is drawn segmented (`PickerBehavior`). The children are
/// the Picker's: the label, its indicator symbol, the options.

/// The drum of iOS's wheels, UIPickerView's and UIDatePicker's at rest: one for the wheel
/// Picker (`WheelPickerLayout`) and the wheel DatePicker's columns (`DateWheelsLayout`).
///
/// 1. Height 216 (UIPickerView's standard height).
/// 2. A row k places away from the selected one (k = …, −1, 0, 1, …) is centred at
///    y = 108 + 108 · sin(k · 32 / 108) — a cylinder of radius 108 seen from the front, rows 32
///    apart along it — for |k · 32 / 108| < 1 radian (three rows each side); those further
///    round are not drawn (decision: iOS squashes them flat against the edges, which
///    unsquashed text would crowd).
/// 3. Rows are title3 (20 pt: decision), one line. The selected one is in the primary colour,
///    the others in secondaryLabel grey fading with the angle (× cos of it) — or, under a
///    foreground style set around the wheel, that style at half opacity, fading: decision,
///    close to UIPickerView's look.
/// 4. Behind the selected row: a band 32 tall across the wheel 8 in from each side, radius 8,
///    in tertiarySystemFill (iOS 14's selection indicator; decision for the numbers). The band,
///    then the rows of step 2, are drawn clipped to the wheel (`WheelDrumEffect`).
package enum WheelDrum {
    package static let height = 216.0
    package static let rowPitch = 32.0
    package static let radius = 108.0
    package static let bandInset = 8.0
    package static let bandRadius = 8.0
    /// Step 2: rows further round are not drawn.
    package static let maxAngle = 1.0

    /// Step 2: the angle of the row `k` places from the selected one, nil round the back.
    package static func angle(_ k: Int) -> Double? {
        let angle = Double(k) * rowPitch / radius
        return abs(angle) < maxAngle ? angle : nil
    }

    /// Step 2: the centre of a row at `angle`, down from the wheel's top.
    package static func centreY(_ angle: Double) -> Double { radius + radius * sin(angle) }

    /// Step 3: the environment of the row `k` places from the selected one; `parent` is the
    /// wheel's, whose foreground style the selected row keeps.
    package static func adjustRow(_ k: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        environment.font = Font.TextStyle.title3.font
        environment.lineLimit = 1
        environment.lowerLineLimit = nil
        guard k != 0 else { return }
        let fade = angle(k).map(cos) ?? 0
        environment.foregroundStyle = parent.foregroundStyle?.opacity(0.5 * fade) ?? .color(SystemColors.secondaryLabel.opacity(fade))
    }
}

/// Draws `WheelDrum` step 4: the band, then each child that is a row on the front of the drum,
/// clipped to the wheel. `rows` holds each child's k (nil: not a row, not drawn).
package struct WheelDrumEffect: DrawingEffect {
    let rows: [Int?]

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let cairo = painter.cairo
        let frame = node.frame
        cairo_save(cairo)
        cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cairo)
        let inset = WheelDrum.bandInset, pitch = WheelDrum.rowPitch
        let band = Rect(x: frame.minX + inset, y: frame.minY + WheelDrum.radius - pitch / 2,
                        width: max(0, frame.width - 2 * inset), height: pitch)
        cairo_new_path(cairo)
        ShapePath.add(.roundedRectangle(cornerRadius: WheelDrum.bandRadius), in: band, to: cairo)
        let fill = painter.resolved(SystemColors.tertiarySystemFill)
        cairo_set_source_rgba(cairo, fill.red, fill.green, fill.blue, fill.alpha)
        cairo_fill(cairo)
        for (index, child) in node.children.enumerated() where index < rows.count {
            if let k = rows[index], WheelDrum.angle(k) != nil { painter.paint(child) }
        }
        cairo_restore(cairo)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? { Painter.intersection(inner, frame) }
    package var textLayer: EffectReach { .clipped }
}

/// `pickerStyle(.wheel)`, and `.inline` outside a List or Form row: iOS's UIPickerView at rest,
/// its options on the drum (`WheelDrum`).
///
/// 1. Height 216 whatever is proposed (`WheelDrum` step 1); width the proposal, unspecified 320
///    (UIPickerView's intrinsic width on an iPhone; decision).
/// 2. Option i is the row i − selection on the drum (`WheelDrum` steps 2–4); with no selection
///    the first option is at the centre.
/// 3. Each option is proposed the width less 2 × 20 and no height (one line), centred
///    horizontally (an infinite one, a filling aspect ratio's, at the leading edge, never at
///    −∞: `AlignedPlacement.difference`).
/// 4. The label and the indicator symbol are not shown (SwiftUI's wheel draws no title).
package struct WheelPickerLayout: Layout {
    package let selection: Int?

    package static let idealWidth = 320.0
    package static let sideInset = 20.0

    /// Step 2: the row of option `index` on the drum.
    package static func row(of index: Int, selection: Int?) -> Int { index - (selection ?? 0) }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? Self.idealWidth, height: WheelDrum.height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews.prefix(2) { subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0)) }
        let optionProposal = ProposedViewSize(width: max(0, bounds.width - 2 * Self.sideInset), height: nil)
        for (offset, option) in subviews.dropFirst(2).enumerated() {
            let size = option.sizeThatFits(optionProposal)
            let y = WheelDrum.angle(Self.row(of: offset, selection: selection)).map(WheelDrum.centreY) ?? -size.height
            option.place(at: Point(x: bounds.minX + AlignedPlacement.difference(bounds.width, size.width) / 2, y: bounds.minY + y - size.height / 2),
                         proposal: optionProposal)
        }
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if selection == nil { context.warn(MenuPickerLayout.noSelection) }
        let count = context.node.children.count
        let rows: [Int?] = (0..<count).map { $0 < 2 ? nil : Self.row(of: $0 - 2, selection: selection) }
        return .effect(PlacedEffect(WheelDrumEffect(rows: rows)))
    }
}

/// `pickerStyle(.navigationLink)`: the row iOS 17 shows for it, in a Form or List row and
/// elsewhere alike (decision: outside a list iOS shows the same link).
///
/// 1. The label at the leading edge (primary colour); at the trailing edge the selected option
///    (secondaryLabel grey, one line) and, 6 after it, the indicator: `chevron.forward` in
///    footnote semibold, tertiaryLabel grey — the look of a NavigationLink row's disclosure
///    indicator (`NavigationLink.swift`), as the style "is represented by a navigation link".
/// 2. Widths and heights as a menu picker's Form row (`MenuPickerLayout` steps 4–6), the gap
///    between option and indicator 6 instead of 4 (decision).
package struct NavigationLinkPickerLayout: Layout {
    package let selection: Int?
    private var row: MenuPickerLayout { MenuPickerLayout(selection: selection, isFormRow: true, gap: 6) }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                   subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        row.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        row.content(in: bounds, proposal: proposal, context: context)
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        row.spacing(subviews: subviews, context: context)
    }
}

/// `pickerStyle(.inline)` in a List or Form row: the label and each option a row of the
/// section, the selected one with a checkmark (iOS 17; the label's own row is a decision).
///
/// 1. The row's vertical insets are 0 (`ListRowLayout` step 2), so the picker's rows are the
///    section's: each (the label first, unless `labelsHidden()`, then each option) is its
///    content's height plus 11 above and below, at least 44 (`defaultMinListRowHeight`), the content at the picker's
///    leading edge, centred vertically; proposed the width less the checkmark and 8 (one line
///    for options).
/// 2. The indicator symbol is `checkmark` in body semibold and the accent colour, its trailing
///    edge at the picker's, centred on the selected option's row (none without a selection).
/// 3. Hairlines (one output pixel, the separator colour) along the bottom of every row but the
///    last, from the picker's leading edge to the card's trailing edge (20 past the picker's,
///    the row's trailing inset): as separators between a section's rows.
package struct InlinePickerRowsLayout: Layout {
    package let selection: Int?
    package let showsLabel: Bool

    package static let gap = 8.0

    /// The indices of the children that are rows: the label (unless hidden), then the options.
    private func rowIndices(_ count: Int) -> [Int] {
        (showsLabel && count > 0 ? [0] : []) + Array(min(2, count)..<count)
    }

    private func textWidth(_ width: Double?, _ subviews: LayoutSubviews) -> Double? {
        let mark = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified).width : 0
        return width.map { max(0, $0 - mark - Self.gap) }
    }

    /// Step 1: a row's height for its content's.
    package static func rowHeight(_ content: Double, minimum: Double = ListMetrics.minRowHeight) -> Double {
        max(minimum, content + ListMetrics.rowInsets.vertical)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard subviews.count >= 2 else { return .zero }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let textProposal = ProposedViewSize(width: textWidth(width, subviews), height: nil)
        let rows = rowIndices(subviews.count).map { subviews[$0] }
        let widest = width ?? (rows.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
            + subviews[1].sizeThatFits(.unspecified).width + Self.gap
        let minimum = context.environment.defaultMinListRowHeight
        return Size(width: widest, height: rows.map { Self.rowHeight($0.sizeThatFits(textProposal).height, minimum: minimum) }.reduce(0, +))
    }

    /// Placed in the children's order (the placed tree keeps it: `InlinePickerEffect` reads it).
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard subviews.count >= 2 else { return }
        let textProposal = ProposedViewSize(width: textWidth(bounds.width, subviews), height: nil)
        let none = ProposedViewSize(width: 0, height: 0)
        var places = Array(repeating: (bounds.origin, none), count: subviews.count)
        var y = bounds.minY
        let mark = subviews[1].sizeThatFits(.unspecified)
        for index in rowIndices(subviews.count) {
            let size = subviews[index].sizeThatFits(textProposal)
            let height = Self.rowHeight(size.height, minimum: context.environment.defaultMinListRowHeight)
            places[index] = (Point(x: bounds.minX, y: y + (height - size.height) / 2), textProposal)
            if index >= 2, index - 2 == selection {
                places[1] = (Point(x: bounds.maxX - mark.width, y: y + (height - mark.height) / 2), .unspecified)
            }
            y += height
        }
        for (subview, place) in zip(subviews, places) { subview.place(at: place.0, proposal: place.1) }
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if selection == nil { context.warn(MenuPickerLayout.noSelection) }
        return .effect(PlacedEffect(InlinePickerEffect(rows: rowIndices(context.node.children.count), reach: ListMetrics.rowInsets.trailing,
                                                       pixel: context.pixel, showsMark: selection != nil,
                                                       minimumRow: context.environment.defaultMinListRowHeight)))
    }
}

/// Step 3's hairlines, from the rows as placed (a row's bottom is its content's centre plus
/// half the row's height), under the picker's children; the checkmark only where it was placed.
package struct InlinePickerEffect: DrawingEffect {
    let rows: [Int]
    let reach: Double
    let pixel: Double
    let showsMark: Bool
    let minimumRow: Double

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let cairo = painter.cairo
        let color = painter.resolved(SystemColors.separator)
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        for index in rows.dropLast() where index < node.children.count {
            let frame = node.children[index].frame
            let bottom = frame.minY + frame.height / 2 + InlinePickerRowsLayout.rowHeight(frame.height, minimum: minimumRow) / 2
            cairo_rectangle(cairo, node.frame.minX, bottom - pixel, node.frame.width + reach, pixel)
        }
        cairo_fill(cairo)
        cairo_restore(cairo)
        for (index, child) in node.children.enumerated() where rows.contains(index) || (index == 1 && showsMark) {
            painter.paint(child)
        }
    }
}
