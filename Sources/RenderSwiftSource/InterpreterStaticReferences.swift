import SwiftSyntax
import RenderLayout
import RenderScene

/// A type and its static functions as values (WeChat's `localizedString`:
/// `bundle.path(…).flatMap(type(of: bundle).create(path:))`).
///
/// 1. `type(of: x)` is the type of `x`: an instance's declared type, a Foundation value's
///    (`Bundle`, `URL`, `Date`…), `String`, `Int`, `Double`, `Bool`; another value is none.
/// 2. `T.f` or `T.f(label:)` not called, where `T` is a standard type the app extends with a
///    `static func f` (`extension Bundle: NSBundleType { static func create(path:) }`), is that
///    function as a value; applied to values (`map`, `flatMap`), it is called with them.
extension Interpreter {
    /// Step 1; nil for other calls.
    func typeOfBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "type", arguments.count == 1, arguments[0].label == "of" else { return nil }
        switch arguments[0].value {
        case .instance(let instance): return .type(instance.type.qualifiedName)
        case .record(let type, _): return .type(type)
        case .string: return .type("String")
        case .int: return .type("Int")
        case .double: return .type("Double")
        case .bool: return .type("Bool")
        default: return nil
        }
    }

    /// Step 2's value; nil when `base` is no such type or `name` no static function of it.
    func staticFunctionReference(_ name: String, of base: SwiftValue) -> SwiftValue? {
        guard case .type(let type) = base, program.types[type] == nil,
              program.builtinFunctions[type]?[name]?.contains(where: Self.isStatic) == true,
              program.builtinStatics[type]?[name] == nil else { return nil }
        return .record("StaticFunctionReference", ["type": .string(type), "name": .string(name)])
    }

    /// Step 2's call; nil when `function` is no such reference.
    func applyStaticFunctionReference(_ function: SwiftValue, _ values: [SwiftValue], at node: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("StaticFunctionReference", let fields) = function, case .string(let type)? = fields["type"],
              case .string(let name)? = fields["name"], let functions = program.builtinFunctions[type]?[name]?.filter(Self.isStatic),
              let first = functions.first else { return nil }
        // The function's own labels: a reference passes its values to them in order.
        let labels = first.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        guard labels.count == values.count else { throw fail("\(type).\(name) takes \(labels.count) values, given \(values.count)", node) }
        let location = program.location(node)
        return try extensionStaticFunction(name, of: type, zip(labels, values).map { CallArgument(label: $0, value: $1, location: location) }, at: node)
    }
}
