import Foundation

import RenderLayout

/// Decodes one view object (docs/scene-format.md §2). Returns several views for `Group` and
/// `ForEach`, whose children join the parent.
extension SceneDecoder {
    /// The view types, from the one table every front end shares.
    package static let viewTypes = Vocabulary.viewNames

    /// `depth` counts the views around this one and the layout nodes (views and modifiers)
    /// above its outermost modifier: both are bounded, as layout and painting recurse through them.
    package mutating func view(_ field: JSONField, depth: Depth) throws(SceneError) -> [ViewNode] {
        var views: [ViewNode] = []
        try view(field, depth: depth, into: &views)
        return views
    }

    /// `view(_:depth:)`, its views appended to `result`: a list of children is read into one
    /// array, with no array made per child (one view, nearly always) and appended.
    package mutating func view(_ field: JSONField, depth: Depth, into result: inout [ViewNode]) throws(SceneError) {
        // Its path made once: the view's node keeps it, and its members' fields share it.
        let field = field.anchored
        guard depth.views <= SceneLimits.maxViewDepth else {
            throw field.fail("views are nested more than \(SceneLimits.maxViewDepth) levels deep")
        }
        // One pass over the members: duplicates, and where the common keys sit (ViewMembers).
        guard case .object(let members) = field.node.value else { throw field.fail("expected an object, found \(field.node.typeDescription)") }
        let object = ViewMembers(members)
        if let repeated = object.repeated { throw field.duplicate(members[repeated]) }
        let modifierCount = try object.modifiers.map { (index: Int) throws(SceneError) in try field.member(at: index, of: members).arrayCount() } ?? 0
        // This view's own node, inside its modifiers; its children one level further in.
        let own = Depth(views: depth.views, nodes: depth.nodes + modifierCount)
        guard own.nodes <= SceneLimits.maxNodeDepth else {
            throw field.fail("views and modifiers are nested more than \(SceneLimits.maxNodeDepth) levels deep")
        }
        let inner = Depth(views: depth.views + 1, nodes: own.nodes + 1)
        guard let typeIndex = object.type else {
            throw field.fail("a view needs \"type\" (one of \(Self.viewTypes.joined(separator: ", ")))")
        }
        let typeField = field.member(at: typeIndex, of: members)
        let type = try typeField.string()
        let id = try object.id.map { (index: Int) throws(SceneError) in try self.claim(id: field.member(at: index, of: members)) }
        /// The properties the vocabulary gives this type, beside the common ones, compared in
        /// place (its keys were checked for duplicates above).
        func check(_ keys: [String]? = nil) throws(SceneError) {
            if let refused = object.ownKeyRefused(keys ?? Vocabulary.viewJSONKeys[type] ?? []) {
                throw field.unknownKey(members[refused], expected: Vocabulary.viewObjectKeys(type).sorted(), what: type)
            }
        }

        // A Section is a section only among a List's rows (through Group and ForEach).
        let listContent = inListContent
        if type != "Group" && type != "ForEach" { inListContent = false }
        defer { inListContent = listContent }
        // A ForEach among a Picker's options (through Group) tags its views.
        let pickerContent = inPickerContent
        if type != "Group" && type != "ForEach" { inPickerContent = false }
        defer { inPickerContent = pickerContent }
        if type == "Section" {
            result += try section(field, depth: own, inList: listContent)
            return
        }
        if type == "ForEach" {
            result += try forEach(field, depth: own)
            return
        }
        if type == "CustomLayout" {
            // Made by the Swift front end for a `struct X: Layout`; JSON cannot spell one.
            let (behavior, children) = try decoding(depth: inner) { (context) throws(SceneError) in try CustomLayoutView.decode(field, &context) }
            let node = ViewNode(.defined(DefinedView(behavior)), id: id, children: children, at: field.at)
            result.append(try applyModifiers(field, to: node, depth: inner))
            return
        }
        if type == "Group" {
            try check()
            if object.id != nil {
                throw field.fail("a Group has no id of its own; give its children ids")
            }
            // A Group is no node: its children sit where it is, inside its modifiers.
            let children = try self.children(field, depth: Depth(views: depth.views + 1, nodes: own.nodes))
            for (offset, child) in children.enumerated() {
                result.append(try applyModifiers(field, throughSection: child, depth: depth, member: offset))
            }
            return
        }

        viewCount += 1
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        try countNode(field)
        guard let decoding = ViewDefinitions.decodingByName[type] else {
            throw (typeField.fail("unknown view type \"\(type)\"; expected one of \(Self.viewTypes.joined(separator: ", "))"))
        }
        let definition = decoding.definition
        try check(decoding.keys)
        // The context reaches this decoder where it is, so no copy of it shares (and must copy
        // on write) its tables of ids and images while the view's children are read.
        let (behavior, children, wrapper) = try self.decoding(depth: inner) { (context) throws(SceneError) in
            let (behavior, children) = try definition.decode(field, &context)
            return (behavior, children, context.wrapper)
        }
        if let wrapper {
            let view = ViewNode(.defined(DefinedView(behavior)), children: children, at: field.at)
            result.append(try applyModifiers(field, to: ViewNode(.modifier(wrapper), id: id, children: [view], at: field.at), depth: inner))
            return
        }
        let node = ViewNode(.defined(DefinedView(behavior)), id: id, children: children, at: field.at)
        result.append(try applyModifiers(field, to: node, depth: inner))
    }

