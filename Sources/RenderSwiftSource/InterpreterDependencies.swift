import SwiftSyntax
import RenderLayout
import RenderScene

/// Point-Free's swift-dependencies at rest, a modelled library (as TCA is, `InterpreterTCA`; the
/// package's source is never read): what a preview's `@Dependency` reads (docs/swift-input.md,
/// "The Composable Architecture at rest").
///
/// 1. It is on where the file or its module imports `Dependencies` or `ComposableArchitecture`
///    (which re-exports it), for names the module does not declare itself.
/// 2. `Store(initialState: S, reducer: …, withDependencies: { $0.key = value })` runs the
///    closure first, on empty `DependencyValues` (its parameter, read back when it returns:
///    each key it assigns is overridden, the value read in the key's declared type; a key set
///    through a member, `$0.build.number = …`, starts as its preview value; a statement that
///    fails makes its key unknown, never refuses the preview), and makes
///    `S` with those overrides in force: TCA's `init` takes the state as an `@autoclosure` and
///    calls it inside `withDependencies(prepareDependencies) { … }`
///    (swift-composable-architecture, `Store.swift`). `withDependencies { … } operation: { … }`
///    runs its operation so.
/// 3. `@Dependency(\.key) var name` (a local of a body or an `init`) reads the nearest override
///    of `key`; without one, the key's value for a preview: the module's `extension
///    DependencyValues { var key: T { get { self[K.self] } … } }` names the key type `K`, whose
///    own `previewValue` is read if it declares one, else its `liveValue` (`DependencyKey`'s
///    default `previewValue` "provides the liveValue to Xcode previews"), else its `testValue`
///    (`TestDependencyKey`'s default provides the testValue; swift-dependencies,
///    `DependencyKey.swift`). `\.key.member` reads the member of that value. A `get` of
///    several statements names `K` when it returns, unchanged, the constant it binds to
///    `self[K.self]` (`let value = self[K.self]; if … { value.setup() }; return value`, Home
///    Assistant's `environment`, which prepares its services on the first read): the value is
///    `K`'s, and the statements between, which can change only the value's own state, are not
///    run (decision: a first read's setup of logging and networking; one note names them).
/// 4. A value that cannot be made so (a key the module does not declare, a `liveValue` that
///    reads what the renderer cannot run) is the unknown value `@Dependency key`, a placeholder
///    with its warning; a value that failed also warns why, at the place it failed.
/// 5. `LockIsolated(value)` (swift-concurrency-extras, which `Dependencies` re-exports) holds
///    `value`: `.value` reads it; `setValue(new)` replaces it; `withValue { … }` runs its closure
///    on the value as an `inout` parameter, keeps what the closure leaves in it and gives the
///    closure's result. The change is written back to the variable the call was made on (a class
///    in Swift: a copy stored elsewhere before the change keeps the old value here, a decision).
extension Interpreter {
    /// Step 1.
    var usesDependencies: Bool {
        !program.importedModules.isDisjoint(with: ["Dependencies", "ComposableArchitecture", "DependenciesMacros", "ConcurrencyExtras"])
    }

