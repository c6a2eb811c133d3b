import RenderLayout

/// A view being built by a Swift front end (the source interpreter, the compiled API): a JSON
/// view object whose modifiers are still being added.
package struct ViewJSON: @unchecked Sendable {
    package var type: String
    package var members: [(key: String, value: JSONNode)]
    package var modifiers: [JSONNode] = []
    package var location: SourceLocation
    /// A preview's traits set on this view (`.previewDisplayName`…): not part of the JSON.
    package var preview = PreviewTraits()
    /// A `Group`'s or `ForEach`'s views as built (with their traits), so that a preview
    /// provider's `Group { A(); B() }` can be taken apart into its previews.
    package var groupChildren: [ViewJSON] = []
    /// Where a View struct's instance that made this view was written (`Row(name: "A")`), for
    /// a preview's source line; `location` is where its body starts.
    package var callSite: SourceLocation?

    package init(type: String, members: [(key: String, value: JSONNode)] = [], location: SourceLocation) {
        self.type = type
        self.members = members
        self.location = location
    }

    package var json: JSONNode {
        var all: [(key: String, value: JSONNode)] = [("type", JSONNode(value: .string(type), location: location))]
        all += members
        if !modifiers.isEmpty { all.append(("modifiers", JSONNode(value: .array(modifiers), location: location))) }
        return JSONNode(value: .object(all), location: location)
    }

    package static let shapeTypes: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "ContainerRelativeShape"]
    package var isShape: Bool { Self.shapeTypes.contains(type) }
}
