import SwiftSyntax
import RenderLayout

/// An environment model nobody above the view provides, whose only way to be made takes the
/// app's data context: `GrocyViewModel(modelContext: ModelContext)`, which the app's `App` makes
/// with its container's `mainContext` and hands down with `.environment(grocyVM)`.
///
/// 1. When `Type()` cannot be made, an initialiser whose every parameter without a default is a
///    `ModelContext` (or Core Data's `NSManagedObjectContext`) is called with the context
///    `@Environment(\.modelContext)` reads (`InterpreterStoredData`: an empty store at rest), the
///    defaulted parameters their defaults.
/// 2. If that fails too, the model stays unknown, with the first reason (`InterpreterClasses`).
extension Interpreter {
    /// Step 1: the model, or nil when no such initialiser exists or it fails.
    func instantiateWithContext(_ type: TypeDecl, at node: some SyntaxProtocol) -> SwiftValue? {
        for initializer in type.initializers where initializer.body != nil && initializer.optionalMark == nil {
            let required = initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
            guard !required.isEmpty, required.allSatisfy({
                ["ModelContext", "NSManagedObjectContext", "SwiftData.ModelContext"].contains($0.type.trimmedDescription)
            }) else { continue }
            let context = Self.modelContext(key: "modelContext") ?? .null
            let arguments = required.map { parameter in
                CallArgument(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text, value: context, location: program.location(node))
            }
            let warned = warnings.count
            do throws(SceneError) {
                return try instantiate(type, arguments, at: node)
            } catch {
                warnings.removeSubrange(warned...)
            }
        }
        return nil
    }
}
