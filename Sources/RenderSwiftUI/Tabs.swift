import RenderLayout
import RenderScene

/// `TabView`, iOS 18's `Tab`, `tabItem`, `badge` and `tabViewStyle` in the Swift API: each
/// builds the scene JSON of docs/scene-format.md, "Navigation and tab bars".
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let selection: SelectionValue?, content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let selection { return [SceneJSON.view("TabView", ["selection", "content"], [SceneJSON.tag(selection), children])] }
        return [SceneJSON.view("TabView", ["content"], [children])]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// iOS 18's `Tab("Title", systemImage:value:) { … }`.
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String, systemImage: String, value: Value?, content: Content

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let value {
            return [SceneJSON.view("Tab", ["_", "systemImage", "value", "content"],
                                   [SceneJSON.string(title), SceneJSON.string(systemImage), SceneJSON.tag(value), children])]
        }
        return [SceneJSON.view("Tab", ["_", "systemImage", "content"], [SceneJSON.string(title), SceneJSON.string(systemImage), children])]
    }
}

extension Tab where Value == Never {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }
}

/// `tabViewStyle(_:)`'s styles: `.automatic`, `.page`, `.page(indexDisplayMode:)`, `.tabBarOnly`, `.sidebarAdaptable`.
public struct TabViewStyleName: Sendable {
    package let name: String
    public static var automatic: TabViewStyleName { TabViewStyleName(name: "automatic") }
    public static var page: TabViewStyleName { TabViewStyleName(name: "page") }
    public static var tabBarOnly: TabViewStyleName { TabViewStyleName(name: "tabBarOnly") }
    public static var sidebarAdaptable: TabViewStyleName { TabViewStyleName(name: "sidebarAdaptable") }
    /// The dots show whatever the mode (decision, docs/scene-format.md).
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleName { TabViewStyleName(name: "page") }

    public enum PageIndexDisplayMode: Sendable { case automatic, always, never }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, BuiltModifier> {
        let views = label()
        return modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("tabItem", ["_"], [try builder.children(views)])
        })
    }

    public func badge(_ count: Int) -> ModifiedContent<Self, SceneModifier> {
        scene("badge", ["_"], [SceneJSON.number(Double(count))], kinds: [.integer])
    }

    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, SceneModifier> {
        scene("badge", ["_"], [label.map { SceneJSON.string(String($0)) } ?? SceneJSON.node(.null)], kinds: [.string])
    }

    public func tabViewStyle(_ style: TabViewStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("tabViewStyle", ["_"], [SceneJSON.string(style.name)])
    }
}
