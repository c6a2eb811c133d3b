/// A JSON value with the path that reached it, and typed readers whose errors name both.
struct JSONField {
    let node: JSONNode
    /// Where the value sits; spelled out only when asked (an error, a view's path): most
    /// fields are read and never named.
    let at: JSONPath
    let file: String

    init(node: JSONNode, path: String, file: String) {
        self.init(node: node, at: JSONPath(root: path), file: file)
    }

    init(node: JSONNode, at: JSONPath, file: String) {
        self.node = node
        self.at = at
        self.file = file
    }

    /// `root.children[2].modifiers[0]`.
    var path: String { at.text }

    func fail(_ message: String) -> SceneError {
        SceneError(file: file, path: path, location: node.location, message: message)
    }

    func member(_ key: String) -> JSONField? {
        node[key].map { JSONField(node: $0, at: JSONPath(parent: at, key: key), file: file) }
    }

    /// `root.modifiers` below `root`; `canvas` (not `.canvas`) at the top of the file.
    func childPath(_ key: String) -> String {
        JSONPath(parent: at, key: key).text
    }

    func element(_ index: Int, of nodes: [JSONNode]) -> JSONField {
        JSONField(node: nodes[index], at: JSONPath(parent: at, index: index), file: file)
    }
    var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    func object() throws(SceneError) -> [(key: String, value: JSONNode)] {
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
    func checkKeys(_ allowed: Set<String>, what: String) throws(SceneError) {
        for member in try object() where !allowed.contains(member.key) {
            throw unknownKey(member, expected: allowed.sorted(), what: what)
        }
    }

    /// The same for a literal list of keys: a few names scanned in order, with no set built
    /// (and hashed) for every object of the scene.
    func checkKeys(_ allowed: [String], what: String) throws(SceneError) {
        for member in try object() where !allowed.contains(member.key) {
            throw unknownKey(member, expected: allowed.sorted(), what: what)
        }
    }

    private func unknownKey(_ member: (key: String, value: JSONNode), expected: [String], what: String) -> SceneError {
        SceneError(file: file, path: childPath(member.key), location: member.value.location,
                   message: "unknown property \"\(member.key)\" for \(what); expected one of \(expected.joined(separator: ", "))")
    }

    func array() throws(SceneError) -> [JSONField] {
        guard case .array(let elements) = node.value else { throw fail("expected an array, found \(node.typeDescription)") }
        return elements.indices.map { element($0, of: elements) }
    }

    func string() throws(SceneError) -> String {
        switch node.value {
        case .string(let text): return text
        default: throw fail("expected a string, found \(node.typeDescription)")
        }
    }

    func bool() throws(SceneError) -> Bool {
        switch node.value {
        case .bool(let value): return value
        case .string(let text) where node.fromParameter && (text == "true" || text == "false"): return text == "true"
        default: throw fail("expected true or false, found \(node.typeDescription)")
        }
    }

    /// A finite number; a parameter string `"{n}"` that holds a number counts.
    func number() throws(SceneError) -> Double {
        switch node.value {
        case .number(let value): return value
        case .string(let text) where node.fromParameter:
            guard let value = Double(text), value.isFinite else { throw fail("expected a number, the parameter gave \"\(text)\"") }
            return value
        default: throw fail("expected a number, found \(node.typeDescription)")
        }
    }

    /// A number within `range`, with a message that says so.
    func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
        let value = try number()
        guard range.contains(value) else {
            throw fail("\(formatNumber(value)) is out of range; expected \(formatNumber(range.lowerBound))…\(formatNumber(range.upperBound))")
        }
        return value
    }

    /// A number, or the string `"infinity"`.
    func length(allowInfinity: Bool) throws(SceneError) -> Double {
        if case .string(let text) = node.value, text == "infinity", !node.fromParameter {
            guard allowInfinity else { throw fail("\"infinity\" is not allowed here; expected a finite number") }
            return .infinity
        }
        let value = try number()
        guard value >= 0 else { throw fail("\(formatNumber(value)) is negative; expected a length ≥ 0") }
        guard value <= SceneLimits.maxLength else { throw fail("\(formatNumber(value)) is too large; lengths are at most \(formatNumber(SceneLimits.maxLength))") }
        return value
    }

    func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        let value = try number()
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw fail("expected a whole number in \(range.lowerBound)…\(range.upperBound), found \(formatNumber(value))")
        }
        return Int(value)
    }

    /// One of a fixed set of names.
    func choice<T>(_ options: [String: T], what: String) throws(SceneError) -> T {
        let text = try string()
        guard let value = options[text] else {
            throw fail("unknown \(what) \"\(text)\"; expected one of \(options.keys.sorted().joined(separator: ", "))")
        }
        return value
    }
}

/// Bounds on what a scene may ask for, so bad input fails with a message, not a hang.
public enum SceneLimits {
    public static let maxFileBytes = 16 << 20
    public static let maxViews = 50_000
    /// Views and modifiers in all: each is a layout node (a "modifier bomb" of 2,400 views
    /// under 390 paddings each would make 936,000).
    public static let maxNodes = 100_000
    /// What parameter and `ForEach` substitution may produce in all, beyond twice the file's
    /// size (the parameters' one pass over the file): each node copied counts 1, each string
    /// rebuilt its UTF-8 bytes.
    public static let maxExpansion = 4 << 20
    /// Characters in a view id (ids are names, copied into every dump and modifier id).
    public static let maxIDLength = 200
    /// Characters in a font family name.
    public static let maxFamilyLength = 200
    /// Pixels of all the image files a scene decodes (each file once).
    public static let maxImagePixels = 100_000_000
    /// Bytes of one image file.
    public static let maxImageFileBytes = 64 << 20
    public static let maxViewDepth = 120
    /// Views and modifiers nested: layout, painting and freeing recurse this deep.
    public static let maxNodeDepth = 400
    /// Unicode scalars in one Text, and in all of a scene's texts.
    public static let maxTextLength = 5_000
    public static let maxTotalText = 200_000
    /// Characters in a run a line cannot break inside except between characters (no-break
    /// spaces such as U+00A0 do not end a run).
    public static let maxWordLength = 500
    public static let maxLength = 100_000.0
    public static let maxCanvasPixels = 100_000_000
    public static let maxCanvasSide = 32_767.0
}
