import RenderLayout

/// `NavigationStack`, `NavigationView` and `NavigationSplitView` at rest on an iPhone: the root
/// view under a navigation bar, as iOS 17 draws it before anything is pushed
/// (docs/scene-format.md, "Navigation and tab bars"; the numbers are `BarMetrics`).
///
/// Decoding:
/// 1. The root is the stack's content (several views: a VStack of them, decision). A
///    NavigationSplitView in compact width is a stack of its sidebar column (Apple:
///    "in compact size classes the split view collapses into a stack" and shows the first
///    column); its content and detail columns are decoded, for their errors, and not shown.
/// 2. What the root's modifiers say to the bar (`navigationTitle`,
///    `navigationBarTitleDisplayMode`, `toolbar`, `toolbarBackground`, `searchable`) is gathered
///    from the whole root subtree, as SwiftUI's preferences flow up, but not from inside a
///    nested NavigationStack or TabView, which show their own (`NavigationPreferences`); a
///    `searchable` applied to the container itself comes first (Searchable step 2).
/// 3. The stack's children: the root, the bar backgrounds and hairlines (navigation bar, bottom
///    bar), the title, the principal item, the leading and trailing items, the search field,
///    the bottom bar's items — made by the decoder, in the order they are painted.
///
/// Layout (`NavigationStackLayout`):
/// 4. The stack takes all the space it is offered, as a hosting controller does; an
///    unspecified axis takes the root's ideal length plus the bars.
/// 5. The navigation bar (unless hidden; shown, empty, without a title or items, as iOS does)
///    lies at the stack's top: 44 points, plus 52 for a large title (the default at a stack's
///    root: `automatic` is `large`), plus 52 for a search field; at the larger Dynamic Type
///    sizes the title's row and the search field grow (`BarMetrics.largeTitleRowHeight(_:)`,
///    `searchFieldHeight(_:)`: iOS's AX5 bar measured, docs/figures.md). A stack whose top is the device's
///    safe-area top begins its bar higher, where the device's status bar ends
///    (`Device.navigationBarTop`: 53.67 on the 59-point Dynamic Island iPhones, 56.33 on the
///    62-point ones, as their real screens were measured; docs/figures.md), and the space
///    below the bar grows by as much. A bottom bar (toolbar items
///    placed `.bottomBar` or `.status`) is 44 at the stack's bottom. Portrait heights at every
///    orientation (decision: landscape's 32-point bars are not modelled). The bars keep these
///    heights in a stack shorter than them and overflow it (UIKit sizes its bars so, and a
///    `UIView` does not clip: `clipsToBounds` is false by default); the space between the bars
///    is then empty, at the stack's bottom edge. The margins (step 8) take half the width of a
///    stack narrower than two of them (`ListMetrics.inset`).
/// 6. The root is proposed the space between the bars and centred in it (as a hosting view
///    places its root: a Text alone sits in the middle of the screen; a root taller than that
///    space overflows it evenly above and below, as it does a `frame`), with a safe-area
///    level whose safe part is that space and whose outer edge is the stack's: views that
///    ignore the safe area (a List's grouped background, a coloured `background`) run on
///    under the bars, and on under the status bar and home indicator, as on iOS, where the
///    content lies under the bars and is inset by them.
/// 7. Bar backgrounds at rest are transparent (iOS 15 and later: a scroll view at its top edge
///    shows no bar background), so the root's background shows through; `toolbarBackground`
///    with a colour fills the bar and the status bar above it, `.visible` the bar material
///    (`MaterialStyle` `.bar`: what lies behind, blurred and tinted) and a hairline under the bar
///    (`BarMetrics`). A bottom bar at rest shows its scroll-edge appearance too — no background
///    and no hairline — while the root's bottom edge is not under it, and the bar material with
///    a hairline above it, running on under the home indicator, when the root is longer than the
///    space between the bars (UIKit's `UIToolbar.scrollEdgeAppearance`, iOS 15: "If the edge of
///    the scrolled content reaches the toolbar, UIKit applies the appearance settings in this
///    property", and without one it uses the standard appearance "modified to have a
///    transparent background"; the tab bar's rule, `TabViewLayout.contentReachesUnderBar`).
///    `toolbarBackground(.visible, for: .bottomBar)` draws it always, `.hidden` never.
/// 8. Items: leading items from the leading margin (16, or 20 from 414 points wide), trailing
///    items in their order up to the trailing margin, 16 apart, each at its ideal size, centred in the
///    44-point bar; symbols in them at the large image scale, a `Label` as its icon alone (the
///    automatic label style in a toolbar), a `confirmationAction` semibold.
/// 9. The title, in the label colour whatever `foregroundStyle` is set around the stack (UIKit
///    draws it with the bar's `titleTextAttributes`; SwiftUI's title takes no style): large — 34-point bold at the leading margin, its baseline 36 below the top of
///    its 52-point row (16 above the bottom of the taller row of a larger Dynamic Type size),
///    one line, truncated at the margins; inline — 17-point semibold (headline; at most its
///    xxLarge 21 points at larger Dynamic Type sizes, `BarMetrics.inlineTitleLargestSize`), one
///    line, proposed the width between the items (8 from each side's, or the margins), centred
///    on the bar when it fits there, else centred between the items (as iOS 18 was measured to
///    place a title wider than the bar's centre leaves it: docs/figures.md). A `principal`
///    item takes the inline title's place.
/// 10. The search field: 36 tall at the top of its 52-point row (1 below the title's, 15 above
///     the bar's bottom, as iOS 18 was measured to place it; taller, with its row, at larger
///     Dynamic Type sizes), between the margins; a magnifying glass
///     and the prompt in secondary grey, a microphone at its trailing end, on
///     tertiarySystemFill with continuous corners of radius 10.
/// 11. The bottom bar's items are laid out as an HStack (16 apart) across the width between the
///     margins, from the leading margin: a `ToolbarItemGroup` with a `Spacer` spreads them. A
///     lone item (a `ToolbarItem` or a group) is centred on the bar instead, as iOS 18 centres
///     one (Saydulayev/MyHabits' iPhone 16 Pro screenshot: a 250-point button at x 76…326 of 402,
///     docs/figures.md); several stay from the leading margin (decision: not pictured). The row
///     is centred on the 44-point bar, a row taller than the bar too, overflowing it evenly
///     above and below (the same screenshot: a 56-point button at y 790…846 over the bar's
///     796…840).
/// 12. A `NavigationSplitView`'s sidebar under a large title tells its root so
///     (`isSplitViewSidebarUnderLargeTitle`): a List there begins its first section without a
///     header against the bar, not 35 below it (ListSectionLayout step 2; an Xcode 16 preview of
///     Apple's Landmarks tutorial, docs/figures.md "Whole screens (session 21)").
package enum NavigationStackView: ViewDefinition {
    package static let entry = Vocabulary.Entry("NavigationStack", json: ["children"],
      summary: "The root view under iOS's navigation bar: title (large or inline), toolbar items, search field, bottom bar.", [
        .init([ViewEntries.content]),
        .init([.init("path", .ignored), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let root = try NavigationStackDecoding.root(try context.children(object), object, &context)
        return try NavigationStackDecoding.stack(root: root, kind: entry.name, object, &context)
    }
}

/// `NavigationView`: on an iPhone a stack (its default style there), as `NavigationStack`.
package enum NavigationViewView: ViewDefinition {
    package static let entry = Vocabulary.Entry("NavigationView", json: ["children"],
      summary: "As NavigationStack (its stack style, the iPhone's).", [
        .init([ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let root = try NavigationStackDecoding.root(try context.children(object), object, &context)
        return try NavigationStackDecoding.stack(root: root, kind: entry.name, object, &context)
    }
}

/// `NavigationSplitView`: in compact width a stack showing its sidebar (step 1).
package enum NavigationSplitViewView: ViewDefinition {
    package static let entry = Vocabulary.Entry("NavigationSplitView", json: ["sidebar", "content", "detail"],
      summary: "On an iPhone (compact width): a NavigationStack of its sidebar column.", [
        .init([.init("columnVisibility", .ignored, optional: true), .init("sidebar", .view), .init("detail", .view)]),
        .init([.init("columnVisibility", .ignored, optional: true), .init("sidebar", .view), .init("content", .view), .init("detail", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let sidebar = object.member("sidebar"), let detail = object.member("detail") else {
            throw object.fail("NavigationSplitView needs \"sidebar\" and \"detail\" (and may have \"content\")")
        }
        let root = try NavigationStackDecoding.root(try context.decoder.view(sidebar, depth: context.depth), sidebar, &context)
        // Decoded for their errors; compact width shows the sidebar only.
        if let content = object.member("content") { _ = try context.decoder.view(content, depth: context.depth) }
        _ = try context.decoder.view(detail, depth: context.depth)
        return try NavigationStackDecoding.stack(root: root, kind: entry.name, object, &context)
    }
}

/// Steps 1–3, shared by the three navigation containers.
package enum NavigationStackDecoding {
    /// Step 1: one root view; several are a VStack.
    static func root(_ views: [ViewNode], _ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> ViewNode {
        if views.count == 1 { return views[0] }
        try context.decoder.countMade(field, 1)
        return ViewNode(.defined(DefinedView(VStackBehavior(alignment: .center, spacing: nil, isLazy: false))),
                        children: views, at: field.at)
    }

    /// Steps 2–3: the stack's behaviour and children.
    static func stack(root: ViewNode, kind: String, _ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        var preferences = NavigationPreferences()
        // A `searchable` on the container itself is its field, before any in the root.
        preferences.searchPrompt = try Searchable.prompt(amongModifiersOf: object, &context.decoder)
        preferences.gather(root)
        var parts = NavigationBarParts()
        func decoration(_ kind: BarDecoration) -> ViewNode {
            ViewNode(.defined(DefinedView(BarDecorationLayout(decoration: kind))), at: object.at)
        }
        var children = [root]
        parts.showsBar = preferences.visibility[.navigationBar] != .hidden
        parts.barBackground = preferences.background[.navigationBar] ?? .automatic
        parts.bottomBackground = preferences.background[.bottomBar] ?? .automatic
        children += [decoration(.background(parts.barBackground, bottom: false)), decoration(.hairline),
                     decoration(.background(parts.bottomBackground, bottom: true)), decoration(.hairline)]

        var leading: [ViewNode] = [], trailing: [ViewNode] = [], principal: ViewNode?, bottom: [ViewNode] = []
        parts.itemPlacements = []
        var leadingPlacements: [ToolbarItemPlacement] = [], trailingPlacements: [ToolbarItemPlacement] = []
        for item in preferences.items {
            let placement = ToolbarItemView.placement(of: item)
            switch placement.slot {
            case .leading: leading.append(item); leadingPlacements.append(placement)
            case .trailing: trailing.append(item); trailingPlacements.append(placement)
            case .principal: if principal == nil { principal = item }
            case .bottom: bottom.append(item)
            case .hidden: break
            }
        }
        if let title = preferences.title, principal == nil {
            children.append(ViewNode(.text(title), at: object.at))
            parts.hasTitle = true
        }
        parts.titleMode = preferences.displayMode == .inline ? .inline : .large
        if let principal {
            children.append(principal)
            parts.hasPrincipal = true
            // A principal item sits in the bar; a large title row would be empty.
            parts.titleMode = .inline
        }
        children += leading + trailing
        parts.leading = leading.count
        parts.trailing = trailing.count
        parts.itemPlacements = leadingPlacements + trailingPlacements
        if let prompt = preferences.searchPrompt {
            children.append(SearchFieldLayout.node(prompt: prompt, at: object.at))
            parts.hasSearch = true
        }
        parts.bottom = preferences.visibility[.bottomBar] == .hidden ? 0 : bottom.count
        if parts.bottom > 0 { children += bottom }
        // What the decoder made: the four decorations, the title, the search field and its three parts.
        try context.decoder.countMade(object, 4 + (parts.hasTitle ? 1 : 0) + (parts.hasSearch ? 4 : 0))
        return (NavigationStackBehavior(kind: kind, parts: parts), children)
    }
}

/// What the root subtree says to the bars (step 2). The first title, display mode, search
/// field, visibility and background for each bar win, outermost first; every toolbar adds its
/// items in order.
package struct NavigationPreferences {
    package var title: String?
    package var displayMode: NavigationBarTitleDisplayMode.Mode?
    package var items: [ViewNode] = []
    package var visibility: [Toolbar.Bar: BarVisibility] = [:]
    package var background: [Toolbar.Bar: ToolbarBackground.Background] = [:]
    package var searchPrompt: String?

    /// Gathers from `node`'s subtree; a nested navigation container or TabView keeps its own
    /// (with `intoNavigation`, a TabView's gathering goes on into stacks for `.tabBar` settings).
    package mutating func gather(_ node: ViewNode, intoNavigation: Bool = false) {
        var pending = [node]
        while let current = pending.popLast() {
            switch current.kind {
            case .modifier(let modifier):
                switch modifier.behavior {
                case let title as NavigationTitle: if self.title == nil { self.title = title.title }
                case let legacy as NavigationBarTitle:
                    if title == nil { title = legacy.title }
                    if displayMode == nil, let mode = legacy.mode { displayMode = mode }
                case let mode as NavigationBarTitleDisplayMode: if displayMode == nil { displayMode = mode.mode }
                case let search as Searchable: if searchPrompt == nil { searchPrompt = search.prompt }
                case let toolbar as Toolbar:
                    items += toolbar.items
                    for (bar, value) in toolbar.visibility where visibility[bar] == nil { visibility[bar] = value }
                case let setting as ToolbarBackground:
                    for bar in setting.bars where background[bar] == nil { background[bar] = setting.background }
                default: break
                }
            case .defined(let view):
                if current !== node {
                    if view.behavior is TabViewBehavior { continue }
                    if view.behavior is NavigationStackBehavior && !intoNavigation { continue }
                }
            }
            // Depth first, in source order: the stack pops the last pushed first.
            pending += current.children.reversed()
        }
    }
}

/// Which parts of the bars a stack shows (step 3), and so which child is which.
package struct NavigationBarParts: Sendable {
    package enum TitleMode: Sendable { case large, inline }
    package var showsBar = true
    package var barBackground: ToolbarBackground.Background = .automatic
    package var bottomBackground: ToolbarBackground.Background = .automatic
    package var hasTitle = false
    package var titleMode = TitleMode.large
    package var hasPrincipal = false
    package var leading = 0
    package var trailing = 0
    /// The placements of the leading, then the trailing items.
    package var itemPlacements: [ToolbarItemPlacement] = []
    package var hasSearch = false
    package var bottom = 0

    // Child indices: the root, 4 decorations, then the rest in order.
    static let root = 0, barBackground = 1, barHairline = 2, bottomBackground = 3, bottomHairline = 4
    var title: Int? { hasTitle ? 5 : nil }
    var principal: Int? { hasPrincipal ? 5 : nil }
    var firstItem: Int { 5 + (hasTitle || hasPrincipal ? 1 : 0) }
    var search: Int? { hasSearch ? firstItem + leading + trailing : nil }
    var firstBottom: Int { firstItem + leading + trailing + (hasSearch ? 1 : 0) }

    /// Step 5: the navigation bar's height at a Dynamic Type size.
    func barHeight(_ size: DynamicTypeSize) -> Double {
        guard showsBar else { return 0 }
        return BarMetrics.navigationBarHeight + (titleMode == .large && hasTitle ? BarMetrics.largeTitleRowHeight(size) : 0)
            + (hasSearch ? BarMetrics.searchRowHeight(size) : 0)
    }

    var bottomHeight: Double { bottom > 0 ? BarMetrics.toolbarHeight : 0 }
}

/// A navigation container in the view tree.
package struct NavigationStackBehavior: ViewBehavior {
    package let kind: String
    package let parts: NavigationBarParts

    package var name: String { kind }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        NavigationStackLayout(parts: parts, typeSize: environment.dynamicTypeSize)
    }

    package var adjustsEachChild: Bool { true }

    /// Steps 8–10: the title's font, the items' symbol scale and weight.
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        if offset == NavigationBarParts.root {
            // Step 12: a sidebar column's List under a large title begins against the bar.
            environment.isSplitViewSidebarUnderLargeTitle = kind == NavigationSplitViewView.entry.name
                && parts.showsBar && parts.hasTitle && parts.titleMode == .large
        } else if offset == parts.title {
            var font = parts.titleMode == .large ? Font.TextStyle.largeTitle.font : BarMetrics.inlineTitleStyle.font
            if parts.titleMode == .large { font.weight = BarMetrics.largeTitleWeight }
            // Step 9: an inline title stops growing at its largest Dynamic Type size.
            else { environment.dynamicTypeSize = min(environment.dynamicTypeSize, BarMetrics.inlineTitleLargestSize) }
            environment.font = font
            environment.lineLimit = 1
            environment.lowerLineLimit = nil
            // UIKit draws the title in the bar's own label colour (UINavigationBarAppearance's
            // titleTextAttributes, "appropriate defaults"), not in a foregroundStyle set around
            // the stack; the items are SwiftUI views and take it (docs/scene-format.md).
            environment.foregroundStyle = nil
        } else if offset >= parts.firstItem && offset < parts.firstItem + parts.leading + parts.trailing {
            Self.barItem(&environment)
            if parts.itemPlacements[offset - parts.firstItem] == .confirmationAction { environment.fontWeight = .semibold }
        } else if offset >= parts.firstBottom || offset == parts.principal {
            Self.barItem(&environment)
        }
    }

    /// Step 8: symbols at the large scale; a Label shows its icon alone, as SwiftUI's toolbars
    /// show a `Label` (its `automatic` style there is icon-only).
    static func barItem(_ environment: inout EnvironmentValues) {
        environment.imageScale = .large
        if environment.labelStyle == .automatic { environment.labelStyle = .iconOnly }
    }
}

/// Steps 4–11.
package struct NavigationStackLayout: Layout {
    package let parts: NavigationBarParts
    /// The Dynamic Type size the large title's row and the search field grow with (step 5).
    package var typeSize: DynamicTypeSize = .large

    private static func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = Self.finite(proposal.width), height = Self.finite(proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let bars = parts.barHeight(typeSize) + parts.bottomHeight
        let root = subviews[NavigationBarParts.root].sizeThatFits(ProposedViewSize(width: width, height: height.map { max(0, $0 - bars) }))
        return Size(width: width ?? root.width, height: height ?? root.height + bars)
    }

    package func placeSubviews(in stack: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let insets = context.safeAreaInsets(of: stack)
        // Step 5: at the device's safe-area top the bar begins under the status bar instead.
        let lift = parts.showsBar ? context.navigationBarLift(of: stack) : 0
        let bounds = Rect(x: stack.minX, y: stack.minY - lift, width: stack.width, height: stack.height + lift)
        let bar = parts.barHeight(typeSize), bottomBar = parts.bottomHeight
        let margin = ListMetrics.inset(BarMetrics.margin(width: bounds.width), within: bounds.width)
        // Step 6: the root between the bars, kept inside the stack when the bars overflow it.
        let content = Rect(x: bounds.minX, y: bounds.minY + min(bar, max(0, bounds.height)), width: bounds.width,
                           height: max(0, bounds.height - bar - bottomBar))
        context.engine.withSafeArea(SafeAreaLevel(inner: content, outer: bounds)) {
            subviews[NavigationBarParts.root].place(at: content.centring(subviews[NavigationBarParts.root]), proposal: ProposedViewSize(content.size))
        }
        let hairline = context.pixel
        // Step 7: backgrounds.
        if parts.showsBar, parts.barBackground.drawsBackground(bottom: false) {
            let top = stack.minY - insets.top
            subviews[NavigationBarParts.barBackground].place(
                at: Point(x: bounds.minX - insets.leading, y: top),
                proposal: ProposedViewSize(width: bounds.width + insets.leading + insets.trailing, height: bounds.minY + bar - top))
            if parts.barBackground.drawsHairline {
                subviews[NavigationBarParts.barHairline].place(at: Point(x: bounds.minX - insets.leading, y: bounds.minY + bar),
                                                               proposal: ProposedViewSize(width: bounds.width + insets.leading + insets.trailing, height: hairline))
            }
        }
        let bottomDrawn = parts.bottomBackground.isAutomatic
            ? TabViewLayout.contentReachesUnderBar(subviews[NavigationBarParts.root], in: content)
            : parts.bottomBackground.drawsBackground(bottom: true)
        if bottomBar > 0, bottomDrawn {
            subviews[NavigationBarParts.bottomBackground].place(
                at: Point(x: bounds.minX - insets.leading, y: bounds.maxY - bottomBar),
                proposal: ProposedViewSize(width: bounds.width + insets.leading + insets.trailing, height: bottomBar + insets.bottom))
            if parts.bottomBackground.drawsHairline || parts.bottomBackground.isAutomatic {
                subviews[NavigationBarParts.bottomHairline].place(at: Point(x: bounds.minX - insets.leading, y: bounds.maxY - bottomBar - hairline),
                                                                  proposal: ProposedViewSize(width: bounds.width + insets.leading + insets.trailing, height: hairline))
            }
        }
        if parts.showsBar { placeBar(in: bounds, margin: margin, subviews: subviews) }
        if bottomBar > 0 { placeBottomBar(in: bounds, margin: margin, subviews: subviews, context: context) }
    }

    /// Steps 8–10.
    private func placeBar(in bounds: Rect, margin: Double, subviews: LayoutSubviews) {
        let barHeight = BarMetrics.navigationBarHeight
        func centredY(_ size: Size) -> Double { bounds.minY + AlignedPlacement.difference(barHeight, size.height) / 2 }
        var x = bounds.minX + margin
        var leadingEnd = 0.0, trailingStart = 0.0
        for index in parts.firstItem..<(parts.firstItem + parts.leading) {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: Point(x: x, y: centredY(size)), proposal: .unspecified)
            x += size.width + BarMetrics.itemSpacing
            leadingEnd = x - BarMetrics.itemSpacing - bounds.minX
        }
        // An infinitely wide leading item (a filling aspect ratio proposed nil) takes the bar
        // to its far margin, as an infinite trailing item starts at the near one.
        if !leadingEnd.isFinite { leadingEnd = bounds.width - margin }
        // Trailing items keep their order, left to right, the last at the margin.
        let trailing = (parts.firstItem + parts.leading)..<(parts.firstItem + parts.leading + parts.trailing)
        let sizes = trailing.map { subviews[$0].sizeThatFits(.unspecified) }
        x = bounds.maxX - margin - sizes.reduce(0) { $0 + $1.width } - Double(max(0, sizes.count - 1)) * BarMetrics.itemSpacing
        // An infinitely wide item (a filling aspect ratio proposed nil) starts at the margin.
        if !x.isFinite { x = bounds.minX + margin }
        if !sizes.isEmpty { trailingStart = bounds.maxX - x }
        for (index, size) in zip(trailing, sizes) {
            subviews[index].place(at: Point(x: x, y: centredY(size)), proposal: .unspecified)
            x += size.width + BarMetrics.itemSpacing
        }
        // Step 9: the inline title (or principal item) centred on the bar, else centred between
        // the items.
        let from = bounds.minX + (leadingEnd > 0 ? leadingEnd + BarMetrics.titleGap : margin)
        let to = bounds.maxX - (trailingStart > 0 ? trailingStart + BarMetrics.titleGap : margin)
        if let index = parts.principal ?? (parts.titleMode == .inline ? parts.title : nil) {
            let proposal = ProposedViewSize(width: max(0, to - from), height: nil)
            let size = subviews[index].sizeThatFits(proposal)
            var x = bounds.minX + AlignedPlacement.difference(bounds.width, size.width) / 2
            if x < from || x + size.width > to { x = from + AlignedPlacement.difference(max(0, to - from), size.width) / 2 }
            subviews[index].place(at: Point(x: x, y: centredY(size)), proposal: proposal)
        } else if let index = parts.title {
            let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
            let dimensions = subviews[index].dimensions(in: proposal)
            let baseline = bounds.minY + barHeight + BarMetrics.largeTitleBaseline(typeSize)
            subviews[index].place(at: Point(x: bounds.minX + margin, y: baseline - dimensions[VerticalAlignment.firstTextBaseline]),
                                  proposal: proposal)
        }
        // Step 10.
        if let index = parts.search {
            let rowTop = bounds.minY + parts.barHeight(typeSize) - BarMetrics.searchRowHeight(typeSize)
            subviews[index].place(at: Point(x: bounds.minX + margin, y: rowTop + BarMetrics.searchFieldTop),
                                  proposal: ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: BarMetrics.searchFieldHeight(typeSize)))
        }
    }

    /// Step 11.
    private func placeBottomBar(in bounds: Rect, margin: Double, subviews: LayoutSubviews, context: LayoutContext) {
        let items = Array(subviews[parts.firstBottom..<(parts.firstBottom + parts.bottom)])
        let stack = StackLayout(axis: .horizontal, alignment: .vertical(.center), spacing: BarMetrics.itemSpacing)
        let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: BarMetrics.toolbarHeight)
        var size = stack.sizeThatFits(proposal: proposal, subviews: items, context: context)
        // A row wider than the margins leave (even infinitely) is cut to them; an infinitely tall
        // one to the bar. A finite row taller than the bar keeps its height, centred on the bar.
        size = Size(width: min(size.width, proposal.width ?? 0), height: size.height.isFinite ? size.height : BarMetrics.toolbarHeight)
        // A lone item is centred on the bar, as iOS 18 was measured to place one.
        let x = items.count == 1 ? bounds.minX + AlignedPlacement.difference(bounds.width, size.width) / 2 : bounds.minX + margin
        let origin = Point(x: x, y: bounds.maxY - BarMetrics.toolbarHeight + (BarMetrics.toolbarHeight - size.height) / 2)
        stack.placeSubviews(in: Rect(origin: origin, size: size), proposal: proposal, subviews: items, context: context)
    }
}

extension Rect {
    /// Where `subview`, proposed this rect's size, lies centred in it (an infinite one at its
    /// origin, never at NaN: `AlignedPlacement.difference`).
    func centring(_ subview: LayoutSubview) -> Point {
        let size = subview.sizeThatFits(ProposedViewSize(self.size))
        return Point(x: minX + AlignedPlacement.difference(width, size.width) / 2, y: minY + AlignedPlacement.difference(height, size.height) / 2)
    }
}

extension ToolbarBackground.Background {
    /// Step 7: whether a bar draws a background when no scroll edge decides (the navigation bar
    /// at rest does not; an automatic bottom bar asks `contentReachesUnderBar` first).
    func drawsBackground(bottom: Bool) -> Bool {
        switch self {
        case .automatic: return bottom
        case .visible, .style: return true
        case .hidden: return false
        }
    }

    var drawsHairline: Bool {
        if case .visible = self { return true }
        return false
    }

    var isAutomatic: Bool {
        if case .automatic = self { return true }
        return false
    }
}

/// The bars' leaves that are no view of the source: a bar's background and its hairline.
/// Each fills exactly the rectangle its container places it in.
package enum BarDecoration: Sendable {
    case background(ToolbarBackground.Background, bottom: Bool)
    case hairline
}

package struct BarDecorationLayout: Layout, ViewBehavior {
    package let decoration: BarDecoration

    package var name: String {
        switch decoration {
        case .background(_, let bottom): return bottom ? "BottomBarBackground" : "BarBackground"
        case .hairline: return "BarHairline"
        }
    }

    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        switch decoration {
        case .background(.style(let style), _): return .color(style)
        case .background: return .color(.material(MaterialStyle(.bar)))
        case .hairline: return .color(.color(BarMetrics.hairline))
        }
    }
}
