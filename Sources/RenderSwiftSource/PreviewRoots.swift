import SwiftSyntax
import RenderLayout
import RenderScene

extension Interpreter {
    /// A preview's body (`#Preview { … }`, a provider's `previews`) to its views, each root
    /// metered apart (`EvaluationBudget`, step 1):
    ///
    /// 1. Each top-level statement of the body runs on a fresh step meter (`beginRoot`): the
    ///    statement that makes a preview's view (`Preview(timeframe: .today)`, whose
    ///    `@StateObject` builds a model) spends only its own.
    /// 2. The first View struct made is the previewed view (`previewRootPending`).
    /// 3. Each view made is then built (its `body` run) on a fresh meter too.
    /// 4. A `return` ends the body with its value, as in `runBody`.
    /// 5. `firstOnly` (a provider's `previews` under `render FILE`): the statements run until the
    ///    first makes a view, and only that view is built. Apple: "Xcode generates a preview for
    ///    each view that you list" (`PreviewProvider.previews`), and Xcode 14's canvas shows
    ///    them in tabs, the first open: the later previews' models are never made. The same
    ///    holds for the views of a `Group` that `previews` makes (`PreviewGroups`).
    package func previewViews(_ body: CodeBlockItemListSyntax, _ scope: Scope, firstOnly: Bool = false) throws(SceneError) -> [ViewJSON] {
        var collected: [SwiftValue] = []
        var returned: SwiftValue?
        previewRootPending = true
        // A `Group { A; B }` of previews: its first only, too (`PreviewGroups`).
        // Or the group a module view's body makes of its content (`Preview { … }`, step 4 there).
        firstPreviewGroup = firstOnly ? (Self.previewGroupCall(body) ?? wrappedPreviewGroupCall(body))?.id : nil
        defer { firstPreviewGroup = nil }
        do {
            let outerBuildingViews = buildingViews
            buildingViews = true
            defer { buildingViews = outerBuildingViews }
            var items: [CodeBlockItemSyntax] = []
            body.forEachElement { items.append($0) }
            for item in items {
                budget.beginRoot()
                let flow = try execute(CollectionOfOne(item), scope, collecting: &collected)
                if case .returned(let value) = flow { returned = value }
                if firstOnly, !collected.isEmpty { break }
                if case .normal = flow { continue }
                break
            }
        }
        previewRootPending = false
        var views: [ViewJSON] = []
        for value in returned.map({ [$0] }) ?? (firstOnly ? Array(collected.prefix(1)) : collected) {
            budget.beginRoot()
            views += try self.views(from: value, at: program.location(body))
        }
        return views
    }
}
