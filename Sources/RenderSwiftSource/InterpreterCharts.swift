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
        // An overload whose labels fit and whose arguments all convert takes the call.
        for overload in entry.overloads {
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
    func chartMarkModifierLeftOut(_ name: String, on views: [ViewJSON], at call: FunctionCallExprSyntax) -> Bool {
        // The marks themselves, or those of a `ForEach` (a Group whose modifiers reach each mark).
        guard let marks = Self.chartMarks(views), !marks.isEmpty else { return false }
        // An annotation is drawn on a bar, rectangle or point; on a line, area or rule it is left out.
        let annotated = ["BarMark", "RectangleMark", "PointMark"]
        guard !ChartMark.modifierNames.contains(name) || (name == "annotation" && !marks.allSatisfy({ annotated.contains($0.type) })) else { return false }
        let kind = marks.first { name != "annotation" || !annotated.contains($0.type) }?.type ?? marks[0].type
        warn("left out .\(name) of \(kind): a chart mark's modifier the renderer does not draw yet", at: program.location(call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)))
        return true
    }

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
