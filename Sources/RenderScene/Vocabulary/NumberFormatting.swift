import Foundation

import RenderLayout

/// Numbers as SwiftUI shows them: `Text(n, format: .number)`, `x.formatted(.percent)`,
/// through Foundation's own format styles in the en-US locale (the renderer's only locale).
public enum NumberFormatting {
    package static let locale = Locale(identifier: "en_US")

    /// `"%.2f"` and the other one-number printf formats SwiftUI's `specifier:` takes; nil for
    /// anything else (so a format can never read an argument that is not there).
    public static func printf(_ format: String, _ value: Double) -> String? {
        let scalars = Array(format.unicodeScalars)
        guard let percent = scalars.firstIndex(of: "%"), scalars.lastIndex(of: "%") == percent else { return nil }
        var index = percent + 1
        while index < scalars.count, "-+ 0#".unicodeScalars.contains(scalars[index]) { index += 1 }
        var digits = 0
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
            index += 1
            digits += 1
        }
        guard digits <= 6, index < scalars.count else { return nil }
        var conversion = scalars[index]
        if conversion == "l", index + 1 < scalars.count { index += 1; conversion = scalars[index] }
        guard value.isFinite, abs(value) < 1e300 else { return nil }
        switch conversion {
        case "d", "i":
            guard abs(value) < 9e18 else { return nil }
            return String(format: format, Int(value))
        case "f", "e", "g", "F", "E", "G":
            return String(format: format, value)
        default: return nil
        }
    }

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
