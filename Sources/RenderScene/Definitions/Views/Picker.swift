import Foundation

import RenderLayout

/// `Picker`: the option whose `tag` is the selection, as `pickerStyle` shows it — a menu
/// button (`MenuPickerLayout`) or a segmented control (`SegmentedPickerLayout`).
///
/// Decoding (docs/scene-format.md, "Controls"): exactly one of `title` (a Text) and `label` (one
/// view), `selection` (a string, number or Boolean), `children` the options; an option's value
/// is the outermost `tag` in its modifier chain; a `ForEach` among them tags each of its views
/// with its index unless the view has a tag (SwiftUI's implicit tag of a ForEach's views, their
/// id: `ForEach(0..<n, id: \.self)`). The children become the label, the
/// `chevron.up.chevron.down` symbol, then the options; the selected option is the first whose
/// tag equals `selection` — none when no tag does (SwiftUI then shows no selection, and logs a
/// warning: so does render).
package enum PickerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Picker", json: ["title", "label", "selection", "children"],
      summary: "The option whose `tag` is the selection, as `pickerStyle` shows it (menu: value and ⌃⌄; segmented).", [
        .init([.init("_", .string, key: "title"), .init("selection", .tagValue), ViewEntries.content]),
        .init([.init("selection", .tagValue), .init("label", .view), ViewEntries.content]),
        .init([.init("selection", .tagValue), ViewEntries.content, .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let label = try context.decoder.controlLabel(object, type: "Picker", depth: context.depth)
        let selection = try object.member("selection").map { (f: JSONField) throws(SceneError) in try f.tagValue() }
        guard object.member("children") != nil else {
            throw object.fail("Picker needs \"children\": its options, each with a \"tag\"")
        }
        // A ForEach among the options tags each of its views (SceneDecoder.forEach).
        let outer = context.decoder.inPickerContent
        context.decoder.inPickerContent = true
        let options: [ViewNode]
        do {
            defer { context.decoder.inPickerContent = outer }
            options = try context.children(object)
        }
        let selected = selection.flatMap { value in options.firstIndex { tag(of: $0) == value } }
        let symbol = try context.decoder.builtIn(.image(.systemName("chevron.up.chevron.down"), resizable: false), object)
        return (PickerBehavior(selection: selected), [label, symbol] + options)
    }

    /// The outermost `tag` in a view's modifier chain.
    package static func tag(of node: ViewNode) -> TagValue? {
        var current = node
        while case .modifier(let modifier) = current.kind, let content = current.children.first {
            if let tag = modifier.behavior as? Tag { return tag.value }
            current = content
        }
        return nil
    }
}

/// A Picker in the view tree: the layout of the style in effect, and what its children show.
/// `selection` indexes the options (nil: no option's tag matches).
///
/// 1. Menu, standalone: the option shown and the symbol are in the accent colour (the tint); in
///    a Form row the label keeps the primary colour and the option and symbol are
///    secondaryLabel grey. The option is one line. The symbol is 13-point semibold (footnote
///    size, a decision close to iOS's small chevron).
/// 2. Segmented: options in 13-point medium, the selected one semibold, primary colour, one
///    line (UISegmentedControl's fonts, as TOSegmentedControl's `setTextFont` reproduces).
/// 3. `wheel`, `inline`, `navigationLink` and `palette` (`Look`): their children's looks are
///    in PickerStyles.swift, each layout's steps.
/// A `foregroundStyle` the scene set on the picker wins over the accent/secondary colours of 1
/// (it does on iOS too). Under `labelsHidden()` a picker in a Form row takes the standalone
/// look of 1 (decision).
package struct PickerBehavior: ViewBehavior {
    package let selection: Int?

    package static let secondary = SystemColors.secondaryLabel

    package var name: String { "Picker" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        switch Look(environment) {
        case .segmented: return SegmentedPickerLayout(selection: selection)
        case .menu: return MenuPickerLayout(selection: selection, isFormRow: Self.isFormRow(environment))
        case .wheel: return WheelPickerLayout(selection: selection)
        case .inlineRows: return InlinePickerRowsLayout(selection: selection, showsLabel: !environment.labelsHidden)
        case .navigationLink: return NavigationLinkPickerLayout(selection: selection)
        }
    }

    /// What the style in effect draws (docs/scene-format.md, "Controls"): `palette` is drawn
    /// segmented (Apple: "when used outside of menus, this style is rendered as a segmented
    /// picker"); `inline` is rows in a Form or List row and a wheel elsewhere (decision: iOS
    /// shows an inline picker outside a list as a wheel).
    package enum Look {
        case menu, segmented, wheel, inlineRows, navigationLink

        package init(_ environment: EnvironmentValues) {
            switch environment.pickerStyle {
            case .automatic, .menu: self = .menu
            case .segmented, .palette: self = .segmented
            case .wheel: self = .wheel
            case .inline: self = environment.controlPlacement == .formRow ? .inlineRows : .wheel
            case .navigationLink: self = .navigationLink
            }
        }
    }

    /// A Form row's look, unless `labelsHidden()`: then the standalone look (value and symbol
    /// in the accent colour, no title) at the row's leading edge (decision).
    static func isFormRow(_ environment: EnvironmentValues) -> Bool {
        environment.controlPlacement == .formRow && !environment.labelsHidden
    }

    package var adjustsEachChild: Bool { true }

    package func adjust(child index: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        switch Look(parent) {
        case .segmented, .menu: break
        case .wheel:
            // WheelPickerLayout step 3.
            guard index >= 2 else { return }
            environment.font = Font.TextStyle.title3.font
            environment.lineLimit = 1
            environment.lowerLineLimit = nil
            if index - 2 != (selection ?? 0) {
                let fade = WheelPickerLayout.angle(of: index - 2, selection: selection).map(cos) ?? 0
                environment.foregroundStyle = parent.foregroundStyle?.opacity(0.5 * fade) ?? .color(Self.secondary.opacity(fade))
            }
            return
        case .inlineRows:
            // InlinePickerRowsLayout step 2.
            if index == 1 {
                environment.controlIndicatorSymbol = "checkmark"
                var font = Font.TextStyle.body.font
                font.weight = .semibold
                environment.font = font
                environment.foregroundStyle = ControlChildEnvironment.accent(parent)
            } else if index >= 2 {
                environment.lineLimit = 1
                environment.lowerLineLimit = nil
            }
            return
        case .navigationLink:
            // NavigationLinkPickerLayout step 1.
            if index == 1 {
                environment.controlIndicatorSymbol = "chevron.forward"
                NavigationLinkLayout.chevronStyle(&environment)
            } else if index >= 2 {
                environment.foregroundStyle = parent.foregroundStyle ?? .color(Self.secondary)
                environment.lineLimit = 1
                environment.lowerLineLimit = nil
            }
            return
        }
        if Look(parent) == .segmented {
            // Step 2.
            guard index >= 2 else { return }
            environment.font = ControlChildEnvironment.footnote(index - 2 == selection ? .semibold : .medium)
            environment.lineLimit = 1
            environment.lowerLineLimit = nil
            return
        }
        // Step 1.
        let isFormRow = Self.isFormRow(parent)
        if index == 0 { return }
        environment.foregroundStyle = parent.foregroundStyle ?? (isFormRow ? .color(Self.secondary) : ControlChildEnvironment.accent(parent))
        if index == 1 { environment.font = ControlChildEnvironment.symbolFont } else { environment.lineLimit = 1; environment.lowerLineLimit = nil }
    }
}

/// `Picker` in the `menu` style (and `automatic`, which is `menu` on iOS 17), at rest:
/// `children` = the label, the `chevron.up.chevron.down` symbol, the options (`PickerBehavior`
/// gives the option shown and the symbol their colour and the symbol its font).
///
/// Standalone (iOS 17 draws a borderless menu button):
/// 1. Shown: the selected option, then the symbol, `gap` (4) apart; both in the accent colour.
///    The label is not shown. With no option selected, the symbol alone.
/// 2. The option is proposed the width minus the symbol and the gap (one line, truncated);
///    the picker answers the option's width + gap + symbol by the taller of the two, so it hugs
///    its content like a borderless Button (no insets: a decision, none are documented).
/// 3. Both are centred vertically; the option's baselines are the picker's.
///
/// In a Form or List row (`controlPlacement == .formRow`):
/// 4. A row: the label at the leading edge (primary colour), the selected option and the symbol
///    at the trailing edge (both secondary grey), the row as wide as the proposal.
/// 5. The trailing part keeps its ideal width; the label gets what is left, less 8 (the default
///    gap between two texts), and truncates. Unspecified width, or less than that: label + 8 +
///    trailing part (a row is an HStack, which is never narrower than its parts).
/// 6. Height: the tallest of the three; all centred vertically; baselines are the label's.
package struct MenuPickerLayout: Layout {
    package let selection: Int?
    package let isFormRow: Bool
    /// Between the option and the symbol (step 1; a navigationLink picker's is 6).
    package var gap = MenuPickerLayout.standardGap

    package init(selection: Int?, isFormRow: Bool, gap: Double = MenuPickerLayout.standardGap) {
        self.selection = selection
        self.isFormRow = isFormRow
        self.gap = gap
    }

    package static let standardGap = 4.0
    package static let labelGap = 8.0

    private struct Parts {
        var label: LayoutSubview?
        var symbol: LayoutSubview?
        var option: LayoutSubview?
    }

    private func parts(_ subviews: LayoutSubviews) -> Parts {
        var parts = Parts()
        if subviews.count > 0 { parts.label = subviews[0] }
        if subviews.count > 1 { parts.symbol = subviews[1] }
        if let selection, selection + 2 < subviews.count { parts.option = subviews[selection + 2] }
        return parts
    }

    private struct Frames {
        var label: (Point, ProposedViewSize)?
        var option: (Point, ProposedViewSize)?
        var symbol: (Point, ProposedViewSize)?
        var size: Size
    }

    /// The frames of the parts shown, relative to the picker's origin, for a proposal.
    private func frames(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Frames {
        let parts = parts(subviews)
        let symbol = parts.symbol?.sizeThatFits(.unspecified) ?? .zero
        let optionIdeal = parts.option?.sizeThatFits(.unspecified) ?? .zero
        if isFormRow {
            // Step 5: the trailing part at its ideal width, the label in what is left.
            let trailing = (parts.option == nil ? 0 : optionIdeal.width + gap) + symbol.width
            let labelProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - trailing - Self.labelGap) }, height: nil)
            let label = parts.label?.sizeThatFits(labelProposal) ?? .zero
            // Never narrower than label + gap + trailing part, as the row's HStack is not.
            let least = label.width + Self.labelGap + trailing
            let width = max(proposal.width ?? least, least)
            let height = max(label.height, optionIdeal.height, symbol.height)
            var frames = Frames(size: Size(width: width, height: height))
            frames.label = (Point(x: 0, y: AlignedPlacement.difference(height, label.height) / 2), labelProposal)
            frames.symbol = (Point(x: width - symbol.width, y: AlignedPlacement.difference(height, symbol.height) / 2), .unspecified)
            if parts.option != nil {
                frames.option = (Point(x: AlignedPlacement.difference(width, trailing), y: AlignedPlacement.difference(height, optionIdeal.height) / 2), .unspecified)
            }
            return frames
        }
        // Steps 1–2: the option then the symbol, hugging them.
        var optionProposal = ProposedViewSize.unspecified
        var option = Size.zero
        if parts.option != nil {
            optionProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - symbol.width - gap) }, height: nil)
            option = parts.option?.sizeThatFits(optionProposal) ?? .zero
        }
        let optionWidth = parts.option == nil ? 0 : option.width + gap
        let height = max(option.height, symbol.height)
        var frames = Frames(size: Size(width: optionWidth + symbol.width, height: height))
        if parts.option != nil { frames.option = (Point(x: 0, y: AlignedPlacement.difference(height, option.height) / 2), optionProposal) }
        frames.symbol = (Point(x: optionWidth, y: AlignedPlacement.difference(height, symbol.height) / 2), .unspecified)
        return frames
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        frames(proposal, subviews).size
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let parts = parts(subviews)
        let frames = frames(proposal, subviews)
        func place(_ view: LayoutSubview?, _ frame: (Point, ProposedViewSize)?) {
            guard let view, let frame else { return }
            view.place(at: Point(x: bounds.minX + frame.0.x, y: bounds.minY + frame.0.y), proposal: frame.1)
        }
        place(parts.label, frames.label)
        place(parts.option, frames.option)
        place(parts.symbol, frames.symbol)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let parts = parts(subviews)
        let frames = frames(proposal, subviews)
        // Steps 3 and 6: the guides of the text that leads, the label in a row, else the option.
        let leading = isFormRow ? (parts.label, frames.label) : (parts.option, frames.option)
        guard let view = leading.0, let frame = leading.1,
              let guide = view.explicitAlignment(of: key, proposal: frame.1) else { return nil }
        return guide + (key.axis == .horizontal ? frame.0.x : frame.0.y)
    }

    package static let noSelection = "the Picker's selection matches no option's tag: no option is shown selected (SwiftUI logs the same)"

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if selection == nil { context.warn(Self.noSelection) }
        return .none
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let parts = parts(subviews)
        return (isFormRow ? parts.label : parts.option)?.spacing ?? .plainView
    }
}

