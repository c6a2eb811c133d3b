import Foundation
import SwiftSyntax
import RenderScene
import RenderLayout

/// `NumberFormatter` as view code configures it, formatted by Foundation's own formatter in the
/// render's locale (`--locale`, en_US by default):
///
/// 1. `NumberFormatter()` is a record of the properties apps assign (`numberStyle`,
///    `minimumFractionDigits`, `maximumFractionDigits`, `minimumIntegerDigits`,
///    `usesGroupingSeparator`, `currencyCode`, `currencySymbol`, `locale`, `positivePrefix`,
///    `positiveSuffix`, `multiplier`); one left unassigned keeps Foundation's default.
/// 2. `formatter.string(from: 1234 as NSNumber)`, `formatter.string(for: x)` and
///    `"\(value, formatter: formatter)"` are Foundation's string for the number;
///    `NSNumber(value: x)` is the number itself.
extension Interpreter {
    static let numberFormatterFields = ["numberStyle", "minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits",
                                        "maximumSignificantDigits", "usesGroupingSeparator", "currencyCode", "currencySymbol",
                                        "locale", "positivePrefix", "positiveSuffix", "multiplier", "zeroSymbol"]

    /// Step 1.
    func makeNumberFormatter() -> SwiftValue {
        var fields: [String: SwiftValue] = [:]
        for name in Self.numberFormatterFields { fields[name] = .null }
        return .record("NumberFormatter", fields)
    }

    /// Step 2: the string, or nil when `value` is no number (the caller says what it needed).
    func numberFormatterString(_ fields: [String: SwiftValue], _ value: SwiftValue) -> String? {
        guard let number = value.number else { return nil }
        let formatter = NumberFormatter()
        formatter.locale = foundationLocale
        if case .record("Locale", let locale)? = fields["locale"], case .string(let identifier)? = locale["identifier"] {
            formatter.locale = Locale(identifier: identifier)
        }
        if case .symbol(let symbol)? = fields["numberStyle"] {
            switch symbol.last {
            case "decimal": formatter.numberStyle = .decimal
            case "currency": formatter.numberStyle = .currency
            case "percent": formatter.numberStyle = .percent
            case "scientific": formatter.numberStyle = .scientific
            case "spellOut": formatter.numberStyle = .spellOut
            case "ordinal": formatter.numberStyle = .ordinal
            case "currencyISOCode": formatter.numberStyle = .currencyISOCode
            case "currencyPlural": formatter.numberStyle = .currencyPlural
            case "currencyAccounting": formatter.numberStyle = .currencyAccounting
            default: formatter.numberStyle = .none
            }
        }
        // Counts are bounded as Foundation's own formatter bounds them (at most 340 digits).
        func count(_ name: String) -> Int? { fields[name]?.number.map { Int(max(0, min(340, $0))) } }
        if let digits = count("minimumFractionDigits") { formatter.minimumFractionDigits = digits }
        if let digits = count("maximumFractionDigits") { formatter.maximumFractionDigits = digits }
        if let digits = count("minimumIntegerDigits") { formatter.minimumIntegerDigits = digits }
        if let digits = count("maximumSignificantDigits") {
            formatter.usesSignificantDigits = true
            formatter.maximumSignificantDigits = max(1, digits)
        }
        if case .bool(let grouping)? = fields["usesGroupingSeparator"] { formatter.usesGroupingSeparator = grouping }
        if case .string(let code)? = fields["currencyCode"] { formatter.currencyCode = code }
        if case .string(let symbol)? = fields["currencySymbol"] { formatter.currencySymbol = symbol }
        if case .string(let prefix)? = fields["positivePrefix"] { formatter.positivePrefix = prefix }
        if case .string(let suffix)? = fields["positiveSuffix"] { formatter.positiveSuffix = suffix }
        if case .string(let zero)? = fields["zeroSymbol"] { formatter.zeroSymbol = zero }
        if let multiplier = fields["multiplier"]?.number, multiplier.isFinite { formatter.multiplier = NSNumber(value: multiplier) }
        guard number.isFinite else { return formatter.string(from: NSNumber(value: number)) ?? "\(number)" }
        if case .int(let whole) = value { return formatter.string(from: NSNumber(value: whole)) }
        return formatter.string(from: NSNumber(value: number))
    }

    /// Step 2 as a method: `string(from:)`, `string(for:)`; nil for other names.
    func numberFormatterMethod(_ name: String, _ fields: [String: SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "string", arguments.count == 1, ["from", "for"].contains(arguments[0].label) else { return nil }
        if case .placeholder = arguments[0].value { return arguments[0].value }
        guard let text = numberFormatterString(fields, arguments[0].value) else {
            if arguments[0].label == "for" { return .null }
            throw fail("NumberFormatter.string(from:) needs a number, found \(arguments[0].value.typeName)", call)
        }
        return .string(text)
    }
}
