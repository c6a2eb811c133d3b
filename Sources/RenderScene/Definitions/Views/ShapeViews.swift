import RenderLayout

/// `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle`, `Circle`, `Ellipse`, `Capsule`:
/// one definition per type, all laid out and drawn by `ShapeLayout`.
///
/// 1. Each axis takes exactly the proposal: 0 answers 0, infinity answers infinity.
/// 2. An unspecified axis answers 10, so the ideal size is 10×10.
/// The shape is drawn to fill the rect it is given (a circle: the largest one centred in it),
/// filled, stroked or both (`ShapeDrawing`); with neither given it is filled with the
/// foreground style in effect (`.primary`, black when none is set), as SwiftUI fills a shape
/// that has no fill of its own: `Capsule().foregroundStyle(.red)` is red. The styles are
/// resolved in the shape's environment, so `.secondary` and the other hierarchical styles are
/// levels of that foreground style (`ShapeStyleValue`).
package enum RectangleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Rectangle", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "Fills the space it is offered.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ShapeLayout.decode(.rectangle, field, &context)
    }
}

package enum RoundedRectangleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("RoundedRectangle", json: ["cornerRadius", "style", "fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"],
                                        summary: "A rectangle with rounded corners: circular, or iOS's smooth `continuous` ones.", [
        .init([.init("cornerRadius", .length)]),
        .init([.init("cornerRadius", .length), .init("style", .cornerStyle)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let radius = field.member("cornerRadius") else { throw field.fail("RoundedRectangle needs \"cornerRadius\"") }
        let value = try radius.length(allowInfinity: false)
        let styles: [String: Bool] = ["circular": false, "continuous": true]
        let continuous: Bool = try field.member("style")?.choice(styles, what: "corner style") ?? false
        let shape: ShapeKind = continuous ? .continuousRoundedRectangle(cornerRadius: value) : .roundedRectangle(cornerRadius: value)
        return try ShapeLayout.decode(shape, field, &context)
    }
}

package enum UnevenRoundedRectangleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("UnevenRoundedRectangle", json: ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
                                                                         "fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"],
                                        summary: "A rectangle with circular corners of different radii (0 where not given).", [
        .init([.init("topLeadingRadius", .length, optional: true), .init("bottomLeadingRadius", .length, optional: true),
               .init("bottomTrailingRadius", .length, optional: true), .init("topTrailingRadius", .length, optional: true),
               .init("style", .ignored, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        func radius(_ key: String) throws(SceneError) -> Double { try field.member(key)?.length(allowInfinity: false) ?? 0 }
        let shape = ShapeKind.unevenRoundedRectangle(topLeading: try radius("topLeadingRadius"), bottomLeading: try radius("bottomLeadingRadius"),
                                                     bottomTrailing: try radius("bottomTrailingRadius"), topTrailing: try radius("topTrailingRadius"))
        return try ShapeLayout.decode(shape, field, &context)
    }
}

package enum CircleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Circle", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "The largest circle that fits, centred.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ShapeLayout.decode(.circle, field, &context)
    }
}

package enum EllipseView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Ellipse", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "Fills the space it is offered.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ShapeLayout.decode(.ellipse, field, &context)
    }
}

package enum CapsuleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Capsule", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "A rounded rectangle with half-height corners.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ShapeLayout.decode(.capsule, field, &context)
    }
}

/// `ContainerRelativeShape()`: the enclosing `containerShape(_:)`'s shape inset to its frame,
/// else a rectangle (`ContainerRelative`); laid out as any shape.
package enum ContainerRelativeShapeView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ContainerRelativeShape", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"],
                                        summary: "The enclosing container shape, inset to its frame; a rectangle with none.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ShapeLayout.decode(.containerRelative, field, &context)
    }
}

