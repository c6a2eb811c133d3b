/// A `Section` of a `List` or `Form`: header, rows on a card, separators, footer, in the style
/// the List hands down (`listStyle`, resolved: a Form is always `insetGrouped`). Its children are
/// `[card, header?, rows…, separators…, footer?]` (`ListSectionParts`); numbers in `ListMetrics`.
///
/// 1. The card spans the section's width less a margin on each side in the inset styles
///    (`insetGrouped`, `inset`: 16, or 20 from 414 points wide); unspecified width: the widest
///    row's ideal width (the header and footer count with their insets).
/// 2. Header zone. Grouped styles (`insetGrouped`, `grouped`): with a header, 16 above the
///    header text and 7 between it and the card; without one, 35 (the space between sections).
///    Plain styles (`plain`, `inset`): the header text with 8 above and below; nothing without.
///    The header and footer are proposed the card's width less the row insets (20 each side)
///    and placed 20 in from the card's leading edge, so their text lines up with the rows' text.
/// 3. Rows follow each other on the card without gaps, each proposed the card's width and no
///    height (ListRowLayout sizes it). A section without rows has no card.
/// 4. Footer zone: the footer text 7 below the card (grouped), 8 above and below it (plain).
/// 5. Separators: a hairline (one output pixel) along the bottom edge of every row (in grouped
///    styles, every row but the section's last, whose card ends there), from the leading edge of the row's first text (right to left, its right edge; as iOS 16+ aligns them,
///    so a Label's icon sits outside; no text: the row's content inset) to the card's trailing
///    edge. `grouped` adds full-width hairlines along the card's top and bottom edges.
/// 6. The section's width is the width proposed (or the card's plus the margins), its height
///    the three zones'.
struct ListSectionLayout: Layout {
    let parts: ListSectionParts

    private struct Arrangement {
        var header: Rect?
        var card: Rect
        var rows: [Rect] = []
        var footer: Rect?
        /// What the header and footer are proposed across.
        var textWidth = 0.0
        var size: Size
    }

