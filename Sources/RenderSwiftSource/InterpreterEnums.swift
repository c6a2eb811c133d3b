import SwiftSyntax
import RenderLayout
import RenderScene

/// Enums as apps write them: raw values, associated values, methods, and code inside the enum
/// that names its own members unqualified.
///
/// 1. A case with associated values is the case's name with its arguments:
///    `.loaded(items)`, `Status.failed(message: "…")`.
/// 2. `case .loaded(let items)`, `case let .failed(message)`, `if case .loaded(let items) = state`
///    match the case's name and bind (or compare) each argument in order; a case with no
///    arguments in the pattern matches any payload. A payload written as an implicit member
///    (`.donut(.classic)`) is bound as a value of the case's declared associated type.
/// 3. Inside the enum's own code `rawValue`, computed properties and methods need no `self.`;
///    `Mode(rawValue: "x")` is the case with that raw value, or nil.
///    In its static members a case needs no `Self.` either (`static var current: Self { …
///    return iPhone }`): a bare name that is a case of the enum whose code runs is that case
///    (Swift's unqualified lookup finds the type's static members there; in an instance member
///    it is an error, "enum case cannot be used as an instance member", so such code never
///    reaches the renderer).
/// 4. The enum's own initialisers run as a function whose `self` is a local they assign
///    (`self = .en`); `return nil` of a failable one is nil.
extension Interpreter {
    /// `[UserSettings.ColorScheme.system, .dark, .light]`: the elements written as `.dark` are
    /// cases of the enum another element names, as Swift infers the array's type.
    func typingImplicitCases(_ elements: [SwiftValue]) -> [SwiftValue] {
        var named: String?
        for element in elements {
            if case .symbol(let symbol) = element, let type = symbol.type, program.types[type]?.kind == .enumeration { named = type; break }
        }
        guard let named, let declared = program.types[named] else { return elements }
        return elements.map { element in
            guard case .symbol(var symbol) = element, symbol.type == nil, let first = symbol.steps.first,
                  declared.caseIndex(first.name) != nil else { return element }
            symbol.type = named
            return .symbol(symbol)
        }
    }

    /// Step 2: whether `subject` matches a case pattern with arguments; nil when `pattern` is no
    /// such pattern. `binding`: inside `let`/`var`, bare names bind.
    package func matchPayload(_ pattern: PatternSyntax, _ subject: SwiftValue, _ scope: Scope, binding: Bool) throws(SceneError) -> Bool? {
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return try matchPayload(expression, subject, scope, binding: binding)
    }

