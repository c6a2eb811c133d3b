/// A problem with a scene, pointing at the file, the JSON path and the line:column.
/// Printed as `scene.json:3:17: root.children[2].modifiers[0].frame.width: expected a number, found a string`.
public struct SceneError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String?
    public var location: SourceLocation?
    public var message: String
    /// For Swift sources: the line and a caret under the column, printed after the message.
    public var excerpt: String?

    public init(file: String, path: String? = nil, location: SourceLocation? = nil, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": "
        if let path { text += "\(path): " }
        text += message
        if let excerpt { text += "\n" + excerpt }
        return text
    }
}
