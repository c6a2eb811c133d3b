import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `AsyncImage(url:scale:content:placeholder:)`: the content closure takes the loaded `Image`,
/// so the interpreter calls it here, before the call is matched against the vocabulary
/// (`AsyncImageView`'s step 1).
///
/// 1. When the URL is a `file://` URL of a PNG (what the definition shows loaded), the content
///    closure is called with `Image` of that file (at the call's `scale`, `AsyncImageView.imageScale`), and its views
///    become the `content` argument.
/// 2. Otherwise the content is never shown, and its closure never called (as SwiftUI calls it
///    only on success): the argument becomes `Color.clear`, which the definition reads as "a
///    view" and never decodes.
extension Interpreter {
    package func asyncImageArguments(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> [CallArgument] {
        guard name == "AsyncImage",
              let index = arguments.firstIndex(where: { $0.label == "content" || ($0.label == nil && $0.isTrailingClosure) }),
              case .closure(let closure) = arguments[index].value else { return arguments }
        var path: String?
        if let url = arguments.first(where: { $0.label == "url" }), case .record("URL", let fields) = url.value,
           case .string(let text)? = fields["absoluteString"], let parsed = URL(string: text), parsed.isFileURL,
           AsyncImageView.pngSize(parsed.path) != nil {
            path = parsed.path
        }
        let at = arguments[index].location
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: at) }
        var result = arguments
        if let path {
            // Step 1.
            var image = ViewJSON(type: "Image", location: at)
            image.members = [("file", node(.string(path)))]
            let scale = AsyncImageView.imageScale(arguments.first(where: { $0.label == "scale" })?.value.number ?? 1)
            image.members.append(("scale", node(.number(scale))))
            result[index].value = try invoke(closure, [CallArgument(label: nil, value: .views([image]), location: at)], at: call)
        } else {
            // Step 2.
            var clear = ViewJSON(type: "Color", location: at)
            clear.members = [("color", node(.string("clear")))]
            result[index].value = .views([clear])
        }
        return result
    }
}
