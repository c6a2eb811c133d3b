import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `TimelineView(schedule) { context in … }` at rest.
///
/// Apple: a timeline view "acts as a container with no appearance of its own. Instead, it
/// redraws the content it contains at scheduled points in time"; its closure receives a
/// `TimelineView.Context` with the `date` "from the schedule that triggered the current view
/// update" and a `cadence`, "the rate at which the timeline updates the view", which "the
/// system might" make "slower than the schedule's update rate" (watchOS with the wrist lowered)
/// — developer.apple.com/documentation/swiftui/timelineview, …/timelineview/context/date,
/// …/timelineview/context/cadence-swift.property.
///
/// 1. The content is built once, for the first update, which happens when the view appears.
/// 2. `context.date` is the schedule's entry for the render's now (`--now`): `.animation`,
///    `.animation(minimumInterval:paused:)` (paused or not: the first frame is drawn) → now;
///    `.everyMinute` → now with its seconds dropped (Apple's `date` page: an every-minute
///    schedule made at 10:09:55 updates at once with 10:09:00); `.periodic(from: start, by: d)`
///    → the last `start + k·d` at or before now, or `start` when it is later than now;
///    `.explicit(dates)` → the last date at or before now, else the earliest, else now. A
///    schedule of the app's own (a `TimelineSchedule` type) → now, noted.
/// 3. `context.cadence` is `.live` for every schedule: the cadence is the system's rate, and an
///    iPhone app in the foreground is not slowed (decision, docs/swift-input.md).
/// 4. Layout: the content's own (the timeline view has "no appearance of its own"): the
///    closure's views stand where the TimelineView is, as a `ScrollViewReader`'s do.
extension Interpreter {
    package func timelineView(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard let content = arguments.last, case .closure(let closure) = content.value, arguments.count == 2,
              arguments[0].label == nil else {
            throw fail("TimelineView takes a schedule and a closure: TimelineView(.animation) { context in … }", call)
        }
        let date = try timelineDate(arguments[0].value, at: call)
        let cadence = SwiftValue.symbol(Symbol(type: "TimelineView.Context.Cadence", steps: [.init(name: "live", arguments: nil)]))
        let context = SwiftValue.record("TimelineView.Context", ["date": Self.dateValue(date), "cadence": cadence])
        return try invoke(closure, [CallArgument(label: nil, value: context, location: program.location(call))], at: call, asViews: true)
    }

    /// Step 2: the date of the schedule's first update at `now`.
    private func timelineDate(_ schedule: SwiftValue, at call: FunctionCallExprSyntax) throws(SceneError) -> Date {
        let now = Date(timeIntervalSinceReferenceDate: self.now)
        guard case .symbol(let symbol) = schedule, symbol.steps.count == 1, let step = symbol.steps.first else {
            noteUsed("TimelineView's schedule \(schedule.typeName) is the app's own: its first update is taken to be now", call)
            return now
        }
        let arguments = step.arguments ?? []
        switch (step.name, arguments.map(\.label)) {
        case ("animation", _):
            return now
        case ("everyMinute", _):
            let seconds = self.now - self.now.truncatingRemainder(dividingBy: 60)
            return Date(timeIntervalSinceReferenceDate: self.now < 0 && seconds != self.now ? seconds - 60 : seconds)
        case ("periodic", ["from", "by"]):
            let from = try implicitDateMember(arguments[0].value, to: "Date", at: call) ?? arguments[0].value
            guard let start = Self.date(from), let interval = arguments[1].value.number, interval > 0, interval.isFinite else {
                throw fail("TimelineView's .periodic(from:by:) takes a Date and a positive number of seconds", call)
            }
            guard start <= now else { return start }
            let steps = ((self.now - start.timeIntervalSinceReferenceDate) / interval).rounded(.down)
            return Date(timeIntervalSinceReferenceDate: start.timeIntervalSinceReferenceDate + steps * interval)
        case ("explicit", [nil]):
            var dates: [Date] = []
            for value in try elements(of: arguments[0].value, at: call) {
                guard let date = Self.date(try implicitDateMember(value, to: "Date", at: call) ?? value) else { throw fail("TimelineView's .explicit(_:) takes dates, found \(value.typeName)", call) }
                dates.append(date)
            }
            return dates.filter { $0 <= now }.max() ?? dates.min() ?? now
        case ("everyMinute", _), ("periodic", _), ("explicit", _):
            throw fail("TimelineView's schedule .\(step.name) takes other arguments (.periodic(from:by:), .explicit(_:))", call)
        default:
            // SwiftUI has no other schedule: `.hourly` is the app's own (an extension of
            // `TimelineSchedule`), as in step 2.
            noteUsed("TimelineView's schedule .\(step.name) is the app's own: its first update is taken to be now", call)
            return now
        }
    }
}
