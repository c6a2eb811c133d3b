import Foundation

/// Replaces `{name}` in every string of a JSON tree. A string that is exactly `{name}` is
/// marked, so that it may stand where a number is expected.
struct ParameterSubstitution {
    let values: [String: String]

    func apply(_ node: JSONNode) -> JSONNode {
        guard !values.isEmpty else { return node }
        var node = node
        switch node.value {
        case .string(let text):
            guard text.contains("{") else { return node }
            if text.hasPrefix("{"), text.hasSuffix("}"), let value = values[String(text.dropFirst().dropLast())] {
                node.value = .string(value)
                node.fromParameter = true
                return node
            }
            var result = text
            for (name, value) in values { result = result.replacingAll("{\(name)}", with: value) }
            node.value = .string(result)
        case .array(let elements):
            node.value = .array(elements.map(apply))
        case .object(let members):
            node.value = .object(members.map { ($0.key, apply($0.value)) })
        default: break
        }
        return node
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
