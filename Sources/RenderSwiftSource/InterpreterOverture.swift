import SwiftSyntax
import RenderLayout
import RenderScene

/// Point-Free's swift-overture `update`, a modelled library (as TCA is, `InterpreterTCA`; the
/// package's source is not read, `SwiftModule.modelled`): isowords' previews build their mocks
/// with `update(.mock) { $0.moves = … }` (docs/swift-input.md, "Package dependencies").
///
/// 1. It is on where the file or its module imports `Overture`, for a free function `update`
///    the module does not declare itself (reached only after the module's locals, methods and
///    functions of that name).
/// 2. `update(a, f1, f2, …)` is Overture's value form (`func update<A>(_ a: A, _ fs: ((inout A)
///    -> Void)...) -> A { var a = a; fs.forEach { f in f(&a) }; return a }`, `Update.swift`): a
///    copy of `a`, each closure run on it in order as its `inout` parameter; what the last leaves
///    is the result. `update(&a, f…)` (the `inout` form) writes that back to `a` and is `Void`.
/// 3. `a` an implicit member (`update(.mock) { … }`, `update(.local)`): Swift takes `A` from the
///    type the result is given to. The call is kept, as the unknown value `update(…)`, until a
///    declared type reaches it (a parameter, a stored property, a typed local, a return type,
///    an element of a typed array): there `.mock` is read as that type's member and step 2 runs.
///    Where no type reaches it, it stays the unknown value `update(…)`, a named placeholder.
/// 4. A closure that fails fails the call, as any code of the module does; an unknown `a` is
///    the result unchanged. `update(a)` with no function is a copy of `a` (the variadic list is
///    empty). A function that is no closure the interpreter holds (`set(\.x, 1)`, a function
///    of a package it does not read) makes the result the unknown value `update(…)`, with its
///    warning, not an error.
extension Interpreter {
    /// Step 1.
    var usesOverture: Bool { program.importedModules.contains("Overture") }

    /// Steps 2–3: `update(…)` where `callNamed` found no declaration of it; nil for any other call.
    func overtureCall(_ name: String, _ arguments: [CallArgument], _ call: FunctionCallExprSyntax,
                      _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "update", usesOverture else { return nil }
        guard let subject = arguments.first, subject.label == nil, arguments.allSatisfy({ $0.label == nil }) else {
            throw fail("Overture's update takes a value and closures: update(value) { $0.name = … }", call)
        }
        var closures: [Closure] = []
        for argument in arguments.dropFirst() {
            // `update(a, set(\.x, 1))`: a function the renderer cannot run (Overture's own
            // combinators are not read) makes the result unknown.
            guard case .closure(let closure) = argument.value else {
                return try placeholder("update(…)", at: call.calledExpression)
            }
            closures.append(closure)
        }
        // The `inout` form: the change written back to the variable.
        if let target = call.arguments.first?.expression.as(InOutExprSyntax.self) {
            try assign(target.expression, try updated(subject.value, closures, at: call), scope)
            return .void
        }
        if case .symbol(let symbol) = subject.value, symbol.type == nil {
            var unknown = Placeholder(name: "update(…)", location: program.location(call.calledExpression))
            unknown.deferred = .record(Self.deferredUpdate, ["value": subject.value, "closures": .array(closures.map(SwiftValue.closure))])
            return .placeholder(unknown)
        }
        return try updated(subject.value, closures, at: call)
    }

    /// Step 3: a kept `update(.member) { … }` given where `type` is declared; nil for any other value.
    func deferredUpdate(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .placeholder(let unknown) = value, case .record(Self.deferredUpdate, let fields)? = unknown.deferred,
              let subject = fields["value"], case .array(let closures)? = fields["closures"] else { return nil }
        let typed = try convert(subject, to: type, at: node)
        if case .symbol(let symbol) = typed, symbol.type == nil { return value }
        return try updated(typed, closures.compactMap { if case .closure(let closure) = $0 { closure } else { nil } }, at: node)
    }

    /// Step 2: each closure run on a copy of `value` as its `inout` parameter.
    private func updated(_ value: SwiftValue, _ closures: [Closure], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if case .placeholder = value { return value }
        var current = try copy(value, at: node)
        for closure in closures {
            let parameter = closure.parameters.first ?? "$0"
            let local = Scope(parent: closure.scope)
            local.define(parameter, current)
            _ = try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, local, asViews: false, at: node) }
            current = local.lookup(parameter) ?? current
        }
        return current
    }

    private static let deferredUpdate = "Overture.update"
}

/// What an `update` closure's body assigns (docs/swift-input.md, "Swift a view body may use").
///
/// 1. `x?.name = value` assigns through the optional: nothing when `x` is nil, else `x.name`,
///    written back to `x` (Swift's optional chaining on the left of `=`); `x!.name = value`
///    writes back so too.
/// 2. `x.name = value` where `x` is an implicit `.init(…)` the renderer could not type (a generic
///    parameter's value: isowords' `$0.0.0.0 = …` of a `Puzzle`) makes `x` unknown, written back
///    up the chain, so what holds it keeps its other parts.
/// 3. `x.name = value` of a struct or class the module declares takes `value` in `name`'s
///    declared type, as Swift types the right-hand side by it (`$0.moves = [.highScoringMove]`
///    holds `Move`s, `$0.participants = [update(.local) { … }]` makes each `update`).
extension Interpreter {
    /// Step 1: the base `x?` of `x?.name = value`.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        expression.is(OptionalChainingExprSyntax.self)
    }

    /// Step 3: `value` in the declared type of `field`, where the type declares one.
    func typedField(_ value: SwiftValue, _ field: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard let declared = instance.type.storedProperty(field)?.type else { return value }
        return try convert(value, to: program.qualified(substituted(declared, for: instance), inside: instance.type), at: node)
    }
}
