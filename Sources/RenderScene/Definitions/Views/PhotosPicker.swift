import RenderLayout

/// PhotosUI's `PhotosPicker` (iOS 16): a control that presents the photo library's picker; at
/// rest iOS draws the button that presents it (a `ComposedView`), as Hacking with Swift's
/// Instafilter shows its `ContentUnavailableView` label as the tappable area. Apple's
/// documentation: "a view that displays a Photos picker for choosing assets from the photo
/// library", presented when the person taps its label.
///
/// 1. `PhotosPicker(selection:matching:preferredItemEncoding:label:)`: a Button of the label.
/// 2. `PhotosPicker(_:selection:matching:preferredItemEncoding:)`: a Button of the title's
///    text.
/// 3. The Button is drawn as any (the accent colour under the automatic style, styled by
///    `buttonStyle`); what is selected and what the picker offers (`selection`, `matching`,
///    `preferredItemEncoding`) change nothing drawn and are not in the scene.
package enum PhotosPickerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("PhotosPicker", json: ["title", "label"],
      summary: "A button of its label or title that presents the photo picker (never shown at rest).", [
        .init([.init("selection", .ignored), .init("matching", .ignored, optional: true),
               .init("preferredItemEncoding", .ignored, optional: true), .init("label", .view)]),
        .init([.init("_", .string, key: "title"), .init("selection", .ignored), .init("matching", .ignored, optional: true),
               .init("preferredItemEncoding", .ignored, optional: true)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        let label: JSONNode
        if let view = object.member("label") {
            // Step 1.
            guard object.member("title") == nil else { throw view.fail("PhotosPicker has a title or a label, not both") }
            label = view.node
        } else {
            // Step 2.
            guard let title = object.member("title") else { throw object.fail("PhotosPicker needs a title or a label") }
            label = b.view("Text", [("text", title.node)])
        }
        return try ComposedView.decode("PhotosPicker", b.view("Button", [("label", label)]), in: object, &context)
    }
}
