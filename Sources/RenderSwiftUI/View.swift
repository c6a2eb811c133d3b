import Foundation

/// The engine's value types (`Alignment`, `EdgeInsets`, `ViewDimensions`, …) are SwiftUI's, so a
/// file that imports the Swift API sees them as a SwiftUI file does.
@_exported import RenderLayout
import RenderScene

/// SwiftUI's `View`, for building scenes in Swift: `struct Card: View { var body: some View { … } }`.
///
/// A view stands for scene JSON, the same JSON the Swift-source front end makes from the same
/// code, and that JSON is decoded by the JSON front end's decoder: one view tree, one engine,
/// one set of checks (docs/swift-api.md).
///
/// 1. A primitive view (`Text`, `VStack`, a modifier…) builds its JSON through the vocabulary's
///    overload for the SwiftUI signature it was called with.
/// 2. Any other view is its `body`, evaluated once per render.
/// 3. `SceneDecoder` turns the JSON into a `ViewNode`; errors name the root view's type and the
///    JSON path of the part at fault.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Views that build their scene JSON themselves: SwiftUI's primitive views and modifiers.
package protocol PrimitiveView {
    func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON]
}

extension View where Body == Never {
    /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Walks a view's bodies into scene JSON, bounding the depth a recursive body could reach.
package struct SceneBuilder {
    private var depth = 0

    package mutating func views<V: View>(_ view: V) throws(SceneError) -> [ViewJSON] {
        if let primitive = view as? any PrimitiveView { return try primitive.sceneViews(&self) }
        depth += 1
        defer { depth -= 1 }
        guard depth <= SceneLimits.maxViewDepth else {
            throw SceneError(file: "\(V.self)", message: "views nest more than \(SceneLimits.maxViewDepth) bodies deep; does a body contain its own view?")
        }
        return try views(view.body)
    }

    /// One view: several (a builder's result) become a Group, as a window shows them.
    package mutating func root<V: View>(_ view: V) throws(SceneError) -> JSONNode {
        let built = try views(view)
        if built.count == 1 { return built[0].json }
        return SceneJSON.view("VStack", members: [("children", SceneJSON.array(built.map(\.json)))]).json
    }
}

/// Scene JSON values for the API: no source location, since the source is compiled Swift.
package enum SceneJSON {
    package static let location = SourceLocation(line: 0, column: 0)
    package static func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
    package static func string(_ text: String) -> JSONNode { node(.string(text)) }
    package static func number(_ value: Double) -> JSONNode { node(value.isFinite ? .number(value) : .string("infinity")) }
    package static func bool(_ flag: Bool) -> JSONNode { node(.bool(flag)) }
    package static func array(_ items: [JSONNode]) -> JSONNode { node(.array(items)) }
    package static func object(_ members: [(key: String, value: JSONNode)]) -> JSONNode { node(.object(members)) }

    package static func view(_ type: String, members: [(key: String, value: JSONNode)] = []) -> ViewJSON {
        ViewJSON(type: type, members: members, location: location)
    }

    /// The JSON of a view entry's overload with these labels (and, where two overloads share
    /// their labels, these kinds), from arguments in parameter order.
    package static func view(_ type: String, _ labels: [String], _ arguments: [JSONNode?], kinds: [Vocabulary.Kind]? = nil) -> ViewJSON {
        let built = overload(Vocabulary.view(type), type, labels, kinds).build(arguments, location: location)
        guard case .object(let members) = built.value else { return view(type) }
        return view(type, members: members)
    }

    /// The JSON value of a modifier entry's overload with these labels (and kinds).
    package static func modifier(_ name: String, _ labels: [String], _ arguments: [JSONNode?], kinds: [Vocabulary.Kind]? = nil) -> JSONNode {
        overload(Vocabulary.modifier(name), name, labels, kinds).build(arguments, location: location)
    }

    /// For the API views that build their JSON themselves (`ForEach` splices its elements into a
    /// Group, `GeometryReader` defers its content): names the vocabulary overload they stand for,
    /// so the completeness test counts it.
    package static func counterpart(view type: String, _ labels: [String], kinds: [Vocabulary.Kind]? = nil) {
        _ = overload(Vocabulary.view(type), type, labels, kinds)
    }

    /// The overload whose argument labels are `labels` (and whose kinds are `kinds`, when
    /// given). Every API signature has one: `SwiftAPICompletenessTests` records each overload
    /// the API builds through and fails naming every overload of the table no API call reaches.
    private static func overload(_ entry: Vocabulary.Entry?, _ name: String, _ labels: [String], _ kinds: [Vocabulary.Kind]?) -> Vocabulary.Overload {
        guard let entry else { preconditionFailure("the vocabulary has no \(name)") }
        guard let index = entry.overloads.firstIndex(where: {
            $0.parameters.map(\.label) == labels && (kinds == nil || $0.parameters.map(\.kind) == kinds)
        }) else {
            preconditionFailure("the vocabulary has no \(name)(\(labels.map { $0 + ":" }.joined()))")
        }
        OverloadRecorder.current?.record(name, index)
        return entry.overloads[index]
    }
}

/// The vocabulary overloads a build went through, for the test that holds the API complete:
/// set for a task with `OverloadRecorder.$current.withValue(recorder) { … }`; nil (nothing
/// recorded) otherwise.
package final class OverloadRecorder: @unchecked Sendable {
    @TaskLocal package static var current: OverloadRecorder?

    private let lock = NSLock()
    private var used: Set<String> = []

    /// `name#index`: the entry's name and the overload's index in it.
    package var overloads: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return used
    }

    package func record(_ name: String, _ index: Int) {
        lock.lock()
        used.insert("\(name)#\(index)")
        lock.unlock()
    }
}
