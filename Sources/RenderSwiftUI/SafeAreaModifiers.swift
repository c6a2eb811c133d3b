import RenderLayout
import RenderScene

/// The safe-area modifiers of the Swift API, each building the vocabulary's JSON as the Swift
/// front end does (docs/swift-api.md). The safe area exists when the render has a device
/// (`ImageRenderer` with `RenderOptions.setDevice`, or `.previewDevice` in a Swift file).

/// SwiftUI's `VerticalEdge` and `HorizontalEdge`, the edges `safeAreaInset` takes.
public enum VerticalEdge: String, Sendable {
    case top, bottom
}

public enum HorizontalEdge: String, Sendable {
    case leading, trailing
}

extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("ignoresSafeArea", ["_", "edges"], [regions == .all ? nil : SceneJSON.string(regions.rawValue),
                                                  edges == .all ? nil : edges.sceneJSON])
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, SceneModifier> {
        scene("edgesIgnoringSafeArea", ["_"], [edges.sceneJSON])
    }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<Self, SceneModifier> {
        if edges == .all, let length { return safeAreaPadding(length) }
        if edges == .all { return scene("safeAreaPadding", [], []) }
        return scene("safeAreaPadding", ["_", "_"], [edges.sceneJSON, length.map(SceneJSON.number)])
    }

    public func safeAreaPadding(_ length: Double) -> ModifiedContent<Self, SceneModifier> {
        scene("safeAreaPadding", ["_"], [SceneJSON.number(length)], kinds: [.length])
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, SceneModifier> {
        scene("safeAreaPadding", ["_"], [SceneJSON.object([
            ("top", SceneJSON.number(insets.top)), ("leading", SceneJSON.number(insets.leading)),
            ("bottom", SceneJSON.number(insets.bottom)), ("trailing", SceneJSON.number(insets.trailing)),
        ])], kinds: [.insets])
    }

    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, SafeAreaInsetModifier<V>> {
        modifier(SafeAreaInsetModifier(edge: edge.rawValue, alignment: alignment == .center ? nil : alignment.rawValue,
                                       spacing: spacing, view: content()))
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, SafeAreaInsetModifier<V>> {
        modifier(SafeAreaInsetModifier(edge: edge.rawValue, alignment: alignment == .center ? nil : alignment.rawValue,
                                       spacing: spacing, view: content()))
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("containerRelativeFrame", ["_", "alignment"], [axes.sceneJSON, alignment == .center ? nil : alignment.sceneJSON])
    }

    /// `{ length, axis in length * 0.8 }`: the closure runs at layout time with the container's
    /// length on each of `axes`, as SwiftUI runs it.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedContent<Self, SceneModifier> {
        let compiled = ContainerLengthFunction { Double(length(CGFloat($0), $1)) }
        return scene("containerRelativeFrame", ["_", "alignment", "_"],
                     [axes.sceneJSON, alignment == .center ? nil : alignment.sceneJSON, SceneJSON.node(.containerLength(compiled))])
    }

    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double,
                                       alignment: Alignment = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("containerRelativeFrame", ["_", "count", "span", "spacing", "alignment"],
              [axes.sceneJSON, SceneJSON.number(Double(count)), span == 1 ? nil : SceneJSON.number(Double(span)),
               SceneJSON.number(spacing), alignment == .center ? nil : alignment.sceneJSON])
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the content's JSON is built with the view's.
public struct SafeAreaInsetModifier<Slot: View>: ViewModifier {
    package let edge: String
    package let alignment: String?
    package let spacing: Double?
    package let view: Slot

    public func body(content: Content) -> Content { content }
}

extension SafeAreaInsetModifier: ResolvableModifier {
    package func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier {
        let slot = try builder.single(view)
        return SceneModifier("safeAreaInset", ["edge", "alignment", "spacing", "content"],
                             [SceneJSON.string(edge), alignment.map(SceneJSON.string), spacing.map(SceneJSON.number), slot])
    }
}
