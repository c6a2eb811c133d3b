import RenderLayout

/// `symbolVariant(_:)`: the variant of their names the symbols inside are drawn in
/// (docs/scene-format.md, "Symbols").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the variants, joined with those set outside it (`.symbolVariant(.fill)`
///    inside `.symbolVariant(.circle)` draws `.circle.fill`; the inner shape wins); `none`
///    clears them (Apple's `SymbolVariants.none`: "no variant").
/// 3. A symbol is sized and drawn under the name the variants make, when the library draws it,
///    else the nearest it does (`SymbolVariantSet.resolve`): `Image(systemName: "heart")` under
///    `.fill` is `heart.fill`.
///
/// JSON: a variant (`fill`, `circle`, `square`, `rectangle`, `slash`, `none`) or several joined
/// with dots, as Swift writes them (`circle.fill`).
package struct SymbolVariant: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("symbolVariant", json: ["fill | circle | square | rectangle | slash | none, or several joined: circle.fill"],
                                        summary: "The variant of their names the symbols inside are drawn in (`heart` under `.fill` is `heart.fill`).", [
        .init([.init("_", .symbolVariants)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let text = try field.string()
        if text == "none" { return SymbolVariant(variants: .none, clears: true) }
        var variants = SymbolVariantSet.none
        for part in text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case "fill": variants.fill = true
            case "slash": variants.slash = true
            case _ where SymbolVariantSet.shapes.contains(part): variants.shape = part
            default: throw field.fail("unknown symbol variant \"\(part)\"; expected fill, circle, square, rectangle, slash or none")
            }
        }
        return SymbolVariant(variants: variants, clears: false)
    }

    package let variants: SymbolVariantSet
    package let clears: Bool
    package var name: String { "symbolVariant" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.symbolVariants = clears ? .none : environment.symbolVariants.union(variants)
    }
}