    /// A Text's string, within the limits on text length (Text, and controls' titles).
    /// Noncharacters are replaced first; lengths count Unicode scalars, what Pango works
    /// through (a grapheme can hold any number of combining marks).
    package mutating func textString(_ text: JSONField) throws(SceneError) -> String {
        let string = Self.replacingNoncharacters(try text.string())
        // Long texts, above all one long word in a narrow column, cost Pango quadratic time.
        let length = string.unicodeScalars.count
        guard length <= SceneLimits.maxTextLength else {
            throw text.fail("the text has \(length) Unicode scalars; at most \(SceneLimits.maxTextLength)")
        }
        if let word = Self.longestUnbreakableRun(string), word > SceneLimits.maxWordLength {
            throw text.fail("the text has a run of \(word) characters with no breakable space; at most \(SceneLimits.maxWordLength) (breaking it costs quadratic time)")
        }
        textLength += length
        guard textLength <= SceneLimits.maxTotalText else {
            throw text.fail("the scene's texts have more than \(SceneLimits.maxTotalText) characters in all")
        }
        return string
    }

    /// Counts one layout node (a view or a modifier) against `SceneLimits.maxNodes`.
    package mutating func countNode(_ field: JSONField) throws(SceneError) {
        nodeCount += 1
        guard nodeCount <= SceneLimits.maxNodes else {
            throw field.fail("the scene has more than \(SceneLimits.maxNodes) views and modifiers in all")
        }
    }

