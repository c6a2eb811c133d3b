import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// A chart's own axes: `chartXAxis { AxisMarks(values:) { value in … } }` (docs/swift-input.md,
/// "Swift Charts"; drawn by `ChartView` step 6).
///
/// 1. `AxisMarks(…) { … }`, `AxisGridLine(…)`, `AxisTick(…)` and `AxisValueLabel(…)` are records
///    of their arguments (`axisComponent`); an argument the renderer does not draw is left out
///    with a warning where it is written.
/// 2. `.chartXAxis { … }` / `.chartYAxis { … }` on a Chart runs its closure for its `AxisMarks`.
///    Each gives its values along the axis the Chart's marks make (`ChartView.axisPlans`):
///    `.automatic` (or no `values:`) the automatic axis' values — each category, or the ticks;
///    `.automatic(desiredCount: n)` nice steps for about n inside the domain (`ChartTicks`; a
///    step under `minimumStride:` becomes that stride); `.stride(by: n)` the multiples of n in
///    the domain; `.stride(by: .hour, count: 3)` on a date axis every 3 hours (UTC, counted from
///    1970; `.second`, `.minute`, `.hour`, `.day`); an array its values. A value the renderer
///    cannot know (or another form) leaves out `values:` with a warning: the automatic values
///    are drawn. All the `AxisMarks` of one axis together give at most 1,000 marks; the values
///    past that are left out with a warning at the `AxisMarks` whose values pass it.
/// 3. The content closure runs once per value, `value` an `AxisValue`: `value.as(String.self)`
///    (`Int`, `Double`, `Date`) is the value as that type or nil, `value.index`, `value.count`
///    (every value of that `AxisMarks`, also where the mark cap leaves some out).
///    Without a closure a mark is the automatic axis' look: a label (and, on a continuous axis,
///    a gridline) at each value (decision, as the automatic axis is drawn).
/// 4. Each `AxisGridLine` draws a gridline, `AxisTick` a tick, `AxisValueLabel` its label:
///    `AxisValueLabel()` the value as the automatic axis writes it (or in `AxisMarks(format:)`),
///    `format:` formatted (`.dateTime…`, `.number`, `IntegerFormatStyle<Int>()`: no label for a
///    value between integers), `"text"` that
///    text, `{ … }` that view; `centered: true` centres it between its value and the next.
/// 5. The marks go to the Chart as its `"xAxis"`/`"yAxis"` and replace that automatic axis.
///    `position:` other than `.automatic` and `preset:` other than `.automatic` are left out
///    with a warning (the axis stays on its default edge).
extension Interpreter {
    /// The most marks one axis takes, all its `AxisMarks` together (`ChartAxisMarks`'s limit).
    static let maxAxisMarks = 1_000

    static let axisComponents: [String: Set<String>] = [
        "AxisMarks": ["values", "format", "content", "position", "preset"],
        "AxisGridLine": [],
        "AxisTick": [],
        "AxisValueLabel": ["_0", "format", "centered", "content"],
    ]

