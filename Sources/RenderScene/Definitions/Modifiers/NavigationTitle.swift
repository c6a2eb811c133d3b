import RenderLayout

/// `navigationTitle(_:)`: the title the enclosing `NavigationStack` shows in its bar
/// (docs/scene-format.md, "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The nearest enclosing NavigationStack, NavigationView or NavigationSplitView reads it when
///    it is decoded (`NavigationPreferences`), as SwiftUI's title preference flows up to the
///    bar: the first title in its content, outermost first, wins. Outside a navigation
///    container nothing shows it, as in SwiftUI.
/// 3. JSON: a string, or a Text view (`navigationTitle(Text("Inbox"))`), whose string is taken.
package struct NavigationTitle: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("navigationTitle", json: ["a string or a Text"],
                                        summary: "The title a NavigationStack's bar shows, large or inline.", [
        .init([.init("_", .string)], .single(0)),
        .init([.init("_", .view)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        NavigationTitle(title: try title(field, &context))
    }

    /// Step 3: a string, or one Text's.
    static func title(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> String {
        if case .string = field.node.value { return try context.decoder.textString(field) }
        let views = try context.decoder.view(field, depth: context.depth)
        guard views.count == 1, case .defined(let view) = views[0].kind, let text = view.behavior.plainText else {
            throw field.fail("a navigation title is a string or one Text")
        }
        return text
    }

    package let title: String
    package var name: String { "navigationTitle" }
}
