import RenderLayout

/// `TabView` at rest on an iPhone: the selected tab's content over iOS 17's tab bar, or, with
/// `tabViewStyle(.page)`, the selected page with its index dots (docs/scene-format.md,
/// "Navigation and tab bars"; the numbers are `BarMetrics`).
///
/// Decoding:
/// 1. Each child is a tab (`Group` and `ForEach` splice theirs in, and so does an iOS 18
///    `TabSection`, whose tabs join the bar in order on an iPhone: `TabSectionView` step 2);
///    without any, the TabView
///    is empty and shows no bar. Its label, badge and value
///    come from the modifiers around it, the outermost first: `tabItem` (its first symbol and
///    first text), `badge`, `tag`; an iOS 18 `Tab` gives its title, symbol and value itself, and
///    its content is what the tab shows.
/// 2. The selected tab is the first whose value equals `selection`; without a selection, or
///    when none matches, the first (SwiftUI's initial tab).
/// 3. Whether the tab bar shows and what its background is come from the selected tab's whole
///    subtree, inside navigation stacks too (`toolbar(.hidden, for: .tabBar)`,
///    `toolbarBackground(_:for: .tabBar)`), as SwiftUI's preferences flow up.
/// 4. Children: the selected tab's content, the bar's background and hairline, one item per tab
///    (its symbol, title and badge), one index dot per tab; the unselected tabs' content is
///    decoded, for its errors, and not kept.
///
/// Layout, tab bar (`TabViewLayout`):
/// 5. The TabView takes all the space it is offered; an unspecified axis takes the content's
///    ideal length plus the bar.
/// 6. The bar is 49 points at the bottom (in a TabView shorter than that, it overflows the top
///    edge, as UIKit's tab bar keeps its height and a `UIView` does not clip; the content's
///    space is then empty, at the top); the content is proposed the space above it and
///    centred there (as a hosting view places its root), with a safe-area level whose outer edge is the TabView's, so a background
///    that ignores the safe area runs on under the bar, as iOS's content does.
/// 7. The bar's background — iOS's bar material (`MaterialStyle` `.bar`: what lies behind,
///    blurred and tinted), or a `toolbarBackground` colour — fills the bar and runs on under the
///    home indicator; a hairline lies on its top edge. At rest (`.automatic`) iOS 15 and later
///    show the bar's scroll-edge appearance, no background and no hairline, while the content's
///    bottom edge is not under the bar (UIKit's `UITabBar.scrollEdgeAppearance`: "the
///    appearance … when the edge of scrollable content aligns with the edge of the tab bar";
///    at rest a scroll view is at its top, so only content longer than the space reaches under
///    the bar). `toolbarBackground(.visible)` draws it always, `.hidden` never.
/// 8. The items share the width equally (under `tabViewStyle(.sidebarAdaptable)` a tab placed
///    `.sidebarOnly` has no item: `TabPlacementModifier` step 2; iOS's compact tab bar fills it; in an infinite bar, a
///    filling aspect ratio's, the first starts at the bar's start and its parts at the item's,
///    never at NaN: `AlignedPlacement.slotStart`, `.difference`); in each, the symbol
///    (its `.fill` variant when the library has one, as SwiftUI's tab bar shows symbols) is
///    drawn at the body size (17) at the large image scale and centred in its 26.5-point slot 5
///    below the bar's top (measured on iOS 18: `BarMetrics.tabIconHeight`), the title
///    (10-point medium, one line)
///    centred, its first baseline 45 below the bar's top (measured on iOS 18); the selected item
///    in the accent colour (`tint`), the others (146, 146, 146) in light and dark (measured). A
///    badge is a red capsule 18 tall with white text, 11 after the item's centre and 3 below
///    the bar's top (`BarMetrics.badgeLeading`): measured on items without an image; UIKit
///    places a badge relative to its item's image, so for an item with a symbol the same 11 is
///    a decision (no picture of a badged symbol tab found).
///
/// Layout, pages (`TabViewPageLayout`):
/// 9. The selected page is proposed the whole TabView and centred in it; the dots (7½ points,
///    centres 17⅔ apart: measured, `BarMetrics.pageDotSize`) are centred in a 26-point
///    row at its bottom, the current one white, the others white at 30%; under
///    `indexViewStyle(.page(backgroundDisplayMode: .always))` over a capsule (IndexViewStyle.swift).
package enum TabViewView: ViewDefinition {
    package static let entry = Vocabulary.Entry("TabView", json: ["selection", "children"],
      summary: "The selected tab over iOS's tab bar (symbols and titles, badges, the selected one tinted); `.page` style: dots.", [
        .init([ViewEntries.content]),
        .init([.init("selection", .tagValue), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let selection = try object.member("selection").flatMap { (field: JSONField) throws(SceneError) -> TagValue? in
            field.isNull ? nil : try field.tagValue()
        }
        let tabs = try context.children(object).flatMap(TabInfo.sectionTabs).map(TabInfo.init)
        guard !tabs.isEmpty else {
            // `TabView { }` compiles: nothing to show, no bar.
            return (TabViewBehavior(tabs: 0, selected: 0, showsBar: false, background: .automatic, sidebarOnly: []),
                    [try NavigationStackDecoding.root([], object, &context)])
        }
        let selected = tabs.firstIndex { selection != nil && $0.value == selection } ?? 0
        var preferences = NavigationPreferences()
        preferences.gather(tabs[selected].content, intoNavigation: true)
        let background = preferences.background[.tabBar] ?? .automatic
        var children = [tabs[selected].content,
                        ViewNode(.defined(DefinedView(BarDecorationLayout(decoration: .background(background, bottom: true)))), at: object.at),
                        ViewNode(.defined(DefinedView(BarDecorationLayout(decoration: .hairline))), at: object.at)]
        var made = 2
        for (index, tab) in tabs.enumerated() {
            var parts: [ViewNode] = []
            if let symbol = tab.label.symbol {
                let fill = symbol.hasSuffix(".fill") || !SymbolLibrary.contains(symbol + ".fill") ? symbol : symbol + ".fill"
                parts.append(ViewNode(.image(.systemName(fill), resizable: false), at: tab.content.source))
            }
            if let title = tab.label.title { parts.append(ViewNode(.text(title), at: tab.content.source)) }
            if let badge = tab.badge {
                parts.append(ViewNode(.defined(DefinedView(TabBadgeLayout())), children: [ViewNode(.text(badge), at: tab.content.source)],
                                      at: tab.content.source))
                made += 1
            }
            let item = TabBarItemLayout(hasSymbol: tab.label.symbol != nil, hasTitle: tab.label.title != nil, hasBadge: tab.badge != nil,
                                        isSelected: index == selected)
            children.append(ViewNode(.defined(DefinedView(item)), children: parts, at: tab.content.source))
            made += 1 + parts.count
        }
        for index in tabs.indices {
            let white = index == selected ? BarMetrics.pageDotCurrent : BarMetrics.pageDotOther
            children.append(ViewNode(.defined(DefinedView(ShapeLayout(shape: .circle, fill: .color(white)))),
                                     at: object.at))
        }
        try context.decoder.countMade(object, made + tabs.count)
        return (TabViewBehavior(tabs: tabs.count, selected: selected, showsBar: preferences.visibility[.tabBar] != .hidden,
                                background: background, sidebarOnly: tabs.map(\.sidebarOnly)), children)
    }
}

/// One tab as step 1 reads it.
struct TabInfo {
    /// Step 1: a `TabSection`'s tabs in its place (its modifiers, such as `tabPlacement`,
    /// change nothing on an iPhone); any other view is one tab.
    static func sectionTabs(_ node: ViewNode) -> [ViewNode] {
        var current = node
        while case .modifier = current.kind, let inner = current.children.first { current = inner }
        guard case .defined(let view) = current.kind, view.behavior is TabSectionBehavior else { return [node] }
        return current.children.flatMap(sectionTabs)
    }

    var content: ViewNode
    var label = TabLabel()
    var badge: String?
    var value: TagValue?
    /// `tabPlacement(.sidebarOnly)` (step 8).
    var sidebarOnly = false

    init(_ node: ViewNode) {
        content = node
        var current = node
        var found: TabLabel?
        while case .modifier(let modifier) = current.kind, let inner = current.children.first {
            if found == nil, let item = modifier.behavior as? TabItem { found = item.label }
            if badge == nil, let badge = modifier.behavior as? Badge { self.badge = badge.text }
            if value == nil, let tag = modifier.behavior as? Tag { value = tag.value }
            if let placement = modifier.behavior as? TabPlacementModifier { sidebarOnly = sidebarOnly || placement.sidebarOnly }
            current = inner
        }
        if case .defined(let view) = current.kind, let tab = view.behavior as? TabBehavior {
            found = found ?? tab.label
            value = value ?? tab.value
            if let inner = current.children.first { content = inner }
        }
        label = found ?? TabLabel()
    }
}

/// A TabView in the view tree: the tab bar's layout, or the pages' with `tabViewStyle(.page)`.
package struct TabViewBehavior: ViewBehavior {
    package let tabs: Int
    package let selected: Int
    package let showsBar: Bool
    package let background: ToolbarBackground.Background
    /// Each tab's `tabPlacement(.sidebarOnly)`.
    package let sidebarOnly: [Bool]

    package var name: String { "TabView" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        if environment.isPageTabViewStyle { return TabViewPageLayout(tabs: tabs) }
        // Step 8: the tabs in the bar.
        let shown = environment.isSidebarAdaptableTabViewStyle ? (0..<tabs).filter { !sidebarOnly[$0] } : Array(0..<tabs)
        return TabViewLayout(behavior: self, shown: shown)
    }

    package var adjustsEachChild: Bool { true }

    /// Step 8: the selected item in the accent colour, the others gray.
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        guard offset >= 3 && offset < 3 + tabs else { return }
        let accent = parent.tint ?? parent.accentColor ?? SystemColors.blue
        environment.foregroundStyle = .color(offset - 3 == selected ? accent : BarMetrics.unselectedTabColor)
    }
}

/// Steps 5–8.
package struct TabViewLayout: Layout {
    package let behavior: TabViewBehavior
    /// The tabs the bar shows, in order (step 8); the others' items are not placed.
    package let shown: [Int]

    private var barHeight: Double { behavior.showsBar ? BarMetrics.tabBarHeight : 0 }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }, height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if let width, let height { return Size(width: width, height: height) }
        let content = subviews[0].sizeThatFits(ProposedViewSize(width: width, height: height.map { max(0, $0 - barHeight) }))
        return Size(width: width ?? content.width, height: height ?? content.height + barHeight)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let bar = barHeight
        let content = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - bar))
        context.engine.withSafeArea(SafeAreaLevel(inner: content, outer: bounds)) {
            subviews[0].place(at: content.centring(subviews[0]), proposal: ProposedViewSize(content.size))
        }
        guard behavior.showsBar else { return }
        let insets = context.safeAreaInsets(of: bounds)
        let top = bounds.maxY - bar
        let wide = ProposedViewSize(width: bounds.width + insets.leading + insets.trailing, height: bar + insets.bottom)
        if behavior.background.isAutomatic ? Self.contentReachesUnderBar(subviews[0], in: content)
                                           : behavior.background.drawsBackground(bottom: true) {
            subviews[1].place(at: Point(x: bounds.minX - insets.leading, y: top), proposal: wide)
            subviews[2].place(at: Point(x: bounds.minX - insets.leading, y: top - context.pixel),
                              proposal: ProposedViewSize(width: wide.width, height: context.pixel))
        }
        let slot = bounds.width / Double(max(1, shown.count))
        for (position, index) in shown.enumerated() {
            subviews[3 + index].place(at: Point(x: bounds.minX + AlignedPlacement.slotStart(position, length: slot), y: top),
                                      proposal: ProposedViewSize(width: slot, height: bar))
        }
    }
}

