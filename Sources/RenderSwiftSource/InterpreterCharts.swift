import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Swift Charts' values (docs/swift-input.md, "Swift Charts"): `.value("Sales", 12)` and
/// `PlottableValue.value(_:_:unit:)`, a `MarkDimension`, and `Chart(data) { item in … }`.
extension Interpreter {
    /// `.value("Sales", sale.count)`: `{"label", "value"}` — a String (or an enum case, by its
    /// name) is a category, a number a quantity — or `{"label", "date"}` for a Date; the
    /// `unit:` of a date is not used (decision: the mark sits at its date). `.ratio(0.6)`,
    /// `.inset(10)`, `.fixed(40)`: `{"ratio": 0.6}`. `.automatic(includesZero: false)` (a scale
    /// domain): `{"includesZero": false}`. Anything else is nil (not this overload).
    func plottable(_ value: SwiftValue, at location: SourceLocation) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard case .symbol(let symbol) = value, symbol.steps.count == 1,
              symbol.type == nil || ["PlottableValue", "MarkDimension", "ScaleDomain"].contains(symbol.type) else { return nil }
        // `chartYScale(domain: .automatic(includesZero: false))`, `.automatic`.
        if symbol.last == "automatic" {
            let arguments = symbol.steps[0].arguments ?? []
            guard arguments.allSatisfy({ $0.label == "includesZero" || $0.label == "reversed" }) else { return nil }
            guard case .bool(let includesZero)? = arguments.first(where: { $0.label == "includesZero" })?.value ?? .bool(true) else { return nil }
            return node(.object([("includesZero", node(.bool(includesZero)))]))
        }
        guard let arguments = symbol.steps[0].arguments else { return nil }
        switch symbol.last {
        case "ratio", "inset", "fixed":
            guard arguments.count == 1, let amount = arguments[0].value.number, amount.isFinite else { return nil }
            return node(.object([(symbol.last, node(.number(amount)))]))
        case "value":
            guard arguments.count >= 2, case .string(let label) = arguments[0].value else { return nil }
            let plotted: (String, JSONNode)
            switch arguments[1].value {
            case .string(let text): plotted = ("value", node(.string(text)))
            case .int(let number): plotted = ("value", node(.number(Double(number))))
            case .double(let number) where number.isFinite: plotted = ("value", node(.number(number)))
            case .symbol(let name) where name.steps.count == 1 && name.steps[0].arguments == nil && Self.date(arguments[1].value) == nil:
                plotted = ("value", node(.string(name.last)))
            default:
                guard let date = Self.date(arguments[1].value) else { return nil }
                plotted = ("date", node(.string(SceneDates.iso8601(date))))
            }
            return node(.object([("label", node(.string(label))), plotted]))
        default: return nil
        }
    }

    /// `Chart(data) { item in … }` is `Chart { ForEach(data) { item in … } }`.
    func chartRows(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> CallArgument {
        guard let data = arguments.first, data.label == nil, !data.isTrailingClosure, arguments.count >= 2 else {
            throw fail("Chart takes its marks in a closure, Chart { … }, or data and a closure, Chart(data) { item in … }", call)
        }
        let rows = try forEach(arguments, at: call)
        return CallArgument(label: nil, value: rows, location: data.location, isTrailingClosure: true)
    }

    /// `chartXAxis { AxisMarks(…) }`, `chartYAxis { … }`, `chartLegend(position: .top)`, and any
    /// other form of a chart modifier the table does not take: left out with a warning naming
    /// it — the automatic axis (or legend) is drawn (docs/swift-input.md, "Swift Charts").
    func chartFormLeftOut(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> Bool {
        guard ["chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale"].contains(name),
              let entry = Vocabulary.modifier(name) else { return false }
        // `chartLegend(position: .overlay)`, `alignment: .center`: a position or alignment the
        // renderer does not draw is left out.
        func drawn(_ label: String, _ drawable: Set<String>) -> Bool {
            guard let argument = arguments.first(where: { $0.label == label }) else { return true }
            if case .symbol(let symbol) = argument.value, symbol.steps.count == 1, symbol.steps[0].arguments == nil { return drawable.contains(symbol.last) }
            return false
        }
        let drawnPosition = drawn("position", ChartModifiers.ChartLegendPlacement.positions)
            && drawn("alignment", ChartModifiers.ChartLegendPlacement.alignments)
        // An overload whose labels fit and whose arguments all convert takes the call.
        for overload in entry.overloads where drawnPosition {
            guard let matched = Self.match(overload.parameters, arguments) else { continue }
            let converts = zip(overload.parameters, matched).allSatisfy { parameter, given in
                guard let given, parameter.kind != .ignored else { return true }
                return ((try? json(given, as: parameter.kind)) ?? nil) != nil
            }
            if converts { return false }
        }
        let form = arguments.map { ($0.isTrailingClosure ? "{ … }" : ($0.label ?? "_") + ":") }.joined(separator: " ")
        let drawn = name == "chartLegend" ? "the automatic legend is drawn" : name.hasSuffix("Scale") ? "the automatic scale is drawn" : "the automatic axis is drawn"
        warn("left out .\(name)(\(form)): not drawn yet; \(drawn)", at: program.location(call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)))
        return true
    }

    /// `.offset(x: 2)`, `.symbol(by:)` on a `BarMark`, `.annotation` on a `LineMark`: a modifier
    /// the marks do not take yet is left out with a warning naming it and the mark, as any unknown
    /// modifier of a Swift file is (docs/swift-input.md, "Swift Charts"), not an error for the chart.
    /// A modifier drawn on some marks only (`ChartMark.modifierMarks`) is left out on the others,
    /// and a `mask { … }` whose content is not area and rectangle marks is left out.
    func chartMarkModifierLeftOut(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> Bool {
        // The marks themselves, or those of a `ForEach` (a Group whose modifiers reach each mark).
        guard let marks = Self.chartMarks(views), !marks.isEmpty else { return false }
        let here = program.location(call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call))
        if ChartMark.modifierNames.contains(name) {
            if let kinds = ChartMark.modifierMarks[name], let other = marks.first(where: { !kinds.contains(ChartMark.Kind(rawValue: $0.type) ?? .bar) }) {
                warn("left out .\(name) of \(other.type): a chart mark's modifier the renderer does not draw yet", at: here)
                return true
            }
            return false
        }
        warn("left out .\(name) of \(marks[0].type): a chart mark's modifier the renderer does not draw yet", at: here)
        return true
    }

    /// `.mask { AreaMark(…) }` on chart marks: the content's views, checked as the Chart reads
    /// them (`ChartMark.maskContent`), go to the marks as their `mask`; a mask of other content
    /// is left out with a warning. Nil when `name` is not `mask` on marks.
    func chartMarkMask(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> SwiftValue? {
        guard name == "mask", let marks = Self.chartMarks(views), !marks.isEmpty,
              marks.allSatisfy({ ChartMark.modifierMarks["mask"]?.contains(ChartMark.Kind(rawValue: $0.type) ?? .line) == true }) else { return nil }
        let here = program.location(call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call))
        let content = arguments.first { $0.isTrailingClosure || $0.label == nil || $0.label == "content" }
        guard arguments.count == 1, let content, let node = (try? json(content, as: .view)) ?? nil,
              (try? ChartMark.maskContent(JSONField(node: node, path: "mask", file: program.file))) != nil else {
            warn("left out .mask of \(marks[0].type): a chart mark's mask is drawn from AreaMark and RectangleMark content", at: here)
            return .views(views)
        }
        let modifier = JSONNode(value: .object([(key: "mask", value: node)]), location: here)
        return .views(views.map { view in
            var view = view
            view.modifiers.append(modifier)
            return view
        })
    }

    /// The plot-area closures at rest (docs/swift-input.md, "Swift Charts"):
    /// 1. `.chartOverlay { proxy in … }` and `.chartBackground { proxy in … }` run their closure
    ///    with the proxy an unknown value (`ChartProxy`); one that builds no view at rest (Food Truck's
    ///    `if hideChartContent { … }` of a false flag) draws nothing, so the modifier changes
    ///    nothing drawn and is silent. Any other (a view, or a closure that needs the proxy) is
    ///    left out with its warning, as before.
    /// 2. `.chartPlotStyle { plot in … }` (Apple: it "configures the plot area of charts") runs its
    ///    closure with `plot` the plot area; when what it returns is the plot area with no
    ///    modifier left on it (each applied one changed nothing drawn, as in step 1), the chart is
    ///    drawn as it is and the modifier is silent; otherwise it is left out with its warning
    ///    (the plot's own style is not drawn yet).
    /// Returns the views unchanged when the modifier is taken, nil when it is not such a call.
    func chartPlotAreaAtRest(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> SwiftValue? {
        guard ["chartOverlay", "chartBackground", "chartPlotStyle"].contains(name), arguments.count == 1, arguments[0].isTrailingClosure || arguments[0].label == "content",
              case .closure(let closure) = arguments[0].value, closure.parameters.count <= 1 else { return nil }
        let location = program.location(call)
        let made: [ViewJSON]
        // What the closure warns of counts only when the modifier is taken.
        let before = warnings
        do throws(SceneError) {
            let given: SwiftValue = name == "chartPlotStyle"
                ? .views([ViewJSON(type: Self.plotAreaMarker, location: location)])
                : .placeholder(Placeholder(name: "ChartProxy", location: location))
            // A warning the closure makes stays (its unknowns are the file's).
            made = try self.views(from: try invoke(closure, [CallArgument(label: nil, value: given, location: location)], at: call, asViews: true), at: location)
        } catch {
            warnings = before
            return nil
        }
        let taken = name == "chartPlotStyle" ? made.count == 1 && made[0].type == Self.plotAreaMarker && made[0].modifiers.isEmpty : made.isEmpty
        if !taken { warnings = before }
        return taken ? .views(views) : nil
    }

    /// The view `chartPlotStyle`'s closure is given: never drawn (the chart takes it back).
    static let plotAreaMarker = "@ChartPlotArea"

    /// The chart marks `views` are, through Groups; nil when any is not a mark.
    private static func chartMarks(_ views: [ViewJSON]) -> [ViewJSON]? {
        var marks: [ViewJSON] = []
        for view in views {
            if ChartMark.Kind(rawValue: view.type) != nil {
                marks.append(view)
            } else if view.type == "Group", !view.groupChildren.isEmpty, let inner = chartMarks(view.groupChildren) {
                marks += inner
            } else {
                return nil
            }
        }
        return marks
    }

    /// `.cornerRadius(6, style: .continuous)` of a mark: Swift Charts' own overload (a view's
    /// `cornerRadius` has no `style:`); the radius is drawn, the style not (decision: a bar's
    /// continuous corners differ from circular ones by under a point at these radii).
    func chartMarkArguments(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument]) -> [CallArgument] {
        guard name == "cornerRadius", !views.isEmpty, views.allSatisfy({ ChartMark.Kind(rawValue: $0.type) != nil }) else { return arguments }
        return arguments.filter { $0.label != "style" }
    }
}
