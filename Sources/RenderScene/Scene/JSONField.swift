import RenderLayout

/// A JSON value with the path that reached it, and typed readers whose errors name both.
package struct JSONField {
    package let node: JSONNode
    /// The path of this field (`link` none), or of the object or array it was read from: a
    /// member or element read makes no path object until one is asked for (`at`), so the
    /// fields read and never named cost no allocation. A field whose members are read one after
    /// another is `anchored` first, so they share its path.
    private let base: JSONPath
    private let link: Link
    package let file: String

    private enum Link {
        case none
        case key(String)
        case index(Int)
        /// Element `Int` of member `String` (`JSONPath.init(parent:key:index:)`).
        case keyIndex(String, Int)
    }

    /// Where the value sits; spelled out only when asked (an error, a view's path).
    package var at: JSONPath {
        switch link {
        case .none: return base
        case .key(let key): return JSONPath(parent: base, key: key)
        case .index(let index): return JSONPath(parent: base, index: index)
        case .keyIndex(let key, let index): return JSONPath(parent: base, key: key, index: index)
        }
    }

    package init(node: JSONNode, path: String, file: String) {
        self.init(node: node, at: JSONPath(root: path), file: file)
    }

    package init(node: JSONNode, at: JSONPath, file: String) {
        self.node = node
        self.base = at
        self.link = .none
        self.file = file
    }

    private init(node: JSONNode, base: JSONPath, link: Link, file: String) {
        self.node = node
        self.base = base
        self.link = link
        self.file = file
    }

    /// The same field holding its own path: its member and element reads then share it
    /// instead of each making it again. A view's and a modifier's object are anchored.
    package var anchored: JSONField {
        if case .none = link { return self }
        return JSONField(node: node, at: at, file: file)
    }

    /// `root.children[2].modifiers[0]`.
    package var path: String { at.text }

    package func fail(_ message: String) -> SceneError {
        SceneError(file: file, path: path, location: node.location, message: message)
    }

    package func member(_ key: String) -> JSONField? {
        guard let value = node[key] else { return nil }
        return JSONField(node: value, base: at, link: .key(key), file: file)
    }

    /// The member at `index` of `members`, this field's object, its key read in place.
    package func member(at index: Int, of members: [(key: String, value: JSONNode)]) -> JSONField {
        let (key, value) = members.withUnsafeBufferPointer { (JSONNode.key(at: index, in: $0), $0[index].value) }
        return JSONField(node: value, base: at, link: .key(key), file: file)
    }

    /// `root.modifiers` below `root`; `canvas` (not `.canvas`) at the top of the file.
    package func childPath(_ key: String) -> String {
        JSONPath(parent: at, key: key).text
    }

    package func element(_ index: Int, of nodes: [JSONNode]) -> JSONField {
        JSONField(node: nodes[index], base: at, link: .index(index), file: file)
    }

    /// Element `index` of `nodes`, the array in this object's member `key`, its path one link
    /// from this field's (`key[index]`): the list's own field need not be anchored, a path
    /// object made per view, for its elements to share (a view's modifiers).
    package func element(_ index: Int, of nodes: [JSONNode], inMember key: String) -> JSONField {
        JSONField(node: nodes[index], base: at, link: .keyIndex(key, index), file: file)
    }

    /// The member at `index` of `members`, this field's object, holding its own path: what
    /// `member(at:of:).anchored` makes, without the unanchored field made and dropped first.
    package func anchoredMember(at index: Int, of members: [(key: String, value: JSONNode)]) -> JSONField {
        let (key, value) = members.withUnsafeBufferPointer { (JSONNode.key(at: index, in: $0), $0[index].value) }
        return JSONField(node: value, at: JSONPath(parent: at, key: key), file: file)
    }
    package var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    package func object() throws(SceneError) -> [(key: String, value: JSONNode)] {
        guard case .object(let members) = node.value else { throw fail("expected an object, found \(node.typeDescription)") }
        if let repeated = JSONNode.firstRepeatedKey(in: members) { throw duplicate(members[repeated]) }
        return members
    }

    package func duplicate(_ member: (key: String, value: JSONNode)) -> SceneError {
        SceneError(file: file, path: childPath(member.key), location: member.value.location,
                   message: "duplicate key \"\(member.key)\"")
    }

    /// Rejects keys outside `allowed`, naming the closest expected ones. `duplicatesChecked`:
    /// the caller has read this field's `object()` already, so its keys are not compared again.
    package func checkKeys(_ allowed: Set<String>, what: String, duplicatesChecked: Bool = false) throws(SceneError) {
        let members: [(key: String, value: JSONNode)]
        if duplicatesChecked, case .object(let checked) = node.value { members = checked } else { members = try object() }
        if let unknown = JSONNode.firstIndex(in: members, where: { !allowed.contains($0) }) {
            throw unknownKey(members[unknown], expected: allowed.sorted(), what: what)
        }
    }

    /// The same for a literal list of keys: a few names scanned in order, with no set built
    /// (and hashed) for every object of the scene.
    package func checkKeys(_ allowed: [String], what: String, duplicatesChecked: Bool = false) throws(SceneError) {
        let members: [(key: String, value: JSONNode)]
        if duplicatesChecked, case .object(let checked) = node.value { members = checked } else { members = try object() }
        if let unknown = JSONNode.firstIndex(in: members, where: { !allowed.contains($0) }) {
            throw unknownKey(members[unknown], expected: allowed.sorted(), what: what)
        }
    }

    package func unknownKey(_ member: (key: String, value: JSONNode), expected: [String], what: String) -> SceneError {
        SceneError(file: file, path: childPath(member.key), location: member.value.location,
                   message: "unknown property \"\(member.key)\" for \(what); expected one of \(expected.joined(separator: ", "))")
    }

    /// The number of elements of an array (else `array()`'s error), without making their fields.
    package func arrayCount() throws(SceneError) -> Int {
        guard case .array(let elements) = node.value else { throw fail("expected an array, found \(node.typeDescription)") }
        return elements.count
    }

    package func array() throws(SceneError) -> [JSONField] {
        guard case .array(let elements) = node.value else { throw fail("expected an array, found \(node.typeDescription)") }
        let parent = at
        return elements.indices.map { JSONField(node: elements[$0], base: parent, link: .index($0), file: file) }
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
