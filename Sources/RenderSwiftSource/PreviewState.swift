import SwiftSyntax
import RenderLayout

/// State through a preview: `#Preview { ProfileHeader() }` renders `ProfileHeader`, so
/// `--set compact=true` reaches its `@State var compact = false` as it would if the struct were
/// rendered directly (docs/swift-input.md, "State is a parameter").
///
/// 1. While a `#Preview` body or a `PreviewProvider`'s `previews` runs, the first instance of a
///    View struct it makes is the previewed view (`NavigationStack { ProfileHeader() }` too).
/// 2. Its stored properties with defaults that the call does not pass take the `--set` values
///    (`let` constants keep theirs), and are the scene's parameters for `--set` and sweeps.
extension Interpreter {
    /// Whether `instance` is the previewed view (then it is the last one to be).
    package func takePreviewRoot(_ instance: Instance) -> Bool {
        guard previewRootPending, instance.type.isView, instance.type.kind != .fileScope else { return false }
        previewRootPending = false
        previewRoot = instance
        return true
    }
}

extension Interpreter {
    /// A property of the rendered struct with no default that a caller would pass, of a model
    /// type that neither a sample nor its own initialiser could make (`InterpreterInputModels`):
    /// a placeholder named after it, as no value for it can be known. A number, string or Bool
    /// (`let text: String`) has none: it stays an error that asks for `--set`.
    package func unsetModel(_ property: TypeDecl.StoredProperty, in type: TypeDecl) throws(SceneError) -> SwiftValue? {
        let simple: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool"]
        guard let declared = property.type, !simple.contains(declared) else { return nil }
        return try placeholder("\(type.name).\(property.name)", at: property.node)
    }
}
