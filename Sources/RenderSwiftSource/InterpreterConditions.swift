import SwiftSyntax
import RenderLayout

/// `#if` inside code: among a builder's or a function's statements and a switch's cases, and in a postfix chain
/// (`Text("a") #if os(iOS) .padding() #endif`). Declarations' `#if`s are resolved when the file
/// is read (`SwiftProgram`); all are evaluated by `CompilationConditions`.
extension Interpreter {
    /// The statements of the active clause of an `#if` among statements (none when no clause
    /// is active); they run in the enclosing scope, as Swift compiles them in place.
    package func activeStatements(_ ifConfig: IfConfigDeclSyntax) throws(SceneError) -> CodeBlockItemListSyntax? {
        guard let clause = try program.conditions.activeClause(ifConfig, program: program) else { return nil }
        switch clause.elements {
        case .statements(let items)?: return items
        case nil: return nil
        default: throw fail("unsupported: this #if among statements", ifConfig)
        }
    }

    /// A switch's cases, with those of its active `#if` clauses in place.
    package func activeCases(_ cases: SwitchCaseListSyntax) throws(SceneError) -> [SwitchCaseSyntax] {
        var result: [SwitchCaseSyntax] = []
        for element in cases {
            switch element {
            case .switchCase(let switchCase): result.append(switchCase)
            case .ifConfigDecl(let ifConfig):
                guard let clause = try program.conditions.activeClause(ifConfig, program: program) else { continue }
                guard case .switchCases(let inner)? = clause.elements else { throw fail("unsupported: this #if among switch cases", ifConfig) }
                result += try activeCases(inner)
            }
        }
        return result
    }

    /// `base #if … .modifier() #elseif … #endif`: the active clause's chain applied to the base.
    package func postfixIfConfig(_ expression: PostfixIfConfigExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        guard let baseExpression = expression.base else { throw fail("a postfix #if needs the expression it continues", expression) }
        let base = try evaluate(baseExpression, scope)
        return try applyIfConfig(expression.config, to: base, scope)
    }

    private func applyIfConfig(_ config: IfConfigDeclSyntax, to base: SwiftValue, _ scope: Scope) throws(SceneError) -> SwiftValue {
        guard let clause = try program.conditions.activeClause(config, program: program) else { return base }
        switch clause.elements {
        case .postfixExpression(let chain)?: return try apply(chain, to: base, scope)
        case nil: return base
        default: throw fail("unsupported: this #if in an expression", config)
        }
    }

    /// `.padding().bold()` whose innermost leading dot stands for `base`.
    private func apply(_ chain: ExprSyntax, to base: SwiftValue, _ scope: Scope) throws(SceneError) -> SwiftValue {
        try tick(chain)
        func receiver(_ inner: ExprSyntax?) throws(SceneError) -> SwiftValue {
            guard let inner else { return base }
            return try apply(inner, to: base, scope)
        }
        if let call = chain.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return try methodCall(access.declName.baseName.text, on: try receiver(access.base), call, scope)
        }
        if let access = chain.as(MemberAccessExprSyntax.self) {
            return try property(access.declName.baseName.text, of: try receiver(access.base), at: access)
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            return try applyIfConfig(nested.config, to: try receiver(nested.base), scope)
        }
        throw fail("unsupported in a postfix #if: \(chain.trimmedDescription.prefix(40))", chain)
    }
}
