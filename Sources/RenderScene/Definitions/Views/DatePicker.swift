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
///    "9:41 AM". A pill is its text (body, primary colour, one line) padded 12 on the sides and
///    at least 6 above and below, at least 35 high with the text centred, on a continuous
///    rounded rectangle of radius 8 filled with tertiarySystemFill; the time is written with
///    a narrow no-break space before AM/PM ("9:41\u{202F}AM"), as iOS 17 and later format it.
///    Measured on iOS 18.5 (DrunkOnJava/ModularHomeInventory's `testNotificationSettingsView
///    .1.png` at bad97916e862, dark, scripts/device-compare `form-date-pickers-dark`): the bezel
///    is 35 high, (49, 49, 54) over the dark cell's (28, 28, 30) — tertiarySystemFill —, its
///    corners cut away 15.3 square points each (a continuous radius of 8.2), its text
///    body-sized and centred, ending 20 from the card like a row's text, in a 44-point row
///    (`ListMetrics.datePickerRowVerticalInset`); "8:00 PM" has 4.3 points of ink between "0"
///    and "P" where its digits have 1.7 (a narrow space; a word space leaves about 6); its ink
///    lies 13.0 and 13.3 in from the bezel's ends, where Inter's text padded 11 left 11.7 and
///    12.3 (so 12: 12.7 and 13.3; SF's own side bearings are not known here). Under
///    `labelsHidden()` the row is its pills alone (ControlRowLayout step 4), the common
///    `DatePicker("", selection: $date).labelsHidden()` of a compact date button.
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
///    draws none): one column per field on the wheel Picker's drum (`WheelDrum`: rows 32 apart
///    round a 108-point cylinder, three each side, 216 tall, title3 type, the selected row in
///    the primary colour and the others secondaryLabel fading with the angle, one
///    tertiarySystemFill band behind the selected row across the width 8 in from each side),
///    laid out by `DateWheelsLayout`. Columns (en-US), as the HIG's "Pickers" lists the date
///    picker's modes ("Date. Displays months, days of the month, and years"; "Time. Displays
///    hours, minutes, and (optionally) an AM/PM designation"; "Date and time. Displays dates,
///    hours, minutes, and (optionally) an AM/PM designation"): date — month name, day, year;
///    time — hour, two-digit minute, AM/PM (only the two rows); both — the day as "Thu Jan 1"
///    ("Today" for today, as UIDatePicker writes it), hour, minute, AM/PM. Months, days and
///    hours wrap round; years and days of the date column do not need to. A foreground style
///    set around the picker reaches none of it (as step 2: UIKit draws it).
/// 4. Layout: the view is decoded with the compact row's children (label, Spacer, pills as an
///    HStack). The calendar and the wheels are made only where their style is in effect, when
///    the layout tree is built (`ViewBehavior.children(of:in:)`, `DatePickerStyleTrees`), so a
///    date picker costs the one tree it shows; the scene's node count reserves
///    `styleTreeReserve` for it at decoding, as if it were made then.
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

    package static let pillPadding = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    package static let pillRadius = 8.0, pillSpacing = 6.0, pillMinHeight = 35.0
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
        // Steps 2–4: the other styles' trees, made where they are in effect.
        let today = context.decoder.today
        context.decoder.readsToday = true
        for _ in 0..<styleTreeReserve { try context.decoder.countNode(object) }
        let parts = DatePickerStyleTrees.Parts(date: date, today: today, showsDate: showsDate, showsTime: showsTime)
        let trees = DatePickerStyleTrees(parts, decoder: context.decoder, path: object.at, file: object.file,
                                         location: object.node.location, depth: context.depth)
        return (DatePickerBehavior(trees: trees), row)
    }

    /// Step 4: the nodes a calendar or the wheels may make at the most (the calendar of a
    /// six-week month with its time row is the larger; `DatePickerTests` holds it to this).
    package static let styleTreeReserve = 300

    static func pill(_ text: String, _ b: JSONBuilder) -> JSONNode {
        b.view("Text", [("text", b.string(text))], modifiers: [
            ("lineLimit", b.number(1)),
            ("padding", b.object([("top", b.number(pillPadding.top)), ("leading", b.number(pillPadding.leading)),
                                  ("bottom", b.number(pillPadding.bottom)), ("trailing", b.number(pillPadding.trailing))])),
            ("frame", b.object([("minHeight", b.number(pillMinHeight))])),
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

    /// Step 3: the columns of `date`'s wheels, each row's text and its place k on the drum.
    static func wheelColumns(_ date: Date, today: Date?, showsDate: Bool, showsTime: Bool) -> [[(k: Int, text: String)]] {
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
        return columns
    }
}

/// The calendar and the wheels of one DatePicker, made the first time a layout tree asks for
/// them (`DatePickerView` step 4) and kept: decoded as the picker's children would be at its
/// path + `calendar` or `wheels`, with a decoder of the scene's file whose node count starts
/// afresh (the picker reserved its share at decoding).
package final class DatePickerStyleTrees: Sendable {
    package struct Parts: Sendable {
        let date: Date
        let today: Date?
        let showsDate: Bool
        let showsTime: Bool
    }

    private let made: ViewsMadeOnce<DatePickerBehavior.Style>

    init(_ parts: Parts, decoder: SceneDecoder, path: JSONPath, file: String, location: SourceLocation, depth: SceneDecoder.Depth) {
        let (baseDirectory, repeatedIDs, customAlignments) = (decoder.baseDirectory, decoder.repeatedIDs, decoder.customAlignments)
        made = ViewsMadeOnce { (style: DatePickerBehavior.Style) throws(SceneError) -> [ViewNode] in
            var fresh = SceneDecoder(file: file, baseDirectory: baseDirectory)
            fresh.repeatedIDs = repeatedIDs
            fresh.customAlignments = customAlignments
            let b = JSONBuilder(location: location)
            switch style {
            case .compact:
                return []
            case .graphical:
                let calendar = DatePickerView.calendar(parts.date, today: parts.today, showsDate: parts.showsDate, showsTime: parts.showsTime, b)
                return try fresh.view(JSONField(node: calendar, at: JSONPath(parent: path, key: "calendar"), file: file), depth: depth)
            case .wheel:
                let wheels = JSONPath(parent: path, key: "wheels")
                let columns = DatePickerView.wheelColumns(parts.date, today: parts.today, showsDate: parts.showsDate, showsTime: parts.showsTime)
                var rows: [ViewNode] = [], places: [DateWheelsLayout.Row] = []
                for (column, entries) in columns.enumerated() {
                    for (index, entry) in entries.enumerated() {
                        let text = b.view("Text", [("text", b.string(entry.text))])
                        let at = JSONPath(parent: JSONPath(parent: wheels, key: "column\(column)"), key: "row\(index)")
                        rows += try fresh.view(JSONField(node: text, at: at, file: file), depth: depth)
                        places.append(DateWheelsLayout.Row(column: column, k: entry.k))
                    }
                }
                return [ViewNode(.defined(DefinedView(DateWheelsLayout(rows: places))), children: rows, at: wheels)]
            }
        }
    }

    /// The children of the picker in `style`.
    func views(_ style: DatePickerBehavior.Style) throws(SceneError) -> [ViewNode] {
        try made.views(for: style).get()
    }
}

/// The wheel DatePicker's columns on one drum (`DatePickerView` step 3, `WheelDrum`). Children:
/// one Text per row; `rows` says each one's column and place k on the drum.
///
/// 1. Height 216 (`WheelDrum` step 1); width the proposal, or unspecified (or infinite) the
///    columns' width.
/// 2. Each column is as wide as its widest row (each row at its ideal size, one line); the
///    columns sit side by side 20 apart, centred in the wheel (they run past its edges,
///    clipped, when it is narrower: decision).
/// 3. Each row is centred in its column horizontally, and vertically on its place on the drum
///    (`WheelDrum` step 2); rows round the back are placed above the wheel and not drawn.
/// 4. The band and the rows are drawn as the wheel Picker's (`WheelDrum` steps 3–4).
package struct DateWheelsLayout: Layout, ViewBehavior {
    package struct Row: Sendable, Hashable {
        let column: Int
        let k: Int
    }

    package let rows: [Row]

    package static let columnSpacing = 20.0

    package var name: String { "DatePicker.wheels" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var adjustsEachChild: Bool { true }

    /// `WheelDrum` step 3, in UIKit's colours: a foreground style around the picker reaches none.
    package func adjust(child index: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        guard index < rows.count else { return }
        var parent = parent
        parent.foregroundStyle = nil
        environment.foregroundStyle = .color(SystemColors.label)
        WheelDrum.adjustRow(rows[index].k, &environment, parent: parent)
    }

    /// Step 2: each column's width, and all of them with the spacing.
    private func columns(_ subviews: LayoutSubviews) -> (widths: [Double], total: Double) {
        var widths: [Double] = []
        for (row, subview) in zip(rows, subviews) {
            while widths.count <= row.column { widths.append(0) }
            widths[row.column] = max(widths[row.column], subview.sizeThatFits(.unspecified).width)
        }
        return (widths, widths.reduce(0, +) + Self.columnSpacing * Double(max(0, widths.count - 1)))
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? columns(subviews).total, height: WheelDrum.height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let (widths, total) = columns(subviews)
        var starts: [Double] = []
        var x = bounds.minX + AlignedPlacement.difference(bounds.width, total) / 2
        for width in widths {
            starts.append(x)
            x += width + Self.columnSpacing
        }
        for (row, subview) in zip(rows, subviews) {
            let size = subview.sizeThatFits(.unspecified)
            let y = WheelDrum.angle(row.k).map(WheelDrum.centreY) ?? -size.height
            subview.place(at: Point(x: starts[row.column] + (widths[row.column] - size.width) / 2, y: bounds.minY + y - size.height / 2),
                          proposal: .unspecified)
        }
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .effect(PlacedEffect(WheelDrumEffect(rows: rows.map(\.k))))
    }
}

/// A DatePicker in the view tree: its children in the style in effect — compact: label,
/// Spacer, pills, as a control row; graphical: the calendar; wheel: the wheels (step 4).
package struct DatePickerBehavior: ControlRow {
    package enum Style: Hashable, Sendable {
        case compact, graphical, wheel

        init(_ environment: EnvironmentValues) {
            switch environment.controlStyles["DatePicker"] {
            case "graphical": self = .graphical
            case "wheel": self = .wheel
            default: self = .compact
            }
        }
    }

    let trees: DatePickerStyleTrees

    package var name: String { "DatePicker" }

    package func children(of view: ViewNode, in environment: EnvironmentValues) throws(SceneError) -> [ViewNode] {
        let style = Style(environment)
        return style == .compact ? view.children : try trees.views(style)
    }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        switch Style(environment) {
        case .graphical, .wheel: return ChildRangeLayout(range: 0..<1, row: false)
        case .compact: return ChildRangeLayout(range: 0..<3, row: true, labelsHidden: environment.labelsHidden)
        }
    }

    package var adjustsEachChild: Bool { true }

    /// The calendar is drawn in the accent colour, the tint in effect (step 2).
    package func adjust(child index: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        if Style(parent) == .graphical { environment.foregroundStyle = ControlChildEnvironment.accent(parent) }
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
