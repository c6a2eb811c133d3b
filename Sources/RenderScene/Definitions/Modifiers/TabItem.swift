import RenderLayout

/// `tabItem(_:)`: the label of a `TabView`'s tab (docs/scene-format.md, "Navigation and tab
/// bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing TabView reads it when decoded (`TabViewView`): of the label's views it
///    takes the first symbol image and the first text, depth first (`Label("Home",
///    systemImage: "house")`, or `Image(systemName:)` and `Text` side by side), as iOS's tab
///    bar shows an image over a title and nothing else.
///
/// JSON: an array of views (or one view).
package struct TabItem: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("tabItem", json: ["[views]"], summary: "A TabView tab's symbol and title (from a Label, or an Image and a Text).", [
        .init([.init("_", .content)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        var views: [ViewNode] = []
        if case .array = field.node.value {
            for element in try field.array() { views += try context.decoder.view(element, depth: context.depth) }
        } else {
            views = try context.decoder.view(field, depth: context.depth)
        }
        var label = TabLabel()
        for view in views { label.gather(view) }
        return TabItem(label: label)
    }

    package let label: TabLabel
    package var name: String { "tabItem" }
}

/// What a tab bar item shows: a symbol's name and a title, either possibly missing.
package struct TabLabel: Sendable {
    package var symbol: String?
    package var title: String?

    /// Takes the first symbol image and the first text of `node`'s subtree, depth first.
    package mutating func gather(_ node: ViewNode) {
        if case .defined(let view) = node.kind {
            if symbol == nil, let image = view.behavior as? ImageLayout, case .systemName(let name) = image.source { symbol = name }
            if title == nil, let text = view.behavior.plainText { title = text }
        }
        for child in node.children { gather(child) }
    }
}