    /// Step 1: `AxisMarks(values: .automatic) { … }` as `.record("AxisMarks", …)`; nil for any
    /// other name, and for a type of the app's own that shares the name.
    func axisComponent(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> SwiftValue? {
        guard let read = Self.axisComponents[name], program.types[name] == nil else { return nil }
        var fields: [String: SwiftValue] = [:]
        for (index, argument) in arguments.enumerated() {
            let key = argument.isTrailingClosure ? "content" : argument.label ?? "_\(index)"
            guard read.contains(key) else {
                warn("left out \(key.hasPrefix("_") ? "an argument" : key + ":") of \(name): not drawn yet", at: argument.location)
                continue
            }
            fields[key] = argument.value
        }
        if name == "AxisMarks" {
            fields[Self.markLocationKey] = Self.locationValue(program.location(call))
            for key in ["position", "preset"] {
                if let value = fields[key], !Self.isAutomatic(value) {
                    warn("left out \(key): of AxisMarks: not drawn yet; the axis is drawn on its default edge", at: program.location(call))
                }
            }
        }
        return .record(name, fields)
    }

    /// Where an `AxisMarks(…)` was written, kept in its record under a key no Swift name can
    /// spell (its warnings are located there).
    static let markLocationKey = "@location"

    static func locationValue(_ location: SourceLocation) -> SwiftValue {
        .record("SourceLocation", ["line": .int(location.line), "column": .int(location.column), "file": location.file.map(SwiftValue.string) ?? .null])
    }

    static func location(_ value: SwiftValue?) -> SourceLocation? {
        guard case .record("SourceLocation", let fields)? = value, case .int(let line)? = fields["line"],
              case .int(let column)? = fields["column"] else { return nil }
        if case .string(let file)? = fields["file"] { return SourceLocation(line: line, column: column, file: file) }
        return SourceLocation(line: line, column: column)
    }

    private static func isAutomatic(_ value: SwiftValue) -> Bool {
        if case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.last == "automatic", symbol.steps[0].arguments?.isEmpty ?? true { return true }
        return false
    }

    /// Step 3: `value.as(String.self)` of an `AxisValue`; nil for any other call.
    func axisValueMethod(_ name: String, on value: SwiftValue, _ arguments: [CallArgument]) -> SwiftValue? {
        guard case .record("AxisValue", let fields) = value, name == "as", arguments.count == 1,
              case .type(let type) = arguments[0].value, let plotted = fields["value"] else { return nil }
        switch (type, plotted) {
        case ("String", .string): return plotted
        case ("Double", .double), ("CGFloat", .double), ("Float", .double): return plotted
        case ("Int", .double(let number)) where number.isFinite && abs(number) < 1e15: return .int(Int(number.rounded(.towardZero)))
        case ("Date", _) where Self.date(plotted) != nil: return plotted
        default: return .null
        }
    }

    /// Steps 2–5: `.chartXAxis { … }` on a Chart; nil when `name` is no such call (another form
    /// is `chartFormLeftOut`'s).
    func chartAxisMarks(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "chartXAxis" || name == "chartYAxis", arguments.count == 1, arguments[0].isTrailingClosure,
              case .closure(let closure) = arguments[0].value, views.count == 1, views[0].type == "Chart",
              !views[0].members.contains(where: { $0.key == (name == "chartXAxis" ? "xAxis" : "yAxis") }) else { return nil }
        let chart = JSONField(node: views[0].json, path: "Chart", file: program.file)
        let items = try axisClosure(closure, value: nil, at: call)
        // `.automatic(roundLowerBound: false)` of any AxisMarks unrounds that end of the domain.
        let rounding = Self.axisRounding(items)
        // A chart whose marks do not make an axis is the Chart's own error, when it is drawn.
        guard let plans = try? ChartView.axisPlans(chart, xRounding: name == "chartXAxis" ? rounding : nil, yRounding: name == "chartYAxis" ? rounding : nil)
        else { return nil }
        let axis = name == "chartXAxis" ? plans.x : plans.y
        let b = AxisJSON(location: program.location(call))
        var warned: Set<String> = []
        func note(_ message: String, at location: SourceLocation) {
            if warned.insert(message).inserted { warn(message, at: location) }
        }
        var marks: [JSONNode] = []
        for item in items {
            guard case .record("AxisMarks", let fields) = item else {
                note("left out \(item.typeName) in .\(name) { … }: an axis closure holds AxisMarks", at: closure.location)
                continue
            }
            var values = axisValues(fields["values"], on: axis, note: { note($0, at: closure.location) })
            // `value.count` is every value of this AxisMarks, as SwiftUI passes it, cut or not.
            let count = values.count
            // Every AxisMarks of the axis together: at most 1,000 marks (`ChartAxisMarks`); the
            // warning at the AxisMarks whose values pass it.
            if marks.count + values.count > Self.maxAxisMarks {
                note("left out values of AxisMarks past 1,000 marks on one axis", at: Self.location(fields[Self.markLocationKey]) ?? closure.location)
                values = Array(values.prefix(max(0, Self.maxAxisMarks - marks.count)))
            }
            for (index, value) in values.enumerated() {
                let axisValue = SwiftValue.record("AxisValue", ["value": value.swift, "index": .int(index), "count": .int(count)])
                var entry: [(String, JSONNode)] = [("value", value.json(b))]
                let content: [SwiftValue]
                if case .closure(let inner)? = fields["content"] {
                    content = try axisClosure(inner, value: axisValue, at: call)
                } else {
                    content = axis.ticks == nil ? [.record("AxisValueLabel", [:])] : [.record("AxisGridLine", [:]), .record("AxisValueLabel", [:])]
                }
                for component in content {
                    switch component {
                    case .record("AxisGridLine", _): entry.append(("gridLine", JSONNode(value: .bool(true), location: b.location)))
                    case .record("AxisTick", _): entry.append(("tick", JSONNode(value: .bool(true), location: b.location)))
                    case .record("AxisValueLabel", let label):
                        guard let view = try axisLabel(label, value: value, axis: axis, defaultFormat: fields["format"], at: call, note: { note($0, at: closure.location) }) else { continue }
                        entry.append(("label", view))
                        if case .bool(true)? = label["centered"] { entry.append(("centered", JSONNode(value: .bool(true), location: b.location))) }
                    case .void: continue
                    default: note("left out \(component.typeName) in AxisMarks' closure: it holds AxisGridLine, AxisTick and AxisValueLabel", at: closure.location)
                    }
                }
                // One of each: the last gridline, tick or label given wins.
                var seen: Set<String> = []
                entry = entry.reversed().filter { seen.insert($0.0).inserted }.reversed()
                marks.append(b.object(entry))
            }
        }
        var chartView = views[0]
        var axisMembers = [("marks", b.array(marks))]
        if !rounding.lower { axisMembers.append(("roundLowerBound", JSONNode(value: .bool(false), location: b.location))) }
        if !rounding.upper { axisMembers.append(("roundUpperBound", JSONNode(value: .bool(false), location: b.location))) }
        chartView.members.append((key: name == "chartXAxis" ? "xAxis" : "yAxis", value: b.object(axisMembers)))
        return .views([chartView])
    }

    /// Step 2: whether the axis' automatic domain is rounded at each end — false where any
    /// `AxisMarks(values: .automatic(…))` or `.stride(by:…)` says `roundLowerBound: false` or
    /// `roundUpperBound: false` (`ChartAxisRounding`).
    static func axisRounding(_ items: [SwiftValue]) -> ChartAxisRounding {
        var rounding = ChartAxisRounding()
        for item in items {
            guard case .record("AxisMarks", let fields) = item, case .symbol(let symbol)? = fields["values"], symbol.steps.count == 1,
                  ["automatic", "stride"].contains(symbol.last), let arguments = symbol.steps[0].arguments else { continue }
            if case .bool(false)? = arguments.first(where: { $0.label == "roundLowerBound" })?.value { rounding.lower = false }
            if case .bool(false)? = arguments.first(where: { $0.label == "roundUpperBound" })?.value { rounding.upper = false }
        }
        return rounding
    }

    /// A closure of an axis run as a builder: the values its statements make.
    private func axisClosure(_ closure: Closure, value: SwiftValue?, at call: FunctionCallExprSyntax) throws(SceneError) -> [SwiftValue] {
        let scope = Scope(parent: closure.scope)
        if let value {
            if closure.parameters.isEmpty { scope.define("$0", value) }
            for name in closure.parameters where name != "_" { scope.define(name, value) }
        }
        var collected: [SwiftValue] = []
        let outer = buildingViews
        buildingViews = true
        defer { buildingViews = outer }
        try nested(call) { () throws(SceneError) in _ = try execute(closure.body, scope, collecting: &collected) }
        return collected
    }

    /// Step 4: a label's view, nil when it has none.
    private func axisLabel(_ label: [String: SwiftValue], value: AxisPlotted, axis: ChartAxisPlan, defaultFormat: SwiftValue?,
                           at call: FunctionCallExprSyntax, note: (String) -> Void) throws(SceneError) -> JSONNode? {
        let b = AxisJSON(location: program.location(call))
        func text(_ string: String) -> JSONNode {
            b.view("Text", [("text", b.string(string))], modifiers: [("lineLimit", b.number(1))])
        }
        if case .closure(let content)? = label["content"] {
            let made = try views(from: try invoke(content, [], at: call, asViews: true), at: content.location)
            if made.count == 1 { return made[0].json }
            return b.view("VStack", [("children", b.array(made.map(\.json)))])
        }
        if let given = label["_0"] {
            switch given {
            case .string(let string): return text(string)
            case .placeholder, .views: return try views(from: given, at: program.location(call)).first?.json
            default: note("left out AxisValueLabel(\(given.typeName)): its text is a String"); return nil
            }
        }
        if let format = label["format"] ?? defaultFormat {
            // An integer format takes the value as an Int: a value between integers (a 2.5
            // tick) has no label (decision: its `as(Int.self)` has none to give).
            if Self.isIntegerFormat(format), case .number(let number) = value, number != number.rounded() { return nil }
            do throws(SceneError) {
                return text(try formattedAxisValue(value, format: format, at: call))
            } catch {
                note("left out format: of AxisValueLabel: \(error.message); the value is written as the automatic axis writes it")
            }
        }
        return text(value.label(on: axis))
    }

    /// `format: .dateTime.hour()`, `.number`, `IntegerFormatStyle<Int>()`.
    private func formattedAxisValue(_ value: AxisPlotted, format: SwiftValue, at call: FunctionCallExprSyntax) throws(SceneError) -> String {
        var style = format
        // `IntegerFormatStyle<Int>()`, `FloatingPointFormatStyle<Double>()` (Foundation types the
        // interpreter does not make) are `.number`.
        if Self.isIntegerFormat(format) || Self.formatTypeName(format)?.hasPrefix("FloatingPointFormatStyle") == true {
            style = .symbol(Symbol(type: nil, steps: [Symbol.Step(name: "number", arguments: nil)]))
        }
        switch value {
        case .category(let text): return text
        case .number(let number):
            return try formatStyled(number, isInteger: number == number.rounded() && abs(number) < 1e15, style: style, at: call)
        case .date(let seconds):
            guard case .symbol(let symbol) = style, let first = symbol.steps.first else { throw fail("a date is formatted with .dateTime…", call) }
            return try formatDate(Date(timeIntervalSince1970: seconds), style: symbol, first: first, at: call)
        }
    }

    private static func formatTypeName(_ format: SwiftValue) -> String? {
        switch format {
        case .type(let name): return name
        case .placeholder(let unknown): return unknown.name
        default: return nil
        }
    }

    private static func isIntegerFormat(_ format: SwiftValue) -> Bool { formatTypeName(format)?.hasPrefix("IntegerFormatStyle") == true }

    /// Step 2: the values an `AxisMarks(values:)` argument gives along `axis`.
    private func axisValues(_ given: SwiftValue?, on axis: ChartAxisPlan, note: (String) -> Void) -> [AxisPlotted] {
        let automatic: [AxisPlotted] = {
            if !axis.categories.isEmpty { return axis.categories.map { .category($0) } }
            guard let ticks = axis.ticks else { return [] }
            return ticks.values.map { AxisPlotted(tick: $0, on: axis) }
        }()
        guard let given, !Self.isAutomatic(given) else { return automatic }
        switch given {
        case .symbol(let symbol) where symbol.steps.count == 1 && ["automatic", "stride"].contains(symbol.last):
            switch strideValues(symbol, on: axis) {
            case .values(let values): return values
            case .tooMany:
                note("left out values: of AxisMarks: a stride that makes 1,000 marks or more; the automatic values are drawn")
                return automatic
            case .notRead: break
            }
        case .array(let items):
            var values: [AxisPlotted] = []
            for item in items {
                if case .string(let text) = item { values.append(.category(text)) }
                else if let date = Self.date(item) { values.append(.date(date.timeIntervalSince1970)) }
                else if let number = item.number, number.isFinite, abs(number) <= 1e15 { values.append(.number(number)) }
                else { note("left out values: of AxisMarks: \(item.typeName) is no plotted value; the automatic values are drawn"); return automatic }
            }
            if values.count > 1_000 { note("left out values: of AxisMarks past the first 1,000") }
            return Array(values.prefix(1_000))
        case .placeholder(let unknown):
            note("left out values: of AxisMarks: \(unknown.name) is unknown to the renderer; the automatic values are drawn")
            return automatic
        default: break
        }
        note("left out values: of AxisMarks: this form is not drawn yet; the automatic values are drawn")
        return automatic
    }

    /// `.automatic(desiredCount: 6, minimumStride: 5)`, `.stride(by: 10)`, `.stride(by: .hour, count: 3)`.
    private enum StrideValues { case values([AxisPlotted]), tooMany, notRead }

    private func strideValues(_ symbol: Symbol, on axis: ChartAxisPlan) -> StrideValues {
        guard let ticks = axis.ticks, axis.categories.isEmpty else { return .notRead }
        let arguments = symbol.steps[0].arguments ?? []
        func argument(_ label: String) -> SwiftValue? { arguments.first { $0.label == label }?.value }
        let unit = axis.dateUnit ?? 1
        var step: Double
        if symbol.last == "automatic" {
            let count = argument("desiredCount").flatMap { $0.number }.flatMap { $0.isFinite ? Int(max(1, min($0, 100))) : nil } ?? 5
            step = ChartTicks.automatic(lower: ticks.lower, upper: ticks.upper, includesZero: false, desiredCount: count).step * unit
            if let minimum = argument("minimumStride")?.number, minimum.isFinite, minimum > step { step = minimum }
        } else if let by = argument("by")?.number, by.isFinite, by > 0 {
            step = by
        } else if case .symbol(let component)? = argument("by"), let seconds = ["second": 1.0, "minute": 60, "hour": 3_600, "day": 86_400][component.last],
                  axis.dateUnit != nil {
            step = seconds * max(1, min(argument("count")?.number ?? 1, 1e9))
        } else {
            return .notRead
        }
        // The multiples of the step inside the domain (in the axis' own unit for dates).
        guard step.isFinite, step > 0 else { return .values([]) }
        let lower = ticks.lower * unit, upper = ticks.upper * unit
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        guard last >= first else { return .values([]) }
        // Past 1,000 marks the caller draws the automatic values instead, with a warning.
        guard last - first < 1_000 else { return .tooMany }
        return .values((0...Int(last - first)).map { AxisPlotted(tick: ChartTicks.clean((first + Double($0)) * step) / unit, on: axis) })
    }
}

/// One value along a chart axis, as an axis closure's `value` and the Chart's JSON give it.
enum AxisPlotted {
    case category(String), number(Double), date(Double)

