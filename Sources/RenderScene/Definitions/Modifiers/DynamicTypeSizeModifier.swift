import RenderLayout

/// `dynamicTypeSize(_:)`: the Dynamic Type size of the texts inside, or the range the inherited
/// size is clamped to.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. A size (SwiftUI's name, `xxLarge`, or UIKit's, `extraLarge`, `AX3`) is inherited by the
///    content (the nearest wins; `large` by default).
/// 3. `{from, through}` (either may be left out, not both; `from` not above `through`) clamps
///    the size the content inherits to that range, as `dynamicTypeSize(...DynamicTypeSize.large)`.
/// 4. Text styles, and fonts relative to them, take their size at it (`Font.sized(for:)`;
///    docs/scene-format.md, "Dynamic Type").
package struct DynamicTypeSizeModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("dynamicTypeSize", json: ["xSmall … accessibility5", "{from, through}"],
                                        summary: "The Dynamic Type size of the texts inside, or the range the inherited size is clamped to.",
                                        [.init([.init("_", .dynamicTypeSize)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try change(field)
    }

    /// Steps 2 and 3: a size, or `{from, through}`.
    package static func change(_ field: JSONField) throws(SceneError) -> DynamicTypeSizeModifier {
        guard case .object = field.node.value else { return DynamicTypeSizeModifier(change: .size(try field.dynamicTypeSize())) }
        try field.checkKeys(["from", "through"], what: "a Dynamic Type size range")
        let lower = try field.member("from")?.dynamicTypeSize()
        let upper = try field.member("through")?.dynamicTypeSize()
        guard lower != nil || upper != nil else { throw field.fail("a Dynamic Type size range needs \"from\" or \"through\"") }
        if let lower, let upper, lower > upper {
            throw field.fail("the Dynamic Type size range runs from \(lower.rawValue) down to \(upper.rawValue)")
        }
        return DynamicTypeSizeModifier(change: .range(DynamicTypeSizeRange(lower: lower, upper: upper)))
    }

    package enum Change {
        case size(DynamicTypeSize)
        /// `dynamicTypeSize(...DynamicTypeSize.large)`: the size inherited, clamped.
        case range(DynamicTypeSizeRange)
    }

    package let change: Change
    package var name: String { "dynamicTypeSize" }

    package func apply(to environment: inout EnvironmentValues) {
        switch change {
        case .size(let size): environment.dynamicTypeSize = size
        case .range(let range): environment.dynamicTypeSize = environment.dynamicTypeSize.clamped(to: range)
        }
    }
}
