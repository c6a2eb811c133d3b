import Foundation
import RenderLayout

import RenderScene

// SwiftUI's views, each building its scene JSON through the vocabulary's overload for the
// signature it was called with (`SceneJSON.view(type, labels, arguments)`).

public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init() { json = SceneJSON.view("Spacer", [], []) }
    public init(minLength: Double?) {
        json = minLength.map { SceneJSON.view("Spacer", ["minLength"], [SceneJSON.number($0)]) } ?? SceneJSON.view("Spacer", [], [])
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("Divider", [], [])] }
}

public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init() { json = SceneJSON.view("ProgressView", [], []) }
    public init<V: BinaryFloatingPoint>(value: V?) {
        json = value.map { SceneJSON.view("ProgressView", ["value"], [SceneJSON.number(Double($0))]) } ?? SceneJSON.view("ProgressView", [], [])
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V) {
        json = value.map { SceneJSON.view("ProgressView", ["value", "total"], [SceneJSON.number(Double($0)), SceneJSON.number(Double(total))]) }
            ?? SceneJSON.view("ProgressView", [], [])
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

// MARK: - Containers

public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: VerticalAlignment, spacing: Double?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("HStack", ["alignment", "spacing", "content"],
                        [alignment == .center ? nil : alignment.sceneJSON, spacing.map(SceneJSON.number),
                         try builder.children(content)])]
    }
}

public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: HorizontalAlignment, spacing: Double?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("VStack", ["alignment", "spacing", "content"],
                        [alignment == .center ? nil : alignment.sceneJSON, spacing.map(SceneJSON.number),
                         try builder.children(content)])]
    }
}

public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("ZStack", ["alignment", "content"], [alignment == .center ? nil : alignment.sceneJSON, try builder.children(content)])]
    }
}

public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let axes: Axis.Set, content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("ViewThatFits", ["in", "content"], [axes == .both ? nil : axes.sceneJSON, try builder.children(content)])]
    }
}

public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let axes: Axis.Set, showsIndicators: Bool, content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("ScrollView", ["_", "showsIndicators", "content"],
                        [axes == .vertical ? nil : axes.sceneJSON, showsIndicators ? nil : SceneJSON.bool(false), try builder.children(content)])]
    }
}

/// `GeometryReader { proxy in … }`: the content is built at layout time from the size offered.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        // The content travels as a closure run at layout time, not as `children`.
        SceneJSON.counterpart(view: "GeometryReader", ["content"])
        let build = GeometryBody(self)
        let body = DeferredView { (width: Double, height: Double) throws(SceneError) -> JSONNode in
            let views = try build.views(GeometryProxy(size: CGSize(width: width, height: height)))
            return SceneJSON.view("Group", members: [("children", SceneJSON.array(views.map(\.json)))]).json
        }
        return [SceneJSON.view("GeometryReader", members: [("content", SceneJSON.node(.deferred(body)))])]
    }
}

/// A GeometryReader's content, built at layout time on the thread that renders (one render
/// never spans threads).
package struct GeometryBody: @unchecked Sendable {
    package let views: (GeometryProxy) throws(SceneError) -> [ViewJSON]

    package init<Content: View>(_ reader: GeometryReader<Content>) {
        let content = reader.content
        views = { (proxy: GeometryProxy) throws(SceneError) -> [ViewJSON] in
            var inner = SceneBuilder()
            return try inner.views(content(proxy))
        }
    }
}

/// Its views, in place; its modifiers apply to each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("Group", ["content"], [try builder.children(content)])]
    }
}

/// One view per element: over a range, an `Identifiable` collection, or any collection with `id:`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    /// Whether `id:` was given: the vocabulary overload it stands for.
    package var hasID = false

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        hasID = true
    }

    /// Each element's views spliced into a Group (so the ForEach's modifiers apply to each), as
    /// the Swift-source front end expands a ForEach.
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        SceneJSON.counterpart(view: "ForEach", hasID ? ["_", "id", "content"] : ["_", "content"])
        guard data.count <= SceneLimits.maxViews else {
            throw SceneError(file: "ForEach", message: "ForEach over \(data.count) elements; at most \(SceneLimits.maxViews)")
        }
        var children: [ViewJSON] = []
        for element in data { children += try builder.views(content(element)) }
        return [SceneJSON.view("Group", members: [("children", SceneJSON.array(children.map(\.json)))])]
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension SceneBuilder {
    /// A builder's views as the `children` array.
    package mutating func children<V: View>(_ content: V) throws(SceneError) -> JSONNode {
        SceneJSON.array(try views(content).map(\.json))
    }

    /// A view given as one value (`label:`, `overlay`): several become a ZStack, as the Swift
    /// front end builds them.
    package mutating func single<V: View>(_ content: V) throws(SceneError) -> JSONNode? {
        let built = try views(content)
        if built.isEmpty { return nil }
        if built.count == 1 { return built[0].json }
        return SceneJSON.view("ZStack", members: [("children", SceneJSON.array(built.map(\.json)))]).json
    }
}
