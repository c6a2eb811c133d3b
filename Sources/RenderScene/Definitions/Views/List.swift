import RenderLayout

/// `List` and `Form`: a vertical scroll view of sections (docs/scene-format.md, "Lists and
/// forms"). Children: the background leaf, then the sections — the decoder gathers rows that
/// stand outside any `Section` into sections of their own, as SwiftUI does.
///
/// 1. The style: a Form is always `insetGrouped`; a List takes `listStyle` from the
///    environment, `automatic` being `insetGrouped` on iOS 17. The List hands the resolved
///    style to its sections (`childEnvironment`).
/// 2. Each section is proposed the List's width and no height, and the sections follow each
///    other from the top without gaps (each section's header zone holds the space above it;
///    the List tells each section but the first that it follows one).
///    Grouped styles end with 35 below the last section.
/// 3. The List takes all the space it is offered on both axes, as a ScrollView does along its
///    axis. Decision, for an unspecified (or infinite) proposal: the width is the widest
///    section's ideal width and the height the content's, so an ideal List shows all its rows,
///    as an ideal ScrollView does (SwiftUI's UIKit-backed List has no documented ideal size).
/// 4. The background leaf fills the List's bounds, grown into the safe-area insets its frame
///    touches (a device's status bar and home indicator: `SafeArea.swift`); the content is
///    clipped to the bounds (rows below the bottom edge are cut off, as on a screen that has
///    not scrolled — iOS would let them run on under the home indicator; not modelled).
///
/// Decoding (docs/scene-format.md, "Lists and forms"):
/// 5. A List's or Form's `children` are its rows and sections; `Group` and `ForEach` splice
///    theirs in, so a ForEach may make rows or sections. A Group's or ForEach's modifiers around
///    a Section apply to the section's header, rows and footer, as the Section's own do (a Group
///    is transparent in SwiftUI: the Sections stay sections, each row takes the row modifiers).
/// 6. Rows that stand outside any Section are gathered, each run of them, into a section of
///    their own without header or footer, as SwiftUI does.
/// 7. Every row is wrapped in a `ListRow` (its insets and minimum height) with what its
///    modifiers ask of the List (`ListRowTraits`: insets, background, badge, separators); each
///    section gets a card and `rows + 1` separators (`ListSectionParts`); the List a
///    background. These leaves are drawn, not sized by their content.
package enum ListView: ViewDefinition {
    package static let entry = Vocabulary.Entry("List", json: ["children"],
      summary: "Rows and sections on iOS 17's list, styled by `listStyle`; takes the space offered and scrolls (clips).", [
        .init([ViewEntries.content]),
        .init([.init("selection", .ignored), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try decode(object, &context, isForm: false)
    }

    /// A List or a Form: its background, then its sections (steps 5–7).
    package static func decode(_ object: JSONField, _ context: inout ViewDecoding, isForm: Bool) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let outer = context.decoder.inListContent
        context.decoder.inListContent = true
        defer { context.decoder.inListContent = outer }
        let items = try context.children(object)
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() throws(SceneError) {
            guard !loose.isEmpty else { return }
            sections.append(try section(header: nil, rows: loose, footer: nil, object: object, &context.decoder))
            loose = []
        }
        for item in items {
            guard case .defined(let view) = item.kind, let section = view.behavior as? ListSectionLayout else {
                loose.append(item)
                continue
            }
            let parts = section.parts
            try flush()
            let children = item.children
            let header = parts.hasHeader ? children.first : nil
            let footer = parts.hasFooter ? children.last : nil
            let rows = Array(children.dropFirst(parts.hasHeader ? 1 : 0).dropLast(parts.hasFooter ? 1 : 0))
            sections.append(try Self.section(header: header, rows: rows, footer: footer, object: object, &context.decoder, at: item.source))
        }
        try flush()
        try context.decoder.countMade(object, 1)
        return (ListLayout(isForm: isForm), [ViewNode(.defined(DefinedView(ListDecorationLayout(decoration: .background))), at: object.at)] + sections)
    }

    /// Step 7: the complete section node.
    private static func section(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, object: JSONField,
                                _ decoder: inout SceneDecoder, at source: JSONPath? = nil) throws(SceneError) -> ViewNode {
        let path = source ?? object.at
        try decoder.countMade(object, 2 + 2 * rows.count)
        let parts = ListSectionParts(hasHeader: header != nil, hasFooter: footer != nil, rows: rows.count)
        var children = [ViewNode(.defined(DefinedView(ListDecorationLayout(decoration: .card))), at: path)]
        if let header { children.append(header) }
        let traits = rows.map(ListRowTraits.init)
        for (offset, row) in rows.enumerated() {
            children.append(traits[offset].rowNode(row, first: offset == 0, last: offset == rows.count - 1))
        }
        children += ListRowTraits.separators(traits).map { ViewNode(.defined(DefinedView($0)), at: path) }
        if let footer { children.append(footer) }
        return ViewNode(.defined(DefinedView(ListSectionLayout(parts: parts))), children: children, at: path)
    }
}

package enum FormView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Form", json: ["children"], summary: "Rows and sections as an inset grouped list, iOS 17's settings look.", [
        .init([ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ListView.decode(object, &context, isForm: true)
    }
}

package struct ListLayout: Layout, ViewBehavior {
    package let isForm: Bool

    package var name: String { isForm ? "Form" : "List" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    /// Step 1: a Form is always inset grouped; a List resolves `automatic` for its sections.
    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool {
        environment.listStyle = isForm ? .insetGrouped : environment.listStyle.resolved
        return true
    }

    private func sections(_ subviews: LayoutSubviews) -> ArraySlice<LayoutSubview> { subviews.dropFirst() }

    /// Step 2: every section after the first knows it follows one (a headed grouped section
    /// sits lower there, `ListSectionLayout` step 2); nothing below a section inherits that.
    package var adjustsEachChild: Bool { true }
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        environment.followsListSection = offset >= 2
        environment.opensSplitViewSidebar = offset == 1 && parent.isSplitViewSidebarUnderLargeTitle
        environment.isSplitViewSidebarUnderLargeTitle = false
    }

    private func bottomMargin(_ context: LayoutContext) -> Double {
        context.environment.listStyle.resolved.isGrouped ? ListMetrics.sectionSpacing : 0
    }

    /// Step 2: the content's size for a width.
    private func content(width: Double?, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var size = Size(width: 0, height: 0)
        for section in sections(subviews) {
            let s = section.sizeThatFits(ProposedViewSize(width: width, height: nil))
            size.width = max(size.width, s.width)
            size.height += s.height
        }
        if subviews.count > 1 { size.height += bottomMargin(context) }
        return size
    }

    private static func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = Self.finite(proposal.width), height = Self.finite(proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let content = content(width: width, subviews: subviews, context: context)
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        // Step 4: on a device the background runs on under the status bar and the home
        // indicator, where the List's frame touches the safe area, as iOS's grouped
        // background does; the rows stay in the safe area.
        let insets = context.safeAreaInsets(of: bounds)
        let background = Rect(x: bounds.minX - insets.leading, y: bounds.minY - insets.top,
                              width: bounds.width + insets.leading + insets.trailing,
                              height: bounds.height + insets.top + insets.bottom)
        subviews.first?.place(at: background.origin, proposal: ProposedViewSize(background.size))
        var y = bounds.minY
        for section in sections(subviews) {
            let size = section.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            section.place(at: Point(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height
        }
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        // `ContentMargins` step 3: the margins are not applied to a List or Form; say so.
        if context.environment.scrollContentMargins != EdgeInsets() { context.warn(Self.marginsNotApplied(name)) }
        return .scroll(under: context.safeAreaInsets(of: bounds))
    }

    package static func marginsNotApplied(_ name: String) -> String {
        "contentMargins around a \(name) is not drawn: the \(name) keeps its own margins (iOS 17 applies them to its content)"
    }
}

/// The List's leaves that are no view of the source: its background, a section's card, a
/// separator. Each fills exactly the rectangle its section or List places it in.
///
/// 1. Background: systemGroupedBackground (#F2F2F7) in grouped styles, white otherwise;
///    nothing under `scrollContentBackground(.hidden)`.
/// 2. Card: white; in `insetGrouped` a rounded rectangle of radius 10 with continuous corners.
/// 3. Separator: UIKit's separator colour (60, 60, 67 at 29% opacity), or the rows' tint;
///    nothing when the rows or the section hide it (`ListRowTraits.separators`).
package struct ListDecorationLayout: Layout, ViewBehavior {
    package let decoration: ListDecoration
    /// A separator hidden by `listRowSeparator` or `listSectionSeparator`: placed, not drawn.
    package var hidden = false
    /// A separator's `listRowSeparatorTint`.
    package var tint: RGBA? = nil

    package var name: String { decoration.name }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    /// The List's background runs on into the safe-area insets (`ListLayout` step 4): it is
    /// painted before the scroll clip.
    package var paintsUnderScrollClip: Bool { decoration == .background }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let style = context.environment.listStyle.resolved
        switch decoration {
        case .background:
            // `scrollContentBackground(.hidden)`: what lies behind the List shows through.
            if context.environment.hidesScrollContentBackground { return .none }
            return .color(.color(style.isGrouped ? Self.groupedBackground : SystemColors.systemBackground))
        case .card:
            // Plain and inset rows sit on systemBackground; grouped rows on their own colour.
            guard style.roundsSections else { return .color(.color(style.isGrouped ? Self.rowBackground : SystemColors.systemBackground)) }
            return .shape(.continuousRoundedRectangle(cornerRadius: ListMetrics.sectionCornerRadius), ShapeDrawing(fill: .color(Self.rowBackground)))
        case .separator:
            return hidden ? .none : .color(.color(tint ?? Self.separator))
        }
    }

    package static let groupedBackground = SystemColors.systemGroupedBackground
    /// A grouped list's rows: secondarySystemGroupedBackground (white; #1C1C1E in dark mode).
    package static let rowBackground = SystemColors.secondarySystemGroupedBackground
    package static let separator = SystemColors.separator
}

/// The leaves of a List that are no view of the source.
public enum ListDecoration: Hashable, Sendable {
    /// Behind the whole List: systemGroupedBackground in grouped styles, systemBackground else.
    case background
    /// Behind a section's rows: white (dark: secondarySystemGroupedBackground in grouped styles,
    /// systemBackground else), a rounded card in `insetGrouped`.
    case card
    /// A hairline in the separator colour.
    case separator

    public var name: String {
        switch self {
        case .background: return "ListBackground"
        case .card: return "SectionCard"
        case .separator: return "ListSeparator"
        }
    }
}

/// One row of a `List` or `Form` (any view: a Text, a Label, a Toggle, a stack…); the decoder
/// wraps each row of a section in one. Children: the content, then its `badge` text and its
/// `listRowBackground` view when the row's modifiers give them (`ListRowTraits`).
///
/// 1. The content is proposed the row's width less the row insets (20 leading and trailing,
///    `ListMetrics.rowInsets`, or the row's `listRowInsets`) and the badge's width and 8 points
///    before it, and no height, so it takes its ideal height for that width: a long text wraps
///    and grows the row.
/// 2. The row's height is the content's (or the badge's, if taller) plus the insets above and
///    below (11 each), and at least the minimum row height (44, or the environment's
///    `defaultMinListRowHeight`: `ListMinimumHeight`; `listRowInsets` does not lift it); its width is the width proposed (unspecified: the
///    content's ideal width plus the insets). A `Toggle` or `Stepper` row (under any
///    modifiers) has 6 above and below instead, so that its 31-point switch or 32-point stepper
///    makes a 44-point row, as in Settings (decision: iOS centres the control in a row its text
///    sizes), and a `Toggle` row's trailing inset is 18, so its switch ends 2 points nearer the
///    edge than text does (measured, `ListMetrics.toggleRowTrailingInset`); a compact
///    `DatePicker` row has 4.5 above and below, its 35-point bezel in a 44-point row (measured:
///    `ListMetrics.datePickerRowVerticalInset`); an inline Picker's
///    row has none (its rows bring their own, PickerStyles.swift); `listRowInsets` replaces
///    these too.
/// 3. The content is placed at the leading inset (half the row's width in a row narrower than
///    its insets, `ListMetrics.inset`), centred vertically in the row. Content that answers
///    wider than it is offered runs on past the row's trailing edge, as a child larger than its
///    proposal does anywhere in SwiftUI (a cell does not clip; the List clips at its bounds).
/// 4. The badge (`badge(_:)` on a row) is proposed the row's width less its insets and no
///    height (its ideal size in any row wide enough), in the body font and the secondary
///    label colour, its trailing edge at the trailing inset, centred vertically (Apple's
///    `badge(_:)` figures: "Recents" with its count at the row's trailing edge, in grey).
///    Decisions: the 8 points between content and badge; in a row too narrow for it the badge
///    truncates as a Text does, and what it still answers beyond that runs past the row's
///    leading edge, unclipped (step 3's rule, mirrored: it is pinned to the trailing inset). The background fills the row's whole
///    rectangle and is drawn behind the content (`ListRowBackgroundClip`).
/// 5. Where the row's separator starts is not the row's business: the section finds the row's
///    first text once it is placed (ListSectionLayout, step 5).
package struct ListRowLayout: SingleChildLayout, ViewBehavior {
    package static let insets = ListMetrics.rowInsets
    /// Step 4.
    package static let badgeSpacing = 8.0

    /// `listRowInsets`: nil keeps the style's.
    package var customInsets: EdgeInsets? = nil
    package var hasBadge = false
    package var hasBackground = false

    package init(customInsets: EdgeInsets? = nil, hasBadge: Bool = false, hasBackground: Bool = false) {
        self.customInsets = customInsets
        self.hasBadge = hasBadge
        self.hasBackground = hasBackground
    }

    package var name: String { "ListRow" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    private var insets: EdgeInsets { customInsets ?? Self.insets }

    /// Its content is in a row: controls take their row look (a menu Picker becomes
    /// "Title … Value ⌃⌄", a Label slots its icon, a NavigationLink shows its chevron).
    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool {
        environment.isInListRow = true
        environment.controlPlacement = .formRow
        return true
    }

    package var adjustsEachChild: Bool { hasBadge || hasBackground }

    /// Step 4: the badge's look; the background is no part of the row's content.
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        guard offset > 0 else { return }
        environment.isInListRow = false
        environment.controlPlacement = .standalone
        if hasBadge && offset == 1 {
            environment.font = Font.TextStyle.body.font
            environment.foregroundStyle = .color(SystemColors.secondaryLabel)
        }
    }

    private func badge(_ subviews: LayoutSubviews) -> LayoutSubview? { hasBadge && subviews.count > 1 ? subviews[1] : nil }
    private func background(_ subviews: LayoutSubviews) -> LayoutSubview? {
        hasBackground ? subviews.dropFirst(hasBadge ? 2 : 1).first : nil
    }

    /// Step 1: what the badge takes from the content's width.
    private func badgeWidth(_ subviews: LayoutSubviews, width: Double?) -> Double {
        badge(subviews).map { $0.sizeThatFits(badgeProposal(width)).width + Self.badgeSpacing } ?? 0
    }

    /// Step 4: the badge's proposal in a row of `width`.
    private func badgeProposal(_ width: Double?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
    }

    private func contentProposal(width: Double?, badge: Double, _ content: LayoutSubview?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - horizontalInset(content) - badge) }, height: nil)
    }

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        contentProposal(width: bounds?.width ?? proposal.width, badge: 0, nil)
    }

    /// Step 2: a Toggle row's trailing inset (under any modifiers), the style's otherwise.
    package static func trailingInset(_ content: LayoutSubview?) -> Double {
        var node = content?.node
        while let current = node, case .modifier = current.view.kind { node = current.children.first }
        guard let node, case .defined(let defined) = node.view.kind, defined.behavior is ToggleBehavior else { return insets.trailing }
        return ListMetrics.toggleRowTrailingInset
    }

    private func horizontalInset(_ content: LayoutSubview?) -> Double {
        customInsets?.horizontal ?? insets.leading + Self.trailingInset(content)
    }

    /// Alignment guides are asked of the content at the proposal it is placed with (step 1's
    /// Toggle inset included), placed where step 3 puts it.
    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                   subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let content = subviews.first,
              let value = content.explicitAlignment(of: key, proposal: contentProposal(width: bounds.width, badge: 0, content)) else { return nil }
        let offset = contentOffset(in: bounds, proposal: proposal, content: content)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }

    /// Step 2: the space above and below the content.
    package static func verticalInset(_ content: LayoutSubview?) -> (top: Double, bottom: Double) {
        var node = content?.node
        while let current = node, case .modifier = current.view.kind { node = current.children.first }
        guard let node, case .defined(let defined) = node.view.kind else { return (insets.top, insets.bottom) }
        // An inline Picker's rows are the section's: it brings their insets (InlinePickerRowsLayout).
        if defined.behavior is PickerBehavior, PickerBehavior.Look(node.environment) == .inlineRows { return (0, 0) }
        guard defined.behavior is any ControlRow else { return (insets.top, insets.bottom) }
        if defined.behavior is DatePickerBehavior, DatePickerBehavior.Style(node.environment) == .compact {
            return (ListMetrics.datePickerRowVerticalInset, ListMetrics.datePickerRowVerticalInset)
        }
        return (ListMetrics.controlRowVerticalInset, ListMetrics.controlRowVerticalInset)
    }

    private func verticalInsets(_ subviews: LayoutSubviews) -> (top: Double, bottom: Double) {
        customInsets.map { ($0.top, $0.bottom) } ?? Self.verticalInset(subviews.first)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let badgeWidth = badgeWidth(subviews, width: width)
        let content = subviews.first?.sizeThatFits(contentProposal(width: width, badge: badgeWidth, subviews.first)) ?? .zero
        let badgeHeight = badge(subviews)?.sizeThatFits(badgeProposal(width)).height ?? 0
        let vertical = verticalInsets(subviews)
        return Size(width: width ?? content.width + horizontalInset(subviews.first) + badgeWidth,
                    height: max(context.environment.defaultMinListRowHeight, max(content.height, badgeHeight) + vertical.top + vertical.bottom))
    }

    /// Step 3, for the content's alignment guides (the badge changes only its width).
    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        let size = content.sizeThatFits(contentProposal(width: bounds.width, badge: 0, content))
        let vertical = customInsets.map { ($0.top, $0.bottom) } ?? Self.verticalInset(content)
        return Point(x: ListMetrics.inset(insets.leading, within: bounds.width),
                     y: vertical.0 + AlignedPlacement.difference(bounds.height - vertical.0 - vertical.1, size.height) / 2)
    }

    /// Steps 3 and 4. The content is centred in the row between its top and bottom insets.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let proposal = contentProposal(width: bounds.width, badge: badgeWidth(subviews, width: bounds.width), content)
        let size = content.sizeThatFits(proposal)
        let vertical = verticalInsets(subviews)
        // Centred between the insets; an infinite answer lies at the top (`AlignedPlacement.difference`).
        let top = bounds.minY + vertical.top, inner = bounds.height - vertical.top - vertical.bottom
        content.place(at: Point(x: bounds.minX + ListMetrics.inset(insets.leading, within: bounds.width),
                                y: top + AlignedPlacement.difference(inner, size.height) / 2), proposal: proposal)
        if let badge = badge(subviews) {
            let badgeProposal = badgeProposal(bounds.width)
            let badgeSize = badge.sizeThatFits(badgeProposal)
            badge.place(at: Point(x: bounds.maxX - ListMetrics.inset(insets.trailing, within: bounds.width) - badgeSize.width,
                                  y: top + AlignedPlacement.difference(inner, badgeSize.height) / 2), proposal: badgeProposal)
        }
        background(subviews)?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