extension TabViewLayout {
    /// Step 7: at rest the content is scrolled to its top; it runs on under the bar only when
    /// its ideal height (a List's or ScrollView's rows, measured without a height) is more than
    /// the space above the bar.
    static func contentReachesUnderBar(_ content: LayoutSubview, in space: Rect) -> Bool {
        content.sizeThatFits(ProposedViewSize(width: space.width, height: nil)).height > space.height + 0.5
    }
}

/// Step 9.
package struct TabViewPageLayout: Layout {
    package let tabs: Int

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }, height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if let width, let height { return Size(width: width, height: height) }
        let content = subviews[0].sizeThatFits(ProposedViewSize(width: width, height: height))
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(at: bounds.centring(subviews[0]), proposal: ProposedViewSize(bounds.size))
        let size = BarMetrics.pageDotSize, gap = BarMetrics.pageDotSpacing
        let total = Double(tabs) * size + Double(max(0, tabs - 1)) * gap
        var x = (bounds.minX + bounds.width / 2) - total / 2
        let y = bounds.maxY - BarMetrics.pageIndexRowHeight / 2 - size / 2
        let first = 3 + tabs
        for index in 0..<tabs {
            subviews[first + index].place(at: Point(x: x, y: y), proposal: ProposedViewSize(width: size, height: size))
            x += size + gap
        }
    }

    /// The dots' capsule (IndexViewStyle step 3), drawn under the dots, over the page.
    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        guard context.environment.pageIndexBackground, tabs > 0 else { return .none }
        let total = Double(tabs) * BarMetrics.pageDotSize + Double(tabs - 1) * BarMetrics.pageDotSpacing + 2 * BarMetrics.pageIndexPadding
        let capsule = Rect(x: bounds.minX + (bounds.width - total) / 2, y: bounds.maxY - BarMetrics.pageIndexRowHeight,
                           width: total, height: BarMetrics.pageIndexRowHeight)
        return .effect(PlacedEffect(PageIndexBackground(capsule: capsule, firstDot: 3 + tabs)))
    }
}

