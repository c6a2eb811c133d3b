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
/// 4. `AnyShape(Capsule())` (iOS 16), a type-erased shape, is the shape itself, as step 1 (Apple:
///    "A type-erased shape value"; compound-ios' text field picks `Capsule()` or a
///    `RoundedRectangle` into one `let shape`, then `shape.fill(…)` and `shape.stroke(…)`).
extension Interpreter {
    /// Step 4.
    func anyShape(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard arguments.count == 1, let content = arguments.first, content.label == nil else {
            throw fail("AnyShape takes one shape: AnyShape(shape)", call)
        }
        if case .placeholder = content.value { return content.value }
        return .views(try views(from: content.value, at: content.location))
    }

    func anyView(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard arguments.count == 1, let content = arguments.first, content.label == nil || content.label == "erasing" else {
            throw fail("AnyView takes one view: AnyView(view) or AnyView(erasing: view)", call)
        }
        if case .placeholder = content.value { return content.value }
        return .views(try views(from: content.value, at: content.location))
    }
}
