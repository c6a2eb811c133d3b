import RenderLayout

/// `VStack(alignment:spacing:content:)`: children one above the other, laid out by `StackLayout`
/// (docs/layout-rules.md, "Containers: HStack / VStack"); `LazyVStack` is laid out the same, only
/// its name differs (its `pinnedViews:` is accepted and ignored: a still picture has no
/// scrolling for headers to pin against).
///
/// 1. Its children are in a vertical stack: a Spacer or Divider among them takes its
///    direction from it.
/// 2. Debug borders place each child's proposal in its slot along the stack, aligned across
///    by the stack's guide (`ChildPlacement.stacked`).
package enum VStackView: ViewDefinition {
    package static let entry = Vocabulary.Entry("VStack", json: ["alignment", "spacing", "children"], summary: "Children one above the other.", [
        .init([.init("alignment", .horizontalAlignment, optional: true), .init("spacing", .length, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.horizontalGuide(f, what: "VStack alignment") } ?? .center
        let behavior = VStackBehavior(alignment: alignment, spacing: try StackLayout.spacing(field, allowNegative: true), isLazy: false)
        return (behavior, try context.children(field))
    }
}

package enum LazyVStackView: ViewDefinition {
    package static let entry = Vocabulary.Entry("LazyVStack", json: ["alignment", "spacing", "children"], summary: "Laid out as a VStack.", [
        .init([.init("alignment", .horizontalAlignment, optional: true), .init("spacing", .length, optional: true),
               .init("pinnedViews", .ignored, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let spacing = try StackLayout.spacing(field, allowNegative: true)
        let alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.horizontalGuide(f, what: "LazyVStack alignment") } ?? .center
        return (VStackBehavior(alignment: alignment, spacing: spacing, isLazy: true), try context.children(field))
    }
}

package struct VStackBehavior: ViewBehavior {
    package let alignment: HorizontalAlignment
    package let spacing: Double?
    /// `LazyVStack`: the same layout under its own name.
    package let isLazy: Bool

    package var name: String { isLazy ? "LazyVStack" : "VStack" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
    }
    package var childStackAxis: Axis? { .vertical }
    package var placement: ChildPlacement { .stacked(.vertical, .horizontal(alignment)) }
}
