/// `List`, `Form`, `Section` and `listStyle` in the Swift API: each builds the scene JSON of
/// docs/scene-format.md, "Lists and forms".
public struct List<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("List", members: [("children", try builder.children(content))])]
    }
}

extension List {
    /// `List(items) { item in … }`: one row per element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// `List(items, id: \.self) { item in … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("Form", members: [("children", try builder.children(content))])]
    }
}

public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?, content: Content, footer: Footer?
    let title: String?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
        self.title = nil
    }

    func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        var members: [(key: String, value: JSONNode)] = []
        if let title { members.append(("header", SceneJSON.string(title))) }
        if let header, let json = try builder.single(header) { members.append(("header", json)) }
        if let footer, let json = try builder.single(footer) { members.append(("footer", json)) }
        members.append(("children", try builder.children(content)))
        return [SceneJSON.view("Section", members: members)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = nil
        self.footer = nil
        self.title = nil
    }

    /// `Section("Title") { … }`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = nil
        self.footer = nil
        self.title = title
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content()
        self.header = header()
        self.footer = nil
        self.title = nil
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = nil
        self.footer = footer()
        self.title = nil
    }
}

/// `listStyle(_:)`'s styles: `.automatic`, `.plain`, `.insetGrouped`, `.grouped`, `.inset`.
public struct ListStyleName: Sendable {
    let name: String
    public static var automatic: ListStyleName { ListStyleName(name: "automatic") }
    public static var plain: ListStyleName { ListStyleName(name: "plain") }
    public static var insetGrouped: ListStyleName { ListStyleName(name: "insetGrouped") }
    public static var grouped: ListStyleName { ListStyleName(name: "grouped") }
    public static var inset: ListStyleName { ListStyleName(name: "inset") }
}

extension View {
    public func listStyle(_ style: ListStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("listStyle", ["_"], [SceneJSON.string(style.name)])
    }
}

/// `NavigationLink`: a row with a chevron in a List, its label elsewhere; the destination is
/// built by SwiftUI's signature but never shown.
public struct NavigationLink<LinkLabel: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: LinkLabel?, title: String?

    public init(destination: Destination, @ViewBuilder label: () -> LinkLabel) {
        self.label = label()
        self.title = nil
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> LinkLabel) {
        self.label = label()
        self.title = nil
    }

    func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        if let title { return [SceneJSON.view("NavigationLink", ["_", "destination"], [SceneJSON.string(title), nil])] }
        let json = try label.flatMap { label throws(SceneError) in try builder.single(label) }
        return [SceneJSON.view("NavigationLink", ["destination", "label"], [nil, json])]
    }
}

extension NavigationLink where LinkLabel == Text {
    public init(_ title: String, destination: Destination) {
        self.label = nil
        self.title = title
    }

    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.label = nil
        self.title = title
    }
}
