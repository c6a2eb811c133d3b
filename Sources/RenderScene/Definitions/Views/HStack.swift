import RenderLayout

/// `HStack(alignment:spacing:content:)`: children side by side, laid out by `StackLayout`
/// (docs/layout-rules.md, "Containers: HStack / VStack"); `LazyHStack` is laid out the same, only
/// its name differs (its `pinnedViews:` is accepted and ignored: a still picture has no
/// scrolling for headers to pin against).
///
/// 1. Its children are in a horizontal stack: a Spacer or Divider among them takes its
///    direction from it.
/// 2. Debug borders place each child's proposal in its slot along the stack, aligned across
///    by the stack's guide (`ChildPlacement.stacked`).
package enum HStackView: ViewDefinition {
    package static let entry = Vocabulary.Entry("HStack", json: ["alignment", "spacing", "children"], summary: "Children side by side.", [
        .init([.init("alignment", .verticalAlignment, optional: true), .init("spacing", .length, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.verticalGuide(f, what: "HStack alignment") } ?? .center
        let behavior = HStackBehavior(alignment: alignment, spacing: try StackLayout.spacing(field, allowNegative: true), isLazy: false)
        return (behavior, try context.children(field))
    }
}

package enum LazyHStackView: ViewDefinition {
    package static let entry = Vocabulary.Entry("LazyHStack", json: ["alignment", "spacing", "children"], summary: "Laid out as an HStack.", [
        .init([.init("alignment", .verticalAlignment, optional: true), .init("spacing", .length, optional: true),
               .init("pinnedViews", .ignored, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let spacing = try StackLayout.spacing(field, allowNegative: true)
        let alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.verticalGuide(f, what: "LazyHStack alignment") } ?? .center
        return (HStackBehavior(alignment: alignment, spacing: spacing, isLazy: true), try context.children(field))
    }
}

package struct HStackBehavior: ViewBehavior {
    package let alignment: VerticalAlignment
    package let spacing: Double?
    /// `LazyHStack`: the same layout under its own name.
    package let isLazy: Bool

    package var name: String { isLazy ? "LazyHStack" : "HStack" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
    }
    package var childStackAxis: Axis? { .horizontal }
    package var placement: ChildPlacement { .stacked(.horizontal, .vertical(alignment)) }
}
