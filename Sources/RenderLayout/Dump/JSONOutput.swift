/// A JSON value to write, members in the order given, numbers with at most 3 decimals.
public indirect enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Pretty-printed with two-space indents and a final newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value):
            out += value.isFinite ? formatNumber(value) : "\"\(value > 0 ? "infinity" : "-infinity")\""
        case .string(let text): out += Self.quote(text)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += indent + "  "
                element.write(into: &out, indent: indent + "  ")
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            // Short objects of scalars stay on one line: {"width": 200, "height": null}.
            if members.count <= 4, members.allSatisfy({ $0.1.isScalar }) {
                out += "{ " + members.map { "\(Self.quote($0.0)): \($0.1.rendered().dropLast())" }.joined(separator: ", ") + " }"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  " + Self.quote(member.0) + ": "
                member.1.write(into: &out, indent: indent + "  ")
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
