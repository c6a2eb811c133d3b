import RenderLayout

/// `ShareLink`: a control that opens the share sheet; at rest iOS 17 draws a button of the
/// `square.and.arrow.up` symbol and "Share" (a `ComposedView`).
///
/// 1. `ShareLink(item:subject:message:)` (and with `preview:`, or `items:`): the label is
///    `Label("Share", systemImage: "square.and.arrow.up")` — SwiftUI's default label, as
///    Apple's documentation of `ShareLink` shows it.
/// 2. `ShareLink(_:item:…)`: a `Label` of the title and that symbol; `ShareLink(item:…label:)`:
///    the label given.
/// 3. The label is a Button's label: the link is drawn as that Button (accent colour, styled by
///    `buttonStyle`, a button in a Form row). What is shared (`item`, `subject`, `message`,
///    `preview`) changes nothing drawn and is not in the scene.
package enum ShareLinkView: ViewDefinition {
    static let symbol = "square.and.arrow.up"
    static let defaultTitle = "Share"

    package static let entry = Vocabulary.Entry("ShareLink", json: ["title", "label"],
      summary: "A button of the share symbol and \"Share\" (or its title or label); what it shares is not drawn.", [
        .init([.init("item", .ignored), .init("subject", .ignored, optional: true), .init("message", .ignored, optional: true),
               .init("preview", .ignored, optional: true)]),
        .init([.init("items", .ignored), .init("subject", .ignored, optional: true), .init("message", .ignored, optional: true)]),
        .init([.init("_", .string, key: "title"), .init("item", .ignored), .init("subject", .ignored, optional: true),
               .init("message", .ignored, optional: true), .init("preview", .ignored, optional: true)]),
        .init([.init("item", .ignored), .init("subject", .ignored, optional: true), .init("message", .ignored, optional: true),
               .init("preview", .ignored, optional: true), .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        let label: JSONNode
        if let view = object.member("label") {
            // Step 2.
            guard object.member("title") == nil else { throw view.fail("ShareLink has a title or a label, not both") }
            label = view.node
        } else {
            // Steps 1 and 2.
            let title = object.member("title")?.node ?? b.string(defaultTitle)
            label = b.view("Label", [("title", title), ("systemImage", b.string(symbol))])
        }
        return try ComposedView.decode("ShareLink", b.view("Button", [("label", label)]), in: object, &context)
    }
}
