/// `italic(_:)`: italic texts inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the flag (the nearest wins; `false` turns an inherited one off).
/// 3. The resolved font is italic (`EnvironmentValues.resolvedFont`).
struct Italic: ModifierDefinition, EnvironmentModifier {
    static let entry = Vocabulary.Entry("italic", json: ["true"], summary: "Italic texts inside.",
                                        [.init([], .constant(.bool(true))), .init([.init("_", .bool)], .single(0))])

    static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Italic(isOn: try field.bool())
    }

    let isOn: Bool
    var name: String { "italic" }

    func apply(to environment: inout EnvironmentValues) {
        environment.italic = isOn
    }
}
