import SwiftSyntax
import RenderLayout

import RenderScene

/// The Composable Architecture's `Store` at rest, a modelled library (as SwiftUI's vocabulary
/// is modelled; TCA's own source is never read): what a preview shows is the store's initial
/// state, before any action is sent and before its reducer runs (docs/swift-input.md, "The
/// Composable Architecture at rest").
///
/// 1. It is on where the file or its module imports `ComposableArchitecture`, for names the
///    module does not declare itself (an app's own `Store` class wins).
/// 2. `Store(initialState: S) { Feature() }`, `StoreOf<F>(initialState:)`, `Store<S, A>(…)`,
///    `.init(initialState:…)` where a `Store`/`StoreOf` is declared, and the older
///    `Store(initialState:reducer:environment:)` are a store holding `S`. The reducer and the
///    environment are never run (no action is sent at rest); `withDependencies:` runs first and
///    `S` is made with its overrides (`InterpreterDependencies`), as TCA makes it.
/// 3. Reading: `store.x` (dynamic member lookup) is `S.x`; `store.state` is `S`;
///    `store.withState { $0.x }` runs the closure on `S`. `$store.x` is a binding that reads
///    `S.x` (its set is an action, never run). `store.send(…)` is a task that does nothing.
/// 4. `store.scope(state: \.child, action: …)` (a key path, or a closure of the state) is a
///    store of the child state; of a nil child it is nil (`if let child = store.scope(…)`, an
///    `IfLetStore` else branch); of a collection (`IdentifiedArrayOf`) it iterates as one store
///    per element (`ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }`,
///    `ForEachStore`).
/// 5. `WithViewStore(store, observe: { $0 }) { viewStore in … }` and `ViewStore(store,
///    observe:)` are a view store of what `observe` reads (the state itself without it);
///    `viewStore.binding(get:send:)` reads with `get`; `WithPerceptionTracking { … }` is its
///    content.
/// 6. `x.is(\.case)` (CasePaths, on a state's enum or optional) is whether `x` is that case;
///    `\.some.case` of nil is false. `x.case` of an enum value (`@CasePathable`: `summary?.leaderboard`)
///    is the case's payload when `x` is that case, else nil.
/// 7. A presentation a store drives (`.alert($store.scope(…))`, `.sheet(item: $store.scope(…))`,
///    `.alert(store:)`) is not shown at rest, as SwiftUI's own presentations are not; it is
///    noted. (`.navigationDestination(store:)` is an ignored modifier, noted as any.)
/// 8. What the model does not know (`SwitchStore`/`CaseLet`, `Reducer` bodies, effects) stays a
///    named placeholder with its warning, as any unknown name; so does an initial state whose
///    making fails (`Feature.State` is a placeholder, the warning giving the failure and where).
extension Interpreter {
    /// Whether the file or its module imports TCA (step 1).
    var usesComposableArchitecture: Bool { program.importedModules.contains("ComposableArchitecture") }