    /// Step 2: the `withDependencies:` closure of a `Store(…)` call, or nil.
    func storeDependencyClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard usesDependencies else { return nil }
        if let argument = call.arguments.first(where: { $0.label?.text == "withDependencies" }),
           let closure = argument.expression.as(ClosureExprSyntax.self) { return closure }
        for extra in call.additionalTrailingClosures where extra.label.text == "withDependencies" { return extra.closure }
        return nil
    }

    /// Step 2: `body` run with the overrides `closure` assigns in force.
    func withDependencyOverrides<T>(from closure: ClosureExprSyntax, _ scope: Scope, at node: some SyntaxProtocol,
                                    _ body: () throws(SceneError) -> T) throws(SceneError) -> T {
        let prepared = makeClosure(closure, scope)
        let name = prepared.parameters.first ?? "$0"
        let local = Scope(parent: prepared.scope)
        // `$0.key = …` needs a field to change: every key the module declares and every key the
        // closure assigns starts unset; one changed through a member (`$0.build.number = …`)
        // starts as the key's preview value, as Swift reads it before writing the member. (Not
        // named `DependencyValues`, whose extension's getters read `self[Key.self]`.)
        let unset = SwiftValue.record("DependencyUnset", [:])
        var fields: [String: SwiftValue] = [:]
        for key in program.builtinStatics["DependencyValues"].map({ Array($0.keys) }) ?? [] { fields[key] = unset }
        for key in program.builtinGetters["DependencyValues"].map({ Array($0.keys) }) ?? [] { fields[key] = unset }
        var assigned: [(key: String, item: InfixOperatorExprSyntax)] = []
        for item in prepared.body {
            guard let assignment = item.item.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) else { continue }
            var target = assignment.leftOperand
            var depth = 0
            while let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    let key = access.declName.baseName.text
                    assigned.append((key, assignment))
                    if depth > 0, case .record("DependencyUnset", _) = fields[key] ?? unset {
                        if let made = try previewDependency(key, at: node) {
                            fields[key] = made
                        } else {
                            fields[key] = try placeholder("@Dependency \(key)", at: access)
                        }
                    } else if fields[key] == nil {
                        fields[key] = unset
                    }
                    break
                }
                target = base
                depth += 1
            }
        }
        local.define(name, .record("DependencyOverrides", fields))
        // Each statement on its own: an override the renderer cannot make (a client built by a
        // package it does not read) is that key's unknown value, never a refusal of the preview.
        let plain = prepared.body.allSatisfy { $0.item.is(ExprSyntax.self) }
        if plain && !strict {
            for item in prepared.body {
                guard let expression = item.item.as(ExprSyntax.self) else { continue }
                do throws(SceneError) {
                    _ = try nested(node) { () throws(SceneError) -> SwiftValue in try evaluate(expression, local) }
                } catch {
                    guard let key = assigned.first(where: { $0.item.id == expression.id })?.key,
                          case .record("DependencyOverrides", var current)? = local.lookup(name) else { continue }
                    current[key] = .placeholder(Placeholder(name: "@Dependency \(key)", location: program.location(expression), content: nil))
                    _ = local.assign(name, .record("DependencyOverrides", current))
                }
            }
        } else {
            var ignored: [SwiftValue] = []
            _ = try nested(node) { () throws(SceneError) -> Flow in try execute(prepared.body, local, collecting: &ignored) }
        }
        var overrides: [String: SwiftValue] = [:]
        if case .record("DependencyOverrides", let fields)? = local.lookup(name) {
            for (key, value) in fields {
                if case .record("DependencyUnset", _) = value { continue }
                if case .placeholder = value { overrides[key] = value; continue }
                // `$0.userSettings = .mock(…)`: an implicit member of the key's declared type.
                if let type = program.builtinStaticTypes["DependencyValues"]?[key] {
                    overrides[key] = try convert(value, to: type, at: node)
                } else {
                    overrides[key] = value
                }
            }
        }
        dependencyOverrides.append(overrides)
        defer { dependencyOverrides.removeLast() }
        return try body()
    }

    /// Step 2 (`withDependencies { … } operation: { … }`) and step 5; nil for any other call.
    func dependenciesCall(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard usesDependencies else { return nil }
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, ["withDependencies", "LockIsolated"].contains(name),
              program.types[name] == nil, scope.lookup(name) == nil else { return nil }
        if name == "LockIsolated" {
            guard call.arguments.count == 1, call.trailingClosure == nil, let first = call.arguments.first, first.label == nil else {
                throw fail("LockIsolated takes one value: LockIsolated(value)", call)
            }
            return .record("LockIsolated", ["value": try evaluate(first.expression, scope)])
        }
        guard call.arguments.isEmpty, let prepare = call.trailingClosure, call.additionalTrailingClosures.count == 1,
              let operation = call.additionalTrailingClosures.first, operation.label.text == "operation" else { return nil }
        return try withDependencyOverrides(from: prepare, scope, at: call) { () throws(SceneError) -> SwiftValue in
            try invoke(makeClosure(operation.closure, scope), [], at: call, asViews: buildingViews)
        }
    }

    /// Step 5: `base.setValue(new)` and `base.withValue { … }` of a `LockIsolated`, the value
    /// changed and written back to `baseExpression`; nil for any other value or method.
    func lockIsolatedCall(_ name: String, on base: SwiftValue, _ baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax,
                          _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .record("LockIsolated", var fields) = base, ["withValue", "setValue"].contains(name) else { return nil }
        let arguments = try self.arguments(of: call, scope)
        guard arguments.count == 1, arguments[0].label == nil else {
            throw fail("LockIsolated.\(name) takes one \(name == "setValue" ? "value" : "closure")", call)
        }
        var result = SwiftValue.void
        if name == "setValue" {
            fields["value"] = arguments[0].value
        } else {
            guard case .closure(let closure) = arguments[0].value else { throw fail("LockIsolated.withValue takes a closure { value in … }", call) }
            // The closure's `inout` parameter, read back when it returns.
            let parameter = closure.parameters.first ?? "$0"
            let local = Scope(parent: closure.scope)
            let current = fields["value"] ?? .void
            local.define(parameter, current)
            result = try nested(call) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, local, asViews: false, at: call) }
            fields["value"] = local.lookup(parameter) ?? current
        }
        try assign(baseExpression, .record("LockIsolated", fields), scope)
        return result
    }

    /// Steps 3–4: the value of `@Dependency(\.key…) var name`; nil when `attribute` is no
    /// `@Dependency` of a key path or the library is not imported.
    func dependencyValue(_ attribute: AttributeSyntax, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard usesDependencies, attribute.attributeName.trimmedDescription == "Dependency",
              case .argumentList(let list)? = attribute.arguments, list.count == 1,
              let path = list.first?.expression.as(KeyPathExprSyntax.self), path.root == nil else { return nil }
        var names: [String] = []
        for component in path.components {
            guard case .property(let property) = component.component else { return nil }
            names.append(property.declName.baseName.text)
        }
        guard let key = names.first else { return nil }
        let unknown = "@Dependency \(key)"
        var value: SwiftValue
        if let set = dependencyOverrides.reversed().lazy.compactMap({ $0[key] }).first {
            value = set
        } else if let made = try previewDependency(key, at: node) {
            value = made
        } else {
            return try placeholder(unknown, at: node)
        }
        for member in names.dropFirst() {
            if case .placeholder = value { break }
            value = try property(member, of: value, at: node)
        }
        return value
    }

    /// Step 3: the key's `previewValue`, `liveValue` or `testValue`; nil when there is none or
    /// it cannot be made (step 4).
    private func previewDependency(_ key: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let keyType = dependencyKeyType(key) else { return nil }
        let declares = { (name: String) -> Bool in
            keyType.storedProperty(name)?.isStatic == true || keyType.computed[name] != nil
        }
        guard let chosen = ["previewValue", "liveValue", "testValue"].first(where: declares) else { return nil }
        do throws(SceneError) {
            return try staticMember(chosen, of: keyType.name, at: node)
        } catch {
            // The placeholder `@Dependency key` names it (under `--strict`, an error); the reason
            // is warned where it arose. A spent budget or a too-deep nesting stays the error it is.
            if strict || error.stopsTheRender { throw error }
            warn("@Dependency \(key) is a placeholder: \(keyType.name).\(chosen): \(error.message)", at: error.location ?? program.location(node))
            return nil
        }
    }

    /// Step 3: the key type `K` of `self[K.self]`, the expression of `key`'s getter, or the
    /// constant a getter of several statements binds to it and returns unchanged; nil otherwise.
    private func dependencyKeyType(_ key: String) -> TypeDecl? {
        func keyType(_ expression: ExprSyntax?) -> TypeDecl? {
            guard let read = expression?.as(SubscriptCallExprSyntax.self), read.calledExpression.trimmedDescription == "self",
                  read.arguments.count == 1, let argument = read.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  argument.declName.baseName.text == "self", let base = argument.base else { return nil }
            return program.type(named: base.trimmedDescription)
        }
        if let expression = program.builtinStatics["DependencyValues"]?[key] { return keyType(expression) }
        guard let statements = program.builtinGetters["DependencyValues"]?[key], statements.count > 1,
              let last = statements.last?.item.as(ReturnStmtSyntax.self),
              let returned = last.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        // The constant bound to the read, at the getter's top level; no other binding of the name.
        var found: TypeDecl?
        for item in statements.dropLast() {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == returned {
                guard found == nil, variable.bindingSpecifier.tokenKind == .keyword(.let),
                      let type = keyType(binding.initializer?.value) else { return nil }
                found = type
            }
        }
        if let found, let first = statements.first {
            noteUsed("DependencyValues.\(key) read as \(found.name)'s value; the getter's other statements (a first read's setup) are not run", first)
        }
        return found
    }
}
