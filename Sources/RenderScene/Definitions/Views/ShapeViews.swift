import RenderLayout

/// `Rectangle`, `RoundedRectangle`, `UnevenRoundedRectangle`, `Circle`, `Ellipse`, `Capsule`:
/// one definition per type, all laid out and drawn by `ShapeLayout`.
///
/// 1. Each axis takes exactly the proposal: 0 answers 0, infinity answers infinity.
/// 2. An unspecified axis answers 10, so the ideal size is 10×10.
/// The shape is drawn to fill the rect it is given (a circle: the largest one centred in it),
/// filled, stroked or both (`ShapeDrawing`); with neither given it is filled with `.primary`.
package enum RectangleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Rectangle", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "Fills the space it is offered.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        (ShapeLayout(shape: .rectangle, drawing: try ShapeLayout.drawing(field)), [])
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
        return (ShapeLayout(shape: shape, drawing: try ShapeLayout.drawing(field)), [])
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
        return (ShapeLayout(shape: shape, drawing: try ShapeLayout.drawing(field)), [])
    }
}

package enum CircleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Circle", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "The largest circle that fits, centred.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        (ShapeLayout(shape: .circle, drawing: try ShapeLayout.drawing(field)), [])
    }
}

package enum EllipseView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Ellipse", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "Fills the space it is offered.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        (ShapeLayout(shape: .ellipse, drawing: try ShapeLayout.drawing(field)), [])
    }
}

package enum CapsuleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Capsule", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "A rounded rectangle with half-height corners.", [.init([])])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        (ShapeLayout(shape: .capsule, drawing: try ShapeLayout.drawing(field)), [])
    }
}

package struct ShapeLayout: Layout, ViewBehavior {
    package let shape: ShapeKind
    package let drawing: ShapeDrawing

    package var name: String { shape.name }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        // A custom Shape's `path(in:)` runs for the size its frame got (PathView step 2).
        if case .customPath(let source) = shape {
            switch source.elements(for: bounds.size) {
            case .success(let elements): return .shape(.path(elements), drawing)
            case .failure(let error):
                context.engine.fail(error)
                return .shape(.path([]), drawing)
            }
        }
        return .shape(shape, drawing)
    }

    /// How a shape object is painted: `fill`, `stroke` or `strokeBorder`, `lineWidth`,
    /// `lineCap`, `trim`, `dash`; with neither fill nor stroke it is filled with `.primary`.
    package static func drawing(_ field: JSONField) throws(SceneError) -> ShapeDrawing {
        var drawing = ShapeDrawing()
        drawing.fill = try field.member("fill")?.shapeStyle()
        drawing.stroke = try field.member("stroke")?.shapeStyle()
        if let border = field.member("strokeBorder") {
            guard drawing.stroke == nil else { throw border.fail("a shape has \"stroke\" or \"strokeBorder\", not both") }
            drawing.stroke = try border.shapeStyle()
            drawing.strokeInside = true
        }
        drawing.lineWidth = try field.member("lineWidth")?.length(allowInfinity: false) ?? 1
        if let cap = field.member("lineCap") {
            drawing.lineCap = try cap.choice(["butt": "butt", "round": "round", "square": "square"], what: "line cap")
        }
        if let trim = field.member("trim") {
            let ends = try trim.array()
            guard ends.count == 2 else { throw trim.fail("trim is [from, to], fractions 0…1") }
            drawing.trimFrom = try ends[0].number(in: 0...1)
            drawing.trimTo = try ends[1].number(in: 0...1)
        }
        if let dash = field.member("dash") {
            for length in try dash.array() { drawing.dash.append(try length.length(allowInfinity: false)) }
            guard drawing.dash.isEmpty || drawing.dash.contains(where: { $0 > 0 }) else { throw dash.fail("a dash needs a length above 0") }
            guard drawing.dash.count <= 64 else { throw dash.fail("a dash has at most 64 lengths") }
        }
        if drawing.fill == nil && drawing.stroke == nil { drawing.fill = .primary }
        return drawing
    }
}

extension ShapeLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { [] }
}

