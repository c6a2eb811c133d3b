/// A problem with a scene, pointing at the file, the JSON path and the line:column.
/// Printed as `scene.json:3:17: root.children[2].modifiers[0].frame.width: expected a number, found a string`.
/// Control characters from the file (in keys, values, the file name) are printed escaped, so a
/// message is always one line a terminal shows as it is.
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
        var text = location?.file ?? file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": "
        if let path, !path.isEmpty { text += "\(path): " }
        text = (text + message).escapingControlCharacters
        // The excerpt's lines (a Swift source line and its caret) stay lines.
        if let excerpt { text += "\n" + excerpt.escapingControlCharacters(keepingNewlines: true) }
        return text
    }
}

extension String {
    /// Control characters (C0, DEL, C1), line and paragraph separators and bidirectional
    /// overrides written as `\u{1B}`, so text from a file cannot break or disguise a message line.
    public var escapingControlCharacters: String { escapingControlCharacters(keepingNewlines: false) }

    /// The same, keeping line feeds when `keepingNewlines` (for multi-line usage text).
    public func escapingControlCharacters(keepingNewlines: Bool) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            let v = scalar.value
            if keepingNewlines && v == 0x0A { return false }
            return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
        guard unicodeScalars.contains(where: escaped) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if escaped(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
