import Foundation
import RenderLayout

import RenderScene

/// SwiftUI's `ViewModifier`: `struct Card: ViewModifier { func body(content: Content) -> some View }`,
/// applied with `.modifier(Card())`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The views a `ViewModifier`'s body receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    package let views: [ViewJSON]
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { views }
}

/// A view with a modifier applied: SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let views = try builder.views(content)
        if let scene = modifier as? SceneModifier { return scene.apply(to: views) }
        if let slot = modifier as? any ResolvableModifier { return try slot.resolve(&builder).apply(to: views) }
        return try builder.views(modifier.body(content: _ViewModifier_Content(views: views)))
    }
}

/// One of the vocabulary's modifiers with its JSON value, as the Swift front end applies it.
///
/// 1. `fill` and `stroke` set the properties of the shape they follow.
/// 2. Any other modifier is appended to the view's `modifiers`; on several views (a builder's
///    result) they are wrapped in a Group first, whose modifiers apply to each.
/// 3. Modifiers that are not layout (gestures, accessibility…) change nothing.
public struct SceneModifier: ViewModifier {
    package let name: String
    package let value: JSONNode?

    package init(_ name: String, _ labels: [String], _ arguments: [JSONNode?], kinds: [Vocabulary.Kind]? = nil) {
        self.name = name
        value = SceneJSON.modifier(name, labels, arguments, kinds: kinds)
    }

    /// A modifier that is not layout: accepted and ignored, as the Swift front end does.
    package init(ignored name: String) {
        self.name = name
        value = nil
    }

    public func body(content: Content) -> Content { content }

    package func apply(to views: [ViewJSON]) -> [ViewJSON] {
        guard let value else { return views }
        if ModifierEntries.shapeProperties.contains(name), views.count == 1, case .object(let members) = value.value {
            var shape = views[0]
            for member in members {
                shape.members.removeAll { $0.key == member.key }
                shape.members.append(member)
            }
            return [shape]
        }
        let key = name == "accessibilityIdentifier" ? "id" : name
        let entry = SceneJSON.object([(key, value)])
        guard views.count == 1 else {
            var group = SceneJSON.view("Group", members: [("children", SceneJSON.array(views.map(\.json)))])
            group.modifiers = [entry]
            return [group]
        }
        var view = views[0]
        view.modifiers.append(entry)
        return [view]
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// The modifier `name` through the vocabulary's overload with these labels (and kinds, where
    /// two overloads share their labels).
    package func scene(_ name: String, _ labels: [String], _ arguments: [JSONNode?], kinds: [Vocabulary.Kind]? = nil) -> ModifiedContent<Self, SceneModifier> {
        modifier(SceneModifier(name, labels, arguments, kinds: kinds))
    }

    package func ignored(_ name: String) -> ModifiedContent<Self, SceneModifier> { modifier(SceneModifier(ignored: name)) }
}

private func length(_ value: Double?) -> JSONNode? { value.map(SceneJSON.number) }

// MARK: - Layout

extension View {
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("frame", ["width", "height", "alignment"], [length(width), length(height), alignment == .center ? nil : alignment.sceneJSON])
    }

    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, SceneModifier> {
        scene("frame", ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"],
              [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].map(length) + [alignment == .center ? nil : alignment.sceneJSON])
    }

