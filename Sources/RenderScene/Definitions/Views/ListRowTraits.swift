import CCairoPango

import RenderLayout

/// What a List row's modifiers ask of the List (SwiftUI's row traits and preferences), read
/// once when the List is decoded (`ListView.section`), as a TabView reads `tabItem` and `badge`
/// from a tab (`TabInfo`): `listRowInsets`, `listRowBackground`, `listRowSeparator`,
/// `listRowSeparatorTint`, `listSectionSeparator` and `badge`.
///
/// 1. The modifiers are read from the outside in, along the row's modifier chain (the content
///    of each modifier, never its secondary views); for each trait and edge the outermost
///    setting wins, as the outermost of nested preferences does in SwiftUI.
/// 2. The modifiers stay in the tree, laid out as pass-throughs, so the dump shows them where
///    the source put them.
package struct ListRowTraits {
    /// A separator's `Visibility`: `automatic` and `visible` show what the style shows.
    package enum Visibility: String, Sendable, CaseIterable {
        case automatic, visible, hidden
    }

    /// `VerticalEdge.Set`.
    package struct VerticalEdges: Sendable, Equatable {
        package var top: Bool
        package var bottom: Bool
        package static let all = VerticalEdges(top: true, bottom: true)
    }

    /// The visibility set for each edge (nil: not set).
    package struct EdgeValues<Value> {
        package var top: Value?
        package var bottom: Value?

        mutating func set(_ value: Value, on edges: VerticalEdges) {
            if edges.top && top == nil { top = value }
            if edges.bottom && bottom == nil { bottom = value }
        }
    }

    package var insets: EdgeInsets?
    package var background: ViewNode?
    package var separator = EdgeValues<Visibility>()
    package var separatorTint = EdgeValues<RGBA?>()
    package var sectionSeparator = EdgeValues<Visibility>()
    package var badge: String?

    /// Step 1.
    package init(_ row: ViewNode) {
        var insetsSet = false, backgroundSet = false, badgeSet = false
        var current = row
        while case .modifier(let modifier) = current.kind, let inner = current.children.first {
            switch modifier.behavior {
            case let m as ListRowInsets where !insetsSet:
                insets = m.insets
                insetsSet = true
            case let m as ListRowBackground where !backgroundSet:
                background = m.view
                backgroundSet = true
            case let m as ListRowSeparator:
                separator.set(m.visibility, on: m.edges)
            case let m as ListRowSeparatorTint:
                separatorTint.set(m.color, on: m.edges)
            case let m as ListSectionSeparator:
                sectionSeparator.set(m.visibility, on: m.edges)
            case let m as Badge where !badgeSet:
                badge = m.text
                badgeSet = true
            default:
                break
            }
            current = inner
        }
    }

    package var hidesTop: Bool { separator.top == .hidden }
    package var hidesBottom: Bool { separator.bottom == .hidden }

    /// `"hidden"` or `{visibility, edges}`.
    static func visibilityAndEdges(_ field: JSONField, what: String) throws(SceneError) -> (Visibility, VerticalEdges) {
        let names = Dictionary(uniqueKeysWithValues: Visibility.allCases.map { ($0.rawValue, $0) })
        if case .string = field.node.value { return (try field.choice(names, what: "visibility"), .all) }
        try field.checkKeys(["visibility", "edges"], what: what)
        guard let visibility = field.member("visibility") else { throw field.fail("\(what) needs \"visibility\" (automatic, visible, hidden)") }
        return (try visibility.choice(names, what: "visibility"), try edges(field.member("edges")))
    }

    /// A colour, `null`, or `{color, edges}`.
    static func colorAndEdges(_ field: JSONField, what: String) throws(SceneError) -> (RGBA?, VerticalEdges) {
        // `{color, opacity}` is a colour too: the keyed form is the one with `edges` (with only
        // `color` the two read the same).
        guard case .object(let members) = field.node.value,
              members.contains(where: { $0.key == "edges" }) || field.member("color")?.isNull == true else {
            return (field.isNull ? nil : try field.flatColor(), .all)
        }
        try field.checkKeys(["color", "edges"], what: what)
        guard let color = field.member("color") else { throw field.fail("\(what) needs \"color\"") }
        return (color.isNull ? nil : try color.flatColor(), try edges(field.member("edges")))
    }

    /// `VerticalEdge.Set`: `top`, `bottom`, `all` (or `vertical`), or an array of them; an edge
    /// set of only `leading` and `trailing` is refused.
    private static func edges(_ field: JSONField?) throws(SceneError) -> VerticalEdges {
        guard let field else { return .all }
        let set = try field.edgeSet()
        guard set.isEmpty || set.contains(.top) || set.contains(.bottom) else {
            throw field.fail("a row's edges are top and bottom (VerticalEdge.Set)")
        }
        return VerticalEdges(top: set.contains(.top), bottom: set.contains(.bottom))
    }
}

