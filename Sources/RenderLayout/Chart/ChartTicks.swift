import Foundation

/// The values an automatic quantitative axis of a Swift Chart marks, and the domain its scale
/// spans.
///
/// Apple documents only that `AxisMarkValues.automatic` "automatically determines the values
/// for the markers of the axis, approximating the target number of values"
/// (`automatic(desiredCount:roundLowerBound:roundUpperBound:)`); the step rule is not published.
/// Decision: the "nice numbers" rule of Heckbert (Graphics Gems I, 1990), as charting libraries
/// use it (not yet compared with a measured iPhone):
/// 1. The data's extent, with zero included when `includesZero` (Swift Charts' default for a
///    quantitative scale: `ScaleDomain.automatic(includesZero:)` defaults to true); an empty or
///    one-value extent becomes that value … value + 1.
/// 2. The step is the smallest of 1, 2, 2.5, 5, 10 × 10ⁿ that makes at most `desiredCount`
///    steps across the extent (desiredCount 5 by default: decision).
/// 3. The domain is the extent rounded out to whole steps; the ticks are every step across it.
/// 4. `roundLower`/`roundUpper` false (`AxisMarks(values: .automatic(roundLowerBound: false))`,
///    `ChartAxisRounding`) leave that end of the domain at the extent's own end, not rounded
///    out; the ticks are then the step's multiples inside the domain.
package enum ChartTicks {
    package struct Axis: Equatable, Sendable {
        package var lower: Double
        package var upper: Double
        package var values: [Double]
        package var step: Double

        /// Where `value` lies on the domain, 0 at `lower`, 1 at `upper`.
        package func fraction(_ value: Double) -> Double {
            upper > lower ? (value - lower) / (upper - lower) : 0
        }
    }

    package static func automatic(lower dataLower: Double, upper dataUpper: Double, includesZero: Bool = true, desiredCount: Int = 5,
                                  roundLower: Bool = true, roundUpper: Bool = true) -> Axis {
        // Step 1.
        var lower = dataLower.isFinite ? dataLower : 0, upper = dataUpper.isFinite ? dataUpper : 0
        if includesZero { lower = min(lower, 0); upper = max(upper, 0) }
        if upper <= lower { upper = lower + 1 }
        // Step 2.
        let rough = (upper - lower) / Double(max(1, desiredCount))
        let magnitude = pow(10, floor(log10(rough)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough * (1 - 1e-9) } ?? 10 * magnitude
        // Step 3.
        let first = (lower / step + 1e-9).rounded(.down), last = (upper / step - 1e-9).rounded(.up)
        let count = min(Int(last - first), 1000)
        let values = (0...max(count, 1)).map { clean(Double(Int(first) + $0) * step) }
        guard roundLower && roundUpper else {
            // Step 4: an unrounded end stays at the extent's.
            let low = roundLower ? values.first ?? lower : lower, high = roundUpper ? values.last ?? upper : upper
            return Axis(lower: low, upper: high, values: values.filter { $0 >= low - step * 1e-9 && $0 <= high + step * 1e-9 }, step: step)
        }
        return Axis(lower: values.first ?? lower, upper: values.last ?? upper, values: values, step: step)
    }

    /// A fixed domain (`chartYScale(domain: 0...100)`): exactly `lower…upper`, ticked at the
    /// step step 2 picks for it, at the multiples of the step inside.
    package static func fixed(lower: Double, upper: Double, desiredCount: Int = 5) -> Axis {
        let step = automatic(lower: lower, upper: upper, includesZero: false, desiredCount: desiredCount).step
        let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        let count = min(max(Int(last - first), -1), 1000)
        let values = count < 0 ? [] : (0...count).map { clean((first + Double($0)) * step) }
        return Axis(lower: lower, upper: upper, values: values, step: step)
    }

    /// `0.30000000000000004` is 0.3: ticks are multiples of the step, printed as such.
    package static func clean(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }

    /// A tick's label as `Double.formatted()` writes it in en_US: grouping, no trailing zeros.
    package static func label(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
