import Foundation
import SwiftSyntax
import RenderLayout

/// Swift's `Duration` as apps format it (IceCubes' `ServerDate.relativeFormatted`:
/// `Duration.seconds(-date.timeIntervalSinceNow).formatted(.units(width: .narrow,
/// maximumUnitCount: 1))`), formatted by the real Foundation in the render's locale:
///
/// 1. `Duration.seconds(x)` and `.milliseconds(x)` are a record of the seconds.
/// 2. `formatted()` is Foundation's default (`.time(pattern: .hourMinuteSecond)`: "1:02:05");
///    `formatted(.units(width: w, maximumUnitCount: n))` (`width:` `.wide`, `.abbreviated`,
///    `.condensedAbbreviated`, `.narrow`; either argument may be left out) is Foundation's units
///    style ("0s", "1h" narrow); `formatted(.time(pattern: .hourMinute | .hourMinuteSecond |
///    .minuteSecond))` the time style.
/// 3. Another style or argument is the unknown value `Duration.formatted(…)`, a placeholder where
///    drawn, never an error.
extension Interpreter {
    /// Step 1: nil for another static or value.
    static func durationBuiltin(_ name: String, on base: SwiftValue, _ arguments: [CallArgument]) -> SwiftValue? {
        guard case .type("Duration") = base, ["seconds", "milliseconds"].contains(name), arguments.count == 1,
              arguments[0].label == nil, let amount = arguments[0].value.number, amount.isFinite, abs(amount) < 1e15 else { return nil }
        return .record("Duration", ["seconds": .double(name == "seconds" ? amount : amount / 1000)])
    }

    /// Step 2 for `formatted` of a duration; nil for another method or value.
    func durationMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("Duration", let fields) = base, name == "formatted", let seconds = fields["seconds"]?.number else { return nil }
        let duration = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        let locale = foundationLocale
        if arguments.isEmpty { return .string(duration.formatted(.time(pattern: .hourMinuteSecond).locale(locale))) }
        guard arguments.count == 1, arguments[0].label == nil, case .symbol(let style) = arguments[0].value, style.steps.count == 1 else {
            return try placeholder("Duration.formatted(…)", at: call)
        }
        let given = style.steps[0].arguments ?? []
        switch style.last {
        case "units":
            var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
            var maximum = Int.max
            for argument in given {
                switch (argument.label, argument.value) {
                case ("width"?, .symbol(let named)):
                    let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = ["wide": .wide, "abbreviated": .abbreviated,
                                                                                 "condensedAbbreviated": .condensedAbbreviated, "narrow": .narrow]
                    guard let known = widths[named.last] else { return try placeholder("Duration.formatted(…)", at: call) }
                    width = known
                case ("maximumUnitCount"?, .int(let count)) where count > 0: maximum = count
                default: return try placeholder("Duration.formatted(…)", at: call)
                }
            }
            let units = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: width,
                                                  maximumUnitCount: maximum == .max ? nil : maximum)
            return .string(duration.formatted(units.locale(locale)))
        case "time":
            guard given.count == 1, given[0].label == "pattern", case .symbol(let pattern) = given[0].value else { break }
            let patterns: [String: Duration.TimeFormatStyle.Pattern] = ["hourMinute": .hourMinute, "hourMinuteSecond": .hourMinuteSecond,
                                                                        "minuteSecond": .minuteSecond]
            guard let known = patterns[pattern.last] else { break }
            return .string(duration.formatted(.time(pattern: known).locale(locale)))
        default: break
        }
        return try placeholder("Duration.formatted(…)", at: call)
    }
}
