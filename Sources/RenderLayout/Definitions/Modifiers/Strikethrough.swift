/// `strikethrough(_:pattern:color:)`: strikes the texts inside through.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the flag (the nearest wins; `false` turns an inherited one off).
/// 3. Pango strikes the runs through; SwiftUI's pattern and colour are accepted and not drawn
///    (docs/scene-format.md, "Modifiers").
struct Strikethrough: ModifierDefinition, EnvironmentModifier {
    static let entry = Vocabulary.Entry("strikethrough", json: ["true"], summary: "Strikes the texts inside through.", [
        .init([], .constant(.bool(true))),
        .init([.init("_", .bool), .init("pattern", .ignored, optional: true), .init("color", .ignored, optional: true)], .single(0)),
    ])

    static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Strikethrough(isOn: try field.bool())
    }

    let isOn: Bool
    var name: String { "strikethrough" }

    func apply(to environment: inout EnvironmentValues) {
        environment.textDecoration.strikethrough = isOn
    }
}
