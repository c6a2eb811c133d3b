import Foundation

/// Numbers as SwiftUI shows them: `Text(n, format: .number)`, `x.formatted(.percent)`,
/// through Foundation's own format styles in the en-US locale (the renderer's only locale).
public enum NumberFormatting {
    static let locale = Locale(identifier: "en_US")

    /// `style` is `number` or `percent`; anything else formats as `number`.
    public static func format(_ value: Double, style: String) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        switch style {
        case "percent": return value.formatted(.percent.locale(locale))
        default:
            if value == value.rounded(), abs(value) < 1e15 { return Int(value).formatted(.number.locale(locale)) }
            return value.formatted(.number.locale(locale))
        }
    }
}
