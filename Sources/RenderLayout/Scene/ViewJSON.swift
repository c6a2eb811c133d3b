/// A view being built by a Swift front end (the source interpreter, the compiled API): a JSON
/// view object whose modifiers are still being added.
struct ViewJSON: @unchecked Sendable {
    var type: String
    var members: [(key: String, value: JSONNode)]
    var modifiers: [JSONNode] = []
    var location: SourceLocation

    init(type: String, members: [(key: String, value: JSONNode)] = [], location: SourceLocation) {
        self.type = type
        self.members = members
        self.location = location
    }

    var json: JSONNode {
        var all: [(key: String, value: JSONNode)] = [("type", JSONNode(value: .string(type), location: location))]
        all += members
        if !modifiers.isEmpty { all.append(("modifiers", JSONNode(value: .array(modifiers), location: location))) }
        return JSONNode(value: .object(all), location: location)
    }

    static let shapeTypes: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule"]
    var isShape: Bool { Self.shapeTypes.contains(type) }
}
