import RenderLayout
import RenderScene

/// `NavigationStack`, `NavigationView`, `NavigationSplitView`, toolbars and the bar modifiers in
/// the Swift API: each builds the scene JSON of docs/scene-format.md, "Navigation and tab bars".
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    package let root: Root
    package var hasPath = false

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// The path is never followed in a still picture: the root is shown.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        hasPath = true
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(root)
        return [hasPath ? SceneJSON.view("NavigationStack", ["path", "content"], [nil, children])
                        : SceneJSON.view("NavigationStack", ["content"], [children])]
    }
}

public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("NavigationView", ["content"], [try builder.children(content)])]
    }
}

/// `NavigationSplitViewVisibility`: accepted; an iPhone shows the sidebar column at rest.
public struct NavigationSplitViewVisibility: Sendable, Equatable {
    public static let automatic = NavigationSplitViewVisibility(), all = NavigationSplitViewVisibility()
    public static let doubleColumn = NavigationSplitViewVisibility(), detailOnly = NavigationSplitViewVisibility()
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    package let sidebar: Sidebar, content: Content?, detail: Detail
    package var hasVisibility = false

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        hasVisibility = true
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let side = try builder.root(sidebar), end = try builder.root(detail)
        let visibility: JSONNode? = nil
        if let content {
            return [SceneJSON.view("NavigationSplitView", ["columnVisibility", "sidebar", "content", "detail"],
                                   [visibility, side, try builder.root(content), end])]
        }
        return [SceneJSON.view("NavigationSplitView", ["columnVisibility", "sidebar", "detail"], [visibility, side, end])]
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        hasVisibility = true
    }
}

/// `ToolbarItemPlacement`: where a toolbar item shows (iOS's placements).
public struct ToolbarItemPlacement: Sendable, Equatable {
    package let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic"), principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation"), primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction"), status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction"), keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading"), topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// `ToolbarItem`: a View here (SwiftUI's is `ToolbarContent`), so `toolbar { … }` takes it
/// from a `@ViewBuilder`.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let placement: ToolbarItemPlacement, content: Content
    package var hasID = false

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
        hasID = true
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let place = placement == .automatic ? nil : SceneJSON.string(placement.name)
        let children = try builder.children(content)
        return [hasID ? SceneJSON.view("ToolbarItem", ["id", "placement", "content"], [nil, place, children])
                      : SceneJSON.view("ToolbarItem", ["placement", "content"], [place, children])]
    }
}

public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let placement: ToolbarItemPlacement, content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("ToolbarItemGroup", ["placement", "content"],
                        [placement == .automatic ? nil : SceneJSON.string(placement.name), try builder.children(content)])]
    }
}

/// `ToolbarPlacement`: the bars `toolbar(_:for:)` and `toolbarBackground(_:for:)` name.
public struct ToolbarPlacement: Sendable, Equatable {
    package let name: String
    public static let automatic = ToolbarPlacement(name: "automatic"), navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar"), tabBar = ToolbarPlacement(name: "tabBar")
}

/// SwiftUI's `Visibility`.
public enum Visibility: String, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: String, Sendable {
        case automatic, inline, large
    }
}

/// iOS 17's `ToolbarTitleDisplayMode`.
public enum ToolbarTitleDisplayMode: String, Sendable {
    case automatic, inline, inlineLarge, large
}

/// `SearchFieldPlacement`: accepted; an iPhone shows the field under the title at rest.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement { SearchFieldPlacement() }
    public static let navigationBarDrawer = SearchFieldPlacement()

    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// A modifier whose JSON holds views, built when the modified view is (`toolbar { … }`).
public struct BuiltModifier: ViewModifier, ResolvableModifier {
    package let make: (inout SceneBuilder) throws(SceneError) -> SceneModifier
    public func body(content: Content) -> Content { content }
    package func resolve(_ builder: inout SceneBuilder) throws(SceneError) -> SceneModifier { try make(&builder) }
}

