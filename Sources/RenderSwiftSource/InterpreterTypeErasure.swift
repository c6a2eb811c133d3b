import SwiftSyntax
import RenderLayout

/// `AnyView(view)` and `AnyView(erasing: view)`: SwiftUI's type-erased view, as apps write it in
/// `extension View { func asAnyView() -> AnyView { AnyView(self) } }` or to return different
/// views from one function.
///
/// 1. Erasing a view's type changes nothing that is drawn or laid out: the result is the view
///    itself, its modifiers included (Apple: "An AnyView allows changing the type of view used in
///    a given view hierarchy"; its layout is its content's).
/// 2. An unknown view stays that placeholder.
/// 3. Any other argument (none, a label, two) is an error naming the call.
extension Interpreter {
    func anyView(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard arguments.count == 1, let content = arguments.first, content.label == nil || content.label == "erasing" else {
            throw fail("AnyView takes one view: AnyView(view) or AnyView(erasing: view)", call)
        }
        if case .placeholder = content.value { return content.value }
        return .views(try views(from: content.value, at: content.location))
    }
}
