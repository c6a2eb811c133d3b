import SwiftSyntax

import RenderLayout
import RenderScene

/// Conversions and counts that trap in Swift (`Int(Double.nan)`, `Int(1e19)`, a range of more
/// elements than memory holds) as errors at the code that asked for them.
extension Interpreter {
    /// Ranges keep their bounds as Doubles: integers beyond ±2^53 would lose their last digits.
    package static let exactIntegerBound = 9_007_199_254_740_992.0

    /// `Int(x)` where Swift would trap (NaN, an infinity, beyond Int's range): an error at `node`.
    package func integer(_ x: Double, _ what: String, at node: some SyntaxProtocol) throws(SceneError) -> Int {
        guard x.isFinite, x >= -0x1p63, x < 0x1p63 else {
            throw fail("\(what) \(formatNumber(x)) is not a whole number an Int can hold", node)
        }
        return Int(x)
    }

    /// A range of two Ints, refused when a bound is beyond ±2^53, where a Double (the range's
    /// bounds) no longer holds every integer.
    package func checkRangeBounds(_ a: Int, _ b: Int, at node: some SyntaxProtocol) throws(SceneError) {
        let bound = Int(Self.exactIntegerBound)
        guard (-bound...bound).contains(a), (-bound...bound).contains(b) else {
            throw fail("a range's bounds must be within ±\(bound) (2^53), found \(a) and \(b)", node)
        }
    }

    /// How many integers `lower..<upper` or `lower...upper` holds, as Swift counts them
    /// (`count`); an error when that is not a whole number an Int can hold.
    package func rangeCount(_ lower: Double, _ upper: Double, closed: Bool, at node: some SyntaxProtocol) throws(SceneError) -> Int {
        let first = lower.rounded(.up), last = closed ? upper.rounded(.down) : upper.rounded(.up) - 1
        return max(0, try integer(last - first + 1, "the range's count", at: node))
    }

    /// The integers of a range, counted and charged before any is made.
    package func rangeElements(_ lower: Double, _ upper: Double, closed: Bool, at node: some SyntaxProtocol) throws(SceneError) -> [SwiftValue] {
        let first = lower.rounded(.up), last = closed ? upper.rounded(.down) : upper.rounded(.up) - 1
        guard first <= last else { return [] }
        let count = last - first + 1
        guard count.isFinite, count <= Double(EvaluationBudget.maxCollection) else {
            throw fail("the range holds more than \(EvaluationBudget.maxCollection) elements", node)
        }
        let start = try integer(first, "the range's lower bound", at: node)
        _ = try integer(last, "the range's upper bound", at: node)
        try making(elements: Int(count), at: node)
        return (0..<Int(count)).map { .int(start + $0) }
    }

    /// `-x`, `abs(x)` of an Int: Int.min has no positive counterpart.
    package func negate(_ number: Int, at node: some SyntaxProtocol) throws(SceneError) -> Int {
        let (result, overflow) = Int(0).subtractingReportingOverflow(number)
        guard !overflow else { throw fail("arithmetic overflow: -(\(number)) is beyond Int's range", node) }
        return result
    }
}
