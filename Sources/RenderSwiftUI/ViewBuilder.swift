import RenderLayout
import RenderScene

/// SwiftUI's `@ViewBuilder`: a closure's views, with `if`/`else`, `switch`, `if let` and
/// `#available`; `ForEach` is a view of its own.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// No view: what an empty builder makes.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [] }
}

/// A builder's several views, in order.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    package let children: [any View]

    package init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        var result: [ViewJSON] = []
        for child in children { result += try builder.anyViews(child) }
        return result
    }
}

/// One branch of an `if`/`else` or a `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let storage: Storage

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        switch storage {
        case .trueContent(let content): return try builder.views(content)
        case .falseContent(let content): return try builder.views(content)
        }
    }
}

/// An `if` without `else`: its view, or none.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        guard let view = self else { return [] }
        return try builder.views(view)
    }
}

/// A view of any type.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    package let view: any View

    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { try builder.anyViews(view) }
}

extension SceneBuilder {
    /// An existential view, opened.
    package mutating func anyViews(_ view: any View) throws(SceneError) -> [ViewJSON] {
        try views(view)
    }
}
