import Foundation

/// Replaces `{name}` in every string of a JSON tree. A string that is exactly `{name}` is
/// marked, so that it may stand where a number is expected.
///
/// Each string is read once, left to right. A token is `{`, then a name without `{` or `}`,
/// then `}`; a token naming a declared parameter is replaced by its value, and the value is
/// never read again, so `{"a": "{b}", "b": "x"}` turns "{a}" into "{b}" whatever the order of
/// the dictionary. Anything else, such as `{`, `{}` or an undeclared `{name}`, stays as written.
struct ParameterSubstitution {
    let values: [String: String]

    func apply(_ node: JSONNode) -> JSONNode {
        guard !values.isEmpty else { return node }
        var node = node
        switch node.value {
        case .string(let text):
            guard text.utf8.contains(UInt8(ascii: "{")) else { return node }
            if let value = wholeToken(text) {
                node.value = .string(value)
                node.fromParameter = true
                return node
            }
            node.value = .string(substitute(text))
        case .array(let elements):
            node.value = .array(elements.map(apply))
        case .object(let members):
            node.value = .object(members.map { ($0.key, apply($0.value)) })
        default: break
        }
        return node
    }

    /// The value of the parameter when `text` is exactly one `{name}` token of a declared name.
    private func wholeToken(_ text: String) -> String? {
        let scalars = text.unicodeScalars
        guard scalars.count >= 2, scalars.first == "{", scalars.last == "}" else { return nil }
        let name = scalars.dropFirst().dropLast()
        guard !name.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return values[String(String.UnicodeScalarView(name))]
    }

    /// `text` with every token of a declared name replaced, in one pass from left to right.
    /// Works on Unicode scalars so that a brace followed by a combining mark is still a brace.
    private func substitute(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var copied = scalars.startIndex
        var position = scalars.startIndex
        while let open = scalars[position...].firstIndex(of: "{") {
            let nameStart = scalars.index(after: open)
            guard let close = scalars[nameStart...].firstIndex(where: { $0 == "{" || $0 == "}" }) else { break }
            // A `{` before any `}` means the first `{` opened no token: look again from there.
            position = close
            guard scalars[close] == "}",
                  let value = values[String(String.UnicodeScalarView(scalars[nameStart..<close]))] else { continue }
            result.append(contentsOf: scalars[copied..<open])
            result.append(contentsOf: value.unicodeScalars)
            copied = scalars.index(after: close)
            position = copied
        }
        result.append(contentsOf: scalars[copied...])
        return String(result)
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
