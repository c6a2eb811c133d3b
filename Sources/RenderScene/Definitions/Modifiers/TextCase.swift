import RenderLayout

/// `textCase(_:)`: shows the texts inside in upper or lower case.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the case (the nearest wins); `null` keeps the text as written,
///    lifting an inherited case.
/// 3. A Text is measured and drawn changed (`TextCase.apply`).
package struct TextCaseModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("textCase", json: ["uppercase | lowercase", "null"], summary: "Shows the texts inside in upper or lower case.",
                                        [.init([.init("_", .textCase)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        TextCaseModifier(textCase: field.isNull ? nil : try field.choice(
            Dictionary(uniqueKeysWithValues: TextCase.allCases.map { ($0.rawValue, $0) }), what: "text case"))
    }

    package let textCase: TextCase?
    package var name: String { "textCase" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textCase = textCase
    }
}
