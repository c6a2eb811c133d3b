/// One node of the view tree, as decoded from a scene.
///
/// Modifiers are nodes too: `Text("Hi").border(.blue)` is a `border` node whose only child is
/// the `Text` node, exactly as SwiftUI wraps a view in a modifier's layout container.
/// `Group` and `ForEach` never appear here: decoding splices their children into the parent.
public final class ViewNode: Sendable {
    public let kind: ViewKind
    /// The `id` the scene gave the view, or `"<id>#<k>"` for its k-th modifier.
    public let id: String?
    public let children: [ViewNode]
    /// Where the node came from in the scene (`root.children[2].modifiers[0]`), for messages;
    /// spelled out when read.
    public var path: String { source.text }
    let source: JSONPath

    public convenience init(_ kind: ViewKind, id: String? = nil, children: [ViewNode] = [], path: String = "root") {
        self.init(kind, id: id, children: children, at: JSONPath(root: path))
    }

    init(_ kind: ViewKind, id: String? = nil, children: [ViewNode] = [], at source: JSONPath) {
        self.kind = kind
        self.id = id
        self.children = children
        self.source = source
    }

    /// The name the layout dump uses: the view type or the modifier key.
    public var kindName: String { kind.name }

    /// A short name for messages: `Text "Hello World"`, `frame #card#1`.
    public var label: String {
        var text = kindName
        if case .defined(let view) = kind, let plain = view.behavior as? TextLayout, !plain.isStyled {
            let string = plain.string
            text += " \"" + (string.count > 32 ? String(string.prefix(31)) + "…" : string) + "\""
        }
        if let id { text += " #\(id)" }
        return text
    }
}

/// What a node is. Leaves and containers mirror SwiftUI's views; `.modifier` wraps `children[0]`.
public enum ViewKind: Sendable {
    /// `Slider(value:in:step:)`: a leaf; `value` as given, drawn clamped into `range`.
    case slider(value: Double, range: ClosedRange<Double>, step: Double?)
    /// `Button`: `children[0]` is the label (a Text for `Button("Title")`); its style comes
    /// from the environment (`buttonStyle`).
    case button
    /// `Toggle`: a row of `children` = label, Spacer, `.toggleSwitch` — laid out as an HStack.
    case toggle(isOn: Bool)
    /// `Stepper`: a row of `children` = label, Spacer, `.stepperButtons` — laid out as an HStack.
    case stepper(value: Double, range: ClosedRange<Double>, step: Double)
    /// The switch of a `Toggle` (iOS's UISwitch), a leaf made by the decoder.
    case toggleSwitch(isOn: Bool)
    /// The −/+ control of a `Stepper` (iOS's UIStepper), a leaf made by the decoder.
    case stepperButtons(canDecrement: Bool, canIncrement: Bool)
    /// `TextField`/`SecureField`: `children[0]` is the Text shown (the text, or the placeholder).
    case textField(TextFieldSpec)
    /// `Picker`: `children` = the label, the `chevron.up.chevron.down` symbol, then the options;
    /// `selection` indexes the options (nil: no option's tag matches). Style: `pickerStyle`.
    case picker(selection: Int?)
    /// `DisclosureGroup`: `children` = the label, the chevron symbol, then (when expanded) the content.
    case disclosureGroup(isExpanded: Bool)
    /// `Label`: `children` = the icon, the title.
    case label
    /// `List` and `Form`: `children[0]` is the background, then the sections (`.listSection`).
    case list(isForm: Bool)
    /// A `Section` of a List or Form; `ListSectionParts` says which child is what.
    case listSection(ListSectionParts)
    /// One row of a List or Form: `children[0]` is the row's content.
    case listRow
    /// `NavigationLink`: `children` = the label, a Spacer, the `chevron.forward` disclosure
    /// indicator; a row in a List, the label alone elsewhere. Its destination is never shown.
    case navigationLink
    /// The leaves a List draws besides its rows: its background, a section's card, a separator.
    case listDecoration(ListDecoration)
    case modifier(Modifier)
    /// A view declared in its own definition file (`Definitions/Views/`).
    case defined(DefinedView)

    public var name: String {
        switch self {
        case .slider: return "Slider"
        case .button: return "Button"
        case .toggle: return "Toggle"
        case .stepper: return "Stepper"
        case .toggleSwitch: return "Switch"
        case .stepperButtons: return "StepperButtons"
        case .textField(let spec): return spec.isSecure ? "SecureField" : "TextField"
        case .picker: return "Picker"
        case .disclosureGroup: return "DisclosureGroup"
        case .label: return "Label"
        case .list(let isForm): return isForm ? "Form" : "List"
        case .listSection: return "Section"
        case .listRow: return "ListRow"
        case .navigationLink: return "NavigationLink"
        case .listDecoration(let decoration): return decoration.name
        case .modifier(let modifier): return modifier.name
        case .defined(let view): return view.name
        }
    }
}

/// What a `TextField` or `SecureField` shows, decided by the decoder.
public struct TextFieldSpec: Hashable, Sendable {
    /// `SecureField`: the text is drawn as bullets.
    public var isSecure: Bool
    /// The text is empty, so the child is the placeholder (drawn in placeholderText grey).
    public var showsPlaceholder: Bool
    /// `axis: .vertical`: the text wraps and the field grows downwards; otherwise one line.
    public var isVertical: Bool

    public init(isSecure: Bool = false, showsPlaceholder: Bool = false, isVertical: Bool = false) {
        self.isSecure = isSecure
        self.showsPlaceholder = showsPlaceholder
        self.isVertical = isVertical
    }
}
