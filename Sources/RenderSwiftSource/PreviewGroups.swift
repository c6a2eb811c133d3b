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
///    it as to any group. A `Group` elsewhere is built as always.
/// 3. A `ForEach` there — at the base of `previews`' first statement (`ForEach(devices, id:
///    \.self) { ContentView().previewDevice(…) }`), or of the group's statement that makes the
///    first views — makes one preview per element in Xcode's canvas, so it is the same: only its
///    first element's views are built, with the ForEach's modifiers (session 16; before, its
///    previews were stacked in one picture). A `ForEach` elsewhere is built as always.
/// 4. A view of the module that `previews`' first statement makes, whose own `body` is such a
///    group (isowords' `Preview { NavigationView { … } }`, whose body is `Group { content
///    .environment(\.colorScheme, .light).preferredColorScheme(.light)…; content
///    .environment(\.colorScheme, .dark).preferredColorScheme(.dark)… }`), is the same: SwiftUI
///    flattens a view's body into the list of views it stands for (a `List` row of such a view
///    is two rows), so Xcode shows each copy as a preview of its own, and only the first is
///    built. Before, the copies were stacked in one picture, one presentation whose scheme the
///    first `preferredColorScheme` set: the dark copy was drawn light.
extension Interpreter {
    /// Steps 1 and 3: the group (or `ForEach`) call of `previews`' first statement, or nil.
    static func previewGroupCall(_ body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard let first = body.first?.item, let call = baseCall(of: first),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if name == "Group" { return call.arguments.isEmpty && call.trailingClosure != nil ? call : nil }
        return name == "ForEach" ? call : nil
    }

    /// Step 4: the group (or `ForEach`) at the base of the `body` of the module's view that
    /// `previews`' first statement makes (`Preview { … }`), or nil.
    func wrappedPreviewGroupCall(_ body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard let first = body.first?.item, let call = Self.baseCall(of: first),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = program.type(named: name), type.isView, let wrapped = type.computed["body"] else { return nil }
        return Self.previewGroupCall(wrapped)
    }

    /// The call at the base of a statement's chain of modifiers (of its `return`'s), when it
    /// calls a name (`Group { … }`, `ForEach(…) { … }`).
    static func baseCall(of item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        var expression: ExprSyntax?
        if let statement = item.as(ReturnStmtSyntax.self) { expression = statement.expression }
        else if let made = item.as(ExpressionStmtSyntax.self) { expression = made.expression }
        else { expression = item.as(ExprSyntax.self) }
        // Down the modifier chain to its base.
        while let call = expression?.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.is(DeclReferenceExprSyntax.self) { return call }
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            expression = access.base
        }
        return nil
    }

    /// Step 3: whether `call` is the `ForEach` of previews being shown (then only its first
    /// element is built; asked once).
    func isPreviewForEach(_ call: FunctionCallExprSyntax) -> Bool {
        guard firstPreviewGroup == call.id else { return false }
        firstPreviewGroup = nil
        return true
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
                // Step 3: a `ForEach` that makes the group's first views shows its first element.
                if let base = Self.baseCall(of: item.item), base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" {
                    firstPreviewGroup = base.id
                }
                defer { firstPreviewGroup = nil }
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
