import RenderLayout

// Named ColorView.swift: View/Color.swift (colours and shape styles) holds the name Color.swift in this module.

/// `Color` as a view (`Color.red`, `Color(white: 0.9)`, a gradient).
///
/// 1. Each axis takes exactly the proposal, as a shape does (`ShapeLayout`): 0 answers 0,
///    infinity answers infinity.
/// 2. An unspecified axis answers 10, so the ideal size is 10×10.
/// It fills the rect it is given with its style; `Color.accentColor` (and a style view of
/// `.tint` or `.background`) is the style its environment holds (`EnvironmentStyle`).
package enum ColorView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Color", json: ["color"], summary: "A colour as a view: fills the space it is offered (`Color.red`, `Color(white: 0.9)`).", [
        .init([.init("_", .color, key: "color")]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let color = field.member("color") else { throw field.fail("Color needs \"color\"") }
        // `Color.secondary` is a fixed colour, not a level of the foreground style.
        return (ColorLayout(style: try color.fixedOrEnvironmentStyle()), [])
    }
}

package struct ColorLayout: Layout, ViewBehavior {
    package let style: ShapeStyleValue

    package init(style: ShapeStyleValue) { self.style = style }
    package init(style: ResolvedShapeStyle) { self.style = .style(style) }

    package var name: String { "Color" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .color(style.resolved(in: context.environment))
    }
}

extension ColorLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}

extension ViewKind {
    /// A Color, as the decoders make one (a `background` given a colour).
    package static func color(_ style: ResolvedShapeStyle) -> ViewKind { .defined(DefinedView(ColorLayout(style: style))) }

    /// A Color of a style that may be an environment's (`background(.tint)`).
    package static func color(_ style: ShapeStyleValue) -> ViewKind { .defined(DefinedView(ColorLayout(style: style))) }
}
