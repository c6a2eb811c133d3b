import SwiftSyntax
import RenderLayout
import RenderScene

/// Assigning a computed property runs its setter (docs/swift-input.md, "The app's models"), as
/// Swift does: generated mocks store every protocol property behind one (Element X's
/// `var userID: String { get { underlyingUserID } set(value) { underlyingUserID = value } }`,
/// assigned in an extension's `convenience init`).
///
/// 1. `name = value` in the type's own code, `self.name = value` and `object.name = value`, where
///    the type (or a superclass) declares `name` with a `set` accessor, run that accessor's body
///    with `self` the instance and its parameter (`set(value)`, else `newValue`) the value, in
///    the property's declared type. Its statements' values are dropped, as a `Void` function's.
/// 2. Of a struct held elsewhere (`object.name = value`), the setter runs on the copy that is
///    written back, as Swift's value semantics do; of a class, on the shared instance.
/// 3. A computed property without a setter is assigned as before (a stored field written over
///    it: Swift could not have compiled such code, so nothing relies on it).
extension Interpreter {
    /// Steps 1–2: true when `name` of `instance` has a setter, which ran.
    func assignThroughSetter(_ name: String, of instance: Instance, _ value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        guard let setter = instance.type.setters[name], let body = setter.body else { return false }
        let scope = Scope(parent: nil, selfInstance: instance)
        var given = try copy(value, at: node)
        if let declared = instance.type.computedTypes[name] { given = try convert(given, to: declared, at: node) }
        scope.define(setter.parameters?.name.text ?? "newValue", given)
        _ = try runForEffect(body.statements, scope, at: node)
        return true
    }

    /// `statements` run for what they do, as a `Void` function's body or a setter runs: their
    /// values dropped, never collected as a view builder's content.
    func runForEffect(_ statements: CodeBlockItemListSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        try nested(node) { () throws(SceneError) -> SwiftValue in
            let outerBuildingViews = buildingViews
            buildingViews = false
            defer { buildingViews = outerBuildingViews }
            var ignored: [SwiftValue] = []
            _ = try execute(statements, scope, collecting: &ignored)
            return .void
        }
    }
}
