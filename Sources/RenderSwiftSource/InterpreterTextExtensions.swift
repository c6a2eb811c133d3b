import SwiftSyntax
import RenderLayout
import RenderScene

/// A method the module adds to SwiftUI's `Text` (`extension Text { func settingsStyle() -> Text
/// { font(.footnote).bold() } }`, EnvironmentOverrides'), called on a Text as a modifier
/// (`Text(title).settingsStyle()`): its body runs with the Text as `self`, so the modifiers it
/// applies (`font`, `bold`) go on that Text, as Swift calls it. A Text that carries modifiers
/// already is still a Text (Text's own modifiers return a Text). A static method, or a name an
/// `extension View` of the module also declares (called before, as any view's), is not this.
extension Interpreter {
    /// The Text `views` with `name` of `extension Text` applied; nil when it is no such call.
    func textExtensionCall(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard views.count == 1, views[0].type == "Text",
              let functions = program.builtinFunctions["Text"]?[name]?.filter({ !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }),
              !functions.isEmpty,
              // SwiftUI's modifier of that name where none of the module's takes these labels.
              Vocabulary.modifier(name) == nil || functions.contains(where: { Self.labelsFit($0.signature.parameterClause.parameters, arguments) }) else { return nil }
        return try callFunction(functions, arguments, selfInstance: nil, selfView: views, at: call)
    }
}
