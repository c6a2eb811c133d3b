import Foundation
import RenderLayout

/// `DatePicker`, iOS 17 at rest, in the style `datePickerStyle` puts in its environment.
///
/// Decoding (docs/scene-format.md, "Controls"): exactly one of `title` (a Text) and `label` (one
/// view); `selection` a date, ISO 8601 (`"2026-01-01T09:41:00Z"`; the Swift front end writes
/// `Date()` as its fixed now, `--now`); `displayedComponents` an array of `"date"` and
/// `"hourAndMinute"` (default both); `in:` bounds change nothing drawn and are not in the scene.
/// Dates are shown in en-US, UTC, Gregorian (`SceneDates`).
///
/// 1. Compact (`automatic`, `compact`): a row as a Toggle's (`ControlRow`) — the label, flexible
///    space, then a grey "pill" per component, 6 apart: the date as "Jan 1, 2026", the time as
///    "9:41 AM". A pill is its text (body, primary colour, one line) padded 11 on the sides and
///    6 above and below, on a rounded rectangle of radius 6 filled with tertiarySystemFill — 34
///    high, UIDatePicker's compact height; the fill is the one iOS gives the compact picker's
///    background (decision: padding and radius read off iOS 17 screenshots; Apple publishes
///    none). Under `labelsHidden()` the row is its pills alone (ControlRowLayout step 4), the
///    common `DatePicker("", selection: $date).labelsHidden()` of a compact date button.
/// 2. Graphical: the month of the selection, without the label (iOS draws none in this style):
///    a 44-high header — the month and year (17 semibold) and a chevron.right in the accent
///    colour leading, chevron.left and chevron.right (20 medium, accent colour, 28 apart)
///    trailing; the weekday initials row (13 semibold, uppercase, tertiaryLabel), weeks from
///    Sunday (en-US); then one row per week, 44 high, seven equal columns filling the width,
///    each day centred in 20-point regular type. The selected day is in the accent colour,
///    semibold (24), on a 40-point circle of the accent colour at 12 % opacity. With
///    `hourAndMinute`, a divider and a "Time" row with the time's pill follow.
///    Decision: sizes as iOS 17's inline UIDatePicker looks; only the weeks of the month are
///    drawn (no trailing empty week). Today — the scene's `canvas.today`, a Swift file's
///    `Date()` (`--now`) — when it is not the selected day, is its number in the accent colour,
///    regular weight (decision: as iOS 17's inline date picker shows today; Apple publishes no
///    numbers); a scene without a today marks none.
///    A `foregroundStyle` set around the picker reaches none of the calendar (decision): iOS
///    draws it with UIKit's inline UIDatePicker (`UIDatePickerStyle.inline`), in its
///    `tintColor` (SwiftUI's `tint`) and UIKit's label colours; UIDatePicker has no public
///    text colour (apps reach for a private "textColor" key), so SwiftUI's style has no way in.
/// 3. Wheel (`wheel`): UIDatePicker's wheels at rest, without the label (as the wheel Picker
///    draws none): one column per field, side by side, 20 apart, centred, each as wide as its
///    widest value, its values on the wheel Picker's drum (`WheelPickerLayout` steps 2–4: rows
///    32 apart round a 108-point cylinder, three each side, 216 tall, title3 type, the
///    selected row in the primary colour and the others secondaryLabel fading with the
///    angle, one tertiarySystemFill band behind the selected row across the width 8 in from
///    each side). Columns (en-US), as the HIG's "Pickers" lists the date picker's modes
///    ("Date. Displays months, days of the month, and years"; "Time. Displays hours,
///    minutes, and (optionally) an AM/PM designation"; "Date and time. Displays dates, hours,
///    minutes, and (optionally) an AM/PM designation"): date — month name, day, year; time —
///    hour, two-digit minute, AM/PM (only the two rows); both — the day as "Thu Jan 1"
///    ("Today" for today, as UIDatePicker writes it), hour, minute, AM/PM. Months, days and
///    hours wrap round; years and days of the date column do not need to. Decision: columns centred within themselves; Apple publishes no
///    metrics.
/// 4. Layout: the behaviour lays out the children of the style in effect (compact: label,
///    Spacer, pills as an HStack; graphical: the calendar alone; wheel: the wheels alone) and
///    places only those.
package enum DatePickerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("DatePicker", json: ["title", "label", "selection", "displayedComponents"],
      summary: "Compact: a row of the label and the date and time in grey pills; graphical: the month's calendar.", [
        .init([.init("_", .string, key: "title"), .init("selection", .date),
               .init("displayedComponents", .datePickerComponents, optional: true)]),
        .init([.init("_", .string, key: "title"), .init("selection", .date), .init("in", .ignored),
               .init("displayedComponents", .datePickerComponents, optional: true)]),
        .init([.init("selection", .date), .init("displayedComponents", .datePickerComponents, optional: true), .init("label", .view)]),
        .init([.init("selection", .date), .init("in", .ignored), .init("displayedComponents", .datePickerComponents, optional: true),
               .init("label", .view)]),
    ])

    package static let pillPadding = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    package static let pillRadius = 6.0, pillSpacing = 6.0
    package static let headerHeight = 44.0, dayHeight = 44.0, selectedDiameter = 40.0

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let selectionField = object.member("selection") else { throw object.fail("DatePicker needs \"selection\": a date such as \"2026-01-01T09:41:00Z\"") }
        let text = try selectionField.string()
        guard let date = SceneDates.parse(text) else {
            throw selectionField.fail("\"\(text.prefix(60))\" is not an ISO 8601 date such as \"2026-01-01T09:41:00Z\"")
        }
        var showsDate = true, showsTime = true
        if let components = object.member("displayedComponents") {
            let names = try components.array().map { (f: JSONField) throws(SceneError) in
                try f.choice(["date": "date", "hourAndMinute": "hourAndMinute"], what: "date picker component")
            }
            guard !names.isEmpty else { throw components.fail("displayedComponents names \"date\", \"hourAndMinute\" or both") }
            showsDate = names.contains("date")
            showsTime = names.contains("hourAndMinute")
        }
        let b = JSONBuilder(location: object.node.location)
        // Step 1.
        var pills: [JSONNode] = []
        if showsDate { pills.append(pill(SceneDates.abbreviatedDate(date), b)) }
        if showsTime { pills.append(pill(SceneDates.shortTime(date), b)) }
        let compact = b.view("HStack", [("spacing", b.number(pillSpacing)), ("children", b.array(pills))])
        let (_, row) = try ComposedControlRow.decode("DatePicker", control: compact, in: object, &context)
        // Step 2.
        let today = context.decoder.today
        context.decoder.readsToday = true
        let calendarField = JSONField(node: calendar(date, today: today, showsDate: showsDate, showsTime: showsTime, b),
                                      at: JSONPath(parent: object.at, key: "calendar"), file: object.file)
        let graphical = try context.decoder.view(calendarField, depth: context.depth)
        // Step 3.
        let wheelField = JSONField(node: wheels(date, today: today, showsDate: showsDate, showsTime: showsTime, b),
                                   at: JSONPath(parent: object.at, key: "wheels"), file: object.file)
        let wheel = try context.decoder.view(wheelField, depth: context.depth)
        return (DatePickerBehavior(), row + graphical + wheel)
    }

    static func pill(_ text: String, _ b: JSONBuilder) -> JSONNode {
        b.view("Text", [("text", b.string(text))], modifiers: [
            ("lineLimit", b.number(1)),
            ("padding", b.object([("top", b.number(pillPadding.top)), ("leading", b.number(pillPadding.leading)),
                                  ("bottom", b.number(pillPadding.bottom)), ("trailing", b.number(pillPadding.trailing))])),
            ("background", b.view("RoundedRectangle", [("cornerRadius", b.number(pillRadius)), ("style", b.string("continuous")),
                                                       ("fill", b.string("tertiarySystemFill"))])),
        ])
    }

    /// Step 2: the graphical style's calendar of `date`'s month.
    static func calendar(_ date: Date, today: Date?, showsDate: Bool, showsTime: Bool, _ b: JSONBuilder) -> JSONNode {
        func font(_ size: Double, _ weight: String) -> (String, JSONNode) {
            ("font", b.object([("size", b.number(size)), ("weight", b.string(weight))]))
        }
        // The calendar's foreground style is the accent colour (`DatePickerBehavior`): what is
        // drawn in it says "primary", what is not names its own colour.
        let accent: (String, JSONNode) = ("foregroundStyle", b.string("primary"))
        let label: (String, JSONNode) = ("foregroundStyle", b.string("label"))
        let fill: (String, JSONNode) = ("frame", b.object([("maxWidth", b.string("infinity"))]))
        func symbol(_ name: String, _ size: Double, _ weight: String) -> JSONNode {
            b.view("Image", [("systemName", b.string(name))], modifiers: [font(size, weight), accent])
        }
        var rows: [JSONNode] = []
        if showsDate {
            let header = b.view("HStack", [("children", b.array([
                b.view("HStack", [("spacing", b.number(4)), ("children", b.array([
                    b.view("Text", [("text", b.string(SceneDates.monthAndYear(date)))], modifiers: [font(17, "semibold"), label, ("lineLimit", b.number(1))]),
                    symbol("chevron.right", 17, "semibold"),
                ]))]),
                b.view("Spacer"),
                b.view("HStack", [("spacing", b.number(28)), ("children", b.array([symbol("chevron.left", 20, "medium"), symbol("chevron.right", 20, "medium")]))]),
            ]))], modifiers: [("frame", b.object([("height", b.number(headerHeight))]))])
            rows.append(header)
            let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"].map {
                b.view("Text", [("text", b.string($0))], modifiers: [font(13, "semibold"), ("foregroundStyle", b.string("tertiaryLabel")),
                                                                     ("lineLimit", b.number(1)), fill])
            }
            rows.append(b.view("HStack", [("spacing", b.number(0)), ("children", b.array(weekdays))]))
            let calendar = SceneDates.calendar
            let day = calendar.component(.day, from: date)
            // Today's number in this month, if today is in it.
            let todayNumber = today.flatMap { today in
                calendar.isDate(today, equalTo: date, toGranularity: .month) ? calendar.component(.day, from: today) : nil
            }
            let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
            let leading = calendar.component(.weekday, from: first) - 1
            let count = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
            let cells = leading + count, weeks = (cells + 6) / 7
            for week in 0..<weeks {
                var days: [JSONNode] = []
                for column in 0..<7 {
                    let n = week * 7 + column - leading + 1
                    let height: (String, JSONNode) = ("frame", b.object([("height", b.number(dayHeight))]))
                    guard (1...count).contains(n) else {
                        days.append(b.view("Color", [("color", b.string("clear"))], modifiers: [fill, height]))
                        continue
                    }
                    if n == day {
                        days.append(b.view("Text", [("text", b.string(String(n)))], modifiers: [
                            font(24, "semibold"), accent, ("lineLimit", b.number(1)), fill, height,
                            ("background", b.view("Circle", [("fill", b.string("primary"))], modifiers: [
                                ("opacity", b.number(0.12)),
                                ("frame", b.object([("width", b.number(selectedDiameter)), ("height", b.number(selectedDiameter))]))])),
                        ]))
                    } else {
                        days.append(b.view("Text", [("text", b.string(String(n)))],
                                           modifiers: [font(20, "regular"), n == todayNumber ? accent : label, ("lineLimit", b.number(1)), fill, height]))
                    }
                }
                rows.append(b.view("HStack", [("spacing", b.number(0)), ("children", b.array(days))]))
            }
        }
        if showsTime {
            if showsDate { rows.append(b.view("Divider")) }
            rows.append(b.view("HStack", [("children", b.array([
                b.view("Text", [("text", b.string("Time"))], modifiers: [label, ("lineLimit", b.number(1))]),
                b.view("Spacer"),
                b.modified(pill(SceneDates.shortTime(date), b), [label]),
            ]))], modifiers: [("padding", b.object([("top", b.number(6)), ("bottom", b.number(6))]))]))
        }
        return b.view("VStack", [("spacing", b.number(0)), ("children", b.array(rows))], modifiers: [fill])
    }

    /// Step 3: the wheels of `date`.
    static func wheels(_ date: Date, today: Date?, showsDate: Bool, showsTime: Bool, _ b: JSONBuilder) -> JSONNode {
        let calendar = SceneDates.calendar
        func shifted(_ component: Calendar.Component, _ k: Int) -> Date { calendar.date(byAdding: component, value: k, to: date) ?? date }
        func wrapped(_ value: Int, _ k: Int, _ count: Int, from first: Int) -> Int { ((value - first + k) % count + count) % count + first }
        let ks = Array(-3...3)
        var columns: [[(k: Int, text: String)]] = []
        if showsDate && !showsTime {
            let month = calendar.component(.month, from: date), day = calendar.component(.day, from: date), year = calendar.component(.year, from: date)
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let names = calendar.standaloneMonthSymbols
            columns.append(ks.map { ($0, names[wrapped(month, $0, 12, from: 1) - 1]) })
            columns.append(ks.map { ($0, String(wrapped(day, $0, days, from: 1))) })
            columns.append(ks.map { ($0, String(year + $0)) })
        }
        if showsTime {
            if showsDate {
                columns.append(ks.map { k in
                    let day = shifted(.day, k)
                    return (k, today.map { calendar.isDate($0, inSameDayAs: day) } == true ? "Today" : SceneDates.format(day, "EEE MMM d"))
                })
            }
            let hour = calendar.component(.hour, from: date), minute = calendar.component(.minute, from: date)
            columns.append(ks.map { ($0, String(wrapped(hour % 12 == 0 ? 12 : hour % 12, $0, 12, from: 1))) })
            columns.append(ks.map { ($0, String(format: "%02d", wrapped(minute, $0, 60, from: 0))) })
            columns.append(hour < 12 ? [(0, "AM"), (1, "PM")] : [(-1, "AM"), (0, "PM")])
        }
        let radius = WheelPickerLayout.radius, pitch = WheelPickerLayout.rowPitch
        let wheelColumns = columns.map { column in
            b.view("ZStack", [("children", b.array(column.map { row in
                let angle = Double(row.k) * pitch / radius
                return b.view("Text", [("text", b.string(row.text))], modifiers: [
                    ("font", b.string("title3")), ("lineLimit", b.number(1)),
                    ("foregroundStyle", b.string(row.k == 0 ? "label" : "secondaryLabel")),
                    ("opacity", b.number(row.k == 0 ? 1 : cos(angle))),
                    ("offset", b.object([("y", b.number(radius * sin(angle)))])),
                ])
            }))])
        }
        let band = b.view("RoundedRectangle", [("cornerRadius", b.number(WheelPickerLayout.bandRadius)), ("fill", b.string("tertiarySystemFill"))],
                          modifiers: [("frame", b.object([("height", b.number(pitch))])),
                                      ("padding", b.object([("leading", b.number(WheelPickerLayout.bandInset)), ("trailing", b.number(WheelPickerLayout.bandInset))]))])
        return b.view("ZStack", [("children", b.array([band, b.view("HStack", [("spacing", b.number(20)), ("children", b.array(wheelColumns))])]))],
                      modifiers: [("frame", b.object([("height", b.number(WheelPickerLayout.height))])),
                                  ("frame", b.object([("maxWidth", b.string("infinity"))])),
                                  ("clipped", JSONNode(value: .bool(true), location: b.location))])
    }
}

