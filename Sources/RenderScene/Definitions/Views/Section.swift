import RenderLayout

/// A `Section` of a `List` or `Form`: header, rows on a card, separators, footer, in the style
/// the List hands down (`listStyle`, resolved: a Form is always `insetGrouped`). Its children are
/// `[card, header?, rows…, separators…, footer?]` (`ListSectionParts`); numbers in `ListMetrics`.
///
/// 1. The card spans the section's width less a margin on each side in the inset styles
///    (`insetGrouped`, `inset`: 20 at every iPhone width, as iOS 17 and 18 were measured to
///    draw them; in a section narrower than two margins, half its width, so the card stays
///    inside: a decision); unspecified width: the
///    widest row's ideal width (the header and footer count with their insets).
/// 2. Header zone. Grouped styles (`insetGrouped`, `grouped`): with a header, 16 above the
///    header text (34 in a section that follows another: iOS 18 was measured to keep the
///    previous section's empty footer, 18, there) and 7 between it and the card; without one,
///    35 (the space between sections); but the first section of a List at the root of a
///    compact `NavigationSplitView`'s sidebar column under a large title begins at the List's
///    top, against the bar (an Xcode 16 preview of Apple's Landmarks tutorial, iPhone 16 Pro:
///    the card's top at 152.33, the bar's bottom; scripts/device-compare/references.tsv,
///    `landmark-list-tab-bar`). A NavigationStack's List keeps the 35: no picture of one was
///    found (decision), and without a bar iOS 17 was measured to keep it (SpeziViews'
///    `testListRow`, the card 35 below the safe area).
///    Plain styles (`plain`, `inset`): the header text with 8 above and below; nothing without.
///    With a header, the zone is at least the environment's `defaultMinListHeaderHeight` (when
///    set): the extra space goes above the header text (decision: iOS's header labels sit at
///    the bottom of their header view, next to the card).
///    The header and footer are proposed the card's width less the row insets (20 each side)
///    and placed 20 in from the card's leading edge, so their text lines up with the rows' text.
/// 3. Rows follow each other on the card without gaps, each proposed the card's width and no
///    height (ListRowLayout sizes it); the card is as tall as they are together. A section
///    without rows has no card.
/// 4. Footer zone: the footer text 7 below the card (grouped), 8 above and below it (plain).
/// 5. Separators: a hairline (one output pixel) along the bottom edge of every row (in grouped
///    styles, every row but the section's last, whose card ends there), from the leading edge of the row's first text (right to left, its right edge; as iOS 16+ aligns them,
///    so a Label's icon sits outside; no text: the row's content inset) to the card's trailing
///    edge (kept on the card when the text overflows its row). A row that sets
///    `alignmentGuide(.listRowSeparatorLeading)` (`…Trailing`) starts (ends) it there instead:
///    the guided view's leading edge plus the guide's value (iOS 16's separator guides). `grouped` adds full-width hairlines along the card's top and bottom edges.
///    `plain` adds one along the first row's top, from the row's text as the others, in a
///    List's first section when it has no header (iOS 18.1, dark, iPhone 16 Pro: a plain List
///    under a large title draws it at 152.33, the bar's bottom, from x 38 — Saydulayev/FriendBook's
///    screenshot, scripts/device-compare/references.tsv `people-list-dark`; under a header,
///    unpictured: none, a decision).
/// 6. The section's width is the width proposed (or the card's plus the margins), its height
///    the three zones'.
/// 7. Its header and footer take the look of `ListSectionText`.
///
/// Decoding (docs/scene-format.md, "Lists and forms"): a Section's `header` and `footer` are a
/// string (a Text) or one view; its `children` are its rows. Its modifiers apply to each of
/// them, as a Group's do (an `id` among them names the first view `x`, the next `x@2`…). Among a List's rows (through Group and ForEach) it is a section node of
/// `[header?, rows…, footer?]` that the List completes (List.swift, step 7). Outside a List or
/// Form, a Section is its header, rows and footer in place, as a Group (SwiftUI accepts it and
/// shows them unstyled in a stack); nested in a Section, likewise. So it is no
/// `ViewDefinition`: like `Group` it may decode to several views, none of them its own
/// (`SceneDecoder.section`, which `view` calls before looking the type up).
package enum SectionView {
    package static let entry = Vocabulary.Entry("Section", json: ["header", "footer", "children"],
      summary: "Rows under a header (footnote, uppercase in grouped styles) and over a footer; outside a List, its views in place.", [
        .init([.init("_", .string, key: "header"), ViewEntries.content]),
        .init([ViewEntries.content]),
        .init([ViewEntries.content, .init("header", .view, optional: true), .init("footer", .view, optional: true)]),
        .init([.init("header", .view), ViewEntries.content]),
        .init([.init("header", .view), .init("footer", .view), ViewEntries.content]),
        .init([.init("footer", .view), ViewEntries.content]),
    ])
}

