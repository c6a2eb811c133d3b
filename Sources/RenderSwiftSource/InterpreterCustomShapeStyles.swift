import SwiftSyntax
import RenderLayout
import RenderScene

/// A module's own shape style (iOS 17's custom `ShapeStyle`: Mlem's `struct ThemedColor:
/// ShapeStyle { func resolve(in environment: EnvironmentValues) -> Color { resolve(with:
/// environment.palette) } }` with `extension ShapeStyle where Self == ThemedColor { static var
/// themedSecondary: ThemedColor { … } }`), drawn as SwiftUI draws it: SwiftUI asks the style's
/// `resolve(in:)` for the style to draw, with the environment where it is drawn.
///
/// 1. A value of a module type conforming to `ShapeStyle` that declares `resolve(in:)`, given to
///    a modifier or view (`.foregroundStyle(.themedSecondary)`, `.background(…)`), is what its
///    `resolve(in:)` returns, run with the environment at rest: `EnvironmentValues()`'s defaults
///    (`InterpreterEnvironmentValuesInit`), where each of the module's own keys reads the value
///    a `.environment(\.key, value)` above sets, else its default (`@Entry var palette: Palette =
///    .default`, converted to its declared type). An implicit member (`.themedSecondary`) is
///    the module's `ShapeStyle` static of that name.
/// 2. A `resolve(in:)` that stops at code the renderer cannot run is the unknown value
///    `ThemedColor.resolve(in:)`, with a located warning: the modifier given it is left out.
/// 3. A key path stored as a function (`let getColor: (Palette) -> Color` given
///    `\.label.secondary`, SE-0249) called is the key path read from its argument.
extension Interpreter {
    /// Step 1 for each argument; the arguments unchanged where none is such a style.
    func customShapeStyleArguments(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> [CallArgument] {
        guard !program.builtinStatics.isEmpty || !program.privateBuiltinStatics.isEmpty || arguments.contains(where: { if case .instance = $0.value { true } else { false } }) else { return arguments }
        var result = arguments
        for index in result.indices where !result[index].isTrailingClosure {
            if let resolved = try customShapeStyle(result[index].value, at: call) { result[index].value = resolved }
        }
        return result
    }

    /// Steps 1–2 for one value; nil when it is no custom style.
    func customShapeStyle(_ value: SwiftValue, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        var value = value
        // (`.themedWarning.opacity(0.1)`: the rest of the chain runs on the static's value, `appStatic`.)
        if case .symbol(let symbol) = value, symbol.type == nil, let first = symbol.steps.first, first.arguments == nil,
           program.statics(at: call)["ShapeStyle"]?[first.name] != nil, program.statics(at: call)["Color"]?[first.name] == nil {
            // A spent budget or too deep a nesting stops the render, as below (review 16 R1).
            do throws(SceneError) {
                value = try appStatic(value, for: .color, at: program.location(call))
            } catch {
                if error.stopsTheRender { throw error }
                return nil
            }
        }
        guard case .instance(let instance) = value, instance.type.conforms(to: "ShapeStyle"),
              let functions = instance.type.methods["resolve"]?.filter({ $0.signature.parameterClause.parameters.first?.firstName.text == "in" }),
              !functions.isEmpty else { return nil }
        let environment = environmentValuesBuiltin("EnvironmentValues", []) ?? .record("EnvironmentValues", [:])
        let called = "\(instance.type.name).resolve(in:)"
        do throws(SceneError) {
            return try nested(call) { () throws(SceneError) -> SwiftValue in
                try callFunction(functions, [CallArgument(label: "in", value: environment, location: program.location(call))],
                                 selfInstance: instance, selfView: nil, at: call)
            }
        } catch {
            if strict || error.stopsTheRender { throw error }
            warn("\(called) is unknown: \(error.message)", at: error.location ?? program.location(call))
            return try placeholder(called, at: call)
        }
    }

    /// Step 1: `environment.palette` of `EnvironmentValues()`, a key the module declares; nil
    /// for other names and values.
    func moduleEnvironmentKey(_ name: String, of base: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .record("EnvironmentValues", let fields) = base, fields[name] == nil,
              let expression = program.statics(at: node)["EnvironmentValues"]?[name] else { return nil }
        // `@Entry var palette: Palette = .default`: the declared type reads `.default` (and the
        // `.night` an `.environment(\.palette, .night)` above gives).
        let declared = expression.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
        func typed(_ value: SwiftValue) throws(SceneError) -> SwiftValue {
            guard let declared else { return value }
            return try convert(value, to: declared, at: node)
        }
        if let set = environmentOverride(name) { return try typed(set) }
        // `self[Key.self]` of a key's computed property: the key's `defaultValue`.
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.trimmedDescription == "self",
           let argument = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           argument.declName.baseName.text == "self", let key = argument.base {
            return try staticMember("defaultValue", of: key.trimmedDescription, at: expression)
        }
        return try typed(try nested(node) { () throws(SceneError) -> SwiftValue in try evaluate(expression, try fileScope()) })
    }

    /// Step 3: `getColor(palette)` of a stored key path; nil for any other value.
    func callStoredKeyPath(_ value: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .keyPath = value else { return nil }
        let arguments = try self.arguments(of: call, scope)
        guard arguments.count == 1 else { return nil }
        return try apply(value, [arguments[0].value], at: call)
    }
}