/// A DatePicker in the view tree: children label, Spacer, pills (compact), then the calendar
/// (graphical), then the wheels (wheel); step 4 lays out and places those of the style in
/// effect.
package struct DatePickerBehavior: ControlRow {
    package var name: String { "DatePicker" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        switch environment.controlStyles["DatePicker"] {
        case "graphical": return ChildRangeLayout(range: 3..<4, row: false)
        case "wheel": return ChildRangeLayout(range: 4..<5, row: false)
        default: return ChildRangeLayout(range: 0..<3, row: true, labelsHidden: environment.labelsHidden)
        }
    }

    package var adjustsEachChild: Bool { true }

    /// The calendar (child 3) is drawn in the accent colour, the tint in effect (step 2).
    package func adjust(child index: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        if index == 3 { environment.foregroundStyle = ControlChildEnvironment.accent(parent) }
    }
}

/// Lays out some of a view's children — as a control row (`ControlRowLayout`), or the one
/// child in place — and leaves the others unplaced, so they are not drawn (as `ViewThatFits`).
package struct ChildRangeLayout: Layout {
    package let range: Range<Int>
    package let row: Bool
    /// The row under `labelsHidden()`: its pills alone (ControlRowLayout step 4).
    package var labelsHidden = false

    private var rowLayout: ControlRowLayout { ControlRowLayout(labelsHidden: labelsHidden) }

    private func chosen(_ subviews: LayoutSubviews) -> LayoutSubviews {
        Array(subviews[max(0, min(range.lowerBound, subviews.count))..<max(0, min(range.upperBound, subviews.count))])
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let shown = chosen(subviews)
        if row { return rowLayout.sizeThatFits(proposal: proposal, subviews: shown, context: context) }
        return shown.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let shown = chosen(subviews)
        if row { return rowLayout.placeSubviews(in: bounds, proposal: proposal, subviews: shown, context: context) }
        shown.first?.place(at: bounds.origin, proposal: proposal)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                   subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let shown = chosen(subviews)
        if row { return rowLayout.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: shown, context: context) }
        return shown.first?.explicitAlignment(of: key, proposal: proposal)
    }
}