/// One item of the tab bar (step 8): its symbol, title and badge, as many as the tab has.
package struct TabBarItemLayout: Layout, ViewBehavior {
    package let hasSymbol: Bool
    package let hasTitle: Bool
    package let hasBadge: Bool
    package let isSelected: Bool

    package var name: String { "TabBarItem" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    private var symbol: Int? { hasSymbol ? 0 : nil }
    private var title: Int? { hasTitle ? (hasSymbol ? 1 : 0) : nil }
    private var badge: Int? { hasBadge ? (hasSymbol ? 1 : 0) + (hasTitle ? 1 : 0) : nil }

    package var adjustsEachChild: Bool { true }

    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        environment.fontWeight = nil
        environment.imageScale = .medium
        if offset == symbol {
            environment.font = BarMetrics.tabIconFont
            environment.imageScale = BarMetrics.tabIconScale
        } else if offset == title {
            environment.font = BarMetrics.tabTitleFont
            environment.lineLimit = 1
            environment.lowerLineLimit = nil
        }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: BarMetrics.tabBarHeight)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        // Centred in the item; in an infinite item (an infinite bar's), at its start.
        func centred(_ width: Double) -> Double { bounds.minX + AlignedPlacement.difference(bounds.width, width) / 2 }
        var iconFrame = Rect(x: centred(0), y: bounds.minY + BarMetrics.tabIconTop, width: 0, height: BarMetrics.tabIconHeight)
        if let symbol {
            let size = subviews[symbol].sizeThatFits(.unspecified)
            iconFrame = Rect(x: centred(size.width), y: bounds.minY + BarMetrics.tabIconTop + (BarMetrics.tabIconHeight - size.height) / 2,
                             width: size.width, height: size.height)
            subviews[symbol].place(at: iconFrame.origin, proposal: .unspecified)
        }
        if let title {
            let proposal = ProposedViewSize(width: bounds.width, height: nil)
            let dimensions = subviews[title].dimensions(in: proposal)
            subviews[title].place(at: Point(x: centred(dimensions.width),
                                            y: bounds.minY + BarMetrics.tabTitleBaseline - dimensions[VerticalAlignment.firstTextBaseline]),
                                  proposal: proposal)
        }
        if let badge {
            subviews[badge].place(at: Point(x: centred(0) + BarMetrics.badgeLeading,
                                            y: bounds.minY + BarMetrics.tabIconTop - BarMetrics.badgeRaise), proposal: .unspecified)
        }
    }
}

