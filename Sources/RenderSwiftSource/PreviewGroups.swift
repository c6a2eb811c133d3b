import SwiftSyntax
import RenderLayout
import RenderScene

/// A `PreviewProvider` whose `previews` is a `Group` of previews (`Group { A(); B() }`, often
/// with modifiers for all of them: `.previewLayout(.fixed(…))`), under `render FILE`: as for
/// previews listed at the top level (`PreviewRoots` step 5), only the first is shown and only it
/// is evaluated, since Xcode shows each view of the group as a preview of its own (decision, as
/// there; docs/previews.md).
///
/// 1. The `Group { … }` at the base of the first statement of `previews` (the statement itself,
///    or the base of its chain of modifiers, or its `return`'s) is the group of previews.
/// 2. Its content's statements run one at a time until one makes a view; that statement's
///    views are the group's children, the rest never run. The group's modifiers then apply to
///    it as to any group. A `ForEach` that makes the first views is kept whole (its previews
///    stay stacked), and a `Group` elsewhere is built as always.
extension Interpreter {
    /// Step 1: the group call of `previews`' first statement, or nil.
    static func previewGroupCall(_ body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard let first = body.first?.item else { return nil }
        var expression: ExprSyntax?
        if let statement = first.as(ReturnStmtSyntax.self) { expression = statement.expression }
        else if let made = first.as(ExpressionStmtSyntax.self) { expression = made.expression }
        else { expression = first.as(ExprSyntax.self) }
        // Down the modifier chain to its base.
        while let call = expression?.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == "Group" && call.arguments.isEmpty && call.trailingClosure != nil ? call : nil
            }
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            expression = access.base
        }
        return nil
    }

    /// Step 2: the first preview of the group `call` when it is the group of previews being
    /// shown; nil otherwise (the group is built as always).
    func firstOfPreviewGroup(_ content: CallArgument, at call: FunctionCallExprSyntax) throws(SceneError) -> [ViewJSON]? {
        guard firstPreviewGroup == call.id, case .closure(let closure) = content.value else { return nil }
        firstPreviewGroup = nil
        let scope = Scope(parent: closure.scope)
        var collected: [SwiftValue] = []
        var items: [CodeBlockItemSyntax] = []
        closure.body.forEachElement { items.append($0) }
        let outer = buildingViews
        buildingViews = true
        defer { buildingViews = outer }
        try nested(call) { () throws(SceneError) in
            for item in items {
                let flow = try execute(CollectionOfOne(item), scope, collecting: &collected)
                if case .returned(let value) = flow { collected = [value]; break }
                if !collected.isEmpty { break }
                if case .normal = flow { continue }
                break
            }
        }
        return try views(collected, at: call)
    }
}
