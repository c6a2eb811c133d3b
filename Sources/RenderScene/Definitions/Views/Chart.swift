import Foundation
import RenderLayout

/// `Chart { … }` and `Chart(data) { item in … }` of Swift Charts, iOS 17 at rest: its marks
/// drawn with automatic axes, gridlines and legend, laid out by `ChartLayout`.
///
/// Decoding: `children` holds marks (`BarMark`, `LineMark`, `PointMark`, `AreaMark`,
/// `RuleMark`, `SectorMark`, `RectangleMark`), each with its plottable values (`{"label": "Sales", "value": 12}`,
/// a string value for a category, `{"label": …, "date": ISO 8601}`) and its modifiers
/// (`foregroundStyle` a style or `{"by": value}`, `cornerRadius`, `interpolationMethod`,
/// `opacity`); `Group`s (a ForEach) are spliced in, their modifiers applied to each mark. A
/// view that is no mark (a placeholder) is kept, at the plot's corner.
///
/// 1. Scales. A value that is a string is a category: that axis is a band of the categories in
///    the order they first appear. Numbers and dates are continuous: the axis' domain and ticks
///    are `ChartTicks.automatic` (numbers include zero; dates do not, decision).
/// 2. Bars. On a band axis a bar is `barRatio` (0.6, decision) of its band wide, centred; bars
///    sharing a category are stacked in the order given (Swift Charts stacks bars by default,
///    `MarkStackingMethod.standard`). On a continuous axis a bar is centred on its value,
///    `barRatio` of the plot over the number of distinct values wide. `xStart`/`xEnd` and
///    `yStart`/`yEnd` give a bar its own extent. A bar whose x is the quantity is horizontal.
/// 3. Lines and areas: one `ChartPath` per series (the `series:` value, else the
///    `foregroundStyle(by:)` value, else one), its points in the order given, a category at
///    its band's centre; an `AreaMark(x:yStart:yEnd:)` series fills between its ranges.
///    Rectangles (`RectangleMark`): `xStart`…`xEnd` spans those values, `x` alone is centred on
///    it — `width: .fixed(n)` points wide, else its category's band (times `.ratio`), else
///    `rectangleSide` (20, decision) — and an axis the mark does not give is spanned whole
///    (`RectangleMark(xStart:xEnd:)` shades a column the plot's height). Points: a `pointSize` (7, decision) circle. Rules: a 1-point line across
///    (y) or down (x) the plot, or between its start and end.
/// 4. Sectors: one `ChartSector` each, of its angle over the sum of all; a chart of sectors has
///    no axes.
/// 5. Colour: a mark's `foregroundStyle` wins; `foregroundStyle(by:)` gives each value a colour
///    of `palette` in the order the values first appear (blue, green, orange, purple, red,
///    cyan, yellow: the order Swift Charts was observed to cycle through on iOS 18, Stack
///    Overflow 79405781); otherwise blue. Line, area and point marks of one series share it.
///    A mark's `.opacity(x)` applies to all it draws: its bar, rectangle (masked or not), rule
///    (styled or not), sector, point or symbol, and a line's symbols; a line or area series is drawn at
///    its first mark's, as it takes that mark's style.
/// 6. Axes: a continuous axis has a gridline (0.5, `systemGray4`; decision) and a label at each
///    tick; a band axis a label under each category, no gridline. Labels are caption2 in the
///    secondary colour (decision, as Swift Charts' value labels look). The y axis is on the
///    trailing edge (`ChartLayout`); an axis the marks do not use (a pie) is not drawn.
///    A chart's own axis (`"xAxis"`/`"yAxis"`, `ChartAxisMarks`: `chartXAxis { AxisMarks { … } }`)
///    replaces that axis' automatic marks: at each of its values inside the domain, what the
///    entry names — a gridline as above, a tick (`ChartLayout` step 5), and its label view in
///    caption2 secondary (the view's own font and colour win), a category's label given its
///    band's width.
/// 8. Annotations (`.annotation(position:alignment:spacing:) { … }` of a bar, rectangle or point):
///    the view at its ideal size beside its mark, over every mark (`ChartLayout` step 7).
/// 7. Legend: with `foregroundStyle(by:)` (or `symbol(by:)` alone), a row under the chart (or
///    above it, `chartLegend(position: .top)`: `ChartLayout` step 3) of a `legendSymbol` (8,
///    decision) circle — the value's `symbol(by:)` shape when it has one (`ChartSymbolShape`) —
///    and the value in caption secondary for each value, 4 between symbol and text,
///    `legendSpacing` (12) between entries, leading. Values are told apart by the value itself,
///    not its text (a number 1 and the category "1" are two series). A value's symbol is
///    matched to it only when `symbol(by:)` plots the same field (its label) as
///    `foregroundStyle(by:)`; of another field the legend keeps circles (decision: Swift
///    Charts' second legend, of the symbols, is not drawn).
/// 9. Line styles and symbols: `lineStyle(StrokeStyle(…))` strokes a line or rule its way
///    (`ChartPath` step 5); `symbol(by:)` and `symbol(_:)` draw a `pointSize` symbol of its shape
///    at each of a line's points, over the line, and give a point mark its shape
///    (`ChartSymbolShape`). Decision: Apple documents no size for a line's symbols; they are
///    the point mark's.
/// 10. Masks: a rectangle or bar with `mask { … }` is drawn through its mask's area and
///    rectangle outlines (`ChartMaskPlan`, `ChartMaskedMark`).
package enum ChartView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Chart", json: ["children", "xAxis", "yAxis"],
      summary: "Swift Charts: marks plotted against automatic axes (or its own, `chartXAxis { AxisMarks { … } }`), with gridlines and a legend (`Chart(data) { … }` is a ForEach inside).", [
        .init([ViewEntries.content]),
    ])

    package static let palette = ["blue", "green", "orange", "purple", "red", "cyan", "yellow"]
    package static let barRatio = 0.6, pointSize = 7.0, legendSymbol = 8.0, legendSpacing = 12.0, ruleWidth = 1.0, rectangleSide = 20.0, annotationSpacing = 4.0

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        var marks: [ChartMark] = [], others: [JSONField] = []
        if let children = object.member("children") {
            try collect(children, inherited: [], marks: &marks, others: &others)
        }
        // `chartXScale(domain:)`, `chartYScale(domain:)` on the chart itself (`ChartXScale`).
        var domains: [String: ChartScaleDomain] = [:]
        for modifier in try object.member("modifiers")?.array() ?? [] {
            for key in ["chartXScale", "chartYScale"] { if let value = modifier.member(key) { domains[key] = try ChartScaleDomain(value) } }
        }
        let plan = try ChartPlan(marks: marks, xDomain: domains["chartXScale"], yDomain: domains["chartYScale"],
                                 xRounding: try ChartAxisRounding(object.member("xAxis")), yRounding: try ChartAxisRounding(object.member("yAxis")), at: object)
        let b = JSONBuilder(location: object.node.location)
        var parts: [ChartPart] = [], nodes: [ViewNode] = []
        var index = 0
        func add(_ part: ChartPart, json: JSONNode) throws(SceneError) {
            let field = JSONField(node: json, at: JSONPath(parent: object.at, key: "part\(index)"), file: object.file)
            index += 1
            let made = try context.decoder.view(field, depth: context.depth)
            for node in made { parts.append(part); nodes.append(node) }
        }
        func add(_ part: ChartPart, behavior: any ViewBehavior) {
            parts.append(part)
            nodes.append(ViewNode(.defined(DefinedView(behavior)), children: [], at: JSONPath(parent: object.at, key: "part\(index)")))
            index += 1
        }
        // Step 6: gridlines under the marks.
        func label(_ text: String) -> JSONNode {
            b.view("Text", [("text", b.string(text))], modifiers: [("font", b.string("caption2")), ("foregroundStyle", b.string("secondary")), ("lineLimit", b.number(1))])
        }
        let grid = b.view("Rectangle", [("fill", b.string("systemGray4"))])
        // The chart's own axes (`chartXAxis { AxisMarks { … } }`) replace the automatic ones.
        let ownX = try object.member("xAxis").map(ChartAxisMarks.init)?.positions(on: plan.x)
        let ownY = try object.member("yAxis").map(ChartAxisMarks.init)?.positions(on: plan.y)
        func ownLabel(_ view: JSONField) -> JSONNode {
            b.modified(view.node, [("font", b.string("caption2")), ("foregroundStyle", b.string("secondary"))])
        }
        if let ownY { for own in ownY where own.mark.gridLine { try add(.yGridline(y: own.at), json: grid) } }
        else if let y = plan.y.ticks { for value in y.values { try add(.yGridline(y: y.fraction(value)), json: grid) } }
        if let ownX { for own in ownX where own.mark.gridLine { try add(.xGridline(x: own.at), json: grid) } }
        else if let x = plan.x.ticks { for value in x.values { try add(.xGridline(x: x.fraction(value)), json: grid) } }
        for drawn in try plan.drawn(palette: palette) {
            switch drawn {
            case .json(let part, let json): try add(part, json: json(b))
            case .behavior(let part, let behavior): add(part, behavior: behavior)
            }
        }
        if let ownY {
            for own in ownY {
                if own.mark.tick { try add(.yTick(y: own.at), json: grid) }
                if let view = own.mark.label { try add(.yLabel(y: own.labelAt), json: ownLabel(view)) }
            }
        } else {
            if let y = plan.y.ticks { for value in y.values { try add(.yLabel(y: y.fraction(value)), json: label(plan.y.tickLabel(value))) } }
            for category in plan.y.categories { try add(.yLabel(y: plan.y.position(.category(category)) ?? 0), json: label(category)) }
        }
        if let ownX {
            for own in ownX {
                if own.mark.tick { try add(.xTick(x: own.at), json: grid) }
                // A category's label is centred under its band and given the band's width; a
                // continuous axis' label starts at its value, a centred one is centred.
                let band = plan.x.categories.isEmpty ? 0 : plan.x.band
                if let view = own.mark.label {
                    try add(.xLabel(x: own.labelAt, leading: band == 0 && !own.mark.centered, band: band), json: ownLabel(view))
                }
            }
        } else if let x = plan.x.ticks {
            for value in x.values { try add(.xLabel(x: x.fraction(value), leading: true), json: label(plan.x.tickLabel(value))) }
        } else {
            for category in plan.x.categories { try add(.xLabel(x: plan.x.position(.category(category)) ?? 0, leading: false), json: label(category)) }
        }
        // Step 7.
        let legendValues = plan.seriesValues.isEmpty ? plan.symbolValues : plan.seriesValues
        // The symbols stand for the colours' values only when both plot the same field.
        let symbolsMatch = plan.seriesValues.isEmpty || plan.seriesLabel == plan.symbolLabel
        if !legendValues.isEmpty {
            let entries = legendValues.enumerated().map { (i: Int, value: ChartMark.Value) -> JSONNode in
                // A value's symbol (`symbol(by:)`) stands for it; otherwise a circle.
                let symbol = (symbolsMatch ? plan.symbolValues.firstIndex(of: value) : nil).map(ChartSymbolShape.cycled) ?? .circle
                let name = value.name
                let fill = b.string(plan.seriesValues.isEmpty ? palette[0] : palette[i % palette.count])
                return b.view("HStack", [("spacing", b.number(4)), ("children", b.array([
                    symbol == .circle
                        ? b.view("Circle", [("fill", fill)], modifiers: [("frame", b.object([("width", b.number(legendSymbol)), ("height", b.number(legendSymbol))]))])
                        : symbolJSON(symbol, size: legendSymbol, style: fill, b),
                    b.view("Text", [("text", b.string(name))], modifiers: [("font", b.string("caption")), ("foregroundStyle", b.string("secondary")), ("lineLimit", b.number(1))]),
                ]))])
            }
            try add(.legend, json: b.view("HStack", [("spacing", b.number(legendSpacing)), ("children", b.array(entries))]))
        }
        for other in others { try add(.corner, json: other.node) }
        return (ChartLayout(parts: parts), nodes)
    }

    /// Whether a view is a mark or a Group holding one (a Group of other views is kept whole).
    static func containsMarks(_ field: JSONField) -> Bool {
        guard let type = try? field.member("type")?.string() else { return false }
        if ChartMark.Kind(rawValue: type) != nil { return true }
        guard type == "Group", let children = try? field.member("children")?.array() else { return false }
        return children.contains(where: containsMarks)
    }

    /// The marks of `field` (an array of views), Groups spliced in with their modifiers.
    static func collect(_ field: JSONField, inherited: [JSONField], marks: inout [ChartMark], others: inout [JSONField]) throws(SceneError) {
        for child in try field.array() { try collect(view: child, inherited: inherited, marks: &marks, others: &others) }
    }

    /// The marks of one view: itself, or a Group's (a ForEach), spliced in with its modifiers.
    static func collect(view child: JSONField, inherited: [JSONField], marks: inout [ChartMark], others: inout [JSONField]) throws(SceneError) {
        let type = try child.member("type")?.string()
        let own = try child.member("modifiers")?.array() ?? []
        if type == "Group", containsMarks(child) {
            if let children = child.member("children") { try collect(children, inherited: inherited + own, marks: &marks, others: &others) }
        } else if let type, ChartMark.Kind(rawValue: type) != nil {
            marks.append(try ChartMark(child, modifiers: inherited + own))
        } else {
            others.append(child)
        }
    }
}

