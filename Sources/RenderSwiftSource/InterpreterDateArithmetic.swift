import Foundation
import SwiftSyntax
import RenderLayout

/// A `Date` in arithmetic, as Foundation declares it (docs/swift-input.md, "Foundation", its clock):
///
/// 1. `date + seconds`, `seconds + date` and `date - seconds` (also `+=`, `-=`) are the date
///    moved by that many seconds (`Date`'s `+`/`-` with a `TimeInterval`).
/// 2. `min(a, b, …)` and `max(a, b, …)` of dates are the earliest and the latest (`Date` is
///    `Comparable`).
/// 3. Anything else: nil (the caller's next rule).
extension Interpreter {
    static func dateArithmetic(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue? {
        switch (date(left), date(right)) {
        case (let date?, nil) where op == "+" || op == "-":
            guard let seconds = right.number, seconds.isFinite else { return nil }
            return dateValue(date.addingTimeInterval(op == "+" ? seconds : -seconds))
        case (nil, let date?) where op == "+":
            guard let seconds = left.number, seconds.isFinite else { return nil }
            return dateValue(date.addingTimeInterval(seconds))
        default:
            return nil
        }
    }

    static func dateExtreme(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "min" || name == "max", arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let dates = arguments.compactMap { date($0.value) }
        guard dates.count == arguments.count, let found = name == "min" ? dates.min() : dates.max() else { return nil }
        return dateValue(found)
    }
}