    /// Step 2 for the expression of a pattern, also an element of a tuple pattern
    /// (`case (.image(let image), true):`, `InterpreterTuplePatterns`).
    func matchPayload(_ expression: ExprSyntax, _ subject: SwiftValue, _ scope: Scope, binding: Bool) throws(SceneError) -> Bool? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = access.declName.baseName.text
        // `case .some(let x)` of an optional: any value but nil, bound or compared.
        if name == "some", access.base == nil, call.arguments.count == 1, !Self.isCase("some", subject) {
            if case .null = subject { return false }
            return try matchElement(call.arguments.first!.expression, subject, scope, binding: binding)
        }
        guard case .symbol(let symbol) = subject, symbol.last == name else { return false }
        let payload = symbol.steps.last?.arguments ?? []
        guard payload.count == call.arguments.count else { return false }
        // `.donut(.classic)` of `case donut(Donut)`: the payload's implicit member is the
        // declared type's (`Donut.classic`), as Swift infers it.
        let declaredTypes = symbol.type.flatMap { program.type(named: $0) }?.caseParameterTypes[name]
        for (index, (argument, value)) in zip(call.arguments, payload).enumerated() {
            var value = value.value
            if case .symbol(let untyped) = value, untyped.type == nil, let declaredTypes, index < declaredTypes.count {
                value = try convert(value, to: declaredTypes[index], at: argument)
            }
            guard try matchElement(argument.expression, value, scope, binding: binding) else { return false }
        }
        return true
    }

    private static func isCase(_ name: String, _ value: SwiftValue) -> Bool {
        if case .symbol(let symbol) = value { return symbol.last == name }
        return false
    }

    /// One element of a payload pattern against its value: a nested pattern, a name to bind,
    /// `_`, `.some(x)`/`.none` of an optional payload, or a value to compare.
    func matchElement(_ element: ExprSyntax, _ value: SwiftValue, _ scope: Scope, binding: Bool) throws(SceneError) -> Bool {
        if let access = element.as(MemberAccessExprSyntax.self), access.base == nil, access.declName.baseName.text == "none",
           !Self.isCase("none", value) {
            if case .null = value { return true }
            return false
        }
        if let call = element.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base == nil, access.declName.baseName.text == "some", call.arguments.count == 1, !Self.isCase("some", value) {
            if case .null = value { return false }
            return try matchElement(call.arguments.first!.expression, value, scope, binding: binding)
        }
        if let inner = element.as(PatternExprSyntax.self) {
            return try matches(inner.pattern, value, scope)
        } else if binding, let reference = element.as(DeclReferenceExprSyntax.self) {
            scope.define(reference.baseName.text, value)
            return true
        } else if element.is(DiscardAssignmentExprSyntax.self) {
            return true
        } else {
            return try equal(try evaluate(element, scope), value, at: element)
        }
    }

    /// Step 3: a name inside an enum's code that is a member of `self` (a case): `rawValue`, a
    /// computed property. Nil when the scope's `self` is no case of the file's enums.
    package func enumSelfMember(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let instance = scope.selfInstance, instance.type.kind == .enumeration,
              case .symbol(let symbol)? = scope.lookup("self"), symbol.type != nil,
              name == "rawValue" || instance.type.computed[name] != nil else { return nil }
        return try enumMember(name, of: symbol, at: node)
    }

    /// Step 3: a bare name inside an enum's code that is a static member Swift gives the enum
    /// rather than one it declares with `static`, found without `Self.` as Swift's unqualified
    /// lookup inside a type finds its static members: a case (`return iPhone`; not where a
    /// static property of its name stands beside a case with associated values and no
    /// arguments follow, `InterpreterEnumStaticOverloads`), and the `allCases` that `CaseIterable`
    /// makes (`static let favourites: [Self] = [.misc] + allCases.dropLast(2)`). The enum's own
    /// statics are its members (`member(_:of:at:)`). Nil otherwise.
    package func enumStaticOfSelfType(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let instance = scope.selfInstance, instance.type.kind == .enumeration else { return nil }
        let type = instance.type
        if type.caseIndex(name) != nil {
            guard !type.staticPropertyShadowsCase(name, called: Self.isCallee(node)) else { return nil }
            return .symbol(Symbol(type: program.key(of: type), steps: [Symbol.Step(name: name, arguments: nil)]))
        }
        if name == "allCases", instance.fields.isEmpty, type.computed[name] == nil, type.storedProperty(name) == nil {
            return try staticMember(name, of: lookupKey(of: type), at: node)
        }
        return nil
    }

    /// `mode.title()`, `Mode.allCases.map { $0.label(for: x) }`: a method of a case, `self` the case.
    package func enumMethod(_ name: String, of symbol: Symbol, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let typeName = symbol.type, let type = program.type(named: typeName), type.kind == .enumeration,
              let functions = type.methods[name] else { return nil }
        return try callFunction(functions, arguments, selfInstance: Instance(type: type, fields: [:]), selfView: nil,
                                selfValue: .symbol(symbol), noMatch: "\(typeName) has no method '\(name)' the renderer can call", at: node)
    }

    /// Step 3: `Mode(rawValue: "x")`: the case whose raw value is `x`, or nil.
    package func enumCase(_ type: TypeDecl, rawValue arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard type.kind == .enumeration, arguments.count == 1, arguments[0].label == "rawValue" else { return nil }
        for name in type.cases {
            let symbol = Symbol(type: program.key(of: type), steps: [Symbol.Step(name: name, arguments: nil)])
            if try equal(try enumMember("rawValue", of: symbol, at: node), arguments[0].value, at: node) { return .symbol(symbol) }
        }
        return .null
    }
}

extension Interpreter {
    /// Step 4: an enum's own `init` (`init?(languageString:)`) chosen by its labels and run
    /// with `self` a local it assigns (`self = .en`): the case it leaves in `self`, or nil
    /// where it returns nil (a failable initialiser). Nil when no initialiser's labels fit.
    package func enumInitializer(_ type: TypeDecl, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard type.kind == .enumeration else { return nil }
        for initializer in type.initializers {
            guard let body = initializer.body, Self.labelsFit(initializer.signature.parameterClause.parameters, arguments) else { continue }
            let local = Scope(parent: nil, selfInstance: Instance(type: type, fields: [:]))
            try bind(initializer.signature.parameterClause.parameters, arguments, into: local, at: node)
            local.define("self", .null)
            var ignored: [SwiftValue] = []
            let flow = try execute(body.statements, local, collecting: &ignored)
            if case .returned(let value) = flow, case .null = value { return .null }
            let made = local.lookup("self") ?? .null
            guard case .symbol = made else {
                throw fail("\(type.name)'s initialiser ended without assigning self", node)
            }
            return try convert(made, to: type.name, at: node)
        }
        return nil
    }
}
