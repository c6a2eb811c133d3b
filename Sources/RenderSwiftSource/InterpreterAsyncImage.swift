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
/// 3. `AsyncImage(url:scale:transaction:content:)`, whose closure takes an `AsyncImagePhase` (the
///    call's only closure, labelled `content:` or trailing): the closure is called once, with
///    `.success(Image)` of the file when step 1's URL loads and `.empty` otherwise (a still
///    render never fetches, so never `.failure`); `phase.image` is the image or nil,
///    `phase.error` nil. Its views are the `content` of a loaded image and the `placeholder`
///    otherwise (the other becomes `Color.clear`, never decoded), so the definition shows them
///    as it shows the two closures'. The `transaction` (an animation) changes nothing at rest.
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
        // Step 3: one closure only (`content:` or trailing); a placeholder is labelled, or is the
        // trailing closure after a labelled `content:` (Swift's forward scan).
        let closures = arguments.filter {
            guard case .closure = $0.value else { return false }
            return $0.label == "content" || $0.label == "placeholder" || ($0.label == nil && $0.isTrailingClosure)
        }
        if closures.count == 1 {
            return try asyncImagePhaseArguments(arguments, closure: index, path: path, at: call)
        }
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

    /// Step 3: the phase closure's views, as the content (loaded) or the placeholder (not).
    private func asyncImagePhaseArguments(_ arguments: [CallArgument], closure index: Int, path: String?,
                                          at call: some SyntaxProtocol) throws(SceneError) -> [CallArgument] {
        guard case .closure(let closure) = arguments[index].value else { return arguments }
        let at = arguments[index].location
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: at) }
        var phase = Symbol(type: "AsyncImagePhase", steps: [Symbol.Step(name: "empty", arguments: nil)])
        if let path {
            var image = ViewJSON(type: "Image", location: at)
            image.members = [("file", node(.string(path)))]
            let scale = AsyncImageView.imageScale(arguments.first(where: { $0.label == "scale" })?.value.number ?? 1)
            image.members.append(("scale", node(.number(scale))))
            phase.steps = [Symbol.Step(name: "success", arguments: [CallArgument(label: nil, value: .views([image]), location: at)])]
        }
        let shown = try invoke(closure, [CallArgument(label: nil, value: .symbol(phase), location: at)], at: call)
        var clear = ViewJSON(type: "Color", location: at)
        clear.members = [("color", node(.string("clear")))]
        var result = arguments.filter { $0.label != "transaction" }
        result.removeAll { $0.label == "content" || ($0.label == nil && $0.isTrailingClosure) }
        result.append(CallArgument(label: "content", value: path != nil ? shown : .views([clear]), location: at))
        result.append(CallArgument(label: "placeholder", value: path != nil ? .views([clear]) : shown, location: at))
        return result
    }

    /// Step 3: `phase.image` (the loaded image, or nil) and `phase.error` (nil: a still render
    /// never fails to fetch) of the phase the closure is given; nil for any other value.
    static func asyncImagePhaseProperty(_ name: String, of base: SwiftValue) -> SwiftValue? {
        guard case .symbol(let symbol) = base, symbol.type == "AsyncImagePhase" else { return nil }
        switch name {
        case "image":
            if symbol.last == "success", let image = symbol.steps.last?.arguments?.first?.value { return image }
            return .null
        case "error": return .null
        default: return nil
        }
    }
}
