import RenderLayout

/// `TextEditor(text:)`: a multi-line text view at rest (a `ComposedView`). iOS draws it with a
/// `UITextView`: its text in the body font and the label colour, inset by the text view's
/// defaults (`textContainerInset` 8 points at the top and bottom, the text container's
/// `lineFragmentPadding` 5 at the leading and trailing edges, UIKit's documented defaults), on
/// the system background (the background `scrollContentBackground(.hidden)` removes, iOS 16).
///
/// 1. The text wraps at the width offered less the insets and is placed at the top leading
///    corner, with no line limit: a text taller than the editor keeps all its lines (no "…", as
///    a Text that does not fit would end) and is clipped at the editor's bottom edge — a
///    `UITextView` scrolls, so a still picture shows the start of the text, cut off.
/// 2. The editor takes the whole size it is offered on both axes, as a `UITextView` fills its
///    frame (a `maxWidth`/`maxHeight` infinity frame); offered no size (ideal, `fixedSize`),
///    its text's size plus the insets (decision: not measured).
/// 3. Behind it, `systemBackground` (white, black in dark mode), unless
///    `scrollContentBackground(.hidden)` is in effect on or around it: then what lies behind
///    the editor shows through (Apple: it hides "the system background of scrollable views",
///    iOS 16; not measured).
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
        // Step 1: the text keeps every line (fixed vertically), the frame takes the size offered
        // (minimums 0: a taller text does not grow it) and clips what runs past its bottom.
        let fill = b.object([("minWidth", b.number(0)), ("maxWidth", b.string("infinity")),
                             ("minHeight", b.number(0)), ("maxHeight", b.string("infinity")), ("alignment", b.string("topLeading"))])
        let vertical = b.object([("horizontal", .init(value: .bool(false), location: object.node.location)),
                                 ("vertical", .init(value: .bool(true), location: object.node.location))])
        let editor = b.view("Text", [("text", text)], modifiers: [
            ("font", b.string("body")), ("fixedSize", vertical), ("padding", padding), ("frame", fill),
            ("clipped", .init(value: .bool(true), location: object.node.location)),
        ])
        let (_, children) = try ComposedView.decode("TextEditor", editor, in: object, &context)
        return (TextEditorLayout(), children)
    }
}

/// A TextEditor in the view tree: the composed text (`ComposedView`), drawn on the system
/// background unless `scrollContentBackground(.hidden)` is in effect (step 3).
package struct TextEditorLayout: ViewBehavior, SingleChildLayout {
    package var name: String { "TextEditor" }

    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }

    /// Step 3.
    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        context.environment.hidesScrollContentBackground ? .none : .color(.color(SystemColors.systemBackground))
    }
}