extension SceneDecoder {
    /// `header`, `footer`, `children`; in a List, a section node of `[header?, rows…, footer?]`
    /// that the List completes; elsewhere, those views in place.
    package mutating func section(_ field: JSONField, depth: Depth, inList: Bool) throws(SceneError) -> [ViewNode] {
        try field.checkKeys(["type", "modifiers", "header", "footer", "children"], what: "Section")
        if field.member("id") != nil { throw field.fail("a Section has no id of its own; give its rows ids") }
        let inner = Depth(views: depth.views + 1, nodes: depth.nodes)
        let header = try sectionText(field.member("header"), depth: inner)
        let footer = try sectionText(field.member("footer"), depth: inner)
        let rows = try children(field, depth: inner)
        var views: [ViewNode] = []
        for view in [header].compactMap({ $0 }) + rows + [footer].compactMap({ $0 }) {
            views.append(try applyModifiers(field, to: view, depth: depth, member: views.count))
        }
        guard inList else { return views }
        let parts = ListSectionParts(hasHeader: header != nil, hasFooter: footer != nil, rows: rows.count)
        return [ViewNode(.defined(DefinedView(ListSectionLayout(parts: parts))), children: views, at: field.at)]
    }

    /// A Group's or ForEach's modifiers (`field`'s) on one of its views. Around a List's section
    /// they apply to the section's header, rows and footer, as the Section's own do: a Group is
    /// transparent in SwiftUI, so its Sections stay sections and each row takes its row
    /// modifiers (`listRowBackground`, `listRowInsets`…). Anywhere else, around the view.
    package mutating func applyModifiers(_ field: JSONField, throughSection node: ViewNode, depth: Depth, member: Int) throws(SceneError) -> ViewNode {
        guard case .defined(let view) = node.kind, view.behavior is ListSectionLayout else {
            return try applyModifiers(field, to: node, depth: depth, member: member)
        }
        var children: [ViewNode] = []
        for (offset, child) in node.children.enumerated() {
            children.append(try applyModifiers(field, to: child, depth: depth, member: member + offset))
        }
        return ViewNode(node.kind, id: node.id, children: children, at: node.source)
    }

    /// A header or footer: a string is a Text, an object one view.
    private mutating func sectionText(_ field: JSONField?, depth: Depth) throws(SceneError) -> ViewNode? {
        guard let field, !field.isNull else { return nil }
        if case .string = field.node.value {
            try countMade(field, 1)
            return ViewNode(.text(try textString(field)), at: field.at)
        }
        let views = try view(field, depth: depth)
        guard views.count == 1, let view = views.first else {
            throw field.fail("a Section's header or footer is one view, found \(views.count) (wrap several in a stack)")
        }
        return view
    }
}

