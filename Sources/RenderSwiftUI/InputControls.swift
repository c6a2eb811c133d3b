import RenderLayout
import RenderScene

/// `TextField`, `SecureField`, `Picker`, `DisclosureGroup` and their styles in the Swift API:
/// each builds the JSON the vocabulary's overload for its signature stands for.

public struct TextField: View, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        json = SceneJSON.view("TextField", ["_", "text", "prompt", "axis"],
                              [SceneJSON.string(String(title)), SceneJSON.string(text.wrappedValue), prompt.map { $0.json.json },
                               axis == .vertical ? SceneJSON.string("vertical") : nil])
    }
    /// SwiftUI's earlier spelling (deprecated in iOS 17): the callbacks never run at rest.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        json = SceneJSON.view("TextField", ["_", "text", "onEditingChanged", "onCommit"],
                              [SceneJSON.string(String(title)), SceneJSON.string(text.wrappedValue), nil, nil])
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

/// `TextEditor(text:)`: the text in body, inset 8 × 5, filling the size it is offered (`TextEditorView`).
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init(text: Binding<String>) {
        json = SceneJSON.view("TextEditor", ["text"], [SceneJSON.string(text.wrappedValue)])
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

public struct SecureField: View, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        json = SceneJSON.view("SecureField", ["_", "text", "prompt"],
                              [SceneJSON.string(String(title)), SceneJSON.string(text.wrappedValue), prompt.map { $0.json.json }])
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, label: Label?, selection: SelectionValue, content: Content
    package var labelFirst = false

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.selection = selection.wrappedValue
        self.content = content()
    }

    /// SwiftUI's earlier spelling, deprecated there: the label as a view before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        title = nil
        self.label = label
        self.selection = selection.wrappedValue
        self.content = content()
        labelFirst = true
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if labelFirst {
            return [SceneJSON.view("Picker", ["selection", "label", "content"],
                                   [SceneJSON.tag(selection), try label.flatMap { label throws(SceneError) in try builder.single(label) }, children])]
        }
        if let title {
            return [SceneJSON.view("Picker", ["_", "selection", "content"], [SceneJSON.string(title), SceneJSON.tag(selection), children])]
        }
        return [SceneJSON.view("Picker", ["selection", "content", "label"],
                               [SceneJSON.tag(selection), children, try label.flatMap { label throws(SceneError) in try builder.single(label) }])]
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        label = nil
        self.selection = selection.wrappedValue
        self.content = content()
    }
}

public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, label: Label?, isExpanded: Bool?, content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        isExpanded = nil
        self.content = content()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.isExpanded = isExpanded.wrappedValue
        self.content = content()
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        switch (title, isExpanded) {
        case (let title?, nil): return [SceneJSON.view("DisclosureGroup", ["_", "content"], [SceneJSON.string(title), children])]
        case (let title?, let open?):
            return [SceneJSON.view("DisclosureGroup", ["_", "isExpanded", "content"], [SceneJSON.string(title), SceneJSON.bool(open), children])]
        case (nil, nil):
            return [SceneJSON.view("DisclosureGroup", ["content", "label"],
                                   [children, try label.flatMap { label throws(SceneError) in try builder.single(label) }])]
        case (nil, let open?):
            return [SceneJSON.view("DisclosureGroup", ["isExpanded", "content", "label"],
                                   [SceneJSON.bool(open), children, try label.flatMap { label throws(SceneError) in try builder.single(label) }])]
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        label = nil
        isExpanded = nil
        self.content = content()
    }

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        label = nil
        self.isExpanded = isExpanded.wrappedValue
        self.content = content()
    }
}

/// `pickerStyle(_:)`'s styles: `.automatic`, `.menu`, `.segmented`.
public struct PickerStyleName: Sendable {
    package let name: String
    public static var automatic: PickerStyleName { PickerStyleName(name: "automatic") }
    public static var menu: PickerStyleName { PickerStyleName(name: "menu") }
    public static var segmented: PickerStyleName { PickerStyleName(name: "segmented") }
    public static var wheel: PickerStyleName { PickerStyleName(name: "wheel") }
    public static var inline: PickerStyleName { PickerStyleName(name: "inline") }
    public static var navigationLink: PickerStyleName { PickerStyleName(name: "navigationLink") }
    public static var palette: PickerStyleName { PickerStyleName(name: "palette") }
}

/// `textFieldStyle(_:)`'s styles: `.automatic`, `.plain`, `.roundedBorder`.
public struct TextFieldStyleName: Sendable {
    package let name: String
    public static var automatic: TextFieldStyleName { TextFieldStyleName(name: "automatic") }
    public static var plain: TextFieldStyleName { TextFieldStyleName(name: "plain") }
    public static var roundedBorder: TextFieldStyleName { TextFieldStyleName(name: "roundedBorder") }
}

extension View {
    public func pickerStyle(_ style: PickerStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("pickerStyle", ["_"], [SceneJSON.string(style.name)])
    }

    public func textFieldStyle(_ style: TextFieldStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("textFieldStyle", ["_"], [SceneJSON.string(style.name)])
    }

    /// The value a Picker option stands for: strings, numbers and Booleans as themselves, any
    /// other value (an enum case) as its description — the case name, as the Swift-source
    /// front end spells it.
    /// `includeOptional` (iOS 17: the tag also matches an optional selection) is accepted.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> ModifiedContent<Self, SceneModifier> {
        includeOptional ? scene("tag", ["_"], [SceneJSON.tag(tag)]) : scene("tag", ["_", "includeOptional"], [SceneJSON.tag(tag), nil])
    }
}

extension SceneJSON {
    package static func tag<V>(_ value: V) -> JSONNode {
        if let flag = value as? Bool { return bool(flag) }
        if let text = value as? String { return string(text) }
        if value is any BinaryInteger || value is any BinaryFloatingPoint { return number(numeric(value)) }
        return string(String(describing: value))
    }
}
