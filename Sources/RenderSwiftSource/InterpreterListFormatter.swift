import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `ListFormatter.localizedString(byJoining: names)` (Scrumdinger's HistoryView): the strings
/// joined as a list in the render's locale, by Foundation's list format style — what
/// `ListFormatter` gives on iOS: en_US "Jon, Darla, and Luis", "Jon and Darla", "Jon".
extension Interpreter {
    /// The joined string; nil for any other call.
    package func listFormatterCall(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .type("ListFormatter") = base, name == "localizedString", arguments.count == 1,
              arguments[0].label == "byJoining" else { return nil }
        guard case .array(let items) = arguments[0].value else {
            throw fail("ListFormatter.localizedString(byJoining:) takes an array of strings, found \(arguments[0].value.typeName)", call)
        }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item else { throw fail("ListFormatter.localizedString(byJoining:) takes strings, found \(item.typeName)", call) }
            strings.append(text)
        }
        try making(bytes: strings.reduce(0) { $0 + $1.utf8.count + 8 }, at: call)
        var style: ListFormatStyle<StringStyle, [String]> = .list(type: .and, width: .standard)
        style.locale = foundationLocale
        return .string(style.format(strings))
    }
}
