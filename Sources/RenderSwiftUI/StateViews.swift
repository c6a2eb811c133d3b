import RenderLayout
import RenderScene

/// SwiftUI's `ContentUnavailableView` (iOS 17): an empty state (`ContentUnavailableViewView`).
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, systemImage: String?
    package let label: LabelContent?, description: Description?, actions: Actions?
    package var search: JSONNode?

    public init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) where Description: View, Actions: View {
        self.label = label()
        self.description = description()
        self.actions = actions()
        title = nil
        systemImage = nil
    }

    package init(title: String?, systemImage: String?, description: Description?, search: JSONNode? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.label = nil
        self.description = description
        self.actions = nil
        self.search = search
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let descriptionJSON = try description.flatMap { view throws(SceneError) in try builder.views(view).first?.json }
        if let search {
            var json = SceneJSON.view("ContentUnavailableView", members: [("search", search)])
            if let descriptionJSON { json.members.append(("description", descriptionJSON)) }
            SceneJSON.counterpart(view: "ContentUnavailableView", ["_", "systemImage", "description"])
            return [json]
        }
        if let title, let systemImage {
            return [SceneJSON.view("ContentUnavailableView", ["_", "systemImage", "description"],
                                   [SceneJSON.string(title), SceneJSON.string(systemImage), descriptionJSON])]
        }
        let labelJSON = try label.flatMap { view throws(SceneError) in try builder.single(view) }
        let actionsJSON = try actions.flatMap { view throws(SceneError) -> JSONNode? in
            let built = try builder.views(view)
            return built.isEmpty ? nil : SceneJSON.array(built.map(\.json))
        }
        return [SceneJSON.view("ContentUnavailableView", ["label", "description", "actions"], [labelJSON, descriptionJSON, actionsJSON])]
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(title: String(title), systemImage: name, description: description)
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// `ContentUnavailableView.search`: "No Results" under a magnifying glass.
    public static var search: ContentUnavailableView<Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(title: nil, systemImage: nil, description: nil, search: SceneJSON.bool(true))
    }

    /// `ContentUnavailableView.search(text:)`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(title: nil, systemImage: nil, description: nil, search: SceneJSON.string(text))
    }
}

/// SwiftUI's `LabeledContent`: a label and its value (`LabeledContentView`).
public struct LabeledContent<LabelContent: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, value: JSONNode?, label: LabelContent?, content: Content?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> LabelContent) {
        self.content = content()
        self.label = label()
        title = nil
        value = nil
    }

    package init(title: String, value: JSONNode?, content: Content?) {
        self.title = title
        self.value = value
        self.content = content
        label = nil
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        if let title, let value {
            let kind: Vocabulary.Kind
            if case .number = value.value { kind = .number } else { kind = .string }
            return [SceneJSON.view("LabeledContent", ["_", "value"], [SceneJSON.string(title), value], kinds: [.string, kind])]
        }
        let children = try content.map { view throws(SceneError) in try builder.children(view) }
        if let title { return [SceneJSON.view("LabeledContent", ["_", "content"], [SceneJSON.string(title), children])] }
        let labelJSON = try label.flatMap { view throws(SceneError) in try builder.single(view) }
        return [SceneJSON.view("LabeledContent", ["content", "label"], [children, labelJSON])]
    }
}

extension LabeledContent where LabelContent == Text, Content == Text {
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(title: String(title), value: SceneJSON.string(String(value)), content: nil)
    }

    public init<S: StringProtocol, V: BinaryInteger>(_ title: S, value: V) {
        self.init(title: String(title), value: SceneJSON.number(Double(value)), content: nil)
    }

    public init<S: StringProtocol>(_ title: S, value: Double) {
        self.init(title: String(title), value: SceneJSON.number(value), content: nil)
    }
}

extension LabeledContent where LabelContent == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, content: content())
    }
}

/// SwiftUI's `GroupBox`: content on a rounded panel, under an optional label (`GroupBoxView`).
public struct GroupBox<LabelContent: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, label: LabelContent?, content: Content
    package var labelFirst = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> LabelContent) {
        self.content = content()
        self.label = label()
        title = nil
    }

    public init(label: LabelContent, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
        title = nil
        labelFirst = true
    }

    package init(title: String?, content: Content) {
        self.title = title
        self.content = content
        label = nil
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let title { return [SceneJSON.view("GroupBox", ["_", "content"], [SceneJSON.string(title), children])] }
        guard let label else { return [SceneJSON.view("GroupBox", ["content"], [children])] }
        let labelJSON = try builder.single(label)
        if labelFirst { return [SceneJSON.view("GroupBox", ["label", "content"], [labelJSON, children])] }
        return [SceneJSON.view("GroupBox", ["content", "label"], [children, labelJSON])]
    }
}

extension GroupBox where LabelContent == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, content: content())
    }
}

extension GroupBox where LabelContent == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), content: content())
    }
}
