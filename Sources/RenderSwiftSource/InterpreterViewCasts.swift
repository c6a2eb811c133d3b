import SwiftSyntax
import RenderScene

/// `view as? Image`: a conditional cast of a view to one of SwiftUI's view types, as Swift's
/// dynamic cast answers it (URLPlaceholderImage's `if let image = placeholder() as? Image`).
///
/// 1. Only `as?` to a SwiftUI view type (`Image`, `Text`, `Circle` …) of a built view is decided
///    here; any other cast passes its value on, as before.
/// 2. The cast succeeds (the value, unchanged) when the value is one view of that type, made
///    directly rather than by a View struct of the app, whose every modifier is a method of
///    that type returning it: `Text`'s styling methods (`bold`, `font`, `kerning` …:
///    `TextConcatenation.textMethods`), `Image`'s `interpolation`, `antialiased`,
///    `symbolRenderingMode` (`resizable`, `renderingMode` are the Image's own properties here),
///    and none for another type. `Image("a").frame(…)` and `Text("a").padding()` are
///    `ModifiedContent`s: nil.
/// 3. Otherwise it fails: nil. No view (`EmptyView`) is only an `EmptyView`; several views (a
///    builder's `TupleView`) are none of them.
///
/// Limit: `AnyView(x)`, `Group { x }` and a builder's `if … else` are flattened to their content
/// before the cast sees it, so `AnyView(Image("a")) as? Image` is the image here, where Swift
/// answers nil (an `AnyView`, a `Group`, a `_ConditionalContent`); docs/swift-input.md says so.
extension Interpreter {
    func viewCast(_ value: SwiftValue, _ cast: AsExprSyntax) -> SwiftValue? {
        guard cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else { return nil }
        return viewCast(value, to: cast.type.trimmedDescription)
    }

    /// `value as? type` of a built view (steps 1–3), also for `value is type` (`InterpreterTypeChecks`).
    func viewCast(_ value: SwiftValue, to type: String) -> SwiftValue? {
        guard case .views(let views) = value else { return nil }
        guard Vocabulary.view(type) != nil || type == "EmptyView" else { return nil }
        if views.isEmpty { return type == "EmptyView" ? value : .null }
        guard views.count == 1, let view = views.first, view.type == type, view.callSite == nil else { return .null }
        let own: Set<String> = type == "Text" ? TextConcatenation.textMethods : type == "Image" ? Self.imageMethods : []
        for modifier in view.modifiers {
            guard case .object(let entry) = modifier.value, let key = entry.first?.key, own.contains(key) else { return .null }
        }
        return value
    }

    /// `Image`'s methods that return an `Image` and are modifiers in the scene.
    static let imageMethods: Set<String> = ["interpolation", "antialiased", "symbolRenderingMode"]
}