    /// Unicode noncharacters (U+FDD0…U+FDEF and the last two of each plane, such as U+FFFE)
    /// become U+FFFD: they are not for interchange, XML cannot hold U+FFFE/U+FFFF, and Cairo's
    /// PDF output refuses them. Replaced before measuring, so measuring and drawing agree.
    package static func replacingNoncharacters(_ text: String) -> String {
        // ASCII has no noncharacter: most texts are answered without a scalar's properties.
        guard !text.utf8.allSatisfy({ $0 < 0x80 }),
              text.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.isNoncharacterCodePoint ? "\u{FFFD}" : $0 }))
    }

    /// Spaces Pango does not break at (no-break, narrow no-break, figure space, BOM). A switch,
    /// not a `Set<UInt32>`: the set's storage type is built from its mangled name on first use,
    /// a scan of every conformance record (twice the price after a Swift file's read has
    /// registered swift-syntax's; docs/performance.md, "Conformance scans after registration").
    package static func isNoBreakSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0, 0x2007, 0x202F, 0xFEFF: return true
        default: return false
        }
    }

    /// The longest run of characters a line cannot break inside: no breakable whitespace, and
    /// no CJK character (lines break between those anywhere). Nil for an empty text.
    package static func longestUnbreakableRun(_ text: String) -> Int? {
        var longest = 0, current = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let breaksAnywhere = (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v) || v >= 0x20000
            // ASCII's whitespace is tab to carriage return and space (Unicode's White_Space),
            // answered without looking the scalar's properties up.
            let isWhitespace = v < 0x80 ? v == 0x20 || (0x09...0x0D).contains(v) : scalar.properties.isWhitespace
            if (isWhitespace && !isNoBreakSpace(v)) || breaksAnywhere {
                current = 0
            } else {
                current += 1
                longest = max(longest, current)
            }
        }
        return text.isEmpty ? nil : longest
    }

    /// An id: non-empty, without `#` (which modifier ids use), and unique in the scene.
    /// `member` is the view's place among the views one `Group`, `Section` or `ForEach` applies
    /// its modifiers to: SwiftUI takes `Group { a; b }.id(x)` and `Section { … }.id(x)`, so the
    /// first view is `x` and the next `x@2`, `x@3`…, as a Swift subtree used twice is named.
    package mutating func claim(id field: JSONField, member: Int = 0) throws(SceneError) -> String {
        let id = try field.string()
        guard !id.isEmpty else { throw field.fail("an id must not be empty") }
        guard id.unicodeScalars.count <= SceneLimits.maxIDLength else {
            throw field.fail("an id has at most \(SceneLimits.maxIDLength) characters; this one has \(id.unicodeScalars.count)")
        }
        guard !id.contains("#") else { throw field.fail("an id must not contain '#', which marks modifier ids such as \"\(id.split(separator: "#").first ?? "")#0\"") }
        if repeatedIDs || member > 0 {
            let uses = (idUses[id] ?? 0) + 1
            idUses[id] = uses
            var unique = uses == 1 ? id : "\(id)@\(uses)"
            while !ids.insert(unique).inserted { unique += "@" }
            return unique
        }
        guard ids.insert(id).inserted else { throw field.fail("the id \"\(id)\" is used twice; ids are unique in a scene") }
        idUses[id] = 1
        return id
    }

    package mutating func children(_ field: JSONField, depth: Depth) throws(SceneError) -> [ViewNode] {
        guard let list = field.member("children")?.anchored else { return [] }
        // Each child's field made as it is read (its path shares the list's): no array of
        // fields per parent.
        guard case .array(let elements) = list.node.value else { throw list.fail("expected an array, found \(list.node.typeDescription)") }
        var result: [ViewNode] = []
        result.reserveCapacity(elements.count)
        for index in elements.indices { try view(list.element(index, of: elements), depth: depth, into: &result) }
        return result
    }

    /// Wraps `node` in the modifiers of `field`, first innermost; the k-th modifier of a view
    /// gets id `"<id>#<k>"`. A Group's or ForEach's modifiers continue each child's own count;
    /// `member` is the child's place among the views they apply to (`claim(id:member:)`).
    package mutating func applyModifiers(_ field: JSONField, to node: ViewNode, depth: Depth, member: Int = 0) throws(SceneError) -> ViewNode {
        // The list's path is spelled only in its own error; each entry's is one link from the
        // view's (`field.element(_:of:inMember:)`).
        guard let list = field.member("modifiers") else { return node }
        let field = field.anchored
        // The second and later views a Group's, Section's or ForEach's modifiers apply to decode
        // the views in those modifiers' arguments again: an id there names the first copy `x`,
        // the next `x@2`…, as the Swift front end names a subtree used twice.
        let repeated = repeatedIDs
        if member > 0 { repeatedIDs = true }
        defer { repeatedIDs = repeated }
        var (base, next) = Self.modifierNumbering(after: node)
        var current = node
        // Each entry's field made as it is read: no array of fields per view.
        guard case .array(let entries) = list.node.value else { throw list.fail("expected an array, found \(list.node.typeDescription)") }
        for index in entries.indices {
            let entry = field.element(index, of: entries, inMember: "modifiers")
            // `{"id": "name"}` names the view so far; the modifiers after it count from it.
            if case .object(let members) = entry.node.value, members.count == 1,
               members.withUnsafeBufferPointer({ JSONNode.key(at: 0, in: $0) }) == "id", let field = entry.member("id") {
                let id = try claim(id: field, member: member)
                current = ViewNode(current.kind, id: id, children: current.children, at: current.source)
                (base, next) = (id, 0)
                continue
            }
            current = try modifier(entry, around: current, id: base.map { "\($0)#\(next)" }, depth: depth)
            next += 1
        }
        return current
    }

    /// The view id a node's modifiers count from, and the next modifier number: a modifier node
    /// we numbered ends in `#<k>`, so the next is k + 1.
    private static func modifierNumbering(after node: ViewNode) -> (base: String?, next: Int) {
        guard let id = node.id else { return (nil, 0) }
        guard case .modifier = node.kind, let hash = id.lastIndex(of: "#"), let k = Int(id[id.index(after: hash)...]) else {
            return (id, 0)
        }
        return (String(id[..<hash]), k + 1)
    }

    /// `ForEach`: `range` [lower, upper) and one `content` view, `{i}` replaced by the index.
    private mutating func forEach(_ field: JSONField, depth: Depth) throws(SceneError) -> [ViewNode] {
        try field.checkKeys(["type", "range", "content", "modifiers"], what: "ForEach")
        guard let rangeField = field.member("range"), let content = field.member("content") else {
            throw field.fail("ForEach needs \"range\": [lower, upper] and \"content\": a view")
        }
        let bounds = try rangeField.array()
        guard bounds.count == 2 else { throw rangeField.fail("range is [lower, upper), two whole numbers") }
        let lower = try bounds[0].integer(in: -1_000_000...1_000_000)
        let upper = try bounds[1].integer(in: -1_000_000...1_000_000)
        guard lower <= upper else { throw rangeField.fail("range lower bound \(lower) is above its upper bound \(upper)") }
        guard upper - lower <= SceneLimits.maxViews else { throw rangeField.fail("range holds more than \(SceneLimits.maxViews) items") }
        // Among a Picker's options, each item's view is tagged with its index, as SwiftUI tags a
        // ForEach's views with their ids (`ForEach(0..<n, id: \.self)`); nested ForEach do not.
        let tagging = inPickerContent
        inPickerContent = false
        defer { inPickerContent = tagging }
        var result: [ViewNode] = []
        for index in lower..<upper {
            // Every item counts, even one that makes no view, so nested ForEach cannot spin.
            forEachItems += 1
            guard forEachItems <= SceneLimits.maxViews else {
                throw rangeField.fail("ForEach makes more than \(SceneLimits.maxViews) items in all")
            }
            do {
                var substituted = try substitute(["i": String(index)], in: content.node, path: content.path)
                if tagging { substituted = Self.tagged(substituted, index) }
                let item = JSONField(node: substituted, at: content.at, file: file)
                for view in try view(item, depth: Depth(views: depth.views + 1, nodes: depth.nodes)) {
                    result.append(try applyModifiers(field, throughSection: view, depth: depth, member: result.count))
                }
            } catch {
                var located = error
                located.message = "in ForEach item i = \(index): " + error.message
                throw located
            }
        }
        return result
    }

    /// `view` with `{"tag": index}` last among its modifiers, unless one of them is a `tag`
    /// already (an explicit tag wins, as in SwiftUI). Not an object: unchanged (decoding refuses it).
    private static func tagged(_ view: JSONNode, _ index: Int) -> JSONNode {
        guard case .object(var members) = view.value else { return view }
        let tag = JSONNode(value: .object([(key: "tag", value: JSONNode(value: .number(Double(index)), location: view.location))]), location: view.location)
        if let at = members.firstIndex(where: { $0.key == "modifiers" }) {
            guard case .array(let modifiers) = members[at].value.value else { return view }
            if modifiers.contains(where: { if case .object(let entry) = $0.value { return entry.contains { $0.key == "tag" } } else { return false } }) { return view }
            members[at].value = JSONNode(value: .array(modifiers + [tag]), location: members[at].value.location)
        } else {
            members.append((key: "modifiers", value: JSONNode(value: .array([tag]), location: view.location)))
        }
        return JSONNode(value: .object(members), location: view.location)
    }
}
