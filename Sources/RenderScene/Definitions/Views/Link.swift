import Foundation
import RenderLayout

/// `Link`: a control that opens a URL, drawn as iOS 17 draws it at rest — exactly a `Button`
/// of the same label (a `ComposedView`).
///
/// 1. `Link(_:destination:)` (a title becomes a Text), `Link(destination:label:)`: the label is
///    a Button's label, so the link is that Button — its label in the accent colour (the tint)
///    under the automatic style, styled by `buttonStyle` like any button, a Form row's button
///    in a row (Apple: "a link's appearance depends on the button style", `Link`'s
///    documentation; SwiftUI's `Link` adopts `buttonStyle`).
/// 2. `destination` is checked: a URL of a scheme (`https://…`, `mailto:…`, `file:///…`). It is
///    never opened.
package enum LinkView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Link", json: ["title", "label", "destination"],
      summary: "Its label as a button in the accent colour (styled by `buttonStyle`); the URL is never opened.", [
        .init([.init("_", .string, key: "title"), .init("destination", .url)]),
        .init([.init("destination", .url), .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        // Step 2.
        guard let destination = object.member("destination") else { throw object.fail("Link needs \"destination\": a URL") }
        _ = try checkedURL(destination)
        // Step 1.
        let b = JSONBuilder(location: object.node.location)
        var members: [(String, JSONNode)] = []
        if let title = object.member("title") { members.append(("title", title.node)) }
        if let label = object.member("label") { members.append(("label", label.node)) }
        if members.isEmpty { throw object.fail("Link needs \"title\" (a string) or \"label\" (a view)") }
        return try ComposedView.decode("Link", b.view("Button", members), in: object, &context)
    }

    /// A URL string with a scheme, as `URL(string:)` reads it.
    static func checkedURL(_ field: JSONField) throws(SceneError) -> URL {
        let text = try field.string()
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
            throw field.fail("\"\(text.prefix(80))\" is not a URL with a scheme (https://…, file:///…)")
        }
        return url
    }
}
