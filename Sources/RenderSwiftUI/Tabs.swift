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

/// iOS 18's `Tab("Title", systemImage:value:) { … }`, and `Tab(value:role:) { … } label: { … }`.
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String, systemImage: String, value: Value?, content: Content
    /// `Tab(value:content:label:)`'s label, and whether `role:` was given (nil: `.none`).
    package var label: AnyView?
    package var role: (given: Bool, role: TabRole?) = (false, nil)

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public init<Label: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = ""
        systemImage = ""
        self.value = value
        self.content = content()
        self.label = AnyView(label())
    }

    public init<Label: View>(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content, label: label)
        self.role = (true, role)
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let label, let value {
            let labelJSON = try builder.single(label)
            if role.given {
                return [SceneJSON.view("Tab", ["value", "role", "content", "label"],
                                       [SceneJSON.tag(value), role.role.map { SceneJSON.string($0.name) }, children, labelJSON])]
            }
            return [SceneJSON.view("Tab", ["value", "content", "label"], [SceneJSON.tag(value), children, labelJSON])]
        }
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

/// iOS 18's `TabRole`: `.search`.
public struct TabRole: Sendable, Hashable {
    package let name: String
    public static var search: TabRole { TabRole(name: "search") }
}

/// iOS 18's `TabSection`: on an iPhone its tabs join the tab bar (`TabSectionView`).
public struct TabSection<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, header: AnyView?, content: Content

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        header = nil
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content) {
        title = nil
        header = nil
        self.content = content()
    }

    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        title = nil
        self.header = AnyView(header())
        self.content = content()
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let title { return [SceneJSON.view("TabSection", ["_", "content"], [SceneJSON.string(title), children])] }
        if let header { return [SceneJSON.view("TabSection", ["content", "header"], [children, try builder.single(header)])] }
        return [SceneJSON.view("TabSection", ["content"], [children])]
    }
}

extension View {
    /// iOS 18's `tabPlacement(_:)`: where a tab sits in a sidebar; `.sidebarOnly` leaves it out
    /// of a `.sidebarAdaptable` tab bar (`TabPlacementModifier`).
    public func tabPlacement(_ placement: TabPlacement) -> ModifiedContent<Self, SceneModifier> {
        scene("tabPlacement", ["_"], [SceneJSON.string(placement.name)])
    }
}

/// iOS 18's `TabPlacement`.
public struct TabPlacement: Sendable, Hashable {
    package let name: String
    public static var automatic: TabPlacement { TabPlacement(name: "automatic") }
    public static var pinned: TabPlacement { TabPlacement(name: "pinned") }
    public static var sidebarOnly: TabPlacement { TabPlacement(name: "sidebarOnly") }
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
