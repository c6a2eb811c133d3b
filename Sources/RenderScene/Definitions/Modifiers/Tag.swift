import RenderLayout

/// `tag(_:)`, `tag(_:includeOptional:)`: the value a `Picker` option stands for; layout does not
/// change (docs/scene-format.md, "Controls": Pickers and their tags).
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The enclosing Picker reads the value when it is decoded (`SceneDecoder.tag(of:)`): an
///    option's value is the outermost `tag` in its modifier chain.
/// 3. A value is a string (an enum case is its name), a number or a Boolean; values of
///    different kinds never match (`1` is not `"1"`).
package struct Tag: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("tag", json: ["a string, number or Boolean"], summary: "The value a Picker option stands for.", [
        .init([.init("_", .tagValue)], .single(0)),
        .init([.init("_", .tagValue), .init("includeOptional", .ignored)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Tag(value: try field.tagValue())
    }

    package let value: TagValue
    package var name: String { "tag" }
}

/// A `tag(_:)` or a `Picker`'s `selection`: a string (an enum case is its name), a number or a
/// Boolean. Values of different kinds never match (`1` is not `"1"`).
public enum TagValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
}
