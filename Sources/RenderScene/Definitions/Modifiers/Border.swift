import RenderLayout

/// `border(_:width:)`: a border drawn inside the view's frame (docs/scene-format.md, "Modifiers").
///
/// 1. A style (a colour, a gradient) is a border of width 1 in it; `{color, width, opacity}` a
///    border of that width (1 when left out) in that style, whose alpha `opacity` (0…1,
///    **extension**) multiplies.
/// 2. Laid out by `BorderLayout`: sizes are the content's, and the border is drawn over it.
package struct Border: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("border", json: ["color", "{color, width}"], summary: "A border drawn inside the view's frame.", [
        .init([.init("_", .color, key: "color"), .init("width", .length, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard case .object = field.node.value, field.member("color") != nil, field.member("type") == nil else {
            return Border(style: try field.shapeStyle(), width: 1)
        }
        try field.checkKeys(["color", "width", "opacity"], what: "border")
        guard let color = field.member("color") else { throw field.fail("border needs \"color\"") }
        var style = try color.shapeStyle()
        if let opacity = field.member("opacity") { style = style.opacity(try opacity.number(in: 0...1)) }
        return Border(style: style, width: try field.member("width")?.length(allowInfinity: false) ?? 1)
    }

    package let style: ResolvedShapeStyle
    package let width: Double
    package var name: String { "border" }

    package func layout(in environment: EnvironmentValues) -> any Layout { BorderLayout(style: style, width: width) }
}

/// `border(_:width:)`.
///
/// 1. The content is proposed the modifier's proposal and answers for it; sizes are unchanged.
/// 2. A rectangle of `width` is stroked inside the bounds, over the content.
package struct BorderLayout: SingleChildLayout {
    package let style: ResolvedShapeStyle
    package let width: Double

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .border(style, width: width)
    }
}

extension BorderLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}