    /// A tick of `axis` (a date axis' ticks are in its unit).
    init(tick: Double, on axis: ChartAxisPlan) {
        if let unit = axis.dateUnit { self = .date(tick * unit) } else { self = .number(tick) }
    }

    var swift: SwiftValue {
        switch self {
        case .category(let text): return .string(text)
        case .number(let number): return .double(number)
        case .date(let seconds): return Interpreter.dateValue(Date(timeIntervalSince1970: seconds))
        }
    }

    func json(_ b: AxisJSON) -> JSONNode {
        switch self {
        case .category(let text): return b.object([("value", b.string(text))])
        case .number(let number): return b.object([("value", b.number(number))])
        case .date(let seconds): return b.object([("date", b.string(SceneDates.iso8601(Date(timeIntervalSince1970: seconds))))])
        }
    }

    /// As the automatic axis writes it (`ChartView` step 6).
    func label(on axis: ChartAxisPlan) -> String {
        switch self {
        case .category(let text): return text
        case .number(let number): return ChartTicks.label(number)
        case .date(let seconds): return ChartAxisPlan.dateLabel(seconds, unit: axis.dateUnit ?? 86_400)
        }
    }
}

/// Scene JSON an axis closure makes, each node at the closure's call.
struct AxisJSON {
    let location: SourceLocation

    func string(_ text: String) -> JSONNode { JSONNode(value: .string(text), location: location) }
    func number(_ value: Double) -> JSONNode { JSONNode(value: .number(value), location: location) }
    func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(value: .object(members.map { (key: $0.0, value: $0.1) }), location: location)
    }
    func array(_ items: [JSONNode]) -> JSONNode { JSONNode(value: .array(items), location: location) }
    func view(_ type: String, _ members: [(String, JSONNode)] = [], modifiers: [(String, JSONNode)] = []) -> JSONNode {
        var all: [(String, JSONNode)] = [("type", string(type))] + members
        if !modifiers.isEmpty { all.append(("modifiers", array(modifiers.map { object([$0]) }))) }
        return object(all)
    }
}
