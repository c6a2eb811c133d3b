import RenderLayout

/// `searchable(text:placement:prompt:)`: a search field in the enclosing navigation bar, drawn
/// at rest — empty, showing its prompt (docs/scene-format.md, "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing navigation container reads it when decoded (`NavigationPreferences`) and
///    draws the field in a row under the title (`NavigationStackLayout`); the first in its
///    content wins. Applied to the navigation container itself (`NavigationStack { … }
///    .searchable(…)`, as Apple's `SearchFieldPlacement` example applies it to a
///    `NavigationView`), it is that container's field too, before any in its root: iOS 18 draws
///    it under the root's large title so (DrunkOnJava/Nestory's Inventory screen,
///    scripts/device-compare). The text binding is not read: a field at rest is empty (decision: a still
///    picture shows the screen before anyone types). The placement is accepted; on an iPhone
///    every placement shows the field under the title at rest.
/// 3. JSON: `{"prompt": "Search mail"}`, or `true` for the default prompt "Search".
package struct Searchable: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("searchable", json: ["true", "{prompt}"],
                                        summary: "A search field at rest under the navigation bar's title, showing its prompt.", [
        .init([.init("text", .ignored), .init("placement", .ignored, optional: true), .init("prompt", .string, optional: true)]),
        .init([.init("text", .ignored), .init("isPresented", .ignored), .init("placement", .ignored, optional: true),
               .init("prompt", .string, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try prompt(field, &context.decoder).map(Searchable.init)
    }

    /// Step 3: the prompt a `searchable` value shows; nil for `false`.
    static func prompt(_ field: JSONField, _ decoder: inout SceneDecoder) throws(SceneError) -> String? {
        if case .bool(let on) = field.node.value { return on ? defaultPrompt : nil }
        try field.checkKeys(["prompt"], what: "searchable")
        guard let prompt = field.member("prompt"), !prompt.isNull else { return defaultPrompt }
        return try decoder.textString(prompt)
    }

    /// Step 2: the prompt of a `searchable` among a navigation container's own modifiers
    /// (`object` is the container's JSON), the innermost first.
    static func prompt(amongModifiersOf object: JSONField, _ decoder: inout SceneDecoder) throws(SceneError) -> String? {
        guard let list = object.member("modifiers") else { return nil }
        for entry in try list.array() {
            guard case .object(let members) = entry.node.value, members.count == 1, members[0].key == "searchable",
                  let value = entry.member("searchable") else { continue }
            if let prompt = try prompt(value, &decoder) { return prompt }
        }
        return nil
    }

    /// What an empty search field shows without a prompt.
    package static let defaultPrompt = "Search"
    package let prompt: String
    package var name: String { "searchable" }
}

/// The search field a navigation bar shows for `searchable`, at rest (NavigationStackLayout,
/// step 10). Children: the magnifying glass, the prompt, the microphone.
///
/// 1. It takes the size it is placed with (the bar's width between the margins, 36 tall at the
///    default Dynamic Type size, taller at larger ones: `BarMetrics.searchFieldHeight(_:)`).
/// 2. The glass sits 8 from the leading edge, the prompt 6 after it, the microphone 8 from the
///    trailing edge, all centred vertically; the prompt is one line, truncated before the
///    microphone. Glass, prompt and microphone are secondaryLabel grey, 17 points (body).
/// 3. It draws a rounded rectangle (continuous corners, radius 10) in tertiarySystemFill.
package struct SearchFieldLayout: Layout, ViewBehavior {
    /// Step 1: its height at the Dynamic Type size it is laid out in.
    var height = BarMetrics.searchFieldHeight
    package var name: String { "SearchField" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        SearchFieldLayout(height: BarMetrics.searchFieldHeight(environment.dynamicTypeSize))
    }

    static func node(prompt: String, at path: JSONPath) -> ViewNode {
        ViewNode(.defined(DefinedView(SearchFieldLayout())), children: [
            ViewNode(.image(.systemName("magnifyingglass"), resizable: false), at: path),
            ViewNode(.text(prompt), at: path),
            ViewNode(.image(.systemName("mic.fill"), resizable: false), at: path),
        ], at: path)
    }

    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool {
        environment.font = .body
        environment.fontWeight = nil
        environment.lineLimit = 1
        environment.lowerLineLimit = nil
        environment.foregroundStyle = .color(SystemColors.secondaryLabel)
        return true
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard subviews.count == 3 else { return }
        let inset = BarMetrics.searchFieldInset
        let glass = subviews[0].sizeThatFits(.unspecified), mic = subviews[2].sizeThatFits(.unspecified)
        subviews[0].place(at: Point(x: bounds.minX + inset, y: (bounds.minY + bounds.height / 2) - glass.height / 2), proposal: .unspecified)
        subviews[2].place(at: Point(x: bounds.maxX - inset - mic.width, y: (bounds.minY + bounds.height / 2) - mic.height / 2), proposal: .unspecified)
        let start = inset + glass.width + 6
        let width = max(0, bounds.width - start - inset - mic.width - 6)
        let prompt = subviews[1].sizeThatFits(ProposedViewSize(width: width, height: nil))
        subviews[1].place(at: Point(x: bounds.minX + start, y: (bounds.minY + bounds.height / 2) - prompt.height / 2), proposal: ProposedViewSize(width: width, height: nil))
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .shape(.continuousRoundedRectangle(cornerRadius: BarMetrics.searchFieldCornerRadius),
               ShapeDrawing(fill: .color(SystemColors.tertiarySystemFill)))
    }
}