/// `Picker` with `pickerStyle(.segmented)`: iOS's UISegmentedControl at rest.
/// `children` = the label (never shown), the menu symbol (never shown), the options — each
/// option a segment (`PickerBehavior` sets them in 13-point medium text, the selected one
/// semibold, one line). Numbers from iOS 13's design as TOSegmentedControl reproduces it
/// (TimOliver/TOSegmentedControl, `commonInit`, `layoutSeparatorViews`, `setTextFont`).
///
/// 1. Height 32 (UISegmentedControl's height since iOS 13), or the tallest option + 8 if that
///    is more (large Dynamic Type sizes).
/// 2. Width: the proposal (at least its two 2-point insets) — a segmented picker fills the width
///    it is offered, as SwiftUI's does in a VStack; unspecified (ideal, `fixedSize`): 2 + n × (widest option + 24) + 2, every
///    segment as wide as the widest (UISegmentedControl's equal widths; the 12-point side
///    padding is a decision).
/// 3. The segments share the width less a 2-point inset on each side equally: segment i spans
///    x = 2 + i·s … 2 + (i + 1)·s, s = (width − 4) / n, and y = 2 … height − 2 (across an
///    infinite width the first segment still starts at 2: `AlignedPlacement.slotStart`).
/// 4. Each option is proposed its segment's width less 24 (it truncates when that is too
///    little) and centred in its segment; an option that answers wider (a view that does not
///    shrink) runs on past the segment's edges, unclipped, as a child larger than its proposal
///    does anywhere (decision: UISegmentedControl takes only a title or an image, and SwiftUI
///    documents nothing for other views). Baselines are the first option's.
/// Drawn: the track (tertiarySystemFill, radius 8), the selected segment as a white thumb
/// (radius 7) with a soft shadow (13 % black, radius 3, 2 down), and 1 × 18 separators between
/// segments except beside the thumb. A selection no tag matches selects no segment.
package struct SegmentedPickerLayout: Layout {
    package let selection: Int?

    package static let height = 32.0
    package static let inset = ControlMetrics.segmentedInset
    package static let padding = 12.0
    package static let cornerRadius = ControlMetrics.segmentedCornerRadius
    package static let thumbRadius = ControlMetrics.segmentedThumbRadius
    package static let separator = ControlMetrics.segmentedSeparator

    private func options(_ subviews: LayoutSubviews) -> LayoutSubviews {
        subviews.count > 2 ? Array(subviews[2...]) : []
    }

    private func segmentWidth(_ width: Double, count: Int) -> Double {
        max(0, width - 2 * Self.inset) / Double(max(1, count))
    }

    private func optionProposal(_ segment: Double) -> ProposedViewSize {
        ProposedViewSize(width: max(0, segment - 2 * Self.padding), height: nil)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let options = options(subviews)
        let width: Double
        if let proposed = proposal.width {
            // Never narrower than its two insets: its segments start 2 in.
            width = max(proposed, 2 * Self.inset)
        } else {
            let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            width = 2 * Self.inset + Double(options.count) * (widest + 2 * Self.padding)
        }
        let segment = segmentWidth(width, count: options.count)
        let tallest = options.map { $0.sizeThatFits(optionProposal(segment)).height }.max() ?? 0
        return Size(width: width, height: max(Self.height, tallest + 8))
    }

    /// Where option `index` goes, relative to the picker's origin.
    private func optionOrigin(_ index: Int, _ option: LayoutSubview, size: Size, count: Int) -> Point {
        let segment = segmentWidth(size.width, count: count)
        let ideal = option.sizeThatFits(optionProposal(segment))
        return Point(x: Self.inset + AlignedPlacement.slotStart(index, length: segment) + AlignedPlacement.difference(segment, ideal.width) / 2, y: AlignedPlacement.difference(size.height, ideal.height) / 2)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let options = options(subviews)
        let segment = segmentWidth(bounds.width, count: options.count)
        for (index, option) in options.enumerated() {
            let origin = optionOrigin(index, option, size: bounds.size, count: options.count)
            option.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: optionProposal(segment))
        }
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let options = options(subviews)
        guard let first = options.first else { return nil }
        let segment = segmentWidth(bounds.width, count: options.count)
        guard let guide = first.explicitAlignment(of: key, proposal: optionProposal(segment)) else { return nil }
        let origin = optionOrigin(0, first, size: bounds.size, count: options.count)
        return guide + (key.axis == .horizontal ? origin.x : origin.y)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        if selection == nil { context.warn(MenuPickerLayout.noSelection) }
        return .control(ControlDrawing.segmented(count: max(0, context.node.children.count - 2), selected: selection).enabled(context.environment.isEnabled),
                        tint: context.environment.tint)
    }
}
