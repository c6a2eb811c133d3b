import SwiftSyntax
import RenderLayout
import RenderScene

/// `ProgressView().progressViewStyle(.circular)` (WeChat's `ActivityIndicator`): the circular
/// style on iOS is the spinning activity indicator, determinate or not — Apple's
/// `CircularProgressViewStyle`: "In cases where no determinate circular progress view style is
/// available, circular progress views use an indeterminate style" (a gauge only on watchOS,
/// macOS and in widgets; developer.apple.com/forums/thread/682757: `ProgressView(value: 0.5)
/// .progressViewStyle(.circular)` renders as the spinner on iOS).
///
/// 1. `.circular` given to one `ProgressView` draws it as the indicator: its value is dropped.
///    `.automatic` leaves it as it is.
/// 2. Given to any other view (a container of progress views), or `.linear` or
///    `CircularProgressViewStyle()`, the modifier is unknown as before: left out with a
///    warning (decision: no environment style yet).
extension Interpreter {
    /// Step 1: the progress view restyled; nil otherwise.
    func progressViewStyle(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "progressViewStyle", views.count == 1, views[0].type == "ProgressView", arguments.count == 1,
              arguments[0].label == nil else { return nil }
        let style: String
        switch arguments[0].value {
        case .symbol(let symbol) where symbol.type == nil && symbol.steps.count == 1 && symbol.steps[0].arguments == nil:
            // `.circular` unless the app declares its own static of that name.
            guard program.statics(at: call)["ProgressViewStyle"]?[symbol.last] == nil else { return nil }
            style = symbol.last
        default: return nil
        }
        var view = views[0]
        switch style {
        case "circular": view.members.removeAll { $0.key == "value" }
        case "automatic": break
        default: return nil
        }
        return .views([view])
    }
}
