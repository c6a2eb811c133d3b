import RenderLayout

/// `TextEditor(text:)`: a multi-line text view at rest (a `ComposedView`). iOS draws it with a
/// `UITextView`: its text in the body font and the label colour, inset by the text view's
/// defaults (`textContainerInset` 8 points at the top and bottom, the text container's
/// `lineFragmentPadding` 5 at the leading and trailing edges, UIKit's documented defaults), on
/// the system background (the background `scrollContentBackground(.hidden)` removes, iOS 16).
///
/// 1. The text wraps at the width offered less the insets and is placed at the top leading
///    corner, with no line limit (a longer text would scroll: a still picture shows its start).
/// 2. The editor takes the whole size it is offered on both axes, as a `UITextView` fills its
///    frame (a `maxWidth`/`maxHeight` infinity frame); offered no size (ideal, `fixedSize`),
///    its text's size plus the insets (decision: not measured).
/// 3. Behind it, `systemBackground` (white, black in dark mode), unless
///    `scrollContentBackground(.hidden)` is in effect (decision: the modifier is read by the
///    List for now, so the editor keeps its background; not measured).
/// An empty text draws nothing but the background (TextEditor has no placeholder).
package enum TextEditorView: ViewDefinition {
    package static let entry = Vocabulary.Entry("TextEditor", json: ["text"],
      summary: "A multi-line text at rest: the text in body, inset 8 × 5, filling the size it is offered, on the system background.", [
        .init([.init("text", .string)]),
    ])

    static let insets = (vertical: 8.0, horizontal: 5.0)

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try object.checkKeys(["type", "id", "modifiers", "text"], what: "TextEditor")
        let b = JSONBuilder(location: object.node.location)
        let text = object.member("text")?.node ?? b.string("")
        let padding = b.object([("top", b.number(insets.vertical)), ("leading", b.number(insets.horizontal)),
                                ("bottom", b.number(insets.vertical)), ("trailing", b.number(insets.horizontal))])
        let fill = b.object([("maxWidth", b.string("infinity")), ("maxHeight", b.string("infinity")), ("alignment", b.string("topLeading"))])
        let editor = b.view("Text", [("text", text)], modifiers: [
            ("font", b.string("body")), ("padding", padding), ("frame", fill), ("background", b.string("systemBackground")),
        ])
        return try ComposedView.decode("TextEditor", editor, in: object, &context)
    }
}