package struct ListSectionLayout: Layout, ViewBehavior {
    package let parts: ListSectionParts

    package var name: String { "Section" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var adjustsEachChild: Bool { true }

    /// Step 7.
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        environment.followsListSection = false
        environment.opensSplitViewSidebar = false
        ListSectionText.style(child: offset, of: parts, &environment)
    }

    private struct Arrangement {
        var header: Rect?
        var card: Rect
        var rows: [Rect] = []
        var footer: Rect?
        /// What the header and footer are proposed across.
        var textWidth = 0.0
        var size: Size
    }

    private func arrange(width proposed: Double?, subviews: LayoutSubviews, style: ListStyleKind, follows: Bool, opensSidebar: Bool,
                         minHeader: Double?) -> Arrangement? {
        guard subviews.count == parts.count else { return nil }
        let width = proposed.flatMap { $0.isFinite ? $0 : nil }
        let insets = ListMetrics.rowInsets
        // Step 1: margins wider than half the width take half of it (`ListMetrics.inset`).
        let margin = style.isInset ? ListMetrics.inset(ListMetrics.sectionMargin, within: width ?? .infinity) : 0
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
        let textX = margin + ListMetrics.inset(insets.leading, within: cardWidth)
        var result = Arrangement(card: Rect(x: 0, y: 0, width: 0, height: 0), size: .zero)
        result.textWidth = textProposal.width ?? 0
        var y = 0.0
        // Step 2.
        if let header = parts.header {
            let size = subviews[header].sizeThatFits(textProposal)
            var above = style.isGrouped ? ListMetrics.headerTop + (follows ? ListMetrics.headerTopAfterSection : 0) : ListMetrics.plainHeaderPadding
            let below = style.isGrouped ? ListMetrics.headerBottom : ListMetrics.plainHeaderPadding
            // `defaultMinListHeaderHeight`: a shorter zone grows above the header text.
            above += max(0, (minHeader ?? 0) - (above + size.height + below))
            result.header = Rect(origin: Point(x: textX, y: above), size: size)
            y = above + size.height + below
        } else if style.isGrouped {
            y = opensSidebar ? 0 : ListMetrics.sectionSpacing
        }
        // Step 3.
        // The card is as tall as its rows (their sum, not y − top: below an infinite header,
        // a filling aspect ratio's, both are ∞ and the difference NaN).
        let cardTop = y
        var cardHeight = 0.0
        for index in rowIndices {
            let size = subviews[index].sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
            result.rows.append(Rect(x: margin, y: y, width: cardWidth, height: size.height))
            y += size.height
            cardHeight += size.height
        }
        result.card = Rect(x: margin, y: cardTop, width: cardWidth, height: cardHeight)
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

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrange(width: proposal.width, subviews: subviews, style: context.environment.listStyle.resolved,
                follows: context.environment.followsListSection, opensSidebar: context.environment.opensSplitViewSidebar,
                minHeader: context.environment.defaultMinListHeaderHeight)?.size ?? .zero
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let style = context.environment.listStyle.resolved
        guard let arrangement = arrange(width: bounds.width, subviews: subviews, style: style,
                                        follows: context.environment.followsListSection,
                                        opensSidebar: context.environment.opensSplitViewSidebar,
                                        minHeader: context.environment.defaultMinListHeaderHeight) else { return }
        func shifted(_ rect: Rect) -> Rect { rect.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        func put(_ index: Int, _ rect: Rect) {
            let rect = shifted(rect)
            subviews[index].place(at: rect.origin, proposal: ProposedViewSize(rect.size))
        }
        let card = shifted(arrangement.card)
        if parts.rows > 0 { put(0, arrangement.card) }
        // ListStyle step 3: a sidebar header's disclosure chevron is known and not drawn; say so.
        if style == .sidebar, parts.header != nil { context.warn(ListStyle.chevronNotDrawn) }
        if let header = parts.header, let rect = arrangement.header {
            subviews[header].place(at: shifted(rect).origin, proposal: ProposedViewSize(width: arrangement.textWidth, height: nil))
        }
        // Step 5: each row's text leading edge (or its separator guides), read from the row as placed.
        var textLeading: [Double] = []
        var guidedTrailing: [Double?] = []
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        // Placed frames are final: right to left, a leading edge is a right edge, read back
        // into the section's own (unmirrored) coordinates.
        func unmirrored(_ x: Double) -> Double { rightToLeft ? bounds.minX + bounds.maxX - x : x }
        for (offset, rect) in arrangement.rows.enumerated() {
            let row = shifted(rect)
            subviews[parts.firstRow + offset].place(at: row.origin, proposal: ProposedViewSize(width: rect.width, height: nil))
            // The row's content only: its badge and background are not its text.
            let content = context.lastPlacedChild.flatMap { $0.children.first }
            let guided = content.flatMap { Self.separatorGuide(.listRowSeparatorLeading, in: $0, rightToLeft: rightToLeft) }.map(unmirrored)
            let leading = guided ?? content.flatMap(Self.firstTextFrame).map { unmirrored(rightToLeft ? $0.maxX : $0.minX) }
            textLeading.append(leading ?? row.minX + ListMetrics.inset(ListMetrics.rowInsets.leading, within: row.width))
            guidedTrailing.append(content.flatMap { Self.separatorGuide(.listRowSeparatorTrailing, in: $0, rightToLeft: rightToLeft) }.map(unmirrored))
        }
        let hairline = context.pixel
        func separator(_ k: Int, x: Double, y: Double, trailing: Double? = nil) {
            // A row's text that overflows its row (a fixed size wider than the card) starts no
            // separator outside the card.
            // A leading edge that is no number (right to left in an infinitely wide card, ∞ − ∞)
            // starts at the card's edge.
            let x = x.isNaN ? card.minX : min(max(x, card.minX), card.maxX)
            let end = trailing.map { $0.isNaN ? card.maxX : min(max($0, x), card.maxX) } ?? card.maxX
            let rect = Rect(x: x, y: y, width: max(0, end - x), height: hairline)
            subviews[parts.firstSeparator + k].place(at: rect.origin, proposal: ProposedViewSize(rect.size))
        }
        if style == .grouped && parts.rows > 0 { separator(0, x: card.minX, y: card.minY) }
        // A plain List's first section without a header: a line along its first row's top too.
        if style == .plain && parts.rows > 0 && parts.header == nil && !context.environment.followsListSection {
            separator(0, x: textLeading[0], y: card.minY, trailing: guidedTrailing[0])
        }
        // Grouped cards end without one; plain rows each have one, the last included.
        let separated = style.isGrouped ? parts.rows - 1 : parts.rows
        for (offset, rect) in arrangement.rows.enumerated() where offset < separated {
            separator(offset + 1, x: textLeading[offset], y: shifted(rect).maxY - hairline, trailing: guidedTrailing[offset])
        }
        if style == .grouped && parts.rows > 0 { separator(parts.rows, x: card.minX, y: card.maxY - hairline) }
        if let footer = parts.footer, let rect = arrangement.footer {
            subviews[footer].place(at: shifted(rect).origin, proposal: ProposedViewSize(width: arrangement.textWidth, height: nil))
        }
    }

    /// Where a row's `alignmentGuide(.listRowSeparatorLeading)` (or `…Trailing`) puts its
    /// separator's end, on screen: the guided view's leading edge plus the guide's value (right
    /// to left, its trailing edge less it); nil when no view of the row sets the guide. The
    /// first such view, depth first, as with the text.
    package static func separatorGuide(_ guide: CustomAlignment, in node: PlacedNode, rightToLeft: Bool) -> Double? {
        if case .modifier(let modifier) = node.view.kind, let set = modifier.behavior as? AlignmentGuide,
           set.key == .horizontal(.custom(guide)) {
            let value = set.expression.evaluate(ViewDimensions(size: node.frame.size))
            return rightToLeft ? node.frame.maxX - value : node.frame.minX + value
        }
        for child in node.children where !child.isPickerOption {
            if let x = separatorGuide(guide, in: child, rightToLeft: rightToLeft) { return x }
        }
        return nil
    }

    /// The frame of the first text in a placed row, depth first. A Picker's options (`tag`)
    /// are not the row's text: a segmented control's separator starts at the content inset.
    package static func firstTextFrame(_ node: PlacedNode) -> Rect? {
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
        if case .modifier(let modifier) = view.kind { return modifier.behavior is Tag }
        return false
    }
}

/// Which children of a `Section` node are what: `[card, header?, rows…, separators…, footer?]`,
/// with `rows + 1` separators (the first is a grouped section's top border, the one after row k
/// lies along row k's bottom edge).
public struct ListSectionParts: Hashable, Sendable {
    public var hasHeader: Bool
    public var hasFooter: Bool
    public var rows: Int

    public init(hasHeader: Bool, hasFooter: Bool, rows: Int) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
        self.rows = rows
    }

    package var header: Int? { hasHeader ? 1 : nil }
    package var firstRow: Int { hasHeader ? 2 : 1 }
    package var firstSeparator: Int { firstRow + rows }
    package var footer: Int? { hasFooter ? firstSeparator + rows + 1 : nil }
    package var count: Int { firstSeparator + rows + 1 + (hasFooter ? 1 : 0) }
}

