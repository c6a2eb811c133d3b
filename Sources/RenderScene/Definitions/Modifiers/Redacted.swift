import RenderLayout

/// `redacted(reason: .placeholder)`: draws the texts, images and symbols inside as generic
/// placeholders, keeping their sizes (Apple's documentation of `RedactionReasons.placeholder`:
/// "Text and images will be automatically masked to appear as generic placeholders, though
/// maintaining their original size and shape").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`):
///    redaction changes no size.
/// 2. The content inherits the redaction (the nearest wins: `unredacted()` inside turns it off).
/// 3. Each line of a Text is drawn as a rounded bar of the line's width in the text's style at
///    reduced opacity (`Painter.paintRedacted`, which states the shapes and shades decided).
/// 4. An Image or a symbol is drawn as its frame filled the same way.
/// 5. Shapes, colours and everything else draw as they are.
///
/// Only `placeholder` is drawn: `.privacy` redacts only views marked `privacySensitive()`, and
/// `.invalidated` is a widget's state; the Swift front end leaves both out with a warning.
package struct Redacted: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("redacted", json: ["placeholder"],
                                        summary: "Draws the texts, images and symbols inside as placeholders, keeping their sizes.", [
        .init([.init("reason", .caseName)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        _ = try field.choice(["placeholder": true], what: "redaction reason")
        return Redacted()
    }

    package var name: String { "redacted" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.isRedacted = true
    }
}
