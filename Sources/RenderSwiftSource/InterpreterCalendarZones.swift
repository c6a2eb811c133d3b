import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// A calendar's time zone, and the moments it finds (isowords' `timeUntilTomorrow`: a copy of
/// `Calendar.current` set to GMT, then `nextDate(after: now, matching: DateComponents(hour: 0,
/// minute: 0), matchingPolicy: .nextTimePreservingSmallerComponents)`), through Foundation's
/// own `Calendar`:
///
/// 1. `Calendar.current` holds the render's zone (UTC, `SceneDates`: the one zone of every date
///    the renderer shows); `calendar.timeZone = zone` sets it on that copy, as Swift's value
///    semantics do, and each of its methods computes in it.
/// 2. `TimeZone(secondsFromGMT: n)` (a whole number of seconds, at most 18 hours either way,
///    else nil as Foundation gives), `TimeZone(identifier: "Europe/Paris")` (nil for a name
///    Foundation does not know), `TimeZone.gmt` and `.current` are zones.
/// 3. `nextDate(after:matching:matchingPolicy:)`, with `repeatedTimePolicy:` and `direction:`,
///    is Foundation's answer (nil where it finds none).
extension Interpreter {
    /// Step 2: nil for names that are none of these.
    func timeZoneBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "TimeZone", arguments.count == 1 else { return nil }
        switch (arguments[0].label, arguments[0].value) {
        case ("secondsFromGMT", .int(let seconds)):
            return TimeZone(secondsFromGMT: seconds) == nil ? .null : .record("TimeZone", ["secondsFromGMT": .int(seconds)])
        case ("identifier", .string(let identifier)):
            return TimeZone(identifier: identifier) == nil ? .null : .record("TimeZone", ["identifier": .string(identifier)])
        default: return nil
        }
    }

    /// Step 2: `TimeZone.gmt`, as Foundation makes it (`TimeZone(secondsFromGMT: 0)`, equal to it).
    static let gmtZone = SwiftValue.record("TimeZone", ["secondsFromGMT": .int(0)])

    /// Step 1: Foundation's zone for a `TimeZone` record (or an implicit `.gmt`, `.current`
    /// assigned where no type converted it); nil for another value.
    static func foundationZone(_ value: SwiftValue?) -> TimeZone? {
        if case .symbol(let symbol)? = value, symbol.type == nil || symbol.type == "TimeZone", symbol.steps.count == 1,
           symbol.steps[0].arguments == nil {
            switch symbol.last {
            case "gmt": return foundationZone(gmtZone)
            case "current": return TimeZone(identifier: "UTC")
            default: return nil
            }
        }
        guard case .record("TimeZone", let fields)? = value else { return nil }
        if case .int(let seconds)? = fields["secondsFromGMT"] { return TimeZone(secondsFromGMT: seconds) }
        if case .string(let identifier)? = fields["identifier"] { return TimeZone(identifier: identifier) }
        return nil
    }

    /// Step 1: `Calendar.current`'s value.
    static var currentCalendarValue: SwiftValue { .record("Calendar", ["timeZone": .record("TimeZone", ["identifier": .string("UTC")])]) }

    /// Step 1: the render's calendar in the record's zone.
    func calendar(of fields: [String: SwiftValue]) -> Calendar {
        var calendar = self.calendar
        if let zone = Self.foundationZone(fields["timeZone"]) { calendar.timeZone = zone }
        return calendar
    }

    /// Step 3: nil for other methods.
    func calendarSearch(_ name: String, _ calendar: Calendar, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        guard name == "nextDate", labels.count >= 3, Array(labels.prefix(3)) == ["after", "matching", "matchingPolicy"],
              Set(labels.dropFirst(3)).isSubset(of: ["repeatedTimePolicy", "direction"]) else { return nil }
        for argument in arguments { if case .placeholder = argument.value { return argument.value } }
        let implicit = try implicitDateMember(arguments[0].value, to: "Date", at: call)
        guard let start = Self.date(arguments[0].value) ?? implicit.flatMap(Self.date) else {
            throw fail("nextDate(after:…) needs a Date, found \(arguments[0].value.typeName)", call)
        }
        guard case .record("DateComponents", let fields) = arguments[1].value else {
            throw fail("nextDate(…matching:…) needs DateComponents, found \(arguments[1].value.typeName)", call)
        }
        var components = DateComponents()
        for (key, value) in fields {
            guard case .int(let number) = value, abs(number) <= 1_000_000, let unit = Self.components[key] else { continue }
            components.setValue(number, for: unit)
        }
        func option(_ index: Int) -> String? {
            guard case .symbol(let symbol) = arguments[index].value, symbol.steps.count == 1 else { return nil }
            return symbol.last
        }
        let policies: [String: Calendar.MatchingPolicy] = ["nextTime": .nextTime, "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents,
                                                           "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents, "strict": .strict]
        guard let policy = option(2).flatMap({ policies[$0] }) else {
            throw program.error("matchingPolicy: takes .nextTime, .nextTimePreservingSmallerComponents, .previousTimePreservingSmallerComponents or .strict", location: arguments[2].location)
        }
        var repeated = Calendar.RepeatedTimePolicy.first, direction = Calendar.SearchDirection.forward
        for index in 3..<arguments.count {
            switch (labels[index], option(index)) {
            case ("repeatedTimePolicy", "first"): repeated = .first
            case ("repeatedTimePolicy", "last"): repeated = .last
            case ("direction", "forward"): direction = .forward
            case ("direction", "backward"): direction = .backward
            default: throw program.error("\(labels[index] ?? "") takes \(labels[index] == "direction" ? ".forward or .backward" : ".first or .last")", location: arguments[index].location)
            }
        }
        return calendar.nextDate(after: start, matching: components, matchingPolicy: policy, repeatedTimePolicy: repeated, direction: direction)
            .map(Self.dateValue) ?? .null
    }
}
