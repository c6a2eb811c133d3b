import Foundation

import RenderLayout

/// A parsed JSON value that remembers where it was written, so errors can point at it.
public struct JSONNode: Sendable {
    /// Not `indirect`: every payload is a string, a number, an array or a class reference
    /// already, and boxing each value would cost an allocation per string and number of a scene.
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order (duplicates kept: the decoder rejects them).
        case object([(key: String, value: JSONNode)])
        /// Not JSON: a view made at layout time from a size, which the Swift front end gives a
        /// `GeometryReader` whose body reads its proxy. The JSON parser never makes one.
        case deferred(DeferredView)
        /// Not JSON: a `Layout` a Swift file declares, which only the Swift front end can run.
        case customLayout(CustomLayout)
        /// Not JSON: an `alignmentGuide`'s compiled `computeValue` closure (the Swift API).
        case guide(GuideFunction)
        /// Not JSON: a custom guide of the Swift API (`VerticalAlignment(MyID.self)`), whose
        /// default is compiled code.
        case alignment(CustomAlignment)
        /// Not JSON: a `containerRelativeFrame` length closure of the Swift API.
        case containerLength(ContainerLengthFunction)
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
        case .deferred: return "a view made at layout time"
        case .customLayout: return "a custom layout"
        case .guide: return "a compiled guide closure"
        case .alignment: return "a compiled alignment guide"
        case .containerLength: return "a compiled length closure"
        }
    }

    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value, let index = Self.firstIndex(of: key, in: members) else { return nil }
        return members.withUnsafeBufferPointer { $0[index].value }
    }

    /// The index of the first member named `key`. Keys are compared in place, through the
    /// buffer: a member read whole (`for member in members`, `first(where:)`, `members[i]`) is a
    /// copy of its `(key, value)` tuple through an outlined copy of both, about 160 instructions
    /// and as many to destroy it (callgrind, docs/performance.md, "Sixth pass: the decoder's member reads (2026-11-27, 14:50–16:05 UTC)").
    static func firstIndex(of key: String, in members: [(key: String, value: JSONNode)]) -> Int? {
        members.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where Self.key(at: index, in: buffer) == key { return index }
            return nil
        }
    }

    /// The index of the first member whose key `refused` answers true for, keys read in place.
    static func firstIndex(in members: [(key: String, value: JSONNode)], where refused: (String) -> Bool) -> Int? {
        members.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where refused(Self.key(at: index, in: buffer)) { return index }
            return nil
        }
    }

    /// The key of member `index`, loaded alone. `buffer[index].key` loads the whole member and
    /// copies and destroys its value (an outlined copy and consume of `JSONNode.Value`, with a
    /// retain and a release: about 100 instructions a member scanned, callgrind,
    /// docs/performance.md, "Large scenes against matched floors (issue 28)", its seventh pass); the key is the tuple's first element, at offset 0
    /// (`testAMembersKeyIsItsFirstWord` checks the layout), and memory bound to a tuple is
    /// bound to its elements' types too. The index is checked against the buffer, as the
    /// buffer's subscript checks it, in every build (a precondition, not an assertion).
    @inline(__always)
    static func key(at index: Int, in buffer: UnsafeBufferPointer<(key: String, value: JSONNode)>) -> String {
        precondition(index >= 0 && index < buffer.count, "a member's index outside its object")
        return UnsafeRawPointer(buffer.baseAddress! + index).assumingMemoryBound(to: String.self).pointee
    }

    /// The first member whose key an earlier member has (the one the decoder reports), keys read
    /// in place: pairwise for the small objects scenes are made of (no set to build), a set for
    /// large ones (an object of many keys stays linear).
    static func firstRepeatedKey(in members: [(key: String, value: JSONNode)]) -> Int? {
        members.withUnsafeBufferPointer { buffer in
            if buffer.count <= 16 {
                for index in buffer.indices.dropFirst() {
                    let key = Self.key(at: index, in: buffer)
                    for earlier in 0..<index where Self.key(at: earlier, in: buffer) == key { return index }
                }
            } else {
                var seen = Set<String>()
                seen.reserveCapacity(buffer.count)
                for index in buffer.indices where !seen.insert(Self.key(at: index, in: buffer)).inserted { return index }
            }
            return nil
        }
    }
}

/// A view's JSON made from a size, at layout time (see `JSONNode.Value.deferred`). Keeps the
/// last JSON it made, so `--emit-scene` can print the body as it was laid out.
public final class DeferredView: @unchecked Sendable {
    public let make: @Sendable (_ width: Double, _ height: Double) throws(SceneError) -> JSONNode
    /// How the source that made the body words an error in the JSON it made (a Swift file:
    /// its line and caret, no JSON path).
    public var relocate: (@Sendable (SceneError) -> SceneError)?
    private let lock = NSLock()
    private var made: JSONNode?

    /// A body that reads where its reader sits on the screen too (`proxy.frame(in: .global)`,
    /// `proxy.safeAreaInsets`), given the reader's placed frame; nil: only its size.
    private let makePlaced: (@Sendable (_ placed: GeometryFrame) throws(SceneError) -> JSONNode)?

    public init(_ make: @escaping @Sendable (_ width: Double, _ height: Double) throws(SceneError) -> JSONNode) {
        self.make = make
        makePlaced = nil
    }

    /// A body made from the reader's frame on the screen (`onScreen` false: the frame's origin
    /// is not where it shows, under a scale or rotation effect) and its safe-area insets: `make`
    /// (a size alone) sees it at the origin, with no safe area (as without a device).
    public init(placed: @escaping @Sendable (_ placed: GeometryFrame) throws(SceneError) -> JSONNode) {
        makePlaced = placed
        make = { (width: Double, height: Double) throws(SceneError) -> JSONNode in
            try placed(GeometryFrame(frame: Rect(x: 0, y: 0, width: width, height: height), onScreen: true, safeAreaInsets: EdgeInsets()))
        }
    }

    package func run(width: Double, height: Double) throws(SceneError) -> JSONNode {
        try run(GeometryFrame(frame: Rect(x: 0, y: 0, width: width, height: height), onScreen: true, safeAreaInsets: EdgeInsets()))
    }

    /// The body for a reader placed at `placed.frame` (the screen's coordinates; `onScreen`
    /// false: drawn elsewhere, through an ancestor's scale or rotation effect).
    package func run(_ placed: GeometryFrame) throws(SceneError) -> JSONNode {
        let node: JSONNode
        if let makePlaced { node = try makePlaced(placed) } else { node = try make(placed.frame.size.width, placed.frame.size.height) }
        lock.lock()
        made = node
        lock.unlock()
        return node
    }

    /// The warnings its runs at layout time raised (a placeholder the body draws for what only
    /// layout shows it, such as its global frame under a scale effect), which the reader
    /// passes on as layout warnings; nil: the source keeps none.
    public var layoutWarnings: LayoutTimeWarnings?

    /// The JSON of the last run, if any.
    public var lastMade: JSONNode? {
        lock.lock()
        defer { lock.unlock() }
        return made
    }
}

/// Warnings a Swift body raised while layout ran it (`DeferredView.layoutWarnings`), in order,
/// once each. Layout may run on several threads, hence the lock.
public final class LayoutTimeWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    public init() {}

    public func add(_ more: some Sequence<String>) {
        lock.lock()
        for line in more where !lines.contains(line) { lines.append(line) }
        lock.unlock()
    }

    public func clear() {
        lock.lock()
        lines = []
        lock.unlock()
    }

    public var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