/// The look of a section's header and footer, handed down as environment so that the text's
/// own modifiers (`.font`, `.foregroundStyle`, `.textCase(nil)`) still win.
///
/// 1. Grouped styles (`insetGrouped`, `grouped`): the header is footnote (13 pt), uppercase,
///    in the secondary label colour — iOS 17's look (iOS 26 dropped the uppercase).
/// 2. Plain styles (`plain`, `inset`): the header is headline (17 pt semibold) in the primary
///    colour, as written. Decision: how iOS 17 shows a plain list's header.
/// 3. Footers, in every style: footnote, secondary colour, as written.
/// 4. `sidebar`: the header is title3 (20 pt) bold in the primary colour, as written — the
///    sidebar header of iPadOS's apps (Files' "Locations", Music's "Library"). Decision: its
///    size and weight, from those; the disclosure chevron beside it is not drawn, with a
///    warning (`ListStyle`).
package enum ListSectionText {
    package static func style(child index: Int, of parts: ListSectionParts, _ environment: inout EnvironmentValues) {
        let grouped = environment.listStyle.resolved.isGrouped
        if index == parts.header {
            if environment.listStyle.resolved == .sidebar {
                environment.font = Font.TextStyle.title3.font.bolded()
            } else if grouped {
                environment.font = Font.TextStyle.footnote.font
                environment.foregroundStyle = .color(SystemColors.secondaryLabel)
                environment.textCase = .uppercase
            } else {
                environment.font = Font.TextStyle.headline.font
            }
        } else if index == parts.footer {
            environment.font = Font.TextStyle.footnote.font
            environment.foregroundStyle = .color(SystemColors.secondaryLabel)
        }
    }
}
