import SwiftSyntax
import RenderLayout
import RenderScene

/// Tags and selections of any `Hashable` value, as SwiftUI matches them: `.tag(choice)` where
/// `choice` is a struct (`FilterType`) or an enum case with a payload (`.timeline(.home)`), and
/// a `selection:` binding of the same type.
///
/// 1. Such a value stands for its identity, a string equal for equal values: the type and each
///    stored field in declaration order (`FilterType(name: All, category: nil)`), a case and its
///    payload (`timeline(home)`), nested values likewise.
/// 2. So a tag and a selection match exactly when Swift's synthesised `==` says they are equal.
/// 3. A Foundation value held as a record (a `Locale`) is its type and fields likewise.
/// 4. An unknown value has no identity (the argument is then refused as before, or left out).
extension Interpreter {
    package func tagIdentity(_ value: SwiftValue, at location: SourceLocation, depth: Int = 0) throws(SceneError) -> String? {
        guard depth < 8 else { return nil }
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .symbol(let symbol):
            var parts: [String] = []
            for step in symbol.steps {
                var part = step.name
                if let arguments = step.arguments {
                    var inner: [String] = []
                    for argument in arguments {
                        guard let identity = try tagIdentity(argument.value, at: location, depth: depth + 1) else { return nil }
                        inner.append((argument.label.map { $0 + ": " } ?? "") + identity)
                    }
                    part += "(" + inner.joined(separator: ", ") + ")"
                }
                parts.append(part)
            }
            return parts.joined(separator: ".")
        case .instance(let instance) where instance.type.kind != .classType:
            var inner: [String] = []
            for property in instance.type.stored where !property.isStatic {
                guard let field = instance.fields[property.name], let identity = try tagIdentity(field, at: location, depth: depth + 1) else { continue }
                inner.append(property.name + ": " + identity)
            }
            return instance.type.qualifiedName + "(" + inner.joined(separator: ", ") + ")"
        // A Foundation value the renderer holds as a record (`Locale(identifier: "en")`): its
        // type and fields, as `equal` compares them.
        case .record(let type, let fields) where type != "Dictionary":
            var inner: [String] = []
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                guard let identity = try tagIdentity(field, at: location, depth: depth + 1) else { return nil }
                inner.append(key + ": " + identity)
            }
            return type + "(" + inner.joined(separator: ", ") + ")"
        case .array(let elements):
            var inner: [String] = []
            for element in elements.prefix(64) {
                guard let identity = try tagIdentity(element, at: location, depth: depth + 1) else { return nil }
                inner.append(identity)
            }
            return "[" + inner.joined(separator: ", ") + "]"
        default:
            return nil
        }
    }
}