    private func arrange(width proposed: Double?, subviews: LayoutSubviews, style: ListStyleKind) -> Arrangement? {
        guard subviews.count == parts.count else { return nil }
        let width = proposed.flatMap { $0.isFinite ? $0 : nil }
        let insets = ListMetrics.rowInsets
        let margin = style.isInset ? ListMetrics.sectionMargin(width: width ?? 0) : 0
        let rowIndices = parts.firstRow..<(parts.firstRow + parts.rows)
        let cardWidth: Double
        if let width {
            cardWidth = max(0, width - 2 * margin)
        } else {
            // Step 1: the widest ideal row, header or footer.
            var widest = rowIndices.map { subviews[$0].sizeThatFits(.unspecified).width }.max() ?? 0
            for index in [parts.header, parts.footer].compactMap({ $0 }) {
                widest = max(widest, subviews[index].sizeThatFits(.unspecified).width + insets.horizontal)
            }
            cardWidth = widest
        }
        let textProposal = ProposedViewSize(width: max(0, cardWidth - insets.horizontal), height: nil)
        let textX = margin + insets.leading
        var result = Arrangement(card: Rect(x: 0, y: 0, width: 0, height: 0), size: .zero)
        result.textWidth = textProposal.width ?? 0
        var y = 0.0
        // Step 2.
        if let header = parts.header {
            let size = subviews[header].sizeThatFits(textProposal)
            let above = style.isGrouped ? ListMetrics.headerTop : ListMetrics.plainHeaderPadding
            result.header = Rect(origin: Point(x: textX, y: above), size: size)
            y = above + size.height + (style.isGrouped ? ListMetrics.headerBottom : ListMetrics.plainHeaderPadding)
        } else if style.isGrouped {
            y = ListMetrics.sectionSpacing
        }
        // Step 3.
        let cardTop = y
        for index in rowIndices {
            let size = subviews[index].sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
            result.rows.append(Rect(x: margin, y: y, width: cardWidth, height: size.height))
            y += size.height
        }
        result.card = Rect(x: margin, y: cardTop, width: cardWidth, height: y - cardTop)
        // Step 4.
        if let footer = parts.footer {
            let size = subviews[footer].sizeThatFits(textProposal)
            y += style.isGrouped ? ListMetrics.footerTop : ListMetrics.plainHeaderPadding
            result.footer = Rect(origin: Point(x: textX, y: y), size: size)
            y += size.height + (style.isGrouped ? 0 : ListMetrics.plainHeaderPadding)
        }
        result.size = Size(width: width ?? cardWidth + 2 * margin, height: y)
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrange(width: proposal.width, subviews: subviews, style: context.environment.listStyle.resolved)?.size ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let style = context.environment.listStyle.resolved
        guard let arrangement = arrange(width: bounds.width, subviews: subviews, style: style) else { return }
        func shifted(_ rect: Rect) -> Rect { rect.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        func put(_ index: Int, _ rect: Rect) {
            let rect = shifted(rect)
            subviews[index].place(at: rect.origin, proposal: ProposedViewSize(rect.size))
        }
        let card = shifted(arrangement.card)
        if parts.rows > 0 { put(0, arrangement.card) }
        if let header = parts.header, let rect = arrangement.header {
            subviews[header].place(at: shifted(rect).origin, proposal: ProposedViewSize(width: arrangement.textWidth, height: nil))
        }
        // Step 5: each row's text leading edge, read from the row as placed.
        var textLeading: [Double] = []
        for (offset, rect) in arrangement.rows.enumerated() {
            let row = shifted(rect)
            subviews[parts.firstRow + offset].place(at: row.origin, proposal: ProposedViewSize(width: rect.width, height: nil))
            // Placed frames are final: right to left, the text's leading edge is its right edge,
            // read back into the section's own (unmirrored) coordinates.
            let leading = context.lastPlacedChild.flatMap(Self.firstTextFrame).map { frame in
                context.environment.layoutDirection == .rightToLeft ? bounds.minX + bounds.maxX - frame.maxX : frame.minX
            }
            textLeading.append(leading ?? row.minX + ListMetrics.rowInsets.leading)
        }
        let hairline = context.pixel
        func separator(_ k: Int, x: Double, y: Double) {
            let rect = Rect(x: x, y: y, width: max(0, card.maxX - x), height: hairline)
            subviews[parts.firstSeparator + k].place(at: rect.origin, proposal: ProposedViewSize(rect.size))
        }
        if style == .grouped && parts.rows > 0 { separator(0, x: card.minX, y: card.minY) }
        // Grouped cards end without one; plain rows each have one, the last included.
        let separated = style.isGrouped ? parts.rows - 1 : parts.rows
        for (offset, rect) in arrangement.rows.enumerated() where offset < separated {
            separator(offset + 1, x: textLeading[offset], y: shifted(rect).maxY - hairline)
        }
        if style == .grouped && parts.rows > 0 { separator(parts.rows, x: card.minX, y: card.maxY - hairline) }
        if let footer = parts.footer, let rect = arrangement.footer {
            subviews[footer].place(at: shifted(rect).origin, proposal: ProposedViewSize(width: arrangement.textWidth, height: nil))
        }
    }

    /// The frame of the first text in a placed row, depth first. A Picker's options (`tag`)
    /// are not the row's text: a segmented control's separator starts at the content inset.
    static func firstTextFrame(_ node: PlacedNode) -> Rect? {
        if case .text = node.content, node.frame.width > 0 { return node.frame }
        for child in node.children where !child.isPickerOption {
            if let frame = firstTextFrame(child) { return frame }
        }
        return nil
    }
}

private extension PlacedNode {
    /// A Picker's option: a view under `tag(_:)`.
    var isPickerOption: Bool {
        if case .modifier(let modifier) = view.kind, case .defined(let defined) = modifier { return defined.behavior is Tag }
        return false
    }
}
