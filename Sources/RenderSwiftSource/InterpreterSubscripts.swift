import SwiftSyntax
import RenderLayout
import RenderScene

/// The module's own subscripts, read (docs/swift-input.md, "The app's models"): isowords'
/// `self[letter.index][letter.side]` of a `Puzzle` (`extension Three { subscript(index:
/// LatticePoint) -> A }`, `subscript(offset: LatticePoint.Index) -> Element`, `extension Cube {
/// subscript(face: CubeFace.Side) -> CubeFace }`).
///
/// 1. `value[a, b]` of a struct, class or enum value of the module whose type (or an extension
///    of it) declares subscripts: the subscript whose parameters take those arguments. Labels
///    must match (a subscript's parameter has no argument label unless it names two); a
///    parameter whose type names the argument's type (the module type's name, or the last
///    component of a nested name: `LatticePoint.Index` takes an `Index`; `Int`, `String`,
///    `Double`, `Bool` for those values; an implicit member, `.zero`, of a parameter type that
///    has that case or static) is preferred, then one of a generic type (`A`,
///    `Element`), as Swift's overload ranking prefers the concrete one.
/// 2. Its getter runs with `self` the value and the parameters bound; `subscript(dynamicMember:)`
///    is `InterpreterDynamicMembers`'. None fits: nil, and the caller's rules apply.
/// 3. An implicit member the renderer could not type — `.init(…)`, or a chain of members and
///    calls on one (isowords' `.onboarding.enumerated(…).map(…)`, from a static getter of a type
///    alias of a generic type) — subscripted, is the unknown value `base[…]` (a named
///    placeholder): its type came from a generic parameter or alias the renderer does not
///    resolve (`InterpreterGenerics`), so a subscript's failure to fit would not be Swift's. A subscript whose `where` clause fails for
///    the value's known generic arguments is not a candidate (`InterpreterGenerics` step 3).
///    So is an implicit member subscripted where it is written when its context gives no type.
/// 4. An implicit member subscripted where it is written, in a context whose type is written
///    (Compound's `image = .compound[keyPath: icon]` for `private var image: Image`, a typed
///    `let`, a `return` of a declared result, an argument of a known parameter type;
///    `contextualType(of:)`): the member is that type's static (`Image.compound`), as Swift
///    resolves an implicit member chain against its result's type (SE-0287), and the subscript
///    applies to it. A type with no static of that name leaves the base as it was (step 3).
extension Interpreter {
    /// Step 4: the typed base, or nil.
    func contextTypedImplicitBase(_ base: SwiftValue, _ call: SubscriptCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
              case .symbol(let symbol) = base, symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
              var type = contextualType(of: call, scope) else { return nil }
        if type.hasSuffix("?") { type.removeLast() }
        let member = symbol.last
        let declared = program.type(named: type).map { declared in declared.stored.contains { $0.isStatic && $0.name == member } || declared.computed[member] != nil } ?? false
        guard program.statics(at: call)[type]?[member] != nil || declared else { return nil }
        return try staticMember(member, of: type, at: call)
    }

    /// Steps 1–2: nil when `base` is no module value with a subscript that takes `arguments`.
    func moduleSubscript(_ base: SwiftValue, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .instance(let instance) = base, !instance.type.subscripts.isEmpty else { return nil }
        var generic: (SubscriptDeclSyntax, CodeBlockItemListSyntax)?
        for declared in instance.type.subscripts where constraintsHold(Syntax(declared), instance.genericArguments) != false {
            let parameters = Array(declared.parameterClause.parameters)
            guard parameters.count == arguments.count, parameters.first?.firstName.text != "dynamicMember",
                  let getter = Self.subscriptGetter(declared) else { continue }
            var fits = true, concrete = true
            for (parameter, argument) in zip(parameters, arguments) {
                let label = parameter.secondName == nil ? nil : parameter.firstName.text
                guard (label == "_" ? nil : label) == argument.label else { fits = false; break }
                switch subscriptMatch(program.qualified(parameter.type.trimmedDescription, inside: instance.type), argument.value, declared) {
                case .exact: break
                case .generic: concrete = false
                case .no: fits = false
                }
                if !fits { break }
            }
            guard fits else { continue }
            if concrete { return try runSubscript(declared, getter, of: instance, arguments, at: node) }
            if generic == nil { generic = (declared, getter) }
        }
        if let (declared, getter) = generic { return try runSubscript(declared, getter, of: instance, arguments, at: node) }
        return nil
    }

    /// Step 3.
    func untypedSubscriptBase(_ base: SwiftValue, _ call: SubscriptCallExprSyntax) throws(SceneError) -> SwiftValue? {
        // (`.compound[keyPath: icon]` written so: an implicit member subscripted where it stands.)
        let writtenImplicit = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        guard case .symbol(let symbol) = base, symbol.type == nil,
              symbol.steps.first?.name == "init" || symbol.steps.count > 1 || symbol.steps.contains(where: { $0.arguments != nil })
                || writtenImplicit else { return nil }
        return try placeholder("\(call.calledExpression.trimmedDescription)[…]", at: call)
    }

    private enum SubscriptMatch { case exact, generic, no }

    /// Step 1: whether a parameter of type `type` takes `value`.
    private func subscriptMatch(_ type: String, _ value: SwiftValue, _ declared: SubscriptDeclSyntax) -> SubscriptMatch {
        let plain = type.hasSuffix("?") ? String(type.dropLast()) : type
        let genericNames = Set(declared.genericParameterClause?.parameters.map(\.name.text) ?? []).union(["Element", "Key", "Value"])
        if genericNames.contains(plain) { return .generic }
        let last = plain.split(separator: ".").last.map(String.init) ?? plain
        let given: String?
        switch value {
        case .instance(let instance): given = instance.type.name
        case .symbol(let symbol) where symbol.type == nil:
            // `grid[.zero]`: an implicit member of the parameter's type (an enum's case or a static).
            guard let declaredType = program.type(named: plain), let first = symbol.steps.first?.name else { return .no }
            let named = declaredType.caseIndex(first) != nil || declaredType.stored.contains { $0.isStatic && $0.name == first }
            return named ? .exact : .no
        case .symbol(let symbol): given = symbol.type.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        case .int: given = "Int"
        case .string: given = "String"
        case .double: given = plain == "CGFloat" || plain == "Float" ? plain : "Double"
        case .bool: given = "Bool"
        default: given = nil
        }
        return given == last ? .exact : .no
    }

    /// Step 2: the getter's statements (a bare body, or `get { … }`).
    private static func subscriptGetter(_ declared: SubscriptDeclSyntax) -> CodeBlockItemListSyntax? {
        switch declared.accessorBlock?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?: return list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements
        case nil: return nil
        }
    }

    private func runSubscript(_ declared: SubscriptDeclSyntax, _ getter: CodeBlockItemListSyntax, of instance: Instance,
                              _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let scope = Scope(parent: nil, selfInstance: instance)
        for (parameter, argument) in zip(declared.parameterClause.parameters, arguments) {
            let type = program.qualified(parameter.type.trimmedDescription, inside: instance.type)
            let value = program.type(named: type) != nil ? try convert(argument.value, to: type, at: node) : argument.value
            scope.define((parameter.secondName ?? parameter.firstName).text, value)
        }
        return try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(getter, scope, asViews: false, at: node) }
    }
}
