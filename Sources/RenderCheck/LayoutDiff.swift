import RenderLayout
import RenderScene
import RenderSwiftUI

/// One difference between two layout dumps (docs/scene-format.md, "Layout dump"), naming the
/// node it is in.
public struct LayoutChange: Sendable, Equatable, CustomStringConvertible {
    /// The node's path in the dump: `root`, `root.children[0].children[2]`; `canvas` for the canvas.
    public var nodePath: String
    /// The node's `kind` (`Text`, `frame`, …) in the golden; nil for the canvas.
    public var kind: String?
    /// The node's `id`, if it has one.
    public var id: String?
    /// The field inside the node: `frame.width`, `proposal.height`, `selected`, `children`.
    public var field: String
    /// The golden's value, as JSON-ish text (`100`, `null`, `"infinity"`, `(absent)`).
    public var expected: String
    /// The new value.
    public var actual: String

    public init(nodePath: String, kind: String?, id: String?, field: String, expected: String, actual: String) {
        self.nodePath = nodePath
        self.kind = kind
        self.id = id
        self.field = field
        self.expected = expected
        self.actual = actual
    }

    /// `Text "title" at root.children[0]`, or `canvas`.
    public var node: String {
        guard let kind else { return nodePath }
        var text = kind
        if let id { text += " \"\(id)\"" }
        return text + " at " + nodePath
    }

    /// `Text "title" at root.children[0]: frame.width: 100 → 120`; a Text's string reads
    /// `… : string changed: "Hello" → "Hi"`.
    public var description: String {
        field == "text" && kind == "Text"
            ? "\(node): string changed: \(expected) → \(actual)"
            : "\(node): \(field): \(expected) → \(actual)"
    }
}

/// Compares two layout dumps exactly.
///
/// 1. Both texts are parsed as JSON; a dump that does not parse is one change at `dump`.
/// 2. `canvas` is compared field by field.
/// 3. Nodes are walked together from `root`: every field of a node (`kind`, `id`, `proposal`,
///    `frame`, `selected`, `text`, `lines`, `truncated`, and any other) is compared; nested
///    objects are compared member by member, so a change reads `frame.width`, not `frame`. A
///    Text's changed string reads `string changed`, before the sizes it changed.
/// 4. Children are paired by index. A different number of children is one change (`children:
///    3 nodes → 2 nodes`) naming each added or removed child; the common ones are walked.
///    A node whose `kind` changed is reported once and not walked further (its insides are not
///    comparable).
/// Numbers compare exactly as written (the dump has at most 3 decimals).
public enum LayoutDiff {
    public static func compare(expected: String, actual: String) -> [LayoutChange] {
        let old: JSONNode, new: JSONNode
        do {
            old = try JSONParser.parse(Array(expected.utf8))
        } catch {
            return [LayoutChange(nodePath: "dump", kind: nil, id: nil, field: "golden",
                                 expected: "invalid JSON at \(error.location): \(error.message)", actual: "a layout dump")]
        }
        do {
            new = try JSONParser.parse(Array(actual.utf8))
        } catch {
            return [LayoutChange(nodePath: "dump", kind: nil, id: nil, field: "actual",
                                 expected: "a layout dump", actual: "invalid JSON at \(error.location): \(error.message)")]
        }
        var changes: [LayoutChange] = []
        compareValues(old["canvas"], new["canvas"], field: "", into: &changes) { field, expected, actual in
            LayoutChange(nodePath: "canvas", kind: nil, id: nil, field: field.isEmpty ? "canvas" : field,
                         expected: expected, actual: actual)
        }
        switch (old["root"], new["root"]) {
        case let (old?, new?): compareNodes(old, new, path: "root", into: &changes)
        case (nil, nil): break
        case (let old, let new):
            changes.append(LayoutChange(nodePath: "root", kind: nil, id: nil, field: "root",
                                        expected: old.map(summary) ?? "(absent)", actual: new.map(summary) ?? "(absent)"))
        }
        return changes
    }

    package static func compareNodes(_ old: JSONNode, _ new: JSONNode, path: String, into changes: inout [LayoutChange]) {
        let kind = string(old["kind"]), id = string(old["id"])
        func change(_ field: String, _ expected: String, _ actual: String) -> LayoutChange {
            LayoutChange(nodePath: path, kind: kind, id: id, field: field, expected: expected, actual: actual)
        }
        if string(new["kind"]) != kind {
            changes.append(change("kind", old["kind"].map(text) ?? "(absent)", new["kind"].map(text) ?? "(absent)"))
            return
        }
        for key in keys(old, new) where key != "kind" && key != "children" {
            compareValues(old[key], new[key], field: key, into: &changes, make: change)
        }
        let oldChildren = children(old), newChildren = children(new)
        if oldChildren.count != newChildren.count {
            let added = newChildren.dropFirst(oldChildren.count).map(summary)
            let removed = oldChildren.dropFirst(newChildren.count).map(summary)
            var actual = "\(newChildren.count) node\(newChildren.count == 1 ? "" : "s")"
            if !added.isEmpty { actual += " (added \(added.joined(separator: ", ")))" }
            if !removed.isEmpty { actual += " (removed \(removed.joined(separator: ", ")))" }
            changes.append(change("children", "\(oldChildren.count) node\(oldChildren.count == 1 ? "" : "s")", actual))
        }
        for index in 0..<min(oldChildren.count, newChildren.count) {
            compareNodes(oldChildren[index], newChildren[index], path: "\(path).children[\(index)]", into: &changes)
        }
    }

    /// Compares two member values; objects member by member, everything else as text.
    package static func compareValues(_ old: JSONNode?, _ new: JSONNode?, field: String, into changes: inout [LayoutChange],
                              make: (String, String, String) -> LayoutChange) {
        if case .object = old?.value, case .object = new?.value, let old, let new {
            for key in keys(old, new) {
                compareValues(old[key], new[key], field: field.isEmpty ? key : "\(field).\(key)", into: &changes, make: make)
            }
            return
        }
        let expected = old.map(text) ?? "(absent)", actual = new.map(text) ?? "(absent)"
        if expected != actual { changes.append(make(field, expected, actual)) }
    }

    /// The union of both objects' keys: the golden's order, then the new ones.
    package static func keys(_ old: JSONNode, _ new: JSONNode) -> [String] {
        var result: [String] = [], seen = Set<String>()
        for node in [old, new] {
            guard case .object(let members) = node.value else { continue }
            for member in members where seen.insert(member.key).inserted { result.append(member.key) }
        }
        return result
    }

    package static func children(_ node: JSONNode) -> [JSONNode] {
        guard case .array(let nodes)? = node["children"]?.value else { return [] }
        return nodes
    }

    package static func string(_ node: JSONNode?) -> String? {
        guard case .string(let value)? = node?.value else { return nil }
        return value
    }

    /// `Text "title"`, for added and removed children; a Text adds its string.
    package static func summary(_ node: JSONNode) -> String {
        var text = string(node["kind"]) ?? "node"
        if let id = string(node["id"]) { text += " \"\(id)\"" }
        if let string = string(node["text"]) { text += " " + JSONOutput.quote(string) }
        return text
    }

    /// Compact JSON text of a value.
    package static func text(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return formatNumber(value)
        case .string(let value): return JSONOutput.quote(value)
        case .array(let elements): return "[" + elements.map(text).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { "\(JSONOutput.quote($0.key)): \(text($0.value))" }.joined(separator: ", ") + "}"
        case .deferred, .customLayout, .guide, .alignment, .containerLength: return "null"
        }
    }
}