extension View {
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, SceneModifier> {
        scene("navigationTitle", ["_"], [SceneJSON.string(String(title))], kinds: [.string])
    }

    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, BuiltModifier> {
        modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("navigationTitle", ["_"], [try builder.single(title)], kinds: [.view])
        })
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, SceneModifier> {
        scene("navigationBarTitleDisplayMode", ["_"], [SceneJSON.string(displayMode.rawValue)])
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, SceneModifier> {
        scene("toolbarTitleDisplayMode", ["_"], [SceneJSON.string(mode.rawValue)])
    }

    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, BuiltModifier> {
        let items = content()
        return modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("toolbar", ["content"], [try builder.children(items)])
        })
    }

    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, SceneModifier> {
        let named = bars.prefix(3).map { SceneJSON.string($0.name) } as [JSONNode?]
        return scene("toolbar", ["_", "for", "_", "_"], [SceneJSON.string(visibility.rawValue)] + named + Array(repeating: nil, count: 3 - named.count))
    }

    /// iOS 18's spelling of `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, SceneModifier> {
        let named = bars.prefix(3).map { SceneJSON.string($0.name) } as [JSONNode?]
        return scene("toolbarVisibility", ["_", "for", "_", "_"], [SceneJSON.string(visibility.rawValue)] + named + Array(repeating: nil, count: 3 - named.count))
    }

    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, SceneModifier> {
        let named = bars.prefix(2).map { SceneJSON.string($0.name) } as [JSONNode?]
        return scene("toolbarBackground", ["_", "for", "_"], [SceneJSON.string(visibility.rawValue)] + named + Array(repeating: nil, count: 2 - named.count),
                     kinds: [.visibility, .caseName, .caseName])
    }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, SceneModifier> {
        let named = bars.prefix(2).map { SceneJSON.string($0.name) } as [JSONNode?]
        return scene("toolbarBackground", ["_", "for", "_"], [style.styleJSON] + named + Array(repeating: nil, count: 2 - named.count),
                     kinds: [.color, .caseName, .caseName])
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> ModifiedContent<Self, SceneModifier> {
        scene("searchable", ["text", "placement", "prompt"], [nil, nil, SceneJSON.string(String(prompt))])
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic) -> ModifiedContent<Self, SceneModifier> {
        scene("searchable", ["text", "placement", "prompt"], [nil, nil, nil])
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> ModifiedContent<Self, SceneModifier> {
        scene("searchable", ["text", "isPresented", "placement", "prompt"], [nil, nil, nil, SceneJSON.string(String(prompt))])
    }
}

// MARK: - Presentations: accepted, not shown at rest

/// `PopoverAttachmentAnchor`: accepted.
public enum PopoverAttachmentAnchor: Sendable {
    case point(UnitPoint)
}

/// The pre-iOS 15 `Alert` of `alert(isPresented:content:)`: accepted, never shown.
public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
}

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, SceneModifier> {
        scene("sheet", ["isPresented", "onDismiss", "content"], [nil, nil, nil])
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, SceneModifier> {
        scene("sheet", ["item", "onDismiss", "content"], [nil, nil, nil])
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, SceneModifier> {
        scene("fullScreenCover", ["isPresented", "onDismiss", "content"], [nil, nil, nil])
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, SceneModifier> {
        scene("fullScreenCover", ["item", "onDismiss", "content"], [nil, nil, nil])
    }

    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, SceneModifier> {
        scene("popover", ["isPresented", "attachmentAnchor", "arrowEdge", "content"], [nil, nil, nil, nil])
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, SceneModifier> {
        scene("popover", ["item", "attachmentAnchor", "arrowEdge", "content"], [nil, nil, nil, nil])
    }

    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> ModifiedContent<Self, SceneModifier> {
        scene("alert", ["_", "isPresented", "actions"], [nil, nil, nil])
    }

    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> ModifiedContent<Self, SceneModifier> {
        scene("alert", ["_", "isPresented", "actions", "message"], [nil, nil, nil, nil])
    }

    public func alert<S: StringProtocol, T, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, SceneModifier> {
        scene("alert", ["_", "isPresented", "presenting", "actions", "message"], [nil, nil, nil, nil, nil])
    }

    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, SceneModifier> {
        scene("alert", ["isPresented", "content"], [nil, nil])
    }

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> ModifiedContent<Self, SceneModifier> {
        scene("confirmationDialog", ["_", "isPresented", "titleVisibility", "actions"], [nil, nil, nil, nil])
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> ModifiedContent<Self, SceneModifier> {
        scene("confirmationDialog", ["_", "isPresented", "titleVisibility", "actions", "message"], [nil, nil, nil, nil, nil])
    }
}

// MARK: - iOS 13's spellings, deprecated in SwiftUI and common in NavigationView code

extension View {
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, SceneModifier> {
        scene("navigationBarTitle", ["_"], [SceneJSON.string(String(title))], kinds: [.string])
    }

    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, BuiltModifier> {
        modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("navigationBarTitle", ["_"], [try builder.single(title)], kinds: [.view])
        })
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, SceneModifier> {
        scene("navigationBarTitle", ["_", "displayMode"], [SceneJSON.string(String(title)), SceneJSON.string(displayMode.rawValue)],
              kinds: [.string, .caseName])
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, BuiltModifier> {
        modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("navigationBarTitle", ["_", "displayMode"], [try builder.single(title), SceneJSON.string(displayMode.rawValue)],
                          kinds: [.view, .caseName])
        })
    }

    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, BuiltModifier> {
        modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("navigationBarItems", ["leading"], [try builder.single(leading)])
        })
    }

    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, BuiltModifier> {
        modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("navigationBarItems", ["trailing"], [try builder.single(trailing)])
        })
    }

    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, BuiltModifier> {
        modifier(BuiltModifier { (builder: inout SceneBuilder) throws(SceneError) in
            SceneModifier("navigationBarItems", ["leading", "trailing"], [try builder.single(leading), try builder.single(trailing)])
        })
    }

    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, SceneModifier> {
        scene("navigationBarHidden", ["_"], [SceneJSON.bool(hidden)])
    }
}