/// A tab's badge (step 8): its text in 13-point white, in a systemRed capsule 18 tall and at
/// least 18 wide, with 5 points on each side of the text.
package struct TabBadgeLayout: Layout, ViewBehavior {
    package var name: String { "TabBadge" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool {
        environment.font = BarMetrics.badgeFont
        // One line, reserving no more: an ancestor's `lineLimit(2, reservesSpace: true)` is not
        // UIKit's badge's (campaign 1795750974 case 132604); the other one-line chrome likewise.
        environment.lineLimit = 1
        environment.lowerLineLimit = nil
        environment.foregroundStyle = .color(.white)
        return true
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let text = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        return Size(width: max(BarMetrics.badgeHeight, text.width + 2 * BarMetrics.badgePadding), height: BarMetrics.badgeHeight)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let text = subviews.first else { return }
        let size = text.sizeThatFits(.unspecified)
        text.place(at: Point(x: (bounds.minX + bounds.width / 2) - size.width / 2, y: (bounds.minY + bounds.height / 2) - size.height / 2), proposal: .unspecified)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .shape(.capsule, ShapeDrawing(fill: .color(SystemColors.red)))
    }
}

/// iOS 18's `Tab("Title", systemImage:value:) { content }`: a TabView's tab that names its own
/// title, symbol and value (`TabViewView` step 1). Outside a TabView (which Swift does not
/// compile) it is its content.
package enum TabTabView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Tab", json: ["title", "systemImage", "value", "role", "label", "children"],
      summary: "iOS 18's tab of a TabView: a title and a symbol (or a label view), a value, and the content it shows.", [
        .init([.init("_", .string, key: "title"), .init("systemImage", .string), ViewEntries.content]),
        .init([.init("_", .string, key: "title"), .init("systemImage", .string), .init("value", .tagValue), ViewEntries.content]),
        .init([.init("value", .tagValue), ViewEntries.content, .init("label", .view)]),
        .init([.init("value", .tagValue), .init("role", .environmentValue, optional: true), ViewEntries.content, .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        var label = TabLabel()
        if let title = object.member("title") { label.title = try context.decoder.textString(title) }
        if let symbol = object.member("systemImage") {
            let name = try symbol.string()
            guard !name.isEmpty, name.count <= 200 else { throw symbol.fail("a symbol name has 1 to 200 characters") }
            label.symbol = name
        }
        // `Tab(value:content:label:)`: the label's first symbol and first text, as `tabItem`'s.
        if let labelField = object.member("label") {
            for view in try context.decoder.view(labelField, depth: context.depth) { label.gather(view) }
        }
        // `role: .search`: iOS 18's tab bar shows such a tab as any other, by its label (a
        // decision); nil or `.none` is no role.
        if let role = object.member("role"), !role.isNull {
            guard ["search", "none"].contains(try role.string()) else { throw role.fail("a Tab's role is search (or none)") }
        }
        let value = try object.member("value").map { (field: JSONField) throws(SceneError) in try field.tagValue() }
        let content = try NavigationStackDecoding.root(try context.children(object), object, &context)
        return (TabBehavior(label: label, value: value), [content])
    }
}

package struct TabBehavior: ViewBehavior {
    package let label: TabLabel
    package let value: TagValue?

    package var name: String { "Tab" }
    package func layout(in environment: EnvironmentValues) -> any Layout { PassThroughLayout(effect: nil) }
}
