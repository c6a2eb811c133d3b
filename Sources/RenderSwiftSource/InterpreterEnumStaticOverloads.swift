import SwiftSyntax
import RenderLayout
import RenderScene

/// A static property of an enum named as one of its cases with associated values (Compound's
/// `CompoundTextFieldStyle.Kind`: `static var plain: Self { .plain(.standard) }` beside `case
/// plain(TextEntry)`), chosen as Swift's overload resolution chooses, by type:
///
/// 1. Written without arguments where the enum is expected (`kind: Kind = .plain`, `Kind.plain`),
///    it is the static property: the case without its associated values is a function
///    `(TextEntry) -> Kind`, not a `Kind`.
/// 2. Called (`.plain(.standard)`, also inside the property's own getter), it is the case: the
///    property is no function.
///
/// 3. Passed as the function of the standard library's `map`, `compactMap` or `flatMap`
///    (`entries.map(Kind.plain)`), whose parameter is a function `(Element) -> T`, it is the case:
///    the static is a `Kind`, no function, so only the case's constructor fits the type. Applied
///    to a value (`applyCaseConstructor`), a case reference, shadowed or not (`entries.map(
///    Kind.tag)`), makes the case with that value, converted to the case's declared type.
///    Decision: the values are given unlabelled (`case tag(entry: Entry)` is matched by position).
///
/// (A case without associated values and a static of its name is an invalid redeclaration in
/// Swift, so a bare case name keeps meaning the case.)
extension TypeDecl {
    /// Whether `name`, written with arguments (`called`) or without, is the static property
    /// rather than the case (steps 1–2).
    func staticPropertyShadowsCase(_ name: String, called: Bool) -> Bool {
        guard !called, kind == .enumeration, !(caseParameterTypes[name] ?? []).isEmpty else { return false }
        if stored.contains(where: { $0.isStatic && $0.name == name }) { return true }
        guard let getter = computed[name] else { return false }
        // `computed` holds instance and static getters: the declaration says which.
        var node: Syntax? = Syntax(getter)
        while let current = node, !current.is(VariableDeclSyntax.self) { node = current.parent }
        return node?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.static) } ?? false
    }
}

extension Interpreter {
    /// Whether `node` is what a call calls (`Kind.plain` in `Kind.plain(.standard)`).
    static func isCallee(_ node: some SyntaxProtocol) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    /// Step 3: whether `node` is called, or is the one unlabelled argument of a standard
    /// `map`/`compactMap`/`flatMap` call (`entries.map(Kind.plain)`), where a function is expected.
    static func isCalledOrMapped(_ node: some SyntaxProtocol) -> Bool {
        if isCallee(node) { return true }
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
              let call = list.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base != nil else { return false }
        return ["map", "compactMap", "flatMap"].contains(callee.declName.baseName.text)
    }

    /// Step 3: `Kind.tag` applied to values (by `map`): the case made with them; nil where the
    /// function is no reference to a case of a module enum with that many associated values.
    func applyCaseConstructor(_ function: SwiftValue, _ values: [SwiftValue], at node: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .symbol(var symbol) = function, let typeName = symbol.type, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
              let type = program.types[typeName], type.kind == .enumeration, type.caseIndex(symbol.last) != nil,
              let parameters = type.caseParameterTypes[symbol.last], parameters.count == values.count, !values.isEmpty else { return nil }
        var arguments: [CallArgument] = []
        for (value, parameter) in zip(values, parameters) {
            let converted = try convert(value, to: program.qualified(parameter, inside: type), at: node)
            arguments.append(CallArgument(label: nil, value: converted, location: program.location(node)))
        }
        symbol.steps[0].arguments = arguments
        return .symbol(symbol)
    }
}