/// Marks are drawn only by a Chart.
package protocol ChartMarkDefinition: ViewDefinition {}

extension ChartMarkDefinition {
    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        throw object.fail("\(entry.name) is drawn inside a Chart { … }")
    }
}

package enum ChartMarkViews {
    typealias P = Vocabulary.Parameter
    static let markJSON = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "series", "width", "height", "stacking", "angle", "innerRadius", "outerRadius", "angularInset"]

    package enum Bar: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("BarMark", json: markJSON, summary: "A bar of a Chart: vertical against a category, horizontal when x is the quantity; bars of one category stack.", [
            .init([P("x", .plottable), P("y", .plottable), P("width", .ignored, optional: true), P("stacking", .ignored, optional: true)]),
            .init([P("x", .plottable), P("y", .plottable), P("height", .ignored, optional: true), P("stacking", .ignored, optional: true)]),
            .init([P("xStart", .plottable), P("xEnd", .plottable), P("y", .plottable, optional: true), P("height", .ignored, optional: true)]),
            .init([P("x", .plottable, optional: true), P("yStart", .plottable), P("yEnd", .plottable), P("width", .ignored, optional: true)]),
            .init([P("x", .plottable)]),
            .init([P("y", .plottable)]),
        ])
    }

    package enum Line: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("LineMark", json: markJSON, summary: "A point of a Chart's line: the points of one series are joined in order.", [
            .init([P("x", .plottable), P("y", .plottable), P("series", .plottable, optional: true)]),
        ])
    }

    package enum Point: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("PointMark", json: markJSON, summary: "A dot of a Chart.", [
            .init([P("x", .plottable, optional: true), P("y", .plottable, optional: true)]),
        ])
    }

    package enum Area: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("AreaMark", json: markJSON, summary: "A point of a Chart's filled area: the series is filled down to zero.", [
            .init([P("x", .plottable), P("y", .plottable), P("series", .plottable, optional: true), P("stacking", .ignored, optional: true)]),
            .init([P("x", .plottable), P("yStart", .plottable), P("yEnd", .plottable), P("series", .plottable, optional: true)]),
        ])
    }

    package enum Rule: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("RuleMark", json: markJSON, summary: "A line across a Chart at a value, or between two.", [
            .init([P("y", .plottable)]),
            .init([P("x", .plottable)]),
            .init([P("xStart", .plottable, optional: true), P("xEnd", .plottable, optional: true), P("y", .plottable)]),
            .init([P("x", .plottable), P("yStart", .plottable, optional: true), P("yEnd", .plottable, optional: true)]),
        ])
    }

    package enum Sector: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("SectorMark", json: markJSON, summary: "A slice of a Chart's pie or donut (iOS 17).", [
            .init([P("angle", .plottable), P("innerRadius", .plottable, optional: true), P("outerRadius", .plottable, optional: true),
                   P("angularInset", .number, optional: true)]),
        ])
    }

    package enum Rectangle: ChartMarkDefinition {
        package static let entry = Vocabulary.Entry("RectangleMark", json: markJSON, summary: "A rectangle of a Chart: across a range of values, or centred on a value (`width: .fixed(4)`); an axis it does not give is spanned whole.", [
            .init([P("x", .plottable, optional: true), P("y", .plottable, optional: true), P("width", .plottable, optional: true), P("height", .plottable, optional: true)]),
            .init([P("xStart", .plottable), P("xEnd", .plottable), P("y", .plottable, optional: true), P("height", .plottable, optional: true)]),
            .init([P("x", .plottable, optional: true), P("yStart", .plottable), P("yEnd", .plottable), P("width", .plottable, optional: true)]),
            .init([P("xStart", .plottable), P("xEnd", .plottable), P("yStart", .plottable), P("yEnd", .plottable)]),
        ])
    }

    package static let definitions: [any ViewDefinition.Type] = [ChartView.self, Bar.self, Line.self, Point.self, Area.self, Rule.self, Sector.self, Rectangle.self]
}