/// A class, not a struct: it is both a shape's behaviour and its layout (`layout(in:)` returns
/// `self`), and a struct this size would be copied into a box of its own for each (an `any`
/// holds 24 bytes inline): 20,000 shapes of a grid held two 280-byte boxes each.
package final class ShapeLayout: Layout, ViewBehavior {
    package let shape: ShapeKind
    /// The line, dash and trim; its fill and stroke are set when drawn, from `fill` and `stroke`.
    package let drawing: ShapeDrawing
    package let fill: ShapeStyleValue?
    package let stroke: ShapeStyleValue?
    /// The shadow the fill's (else the stroke's) style draws with (`ShapeStyle.shadow(_:)`).
    package let shadow: Shadow?

    init(shape: ShapeKind, _ field: JSONField) throws(SceneError) {
        self.shape = shape
        (drawing, fill, stroke, shadow) = try Self.drawing(field)
    }

    /// A shape view of `field`; a style with a shadow (`.fill(.blue.shadow(.drop(radius: 4)))`)
    /// wraps the shape in that shadow, drawn from the shape as `shadow(color:radius:x:y:)`
    /// draws its content (Apple's `ShadowStyle`: "applies a drop shadow" to the shape the style
    /// fills; decision: one shadow, the fill's, when the fill and stroke both have one).
    static func decode(_ shape: ShapeKind, _ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let layout = try ShapeLayout(shape: shape, field)
        if let shadow = layout.shadow { context.wrapper = DefinedModifier(shadow) }
        return (layout, [])
    }

    /// A shape another definition draws (a page dot), filled with a fixed style.
    package init(shape: ShapeKind, fill: ResolvedShapeStyle) {
        self.shape = shape
        drawing = ShapeDrawing()
        self.fill = .style(fill)
        stroke = nil
        shadow = nil
    }

    package var name: String { shape.name }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        var drawn = drawing
        drawn.fill = fill?.resolved(in: context.environment)
        drawn.stroke = stroke?.resolved(in: context.environment)
        // A custom Shape's `path(in:)` runs for the size its frame got (PathView step 2).
        if case .customPath(let source) = shape {
            switch source.elements(for: bounds.size) {
            case .success(let elements): return .shape(.path(elements), drawn)
            case .failure(let error):
                context.engine.fail(error)
                return .shape(.path([]), drawn)
            }
        }
        return .shape(shape, drawn)
    }

    /// How a shape object is painted: `fill`, `stroke` or `strokeBorder`, `lineWidth`,
    /// `lineCap`, `trim`, `dash`; with neither fill nor stroke it is filled with `.primary`,
    /// the foreground style in effect.
    private static func drawing(_ field: JSONField) throws(SceneError) -> (ShapeDrawing, fill: ShapeStyleValue?, stroke: ShapeStyleValue?, shadow: Shadow?) {
        var drawing = ShapeDrawing()
        var shadows: [Shadow] = []
        func style(_ field: JSONField) throws(SceneError) -> ShapeStyleValue {
            let (style, shadow) = try field.splitShadow()
            if let shadow {
                // One shadow per shape: a second would be dropped, so it is an error instead.
                guard shadows.isEmpty else { throw field.fail("a shape draws one style's shadow: its fill's or its stroke's, not both") }
                shadows.append(shadow)
            }
            return try style.shapeStyleValue()
        }
        var fill: ShapeStyleValue? = nil, stroke: ShapeStyleValue? = nil
        let at = ShapeMembers(field)
        func member(_ index: Int?) -> JSONField? { index.map { field.member(at: $0, of: at.members) } }
        if let field = member(at.fill) { fill = try style(field) }
        if let field = member(at.stroke) { stroke = try style(field) }
        if let border = member(at.strokeBorder) {
            guard stroke == nil else { throw border.fail("a shape has \"stroke\" or \"strokeBorder\", not both") }
            stroke = try style(border)
            drawing.strokeInside = true
        }
        drawing.lineWidth = try member(at.lineWidth)?.length(allowInfinity: false) ?? 1
        if let cap = member(at.lineCap) {
            drawing.lineCap = try StrokeStyleFields.lineCap(cap)
        }
        if let trim = member(at.trim) {
            let ends = try trim.array()
            guard ends.count == 2 else { throw trim.fail("trim is [from, to], fractions 0…1") }
            drawing.trimFrom = try ends[0].number(in: 0...1)
            drawing.trimTo = try ends[1].number(in: 0...1)
        }
        if let dash = member(at.dash) {
            drawing.dash = try StrokeStyleFields.dash(dash)
        }
        if fill == nil && stroke == nil { fill = .foreground }
        return (drawing, fill, stroke, shadows.first)
    }
}

extension ShapeLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}

/// Where a shape's seven drawing members sit in its object, found in one pass over its keys
/// (compared in place, by length first: most keys of a shape's object are none of the seven).
/// Seven `member(_:)` reads each scanned the whole object: about 1,540 instructions a shape of
/// the grid (docs/performance.md, "Nineteenth pass", item 5). The first member of each name
/// counts, as `member(_:)` found it (a view's keys are checked for duplicates before, but not
/// every object a shape is read from is a view's).
private struct ShapeMembers {
    let members: [(key: String, value: JSONNode)]
    var fill: Int?, stroke: Int?, strokeBorder: Int?, lineWidth: Int?, lineCap: Int?, trim: Int?, dash: Int?

    init(_ field: JSONField) {
        guard case .object(let members) = field.node.value else { self.members = []; return }
        self.members = members
        members.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let key = JSONNode.key(at: index, in: buffer)
                switch key.utf8.count {
                case 4:
                    if key == "fill" { fill = fill ?? index } else if key == "trim" { trim = trim ?? index } else if key == "dash" { dash = dash ?? index }
                case 6: if key == "stroke" { stroke = stroke ?? index }
                case 7: if key == "lineCap" { lineCap = lineCap ?? index }
                case 9: if key == "lineWidth" { lineWidth = lineWidth ?? index }
                case 12: if key == "strokeBorder" { strokeBorder = strokeBorder ?? index }
                default: break
                }
            }
        }
    }
}
