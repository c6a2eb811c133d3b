import SwiftSyntax
import RenderLayout
import RenderScene

/// A type's initialiser as a function value (docs/swift-input.md, "Swift a view body may use").
///
/// 1. `Date.init`, `Item.init` written without a call is a function that makes the type
///    (isowords' `static var defaultValue: () -> Date { Date.init }` of an environment key; a
///    module type's is `InterpreterFunctionValues`' `Initializer`).
/// 2. Calling it (`self.date()` of a stored property, `f()` of a local, `Current.date()` of a
///    stored property of another instance: Home Assistant's `AppEnvironment`) is the call of the type
///    with those arguments: a Foundation or Swift value the renderer knows (`Date()` is `--now`),
///    else a type the module declares, else a SwiftUI view the renderer draws (`labelText.map(Text.init)`
///    is `Text(labelText)` when there is one, as a design system's field style makes its label);
///    any other type is the unknown value `T.init(…)`.
/// 3. A view's stored property that holds no function, called, is an error naming it (never a
///    modifier of the view, which would build the view inside itself), unless a modifier has
///    that name (`self.padding()` beside `let padding: CGFloat` is the modifier, as in Swift).
extension Interpreter {
    /// Step 1: the type whose initialiser `value` is, or nil.
    static func initializerReference(_ value: SwiftValue) -> String? {
        guard case .symbol(let symbol) = value, let type = symbol.type, symbol.steps.count == 1,
              symbol.last == "init", symbol.steps[0].arguments == nil else { return nil }
        return type
    }

    /// Step 2: `function(arguments)` where `function` is an initialiser reference; nil otherwise.
    func callInitializerReference(_ function: SwiftValue, _ arguments: [CallArgument],
                                  at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        // A module type's `Item.init` (`InterpreterFunctionValues`).
        if let made = try applyInitializer(function, arguments.map(\.value), at: call) { return made }
        guard let type = Self.initializerReference(function) else { return nil }
        if let made = try builtin(type, arguments, at: call) { return made }
        if let declared = program.types[type] { return try instantiate(declared, arguments, at: call) }
        if Vocabulary.view(type) != nil { return try buildView(type, arguments, at: call) }
        return try placeholder("\(type).init(…)", at: call.calledExpression)
    }

    /// Steps 2–3: `instance.name(…)` where `name` is a stored property of the view; nil where
    /// the view has no such field.
    func callStoredFunction(_ name: String, of instance: Instance, _ arguments: [CallArgument],
                            at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard let field = instance.fields[name] else { return nil }
        if let made = try callInitializerReference(field, arguments, at: call) { return made }
        if case .placeholder = field { return field }
        // `self.padding()` beside a `let padding: CGFloat`: SwiftUI's modifier, as Swift picks.
        if Vocabulary.modifier(name) != nil || program.viewExtensions[name] != nil { return nil }
        throw fail("\(instance.type.name).\(name) is \(field.typeName), not a function the renderer can call", call)
    }
}
