import RenderLayout

/// `toolbar(content:)` and `toolbar(_:for:)`: items for the enclosing navigation container's
/// bars, or a bar hidden (docs/scene-format.md, "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`); the
///    items are not its children: they are laid out by the bar that shows them.
/// 2. `toolbar { … }`: each view is an item — a `ToolbarItem`/`ToolbarItemGroup` with its
///    placement, any other view an item of the `automatic` placement (trailing on iOS). The
///    enclosing NavigationStack (or the TabView, for `toolbar(_:for: .tabBar)`) takes them
///    when it is decoded (`NavigationPreferences`): every toolbar in its content adds its
///    items, outermost first. Outside a navigation container no bar shows them (as SwiftUI).
/// 3. `toolbar(.hidden, for: .navigationBar)`: the bars named (`navigationBar`, `bottomBar`,
///    `tabBar`; none named or `automatic`: the navigation bar) are hidden or shown; the
///    first setting for a bar wins.
///
/// JSON: an array of views, or `{"visibility": "hidden", "for": ["navigationBar"]}`.
package struct Toolbar: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("toolbar", json: ["[items]", "{visibility, for}"],
                                        summary: "Items for the navigation bar or the bottom bar (`ToolbarItem`), or a bar hidden.", [
        .init([.init("content", .content)], .single(0)),
        .init([.init("_", .visibility), .init("for", .caseName, optional: true), .init("_", .caseName, optional: true),
               .init("_", .caseName, optional: true)], .custom(visibilityJSON)),
    ])

    /// `toolbar(.hidden, for: .navigationBar, .tabBar)` → `{"visibility": "hidden", "for": ["navigationBar", "tabBar"]}`.
    @Sendable static func visibilityJSON(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        let bars = args.dropFirst().compactMap { $0 }
        var members: [(key: String, value: JSONNode)] = [("visibility", (args.first ?? nil) ?? JSONNode(value: .string("automatic"), location: location))]
        if !bars.isEmpty { members.append(("for", JSONNode(value: .array(bars), location: location))) }
        return JSONNode(value: .object(members), location: location)
    }

    /// The bars `for:` may name.
    package enum Bar: String, Sendable, CaseIterable { case navigationBar, bottomBar, tabBar }

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .object = field.node.value { return try visibility(field, name: entry.name) }
        var items: [ViewNode] = []
        for element in try field.array() {
            items += try context.decoder.view(element, depth: context.depth)
        }
        return Toolbar(items: items, visibility: [])
    }

    /// Step 3: `{"visibility": "hidden", "for": ["navigationBar"]}`, for `toolbar` and `toolbarVisibility`.
    static func visibility(_ field: JSONField, name: String) throws(SceneError) -> Toolbar {
        try field.checkKeys(["visibility", "for"], what: "toolbar visibility")
        guard let visibilityField = field.member("visibility") else {
            throw field.fail("toolbar visibility needs \"visibility\" (automatic, visible, hidden)")
        }
        let visibility = try visibilityField.choice(["automatic": BarVisibility.automatic, "visible": .visible, "hidden": .hidden], what: "visibility")
        var bars: [Bar] = []
        for bar in try field.member("for")?.array() ?? [] {
            let name = try bar.string()
            if name == "automatic" || name == "navigationBar" { bars.append(.navigationBar); continue }
            bars.append(try bar.choice(Dictionary(uniqueKeysWithValues: Bar.allCases.map { ($0.rawValue, $0) }), what: "bar"))
        }
        return Toolbar(items: [], visibility: (bars.isEmpty ? [.navigationBar] : bars).map { ($0, visibility) }, name: name)
    }

    /// The item views, in order; the bars this modifier shows or hides; the key it was
    /// decoded from (`navigationBarItems` and `navigationBarHidden` make toolbars too).
    package let items: [ViewNode]
    package let visibility: [(bar: Bar, visibility: BarVisibility)]
    package let name: String

    package init(items: [ViewNode], visibility: [(bar: Bar, visibility: BarVisibility)], name: String = "toolbar") {
        self.items = items
        self.visibility = visibility
        self.name = name
    }
}

/// `toolbarVisibility(_:for:)`, iOS 18's name for `toolbar(_:for:)` (Apple renamed it; the
/// setting is the same): the bars named are hidden or shown, as `Toolbar` step 3. home-assistant's
/// onboarding test hides its navigation bar with it (docs/figures.md, "Branch truth26u").
///
/// JSON: `{"visibility": "hidden", "for": ["navigationBar"]}`, as `toolbar`'s.
package enum ToolbarVisibility: ModifierDefinition {
    package static let entry = Vocabulary.Entry("toolbarVisibility", json: ["{visibility, for}"],
                                        summary: "iOS 18's spelling of `toolbar(_:for:)`: the bars named hidden or shown.", [
        .init([.init("_", .visibility), .init("for", .caseName, optional: true), .init("_", .caseName, optional: true),
               .init("_", .caseName, optional: true)], .custom(Toolbar.visibilityJSON)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard case .object = field.node.value else {
            throw field.fail("toolbarVisibility is {\"visibility\": …, \"for\": [bars]}")
        }
        return try Toolbar.visibility(field, name: entry.name)
    }
}

/// SwiftUI's `Visibility`.
package enum BarVisibility: Sendable { case automatic, visible, hidden }