    /// Step 2, 5: the calls of TCA's types; nil for any other call.
    func composableCall(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard usesComposableArchitecture else { return nil }
        let callee = call.calledExpression
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self),
                  let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        guard Self.composableNames.contains(name), program.types[name] == nil, scope.lookup(name) == nil else { return nil }
        // `withDependencies:` runs first; the initial state is made with its overrides
        // (`InterpreterDependencies` step 2).
        if name == "Store" || name == "StoreOf", let prepare = storeDependencyClosure(call) {
            return try withDependencyOverrides(from: prepare, scope, at: call) { () throws(SceneError) -> SwiftValue in
                let declared = callee.as(GenericSpecializationExprSyntax.self).map { $0.trimmedDescription }
                return try makeStore(try self.arguments(of: call, scope), declared: declared, at: call)
            }
        }
        let arguments = try self.arguments(of: call, scope)
        switch name {
        case "Store", "StoreOf":
            let declared = callee.as(GenericSpecializationExprSyntax.self).map { $0.trimmedDescription }
            return try makeStore(arguments, declared: declared, at: call)
        case "ViewStore": return try viewStore(arguments, at: call).store
        case "WithViewStore":
            let (store, content) = try viewStore(arguments, at: call)
            guard let content else { throw fail("WithViewStore takes its content: WithViewStore(store, observe: { $0 }) { viewStore in … }", call) }
            return try invoke(content, [CallArgument(label: nil, value: store, location: program.location(call))], at: call, asViews: true)
        case "IfLetStore": return try ifLetStore(arguments, at: call)
        case "ForEachStore":
            guard arguments.count == 2, arguments[0].label == nil, case .closure = arguments[1].value else {
                throw fail("ForEachStore takes a store of a collection and a closure: ForEachStore(store.scope(…)) { rowStore in … }", call)
            }
            return try forEach(arguments, at: call)
        case "WithPerceptionTracking":
            guard arguments.count == 1, case .closure(let content) = arguments[0].value else {
                throw fail("WithPerceptionTracking takes its content: WithPerceptionTracking { … }", call)
            }
            return try invoke(content, [], at: call, asViews: true)
        default: return nil
        }
    }

    static let composableNames: Set<String> = ["Store", "StoreOf", "ViewStore", "WithViewStore", "IfLetStore", "ForEachStore", "WithPerceptionTracking"]

    /// A store of `state` (step 2): `.record("Store", ["state": S])`.
    static func store(_ state: SwiftValue, view: Bool = false) -> SwiftValue {
        .record(view ? "ViewStore" : "Store", ["state": state])
    }

    static func storeState(_ value: SwiftValue) -> SwiftValue? {
        guard case .record(let type, let fields) = value, type == "Store" || type == "ViewStore" else { return nil }
        return fields["state"]
    }

    private func makeStore(_ arguments: [CallArgument], declared: String?, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        var state: SwiftValue?
        var reducer: Closure?
        for argument in arguments {
            switch argument.label {
            case "initialState": state = argument.value
            case nil where argument.isTrailingClosure, "reducer":
                if case .closure(let closure) = argument.value { reducer = closure }
            // The reducer (trailing or `reducer:`), `environment:` and `withDependencies:` are
            // not run at rest.
            case "environment", "withDependencies": continue
            default:
                throw fail("Store takes initialState:, a reducer and withDependencies:, not \(argument.label.map { "'\($0):'" } ?? "an unlabelled argument")", node)
            }
        }
        guard var state else { throw fail("Store needs its initialState: Store(initialState: Feature.State()) { Feature() }", node) }
        // `initialState: .init(inProgressGame: .mock)`: of the state type the store's type or
        // its reducer names (`StoreOf<Game>`, `{ Game() }`: `Game.State`).
        if case .symbol(let symbol) = state, symbol.type == nil,
           let type = Self.stateType(declared: declared) ?? reducer.flatMap(Self.stateType(reducer:)),
           program.types[type] != nil {
            // A state whose making fails (its `init` uses what the renderer cannot run) is the
            // unknown `Feature.State`, with a warning saying why, where it failed (step 8).
            do throws(SceneError) {
                state = try convert(state, to: type, at: node)
            } catch {
                if strict || error.stopsTheRender { throw error }
                warn("\(type) is a placeholder: \(error.message)", at: error.location ?? program.location(node))
                state = .placeholder(Placeholder(name: type, location: program.location(node), content: nil))
            }
        }
        return Self.store(state)
    }

    /// `Game.State` of `StoreOf<Game>`, `S` of `Store<S, A>`; nil for another type.
    static func stateType(declared: String?) -> String? {
        guard var type = declared?.replacingOccurrences(of: " ", with: "") else { return nil }
        if type.hasSuffix("?") { type.removeLast() }
        guard type.hasSuffix(">") else { return nil }
        if type.hasPrefix("StoreOf<") { return String(type.dropFirst("StoreOf<".count).dropLast()) + ".State" }
        if type.hasPrefix("Store<"), let comma = type.firstIndex(of: ",") {
            return String(type[type.index(type.startIndex, offsetBy: "Store<".count)..<comma])
        }
        return nil
    }

    /// `Game.State` of a reducer closure `{ Game() }` (also `{ Game()._printChanges() }`).
    static func stateType(reducer: Closure) -> String? {
        guard reducer.body.count == 1, var expression = reducer.body.first?.item.as(ExprSyntax.self) else { return nil }
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text + ".State" }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            expression = base
        }
        return nil
    }

    /// `.init(initialState: …) { Feature() }` given where a `StoreOf<F>`/`Store<S, A>` is declared.
    func storeConversion(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        // `store: Store(initialState: .init(…)) { }` given to `init(store: StoreOf<Game>)`: the
        // state's type is the parameter's.
        if case .record("Store", let fields) = value, case .symbol(let symbol)? = fields["state"], symbol.type == nil,
           let stateType = Self.stateType(declared: type), program.types[stateType] != nil {
            return Self.store(try convert(.symbol(symbol), to: stateType, at: node))
        }
        guard case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.last == "init",
              let arguments = symbol.steps[0].arguments, arguments.contains(where: { $0.label == "initialState" }),
              usesComposableArchitecture else { return nil }
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard bare.hasPrefix("StoreOf<") || bare.hasPrefix("Store<"), program.types["Store"] == nil else { return nil }
        return try makeStore(arguments, declared: bare, at: node)
    }

    /// Step 3: `store.x`, `store.state`, `viewStore.x`; nil for any other value.
    func storeProperty(_ name: String, of base: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if case .symbol(let symbol) = base, let payload = try casePayload(name, of: symbol, at: node) { return payload }
        guard let state = Self.storeState(base) else { return nil }
        if name == "state" { return state }
        // `Store(initialState: .init(…)) { }` where nothing names the state's type: unknown.
        if case .symbol(let symbol) = state, symbol.type == nil {
            return try placeholder("Store(initialState: \(symbol.description))", at: node)
        }
        return try property(name, of: state, at: node)
    }

    /// Step 6: `summary?.leaderboard` of an enum value (`@CasePathable`): the case's payload
    /// when the value is that case, else nil; nil (no answer) where `name` is no case of it.
    private func casePayload(_ name: String, of symbol: Symbol, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        // The case by its index, not a walk of `cases` (an enum may have thousands).
        guard usesComposableArchitecture, let typeName = symbol.type, symbol.steps.count == 1, let type = program.types[typeName],
              type.kind == .enumeration, type.caseIndex(name) != nil else { return nil }
        guard symbol.last == name else { return .null }
        var payload = symbol.steps[0].arguments ?? []
        // In its declared type: `.leaderboard([.lastDay: .init(outOf: 100, rank: 1)])` of
        // `case leaderboard([TimeScope: Rank])` holds `Rank`s.
        if let declared = type.caseParameterTypes[name], declared.count == payload.count {
            for index in payload.indices { payload[index].value = try convert(payload[index].value, to: declared[index], at: node) }
        }
        if payload.isEmpty { return .void }
        // `.turnBased(.init(…))` the declared type did not make (a case of another enum of the
        // same name, a generic payload): a value the renderer could not type is unknown.
        if payload.count == 1, case .symbol(let untyped) = payload[0].value, untyped.type == nil, untyped.steps.first?.name == "init" {
            return try placeholder("\(typeName).\(name)", at: node)
        }
        if payload.count == 1 { return payload[0].value }
        var fields: [String: SwiftValue] = [:]
        for (index, argument) in payload.enumerated() {
            fields[String(index)] = argument.value
            if let label = argument.label { fields[label] = argument.value }
        }
        return .record("Tuple", fields)
    }

    /// Step 6: whether `expression` is `x.case` of an enum value `x` whose type has that case
    /// (its value is the payload as an Optional: `.map` on it is Optional's, not an array's).
    func isCasePayloadRead(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> Bool {
        guard usesComposableArchitecture, let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
              case .symbol(let symbol) = try evaluate(base, scope), let typeName = symbol.type,
              let type = program.types[typeName], type.kind == .enumeration else { return false }
        return type.caseIndex(access.declName.baseName.text) != nil
    }

    /// Step 4: the stores of a collection state, one per element; nil unless `value` is a store
    /// of an array.
    func storeElements(_ value: SwiftValue) -> [SwiftValue]? {
        guard case .array(let elements)? = Self.storeState(value) else { return nil }
        return elements.map { Self.store($0) }
    }

    /// Steps 3–5: the methods of a store and a view store; nil for any other value or method.
    func storeMethod(_ name: String, on value: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        if case .record("StoreTask", _) = value, ["finish", "cancel"].contains(name) { return .void }
        guard let state = Self.storeState(value) else { return nil }
        switch name {
        case "send":
            // An action: never run at rest. What it returns is a task that does nothing.
            return .record("StoreTask", [:])
        case "scope":
            guard let reader = arguments.first(where: { $0.label == "state" }),
                  arguments.allSatisfy({ ["state", "action"].contains($0.label ?? "") }) else {
                throw fail("scope takes state: and action: (store.scope(state: \\.child, action: \\.child))", call)
            }
            let child = try read(state, with: reader.value, at: call)
            if case .null = child { return .null }
            return Self.store(child)
        case "withState":
            guard arguments.count == 1 else { throw fail("withState takes one closure: store.withState { $0.count }", call) }
            return try read(state, with: arguments[0].value, at: call)
        case "binding":
            // `viewStore.binding(get: \.name, send: …)`, `viewStore.binding(get: { $0.name }, send:)`.
            guard let getter = arguments.first(where: { $0.label == "get" }) ?? arguments.first(where: { $0.label == nil }) else {
                throw fail("binding takes get: and send: (viewStore.binding(get: \\.name, send: { .nameChanged($0) }))", call)
            }
            return try read(state, with: getter.value, at: call)
        default:
            return nil
        }
    }

    /// A key path or a closure applied to `state`; a nil met on the way is nil
    /// (`\.destination?.alert` of no destination).
    private func read(_ state: SwiftValue, with reader: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        switch reader {
        case .keyPath(let path):
            var value = state
            for name in path where name != "self" {
                if case .null = value { return .null }
                value = try property(name.hasPrefix("$") ? String(name.dropFirst()) : name, of: value, at: node)
            }
            return value
        case .closure(let closure):
            return try invoke(closure, [CallArgument(label: nil, value: state, location: closure.location)], at: node)
        case .placeholder:
            return reader
        default:
            throw fail("expected a key path or a closure of the state, found \(reader.typeName)", node)
        }
    }

    /// Step 5: `ViewStore(store, observe: …)`, and `WithViewStore`'s store and content.
    private func viewStore(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> (store: SwiftValue, content: Closure?) {
        guard let first = arguments.first, first.label == nil, !first.isTrailingClosure else {
            throw fail("WithViewStore and ViewStore take a store first: WithViewStore(store, observe: { $0 }) { … }", call)
        }
        if case .placeholder = first.value { return (first.value, Self.contentClosure(arguments)) }
        guard let state = Self.storeState(first.value) else { throw fail("expected a Store, found \(first.value.typeName)", call) }
        var observed = state
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "observe": observed = try read(state, with: argument.value, at: call)
            case "removeDuplicates", "send", "content", nil: continue
            default: throw fail("WithViewStore takes observe:, send:, removeDuplicates: and its content, not '\(argument.label ?? "")'", call)
            }
        }
        return (Self.store(observed, view: true), Self.contentClosure(arguments))
    }

    private static func contentClosure(_ arguments: [CallArgument]) -> Closure? {
        for argument in arguments.reversed() where argument.isTrailingClosure || argument.label == "content" {
            if case .closure(let closure) = argument.value { return closure }
        }
        return nil
    }

    /// `IfLetStore(store.scope(…)) { child in … } else: { … }`: the content of a store of a
    /// value, the else branch (or nothing) of nil.
    private func ifLetStore(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard let first = arguments.first, first.label == nil, !first.isTrailingClosure else {
            throw fail("IfLetStore takes a store first: IfLetStore(store.scope(state: \\.child, action: \\.child)) { … }", call)
        }
        var then: Closure?
        var otherwise: Closure?
        for argument in arguments.dropFirst() {
            guard case .closure(let closure) = argument.value else { throw fail("IfLetStore takes closures after its store", call) }
            switch argument.label {
            case "then", nil: then = closure
            case "else": otherwise = closure
            default: throw fail("IfLetStore takes then: and else:, not '\(argument.label ?? "")'", call)
            }
        }
        if case .placeholder = first.value { return first.value }
        let state: SwiftValue
        if case .null = first.value { state = .null } else if let held = Self.storeState(first.value) { state = held } else {
            throw fail("expected a Store, found \(first.value.typeName)", call)
        }
        if case .null = state {
            guard let otherwise else { return .views([]) }
            return try invoke(otherwise, [], at: call, asViews: true)
        }
        guard let then else { throw fail("IfLetStore needs its content: IfLetStore(store) { child in … }", call) }
        return try invoke(then, [CallArgument(label: nil, value: Self.store(state), location: program.location(call))], at: call, asViews: true)
    }

    /// Step 6: `base.is(\.case)` where TCA is on, with `base` already evaluated (the member call's
    /// receiver, evaluated once: a `nil` answer goes on to the ordinary methods with that value,
    /// never evaluating the receiver again).
    func composableCaseCheck(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard usesComposableArchitecture, name == "is", call.arguments.count == 1, call.trailingClosure == nil,
              let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
        return try caseCheck(base, path: try evaluate(ExprSyntax(path), scope), at: call)
    }

    /// Step 6: `value.is(\.caseName)`, `optional.is(\.some.caseName)`.
    private func caseCheck(_ value: SwiftValue, path: SwiftValue, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .keyPath(var names) = path, !names.isEmpty else { return nil }
        if case .placeholder = value { return value }
        if names.first == "some" {
            if case .null = value { return .bool(false) }
            names.removeFirst()
        }
        guard names.count == 1 else { return nil }
        if case .null = value { return .bool(names[0] == "none") }
        guard case .symbol(let symbol) = value, let first = symbol.steps.first else { return nil }
        return .bool(first.name == names[0])
    }

    /// Step 7: a presentation of a store's optional state (a binding of `$store.scope(…)`, or
    /// `store:`): not shown at rest, noted. False for any other modifier. The presentations are
    /// the vocabulary's own (`ModifierEntries.notShownAtRest`); `navigationDestination` is not
    /// among them: the vocabulary ignores it as not layout, with its note, before this is asked.
    func storePresentation(_ name: String, _ arguments: [CallArgument], here: Syntax) throws(SceneError) -> Bool {
        guard usesComposableArchitecture, ModifierEntries.notShownAtRest.contains(name),
              let first = arguments.first else { return false }
        let drivenByStore = first.label == "store" || ((first.label == nil || first.label == "item") && !first.isTrailingClosure
            && ({ if case .null = first.value { return true } else { return false } }() || Self.storeState(first.value) != nil))
        guard drivenByStore else { return false }
        try note("." + name, here, "a presentation of the store's state is not shown at rest")
        return true
    }
}
