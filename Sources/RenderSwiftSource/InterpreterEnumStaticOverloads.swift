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
}
