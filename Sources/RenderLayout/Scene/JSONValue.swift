/// A line and column in a scene file, both from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it was written, so errors can point at it.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order (duplicates kept: the decoder rejects them).
        case object([(key: String, value: JSONNode)])
    }

    public var value: Value
    public var location: SourceLocation
    /// True when a parameter replaced the whole string, so the value may stand for a number.
    public var fromParameter = false

    public init(value: Value, location: SourceLocation, fromParameter: Bool = false) {
        self.value = value
        self.location = location
        self.fromParameter = fromParameter
    }

    /// A short name of the value's type for messages: "a string", "an object"…
    public var typeDescription: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first(where: { $0.key == key })?.value
    }
}