extension ListRowTraits {
    /// The `ListRow` around `row`, with its badge text and its background (clipped to the card
    /// when the row is a section's first or last: `ListRowBackgroundClip`).
    func rowNode(_ row: ViewNode, first: Bool, last: Bool) -> ViewNode {
        var children = [row]
        var badge = self.badge
        // A NavigationLink row shows its badge before its chevron (Settings' rows).
        if let text = badge, let link = Self.link(row, badge: text) {
            children = [link]
            badge = nil
        }
        if let badge { children.append(ViewNode(.text(badge), at: row.source)) }
        if let background {
            let clip = ListRowBackgroundClip(isFirst: first, isLast: last)
            children.append(ViewNode(.modifier(DefinedModifier(clip)), children: [background], at: background.source))
        }
        let layout = ListRowLayout(customInsets: insets, hasBadge: badge != nil, hasBackground: background != nil)
        return ViewNode(.defined(DefinedView(layout)), children: children, at: row.source)
    }

    /// `row` with the badge's text between its NavigationLink's Spacer and chevron (the modifiers
    /// around the link kept), or nil when the row is no NavigationLink.
    static func link(_ row: ViewNode, badge: String) -> ViewNode? {
        switch row.kind {
        case .modifier:
            guard let inner = row.children.first, let rebuilt = link(inner, badge: badge) else { return nil }
            return ViewNode(row.kind, id: row.id, children: [rebuilt] + row.children.dropFirst(), at: row.source)
        case .defined(let view):
            guard view.behavior is NavigationLinkBehavior, row.children.count == 3 else { return nil }
            let text = ViewNode(.text(badge), at: row.source)
            return ViewNode(.defined(DefinedView(NavigationLinkBehavior(hasBadge: true))), id: row.id,
                            children: [row.children[0], row.children[1], text, row.children[2]], at: row.source)
        }
    }

    /// A section's `rows + 1` separators (`ListSectionParts`): the first along the section's
    /// top, the one after row k along row k's bottom (the last one the section's bottom).
    /// 1. Between rows k and k+1: hidden when row k hides its bottom or row k+1 its top; tinted
    ///    with row k's bottom tint, else row k+1's top tint (`listRowSeparator` step 3).
    /// 2. Along the section's top and bottom: hidden when the section hides that edge (the first
    ///    row that sets it, `listSectionSeparator`) or the first (last) row hides its top
    ///    (bottom); tinted by that row.
    static func separators(_ rows: [ListRowTraits]) -> [ListDecorationLayout] {
        var section = EdgeValues<Visibility>()
        for row in rows {
            if section.top == nil { section.top = row.sectionSeparator.top }
            if section.bottom == nil { section.bottom = row.sectionSeparator.bottom }
        }
        var result: [ListDecorationLayout] = []
        for k in 0...rows.count {
            let above = k > 0 ? rows[k - 1] : nil, below = k < rows.count ? rows[k] : nil
            var hidden = above?.hidesBottom == true || below?.hidesTop == true
            if k == 0 && section.top == .hidden { hidden = true }
            if k == rows.count && section.bottom == .hidden { hidden = true }
            let tint = (above?.separatorTint.bottom ?? nil) ?? (below?.separatorTint.top ?? nil)
            result.append(ListDecorationLayout(decoration: .separator, hidden: hidden, tint: tint))
        }
        return result
    }
}

/// The clip around a `listRowBackground` view (`ListRowLayout` step 4): in `insetGrouped`, the
/// section's first and last rows are clipped to the card's continuous corners (the card's own
/// path, run on past the row's open edges so only its rounded corners cut); elsewhere, and in
/// other styles, the row's rectangle. Drawn below the row's content (z-index −1).
package struct ListRowBackgroundClip: ModifierBehavior {
    package let isFirst: Bool
    package let isLast: Bool
    package var name: String { "listRowBackground" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        let rounded = environment.listStyle.roundsSections && (isFirst || isLast)
        return PassThroughLayout(effect: ListRowBackgroundEffect(roundsTop: rounded && isFirst, roundsBottom: rounded && isLast))
    }
}

package struct ListRowBackgroundEffect: DrawingEffect {
    let roundsTop: Bool
    let roundsBottom: Bool

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let cairo = painter.cairo
        let radius = ListMetrics.sectionCornerRadius
        // Run the card's path on past an edge that is not rounded, so its corners fall outside.
        let reach = 3 * radius
        var rect = node.frame
        if !roundsTop { rect = Rect(x: rect.minX, y: rect.minY - reach, width: rect.width, height: rect.height + reach) }
        if !roundsBottom { rect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + reach) }
        cairo_save(cairo)
        cairo_new_path(cairo)
        if roundsTop || roundsBottom {
            ShapePath.add(.continuousRoundedRectangle(cornerRadius: radius), in: rect, to: cairo)
        } else {
            cairo_rectangle(cairo, node.frame.minX, node.frame.minY, node.frame.width, node.frame.height)
        }
        cairo_clip(cairo)
        painter.paintChildren(node)
        cairo_restore(cairo)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? { Painter.intersection(inner, frame) }
    package var textLayer: EffectReach { .clipped }
    package var zIndex: Double? { -1 }
}
