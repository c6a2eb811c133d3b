import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Swift Charts' `DateBins`, for its `thresholds` (`AxisMarks(values: DateBins(unit: .hour, by: 3,
/// range: forecast.binRange).thresholds)`, Food Truck's weather card; docs/swift-input.md, "Swift Charts").
///
/// Apple (developer.apple.com/documentation/charts/datebins): `init(unit:by:range:calendar:)`
/// "creates uniform bins covering the given range", `by` "the number of components for each
/// bin"; `init(timeInterval:range:)` the same, "the first bin starts at the lower bound of the
/// range"; `init(thresholds:)` "creates N-1 bins with the given N thresholds"; `thresholds`
/// "the bin thresholds that surround the bins".
/// 1. `DateBins(unit:by:range:)`: the thresholds start at the start of the `unit` holding the
///    range's lower bound (decision: a calendar bin starts on its unit, in the interpreter's
///    calendar, `InterpreterFoundation`; the `calendar:` argument is that calendar) and step `by`
///    units (1 by default) until one reaches the upper bound, which is the last.
/// 2. `DateBins(timeInterval:range:)`: from the lower bound, every `timeInterval` seconds, the
///    same way. 3. `DateBins(thresholds:)`: those dates, sorted.
/// 4. At most 1,001 thresholds; a form the renderer does not read, a range or unit it does not
///    know, or more thresholds is the unknown value `DateBins(…)` (a named placeholder where drawn).
extension Interpreter {
    static let maxDateBinThresholds = 1_001

    func dateBins(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "DateBins", program.types[name] == nil else { return nil }
        func argument(_ label: String) -> SwiftValue? { arguments.first { $0.label == label }?.value }
        let labels = Set(arguments.compactMap(\.label))
        var thresholds: [Date]? = nil
        if labels == ["thresholds"], case .array(let items)? = argument("thresholds") {
            let dates = items.compactMap(Self.date)
            if dates.count == items.count, dates.count <= Self.maxDateBinThresholds { thresholds = dates.sorted() }
        } else if let range = Self.dateRange(argument("range")), range.upper >= range.lower {
            let (lower, upper) = (range.lower, range.upper)
            if labels.isSubset(of: ["unit", "by", "range", "calendar"]), labels.contains("unit"),
               case .symbol(let symbol)? = argument("unit"), let unit = Self.components[symbol.last] {
                let by = argument("by").map { value -> Int? in if case .int(let n) = value { return n } else { return nil } } ?? 1
                if let by, by > 0, let start = calendar.dateInterval(of: unit, for: lower)?.start {
                    thresholds = Self.stepped(from: start, to: upper) { calendar.date(byAdding: unit, value: by, to: $0) }
                }
            } else if labels == ["timeInterval", "range"], let interval = argument("timeInterval")?.number, interval.isFinite, interval > 0 {
                thresholds = Self.stepped(from: lower, to: upper) { $0.addingTimeInterval(interval) }
            }
        }
        guard let thresholds else { return try placeholder("DateBins(…)", at: call) }
        return .record("DateBins", ["thresholds": .array(thresholds.map(Self.dateValue))])
    }

    /// Steps 1–2: from `start`, each next date, until one reaches `upper` (the last); nil past the cap.
    private static func stepped(from start: Date, to upper: Date, next: (Date) -> Date?) -> [Date]? {
        var dates = [start]
        while let last = dates.last, last < upper {
            guard let following = next(last), following > last, dates.count < maxDateBinThresholds else { return nil }
            dates.append(following)
        }
        return dates
    }

    /// `start...end` or `start..<end` of two dates.
    private static func dateRange(_ value: SwiftValue?) -> (lower: Date, upper: Date)? {
        guard case .record(let type, let fields)? = value, type == "ClosedRange" || type == "Range",
              let lower = fields["lower"].flatMap(date), let upper = fields["upper"].flatMap(date) else { return nil }
        return (lower, upper)
    }
}
