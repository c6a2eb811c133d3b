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

    /// Pretty-printed with two-space indents and a final newline, written into one string:
    /// a 40 000-view layout dump is megabytes, so no piece is built twice.
    public func rendered() -> String {
        var out = ""
        write(into: &out, depth: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value):
            if value.isFinite { out += formatNumber(value) } else { out += value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        case .string(let text): Self.quote(text, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                Self.indent(depth + 1, into: &out)
                element.write(into: &out, depth: depth + 1)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            Self.indent(depth, into: &out)
            out += "]"
        case .object(let members):
            // Short objects of scalars stay on one line: {"width": 200, "height": null}.
            if members.count <= 4, members.allSatisfy({ $0.1.isScalar }) {
                out += "{ "
                for (index, member) in members.enumerated() {
                    if index > 0 { out += ", " }
                    Self.quote(member.0, into: &out)
                    out += ": "
                    member.1.write(into: &out, depth: depth)
                }
                out += " }"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                Self.indent(depth + 1, into: &out)
                Self.quote(member.0, into: &out)
                out += ": "
                member.1.write(into: &out, depth: depth + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            Self.indent(depth, into: &out)
            out += "}"
        }
    }

    private static let indents = (0..<32).map { String(repeating: " ", count: 2 * $0) }

    private static func indent(_ depth: Int, into out: inout String) {
        var left = depth
        while left >= indents.count {
            out += indents[indents.count - 1]
            left -= indents.count - 1
        }
        out += indents[left]
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    package static func quote(_ text: String) -> String {
        var out = ""
        quote(text, into: &out)
        return out
    }

    /// Appends `text` as a JSON string literal; text without anything to escape goes in whole.
    package static func quote(_ text: String, into out: inout String) {
        out += "\""
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out += text
            out += "\""
            return
        }
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
        out += "\""
    }
}
