import RenderLayout

/// `Menu`: a control that shows its content when tapped; at rest iOS 17 draws only its label,
/// as a borderless button (a `ComposedView`).
///
/// 1. `Menu(_:content:)` (a title becomes a Text), `Menu(_:systemImage:content:)` (a `Label`
///    of the title and the symbol), `Menu(content:label:)`, each with an optional
///    `primaryAction:`: the label is a Button's label, so the menu is drawn as that Button — the
///    label in the accent colour (the tint) under the automatic style, styled by `buttonStyle`
///    as SwiftUI styles a menu's button, a button in a Form row.
/// 2. The content (`children`, its buttons, pickers and sections) is not shown at rest, as on
///    an iPhone; it must be an array of view objects, and is not laid out (decision: a menu's
///    items are drawn only in the open menu, which a still render never shows).
package enum MenuView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Menu", json: ["title", "systemImage", "label", "children"],
      summary: "Its label as a button in the accent colour; its content (the menu's items) is not shown at rest.", [
        .init([.init("_", .string, key: "title"), ViewEntries.content, .init("primaryAction", .action, optional: true)]),
        .init([.init("_", .string, key: "title"), .init("systemImage", .string), ViewEntries.content,
               .init("primaryAction", .action, optional: true)]),
        .init([ViewEntries.content, .init("label", .view), .init("primaryAction", .action, optional: true)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        // Step 2.
        if let children = object.member("children") {
            for item in try children.array() {
                guard case .object = item.node.value else { throw item.fail("a Menu's content is views (objects with \"type\")") }
            }
        }
        // Step 1.
        let b = JSONBuilder(location: object.node.location)
        let button: JSONNode
        if let title = object.member("title") {
            guard object.member("label") == nil else { throw title.fail("Menu has a title or a label, not both") }
            if let symbol = object.member("systemImage") {
                button = b.view("Button", [("label", b.view("Label", [("title", title.node), ("systemImage", symbol.node)]))])
            } else {
                button = b.view("Button", [("title", title.node)])
            }
        } else if let label = object.member("label") {
            guard object.member("systemImage") == nil else { throw label.fail("Menu's systemImage goes with a title, not a label") }
            button = b.view("Button", [("label", label.node)])
        } else {
            throw object.fail("Menu needs \"title\" (a string) or \"label\" (a view)")
        }
        return try ComposedView.decode("Menu", button, in: object, &context)
    }
}
