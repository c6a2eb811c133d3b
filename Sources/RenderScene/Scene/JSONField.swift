import RenderLayout

/// A JSON value with the path that reached it, and typed readers whose errors name both.
package struct JSONField {
    package let node: JSONNode
    /// Where the value sits; spelled out only when asked (an error, a view's path): most
    /// fields are read and never named.
    package let at: JSONPath
    package let file: String

    package init(node: JSONNode, path: String, file: String) {
        self.init(node: node, at: JSONPath(root: path), file: file)
    }

    package init(node: JSONNode, at: JSONPath, file: String) {
        self.node = node
        self.at = at
        self.file = file
    }

    /// `root.children[2].modifiers[0]`.
    package var path: String { at.text }

    package func fail(_ message: String) -> SceneError {
        SceneError(file: file, path: path, location: node.location, message: message)
    }

    package func member(_ key: String) -> JSONField? {
        node[key].map { JSONField(node: $0, at: JSONPath(parent: at, key: key), file: file) }
    }

    /// `root.modifiers` below `root`; `canvas` (not `.canvas`) at the top of the file.
    package func childPath(_ key: String) -> String {
        JSONPath(parent: at, key: key).text
    }

    package func element(_ index: Int, of nodes: [JSONNode]) -> JSONField {
        JSONField(node: nodes[index], at: JSONPath(parent: at, index: index), file: file)
    }
    package var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    package func object() throws(SceneError) -> [(key: String, value: JSONNode)] {
        guard case .object(let members) = node.value else { throw fail("expected an object, found \(node.typeDescription)") }
        // The first member whose key came before: pairwise for the small objects scenes are
        // made of (no set to build), a set for large ones.
        if members.count <= 16 {
            for index in members.indices.dropFirst() where members[..<index].contains(where: { $0.key == members[index].key }) {
                throw duplicate(members[index])
            }
        } else {
            var seen = Set<String>()
            for member in members where !seen.insert(member.key).inserted { throw duplicate(member) }
        }
        return members
    }

    private func duplicate(_ member: (key: String, value: JSONNode)) -> SceneError {
        SceneError(file: file, path: childPath(member.key), location: member.value.location,
                   message: "duplicate key \"\(member.key)\"")
    }

    /// Rejects keys outside `allowed`, naming the closest expected ones.
    package func checkKeys(_ allowed: Set<String>, what: String) throws(SceneError) {
        for member in try object() where !allowed.contains(member.key) {
            throw unknownKey(member, expected: allowed.sorted(), what: what)
        }
    }

    /// The same for a literal list of keys: a few names scanned in order, with no set built
    /// (and hashed) for every object of the scene.
    package func checkKeys(_ allowed: [String], what: String) throws(SceneError) {
        for member in try object() where !allowed.contains(member.key) {
            throw unknownKey(member, expected: allowed.sorted(), what: what)
        }
    }

    private func unknownKey(_ member: (key: String, value: JSONNode), expected: [String], what: String) -> SceneError {
        SceneError(file: file, path: childPath(member.key), location: member.value.location,
                   message: "unknown property \"\(member.key)\" for \(what); expected one of \(expected.joined(separator: ", "))")
    }

    package func array() throws(SceneError) -> [JSONField] {
        guard case .array(let elements) = node.value else { throw fail("expected an array, found \(node.typeDescription)") }
        return elements.indices.map { element($0, of: elements) }
    }

    package func string() throws(SceneError) -> String {
        switch node.value {
        case .string(let text): return text
        default: throw fail("expected a string, found \(node.typeDescription)")
        }
    }

    package func bool() throws(SceneError) -> Bool {
        switch node.value {
        case .bool(let value): return value
        case .string(let text) where node.fromParameter && (text == "true" || text == "false"): return text == "true"
        default: throw fail("expected true or false, found \(node.typeDescription)")
        }
    }

    /// A finite number; a parameter string `"{n}"` that holds a number counts.
    package func number() throws(SceneError) -> Double {
        switch node.value {
        case .number(let value): return value
        case .string(let text) where node.fromParameter:
            guard let value = Double(text), value.isFinite else { throw fail("expected a number, the parameter gave \"\(text)\"") }
            return value
        default: throw fail("expected a number, found \(node.typeDescription)")
        }
    }

    /// A number within `range`, with a message that says so.
    package func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
        let value = try number()
        guard range.contains(value) else {
            throw fail("\(formatNumber(value)) is out of range; expected \(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound))")
        }
        return value
    }

    /// A number, or the string `"infinity"`.
    package func length(allowInfinity: Bool) throws(SceneError) -> Double {
        if case .string(let text) = node.value, text == "infinity", !node.fromParameter {
            guard allowInfinity else { throw fail("\"infinity\" is not allowed here; expected a finite number") }
            return .infinity
        }
        let value = try number()
        guard value >= 0 else { throw fail("\(formatNumber(value)) is negative; expected a length ≥ 0") }
        guard value <= SceneLimits.maxLength else { throw fail("\(formatNumber(value)) is too large; lengths are at most \(formatNumber(SceneLimits.maxLength))") }
        return value
    }

    package func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        let value = try number()
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw fail("expected a whole number in \(range.lowerBound)…\(range.upperBound), found \(formatNumber(value))")
        }
        return Int(value)
    }

    /// One of a fixed set of names.
    package func choice<T>(_ options: [String: T], what: String) throws(SceneError) -> T {
        let text = try string()
        guard let value = options[text] else {
            throw fail("unknown \(what) \"\(text)\"; expected one of \(options.keys.sorted().joined(separator: ", "))")
        }
        return value
    }
}
