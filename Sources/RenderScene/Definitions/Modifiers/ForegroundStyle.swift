import RenderLayout

/// `foregroundColor(_:)` and `foregroundStyle(_:)`: the colour of the texts, symbols and
/// unfilled shapes inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins; none is the primary colour). A
///    hierarchical style (`.secondary` …) is a level of the style it inherits
///    (`ShapeStyleValue`): `.foregroundStyle(.secondary)` inside `.foregroundStyle(.red)` is red
///    at half opacity, and `.tertiary` inside that the third level of red, not a level of a level. `foregroundColor(_:)` takes a `Color`, and `Color.secondary` is iOS's
///    fixed secondary colour whatever is above it (OpenSwiftUI's `LegacyContentStyle`).
/// 3. Texts, symbols and shapes without a fill of their own are drawn in it; around a Button it wins over the colour the button's
///    style gives its label, the bezel keeping the accent colour (docs/scene-format.md,
///    "Controls"; `LayoutTreeBuilder`).
/// 4. `foregroundStyle(_:_:)` and `(_:_:_:)` set the primary style and the secondary (and
///    tertiary) levels themselves: `.secondary` inside is the second style given, and a
///    symbol drawn `hierarchical` or `palette` colours its layers with them (Apple's
///    `foregroundStyle(_:_:)`: "sets the primary and secondary levels of the foreground style").
/// 5. A style with a shadow (`.foregroundStyle(.red.shadow(.drop(radius: 2)))`) draws its
///    content with that shadow (`Shadow`), as `shadow(color:radius:x:y:)` would (decision: SwiftUI
///    shadows what is drawn in the style; the renderer shadows the whole content, which differs
///    only where a child draws in a style of its own).
/// The layout dump names the node by the key used, `foregroundColor` or `foregroundStyle`.
package struct ForegroundStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("foregroundStyle", json: ["color", "{primary, secondary, tertiary}"],
                                        summary: "As foregroundColor; two or three styles are the primary, secondary and tertiary levels (a palette symbol's layers).", [
        .init([.init("_", .color)], .single(0)),
        .init([.init("_", .color, key: "primary"), .init("_", .color, key: "secondary")]),
        .init([.init("_", .color, key: "primary"), .init("_", .color, key: "secondary"), .init("_", .color, key: "tertiary")]),
        // Swift Charts' `foregroundStyle(by: .value("Kind", kind))`, read by the Chart (`ChartView`).
        .init([.init("by", .plottable)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if let by = field.member("by") { throw by.fail("foregroundStyle(by:) belongs to a chart's marks inside a Chart { … }") }
        // Step 4: `{primary, secondary, tertiary}`.
        if case .object(let members) = field.node.value, JSONNode.firstIndex(of: "primary", in: members) != nil {
            try field.checkKeys(["primary", "secondary", "tertiary"], what: "foregroundStyle")
            guard let primary = field.member("primary"), let secondary = field.member("secondary") else {
                throw field.fail("foregroundStyle's levels need \"primary\" and \"secondary\"")
            }
            // `.foregroundStyle(.white, .tint)`: an environment style is resolved where applied.
            var palette = [try secondary.fixedOrEnvironmentStyle()]
            if let tertiary = field.member("tertiary") { palette.append(try tertiary.fixedOrEnvironmentStyle()) }
            return ForegroundStyle(style: try primary.shapeStyleValue(), name: entry.name, palette: palette)
        }
        let (style, shadow) = try field.splitShadow()
        return ForegroundStyle(style: try style.shapeStyleValue(), name: entry.name, shadow: shadow)
    }

    package let style: ShapeStyleValue
    package let name: String
    /// Step 4: the secondary and tertiary styles given with the primary.
    package var palette: [ShapeStyleValue]? = nil
    /// Step 5.
    package var shadow: Shadow? = nil

    package var effect: (any DrawingEffect)? { shadow }

    package func apply(to environment: inout EnvironmentValues) {
        let palette = self.palette?.map { $0.resolved(in: environment) }
        switch style {
        case .style(let resolved):
            environment.foregroundStyle = resolved
        case .environment:
            // `.tint`, `Color.accentColor`, `.background`: the style the environment holds here.
            environment.foregroundStyle = style.resolved(in: environment)
        case .hierarchical(let level):
            if level > 0, let palette = environment.foregroundPalette, level - 1 < palette.count {
                environment.foregroundStyle = palette[level - 1]
                break
            }
            let base = ShapeStyleValue.base(in: environment)
            environment.foregroundStyle = ShapeStyleValue.level(level, of: base)
            environment.foregroundLevelBase = HierarchicalBase(style: base)
        }
        // Set after the primary, which clears it.
        if let palette { environment.foregroundPalette = palette }
        environment.foregroundStyleIsTheApps = true
    }
}

/// `foregroundColor(_:)`: as `foregroundStyle` (listed first in the vocabulary).
package enum ForegroundColor: ModifierDefinition {
    package static let entry = Vocabulary.Entry("foregroundColor", json: ["color"], summary: "The colour of texts, symbols and unfilled shapes inside.",
                                        [.init([.init("_", .color)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        // `Color.accentColor` is the accent in effect (`EnvironmentStyle`); any other colour is
        // fixed, `Color.secondary` too (step 2).
        ForegroundStyle(style: try field.fixedOrEnvironmentStyle(), name: entry.name)
    }
}
