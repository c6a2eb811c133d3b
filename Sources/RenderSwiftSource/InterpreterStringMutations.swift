import SwiftSyntax
import RenderLayout
import RenderScene

/// A string variable changed in place, as the standard library's mutating `String` methods do
/// (isowords' `indices.reduce(into: "") { str, letter in str.append(…) }`):
///
/// 1. `s.append(x)` of a string or character, and `s.append(contentsOf: x)` of a string (or an
///    array of strings or characters), add `x` at the end; the caller writes the new string back
///    to the variable, as it does an array's `append`.
/// 2. An argument that is an unknown value makes the string that unknown value (what was
///    appended is not known); another kind of argument is a located error.
extension Interpreter {
    func stringMutation(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .string(let text) = base, name == "append" else { return nil }
        let arguments = try self.arguments(of: call, scope)
        guard arguments.count == 1, [nil, "contentsOf"].contains(arguments[0].label) else {
            throw fail("String's append takes one string: append(_:) or append(contentsOf:)", call)
        }
        var added: String
        switch arguments[0].value {
        case .placeholder: return arguments[0].value
        case .string(let string): added = string
        case .array(let elements) where arguments[0].label == "contentsOf":
            added = ""
            for element in elements {
                if case .placeholder = element { return element }
                guard case .string(let string) = element else { throw fail("append(contentsOf:) of a String takes strings or characters, found \(element.typeName)", call) }
                added += string
            }
        case let other:
            throw fail("a String appends a string or a character, found \(other.typeName)", call)
        }
        try spend(bytes: text.utf8.count + added.utf8.count, at: call)
        return .string(text + added)
    }
}
