import RenderLayout
import RenderScene

/// `List`, `Form`, `Section` and `listStyle` in the Swift API: each builds the scene JSON of
/// docs/scene-format.md, "Lists and forms".
public struct List<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let content: Content
    package var selectable = false
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list at rest shows no selection: the binding is accepted.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selectable = true
    }

    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selectable = true
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        return [selectable ? SceneJSON.view("List", ["selection", "content"], [nil, children]) : SceneJSON.view("List", ["content"], [children])]
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
    package let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("Form", ["content"], [try builder.children(content)])]
    }
}

public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    package let header: Parent?, content: Content, footer: Footer?
    package let title: String?
    /// SwiftUI's earlier spellings (`Section(header:footer:content:)`, deprecated there) give
    /// the header and footer as views before the content.
    package var viewsFirst = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
        self.title = nil
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.footer = footer
        self.title = nil
        viewsFirst = true
    }

    /// The overload of the table for the parts given: a title, header and footer views before
    /// the content, or the content with trailing `header:`/`footer:` closures.
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let title { return [SceneJSON.view("Section", ["_", "content"], [SceneJSON.string(title), children])] }
        let headerJSON = try header.flatMap { header throws(SceneError) in try builder.single(header) }
        let footerJSON = try footer.flatMap { footer throws(SceneError) in try builder.single(footer) }
        switch (viewsFirst, header != nil, footer != nil) {
        case (true, true, true): return [SceneJSON.view("Section", ["header", "footer", "content"], [headerJSON, footerJSON, children])]
        case (true, true, false): return [SceneJSON.view("Section", ["header", "content"], [headerJSON, children])]
        case (true, false, _): return [SceneJSON.view("Section", ["footer", "content"], [footerJSON, children])]
        case (false, false, false): return [SceneJSON.view("Section", ["content"], [children])]
        default: return [SceneJSON.view("Section", ["content", "header", "footer"], [children, headerJSON, footerJSON])]
        }
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

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.footer = nil
        self.title = nil
        viewsFirst = true
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = nil
        self.footer = footer()
        self.title = nil
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = nil
        self.footer = footer
        self.title = nil
        viewsFirst = true
    }
}

/// `listStyle(_:)`'s styles: `.automatic`, `.plain`, `.insetGrouped`, `.grouped`, `.inset`, `.sidebar`.
public struct ListStyleName: Sendable {
    package let name: String
    public static var automatic: ListStyleName { ListStyleName(name: "automatic") }
    public static var plain: ListStyleName { ListStyleName(name: "plain") }
    public static var insetGrouped: ListStyleName { ListStyleName(name: "insetGrouped") }
    public static var grouped: ListStyleName { ListStyleName(name: "grouped") }
    public static var inset: ListStyleName { ListStyleName(name: "inset") }
    public static var sidebar: ListStyleName { ListStyleName(name: "sidebar") }
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
    package let label: LinkLabel?, title: String?
    /// How the destination was given — a view, a builder closure, or a `value:` — which names
    /// the vocabulary overload (the JSON is the same: the destination is never shown).
    package let destination: Vocabulary.Kind, valueLabel: Bool

    public init(destination: Destination, @ViewBuilder label: () -> LinkLabel) {
        self.label = label()
        self.title = nil
        self.destination = .ignored
        valueLabel = false
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> LinkLabel) {
        self.label = label()
        self.title = nil
        self.destination = .action
        valueLabel = false
    }

    package init(label: LinkLabel?, title: String?, destination: Vocabulary.Kind, valueLabel: Bool) {
        self.label = label
        self.title = title
        self.destination = destination
        self.valueLabel = valueLabel
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let second = valueLabel ? "value" : "destination"
        if let title {
            return [SceneJSON.view("NavigationLink", ["_", second], [SceneJSON.string(title), nil], kinds: [.string, destination])]
        }
        let json = try label.flatMap { label throws(SceneError) in try builder.single(label) }
        return [SceneJSON.view("NavigationLink", [second, "label"], [nil, json], kinds: [destination, .view])]
    }
}

extension NavigationLink where LinkLabel == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: nil, title: String(title), destination: .ignored, valueLabel: false)
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: nil, title: String(title), destination: .action, valueLabel: false)
    }
}

// The value-based links of `NavigationStack`: the value is never followed in a still picture.
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> LinkLabel) {
        self.init(label: label(), title: nil, destination: .ignored, valueLabel: true)
    }
}

extension NavigationLink where LinkLabel == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: nil, title: String(title), destination: .ignored, valueLabel: true)
    }
}
