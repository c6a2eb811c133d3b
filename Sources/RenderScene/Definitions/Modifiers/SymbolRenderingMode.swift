import RenderLayout

/// `symbolRenderingMode(_:)`: how the symbols inside colour their layers (docs/scene-format.md,
/// "Symbols").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the mode (the nearest wins; `null` is monochrome).
/// 3. A symbol's layers, as the project's glyphs hold them (`SymbolLayers`): the parts a filled
///    glyph cuts out (the tick of `checkmark.circle.fill`) are its first layer, drawn in
///    instead of cut; the enclosing shape of a `.circle`, `.square` or `.rectangle` name (its
///    first part) and the filled shape around a cut-out are its second; the rest is the first.
/// 4. `monochrome`: one layer, the foreground style (the cut-outs stay cut). `hierarchical`:
///    the first layer in the foreground style, the second in its secondary level, 50 % of it
///    (Apple: "SwiftUI fills the first layer with the foreground style, and the others the
///    secondary, and tertiary variants"), or the secondary style `foregroundStyle(_:_:)` gave.
///    `palette`: the first layer in the foreground style, the second in the secondary style
///    `foregroundStyle(_:_:)` gave (the primary when only one was given). `multicolor`: the
///    layers in the symbol's own colours where the project knows them (`SymbolMulticolor`:
///    `exclamationmark.triangle.fill`, `person.fill.badge.plus`, `plus.circle.fill`), else as
///    monochrome.
///
/// JSON: `monochrome`, `hierarchical`, `palette`, `multicolor`, or `null`.
package struct SymbolRenderingModeModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("symbolRenderingMode", json: ["monochrome | hierarchical | palette | multicolor", "null"],
                                        summary: "How the symbols inside colour their layers: one style, levels of it, a palette, their own colours.", [
        .init([.init("_", .caseName)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if field.isNull { return SymbolRenderingModeModifier(mode: nil) }
        return SymbolRenderingModeModifier(mode: try field.choice(
            Dictionary(uniqueKeysWithValues: SymbolRenderingModeKind.allCases.map { ($0.rawValue, $0) }), what: "symbol rendering mode"))
    }

    package let mode: SymbolRenderingModeKind?
    package var name: String { "symbolRenderingMode" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.symbolRenderingMode = mode
    }
}
