import RenderLayout

/// `toolbarBackground(_:for:)`: the background of the enclosing container's bars
/// (docs/scene-format.md, "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing NavigationStack or TabView reads it when decoded (`NavigationPreferences`):
///    for each bar named (none: the navigation bar), a colour or style fills the bar and runs
///    on under the status bar (or the home indicator), as iOS draws a bar's background;
///    `.visible` shows the bar's standard background even at rest (the flat material colour
///    and hairline of `BarMetrics`); `.hidden` none. The first setting for a bar wins.
///
/// JSON: `{"style": "indigo", "for": ["navigationBar"]}` or `{"visibility": "visible", "for": […]}`.
package struct ToolbarBackground: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("toolbarBackground", json: ["{style, for}", "{visibility, for}"],
                                        summary: "A bar's background: a colour, or the standard one shown (`.visible`) or hidden.", [
        .init([.init("_", .visibility), .init("for", .caseName, optional: true), .init("_", .caseName, optional: true)],
              .custom { json("visibility", $0, $1) }),
        .init([.init("_", .color), .init("for", .caseName, optional: true), .init("_", .caseName, optional: true)],
              .custom { json("style", $0, $1) }),
    ])

    @Sendable static func json(_ key: String, _ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        let bars = args.dropFirst().compactMap { $0 }
        var members: [(key: String, value: JSONNode)] = [(key, (args.first ?? nil) ?? JSONNode(value: .null, location: location))]
        if !bars.isEmpty { members.append(("for", JSONNode(value: .array(bars), location: location))) }
        return JSONNode(value: .object(members), location: location)
    }

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["style", "visibility", "for"], what: "toolbarBackground")
        let background: Background
        if let style = field.member("style") {
            guard field.member("visibility") == nil else { throw field.fail("toolbarBackground has either \"style\" or \"visibility\"") }
            background = .style(try style.shapeStyle())
        } else if let visibility = field.member("visibility") {
            background = try visibility.choice(["automatic": .automatic, "visible": .visible, "hidden": .hidden], what: "visibility")
        } else {
            throw field.fail("toolbarBackground needs \"style\" (a colour) or \"visibility\" (automatic, visible, hidden)")
        }
        var bars: [Toolbar.Bar] = []
        for bar in try field.member("for")?.array() ?? [] {
            let name = try bar.string()
            if name == "automatic" || name == "navigationBar" { bars.append(.navigationBar); continue }
            bars.append(try bar.choice(Dictionary(uniqueKeysWithValues: Toolbar.Bar.allCases.map { ($0.rawValue, $0) }), what: "bar"))
        }
        return ToolbarBackground(bars: bars.isEmpty ? [.navigationBar] : bars, background: background)
    }

    /// What a bar's background is.
    package enum Background: Sendable {
        case automatic, visible, hidden
        case style(ResolvedShapeStyle)
    }

    package let bars: [Toolbar.Bar]
    package let background: Background
    package var name: String { "toolbarBackground" }
}