    public func fixedSize() -> ModifiedContent<Self, SceneModifier> { scene("fixedSize", [], []) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, SceneModifier> {
        scene("fixedSize", ["horizontal", "vertical"], [SceneJSON.bool(horizontal), SceneJSON.bool(vertical)])
    }

    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<Self, SceneModifier> {
        if edges == .all, let length { return padding(length) }
        if edges == .all { return scene("padding", [], []) }
        return scene("padding", ["_", "_"], [edges.sceneJSON, length.map(SceneJSON.number)])
    }

    public func padding(_ length: Double) -> ModifiedContent<Self, SceneModifier> {
        scene("padding", ["_"], [SceneJSON.number(length)], kinds: [.length])
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, SceneModifier> {
        scene("padding", ["_"], [SceneJSON.object([("top", SceneJSON.number(insets.top)), ("leading", SceneJSON.number(insets.leading)),
                                                    ("bottom", SceneJSON.number(insets.bottom)), ("trailing", SceneJSON.number(insets.trailing))])],
              kinds: [.insets])
    }

    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, SceneModifier> {
        scene("offset", ["x", "y"], [SceneJSON.number(x), SceneJSON.number(y)])
    }

    public func offset(_ offset: CGSize) -> ModifiedContent<Self, SceneModifier> { self.offset(x: offset.width, y: offset.height) }

    public func position(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, SceneModifier> {
        scene("position", ["x", "y"], [SceneJSON.number(x), SceneJSON.number(y)])
    }

    public func position(_ position: CGPoint) -> ModifiedContent<Self, SceneModifier> { self.position(x: position.x, y: position.y) }

    /// `alignmentGuide(.top) { $0.height / 2 }`: the compiled closure runs at layout time with
    /// the view's dimensions, as in SwiftUI.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> ModifiedContent<Self, SceneModifier> {
        guide(.horizontal(g), computeValue)
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> ModifiedContent<Self, SceneModifier> {
        guide(.vertical(g), computeValue)
    }

    private func guide(_ key: AlignmentKey, _ compute: @escaping @Sendable (ViewDimensions) -> Double) -> ModifiedContent<Self, SceneModifier> {
        let closure = JSONNode(value: .guide(GuideFunction(compute)), location: SourceLocation(line: 1, column: 1))
        let guide: JSONNode
        switch key {
        case .horizontal(.custom(let custom)), .vertical(.custom(let custom)): guide = SceneJSON.node(.alignment(custom))
        default: guide = SceneJSON.string(ViewDimensions.name(of: key))
        }
        return scene("alignmentGuide", ["_", "computeValue"], [guide, closure])
    }

    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, SceneModifier> {
        scene("layoutPriority", ["_"], [SceneJSON.number(value)])
    }

    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, SceneModifier> {
        scene("id", ["_"], [SceneJSON.string("\(id)")])
    }

    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, SceneModifier> {
        scene("accessibilityIdentifier", ["_"], [SceneJSON.string(identifier)])
    }
}

// MARK: - Backgrounds, overlays, borders

extension View {
    /// Disfavoured, as SwiftUI's (deprecated there): `.background(Color.orange)` is the style form,
    /// which also fills the safe area the view touches.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, ViewSlotModifier<Background>> {
        modifier(ViewSlotModifier(name: "background", labels: ["_", "alignment"], view: background, alignment: alignment))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, ViewSlotModifier<V>> {
        modifier(ViewSlotModifier(name: "background", labels: ["alignment", "content"], view: content(), alignment: alignment))
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("background", ["_", "ignoresSafeAreaEdges"], [style.styleJSON, edges == .all ? nil : edges.sceneJSON])
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<Self, ViewSlotModifier<T>> {
        modifier(ViewSlotModifier(name: "background", labels: ["_", "in"], view: shape, style: style.styleJSON))
    }

    /// `.background()`: the default background style (systemBackground on iOS).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, SceneModifier> {
        scene("background", ["ignoresSafeAreaEdges"], [edges == .all ? nil : edges.sceneJSON])
    }

    /// `.background(in: Capsule())`: the shape filled with the default background style.
    public func background<T: Shape>(in shape: T) -> ModifiedContent<Self, ViewSlotModifier<T>> {
        modifier(ViewSlotModifier(name: "background", labels: ["in"], view: shape))
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, ViewSlotModifier<Overlay>> {
        modifier(ViewSlotModifier(name: "overlay", labels: ["_", "alignment"], view: overlay, alignment: alignment))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, ViewSlotModifier<V>> {
        modifier(ViewSlotModifier(name: "overlay", labels: ["alignment", "content"], view: content(), alignment: alignment))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<Self, ViewSlotModifier<T>> {
        modifier(ViewSlotModifier(name: "overlay", labels: ["_", "in"], view: shape, style: style.styleJSON))
    }

    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> ModifiedContent<Self, SceneModifier> {
        scene("border", ["_", "width"], [content.styleJSON, width == 1 ? nil : SceneJSON.number(width)])
    }
}

/// `background` and `overlay` of a view: the view's JSON is built when the modified view is.
public struct ViewSlotModifier<Slot: View>: ViewModifier {
    package let name: String
    package let labels: [String]
    package let view: Slot
    package var alignment: Alignment = .center
    package var style: JSONNode?

    public func body(content: Content) -> Content { content }

    package func resolved(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier {
        let slot = try builder.single(view)
        let align = alignment == .center ? nil : alignment.sceneJSON
        switch labels {
        case ["_", "in"]: return SceneModifier(name, labels, [style, slot])
        case ["in"]: return SceneModifier(name, labels, [slot])
        case ["alignment", "content"], ["alignment", "_"]: return SceneModifier(name, labels, [align, slot])
        default: return SceneModifier(name, labels, [slot, align])
        }
    }
}

package protocol ResolvableModifier {
    func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier
}

extension ViewSlotModifier: ResolvableModifier {
    package func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier { try resolved(&builder) }
}

// MARK: - Text and drawing

extension View {
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, SceneModifier> {
        scene("lineLimit", ["_"], [number.map { SceneJSON.number(Double($0)) } ?? SceneJSON.node(.null)])
    }

    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, SceneModifier> {
        scene("lineLimit", ["_"], [SceneJSON.array([SceneJSON.number(Double(limit.lowerBound)), SceneJSON.number(Double(limit.upperBound))])],
              kinds: [.range])
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, SceneModifier> {
        scene("lineLimit", ["_", "reservesSpace"], [SceneJSON.number(Double(limit)), SceneJSON.bool(reservesSpace)])
    }

    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, SceneModifier> {
        scene("truncationMode", ["_"], [SceneJSON.string(mode.rawValue)])
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, SceneModifier> {
        scene("multilineTextAlignment", ["_"], [SceneJSON.string(alignment.rawValue)])
    }

    public func minimumScaleFactor(_ factor: Double) -> ModifiedContent<Self, SceneModifier> {
        scene("minimumScaleFactor", ["_"], [SceneJSON.number(factor)])
    }

    public func font(_ font: Font?) -> ModifiedContent<Self, SceneModifier> {
        scene("font", ["_"], [(font ?? .body).sceneJSON])
    }

    public func bold() -> ModifiedContent<Self, SceneModifier> { scene("bold", [], []) }
    public func bold(_ isActive: Bool) -> ModifiedContent<Self, SceneModifier> { scene("bold", ["_"], [SceneJSON.bool(isActive)]) }
    public func italic() -> ModifiedContent<Self, SceneModifier> { scene("italic", [], []) }
    public func italic(_ isActive: Bool) -> ModifiedContent<Self, SceneModifier> { scene("italic", ["_"], [SceneJSON.bool(isActive)]) }

    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, SceneModifier> {
        scene("foregroundColor", ["_"], [(color ?? .primary).sceneJSON])
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, SceneModifier> {
        scene("foregroundStyle", ["_"], [style.styleJSON])
    }

    /// What `.background` fills with inside: `background()`, `background(in:)`, a GroupBox.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, SceneModifier> {
        scene("backgroundStyle", ["_"], [style.styleJSON])
    }

    public func opacity(_ opacity: Double) -> ModifiedContent<Self, SceneModifier> { scene("opacity", ["_"], [SceneJSON.number(opacity)]) }

    /// The bare overload for the default, the labelled one otherwise (antialiasing is accepted).
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, SceneModifier> {
        antialiased ? scene("clipped", ["antialiased"], [nil]) : scene("clipped", [], [])
    }

    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> ModifiedContent<Self, SceneModifier> {
        antialiased ? scene("cornerRadius", ["_"], [SceneJSON.number(radius)])
            : scene("cornerRadius", ["_", "antialiased"], [SceneJSON.number(radius), nil])
    }

    public func hidden() -> ModifiedContent<Self, SceneModifier> { scene("hidden", [], []) }

    public func buttonStyle(_ style: ButtonStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("buttonStyle", ["_"], [SceneJSON.string(style.name)])
    }
}

extension View {
    /// `ControlSize` is the engine's (re-exported), with SwiftUI's cases.
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, SceneModifier> {
        scene("controlSize", ["_"], [SceneJSON.string(size.rawValue)])
    }
}

// MARK: - Not layout: accepted, ignored

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, SceneModifier> { ignored("onTapGesture") }
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, SceneModifier> { ignored("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, SceneModifier> { ignored("onDisappear") }
    public func task(_ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, SceneModifier> { ignored("task") }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, SceneModifier> { ignored("accessibilityLabel") }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, SceneModifier> { ignored("accessibilityHint") }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, SceneModifier> { ignored("accessibilityHidden") }
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, SceneModifier> { scene("disabled", ["_"], [SceneJSON.bool(disabled)]) }
    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, SceneModifier> { ignored("help") }
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, SceneModifier> { ignored("allowsHitTesting") }
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, SceneModifier> { ignored("contentShape") }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, SceneModifier> { ignored("animation") }
}

/// `.animation(.default, value: x)`: accepted; a render is a still picture.
public struct Animation: Sendable {
    public static let `default` = Animation(), linear = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation()
    public static let spring = Animation(), bouncy = Animation(), smooth = Animation(), snappy = Animation()
}
