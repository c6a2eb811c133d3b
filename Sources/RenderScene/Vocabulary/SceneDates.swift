import Foundation

/// Dates in a scene: ISO 8601 in UTC (`"2026-01-01T09:41:00Z"`), shown as iOS shows them in
/// the renderer's one locale (en-US, as `NumberFormatting`), in UTC, with the Gregorian
/// calendar, so a render never depends on the machine's clock, zone or language.
package enum SceneDates {
    package static let locale = Locale(identifier: "en_US")
    package static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

    package static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        calendar.locale = locale
        return calendar
    }

    package static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = utc
        return formatter.string(from: date)
    }

    /// A date of a scene: whole seconds, `Z` or an offset; nil when it is none.
    package static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = utc
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `"Jan 1, 2026"`: the compact DatePicker's date (`Date.FormatStyle` abbreviated date).
    package static func abbreviatedDate(_ date: Date) -> String { format(date, "MMM d, y") }
    /// `"9:41\u{202F}AM"`: its time (`.shortened` time), a narrow no-break space before the
    /// period as iOS 17 and later write it (ICU 72's en-US patterns; `DatePickerView` step 1).
    package static func shortTime(_ date: Date) -> String { format(date, "h:mm\u{202F}a") }
    /// `"January 2026"`: the graphical DatePicker's month header.
    package static func monthAndYear(_ date: Date) -> String { format(date, "LLLL y") }

    package static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = utc
        formatter.calendar = calendar
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
