import SwiftSyntax
import RenderLayout
import RenderScene

/// `stride(from:to:by:)` and `stride(from:through:by:)`, as a loop over a `Shape`'s points
/// writes them (Hacking with Swift's `Spirograph`: `for theta in stride(from: 0, through:
/// endPoint, by: 0.01)`).
///
/// 1. All three Ints: the Ints `from`, `from + by`, … up to `to` (not included) or `through`
///    (included when reached), counting down when `by` is negative.
/// 2. Otherwise Doubles, each `from + i × by` (Swift's floating-point strides multiply, so
///    error does not pile up over a thousand steps), up to the end as above.
/// 3. `by: 0` is an error, as it traps in Swift; the elements count against the evaluation
///    budget, as every collection the interpreter makes.
extension Interpreter {
    func strideValues(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard arguments.count == 3, arguments[0].label == "from", arguments[2].label == "by",
              let endLabel = arguments[1].label, endLabel == "to" || endLabel == "through" else { return nil }
        let closed = endLabel == "through"
        if case .int(let from) = arguments[0].value, case .int(let end) = arguments[1].value, case .int(let by) = arguments[2].value {
            guard by != 0 else { throw fail("stride by 0 never ends", call) }
            var values: [SwiftValue] = []
            var current = from
            while by > 0 ? (closed ? current <= end : current < end) : (closed ? current >= end : current > end) {
                try bound(elements: values.count + 1, at: call)
                try spend(elements: 1, at: call)
                values.append(.int(current))
                let (next, overflow) = current.addingReportingOverflow(by)
                if overflow { break }
                current = next
            }
            return .array(values)
        }
        guard let from = arguments[0].value.number, let end = arguments[1].value.number, let by = arguments[2].value.number else { return nil }
        guard by != 0, by.isFinite, from.isFinite, end.isFinite else { throw fail("stride needs finite bounds and a step other than 0", call) }
        var values: [SwiftValue] = []
        var index = 0.0
        while true {
            let current = from + index * by
            guard by > 0 ? (closed ? current <= end : current < end) : (closed ? current >= end : current > end) else { break }
            try bound(elements: values.count + 1, at: call)
            try spend(elements: 1, at: call)
            values.append(.double(current))
            index += 1
        }
        return .array(values)
    }
}
