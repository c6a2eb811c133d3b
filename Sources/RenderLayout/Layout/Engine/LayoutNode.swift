/// A view prepared for layout: its algorithm, its resolved environment, its children.
///
/// Built once per render from the `ViewNode` tree; `index` keys the per-pass caches.
final class LayoutNode {
    let index: Int
    let view: ViewNode
    let layout: any Layout
    /// The resolved environment, shared with the nodes it reaches unchanged.
    var environment: EnvironmentValues { sharedEnvironment.values }
    let sharedEnvironment: SharedEnvironment
    /// The axis of the nearest enclosing stack, for `Spacer` and `Divider`.
    let stackAxis: Axis?
    var children: [LayoutNode] = []
    /// `layoutPriority` of this view as a stack child: the outermost one in its modifier chain.
    var priority: Double = 0
    /// A Spacer, possibly under modifiers: sized last by stacks.
    var isSpacer = false
    /// The guides this view may place explicitly; for any other the engine answers the
    /// default position without asking its layout.
    var guides: ExplicitGuides = .all

    // This pass's answers (`LayoutEngine` keeps them here, on the node asked): a node sees
    // few proposals, so short lists scanned in order, no table shared by the whole tree.
    // Keyed by the proposal and the nearest container's size (`containerRelativeFrame`).
    var sizeAnswers: [(proposal: ProposedViewSize, container: ProposedViewSize, size: Size)] = []
    var guideAnswers: [(proposal: ProposedViewSize, container: ProposedViewSize, key: AlignmentKey, value: Double?)] = []
    var spacingAnswer: ViewSpacing?
    /// A stack's gaps between its children (`StackLayout` step 1).
    var stackGaps: [Double]?
    /// The children as subviews, made once.
    var subviews: LayoutSubviews?

    init(index: Int, view: ViewNode, layout: any Layout, environment: SharedEnvironment, stackAxis: Axis?) {
        self.index = index
        self.view = view
        self.layout = layout
        self.sharedEnvironment = environment
        self.stackAxis = stackAxis
    }
}

/// An environment held once by every node it reaches unchanged: the 40,000 views under a
/// stack that sets nothing share one copy instead of holding one each.
final class SharedEnvironment {
    let values: EnvironmentValues

    init(_ values: EnvironmentValues) {
        self.values = values
    }
}

/// Builds the layout tree: picks each node's algorithm and hands the environment down.
struct LayoutTreeBuilder {
    private(set) var count = 0

    init(startingAt first: Int = 0) {
        count = first
    }

    mutating func build(_ view: ViewNode, environment: EnvironmentValues = EnvironmentValues(), stackAxis: Axis? = nil) -> LayoutNode {
        build(view, shared: SharedEnvironment(environment), stackAxis: stackAxis)
    }

    /// `shared` is handed on to the children unless this view changes their environment.
    private mutating func build(_ view: ViewNode, shared: SharedEnvironment, stackAxis: Axis?) -> LayoutNode {
        let environment = shared.values
        var childEnvironment = environment
        var changesEnvironment = true
        var childStackAxis: Axis? = nil
        switch view.kind {
        case .modifier(.environment(_, let change)):
            change.apply(to: &childEnvironment)
            childStackAxis = stackAxis
        case .modifier(.defined(let modifier)):
            modifier.behavior.apply(to: &childEnvironment)
            changesEnvironment = modifier.behavior.changesEnvironment
            childStackAxis = stackAxis
        case .modifier:
            childStackAxis = stackAxis
            changesEnvironment = false
        case .toggle, .stepper:
            childStackAxis = .horizontal
            changesEnvironment = false
        case .button:
            // The style colours the label unless a foreground style is already in effect.
            if childEnvironment.foregroundStyle == nil {
                childEnvironment.foregroundStyle = ButtonLayout.labelStyle(for: environment.buttonStyle, tint: environment.tint)
            }
        case .defined(let defined):
            let behavior = defined.behavior
            changesEnvironment = behavior.childEnvironment(&childEnvironment)
            childStackAxis = behavior.childStackAxis
        case .disclosureGroup:
            childStackAxis = .vertical
            changesEnvironment = false
        case .list(let isForm):
            // A Form is always inset grouped; a List resolves `automatic` for its sections.
            childEnvironment.listStyle = isForm ? .insetGrouped : environment.listStyle.resolved
        case .listRow:
            childEnvironment.isInListRow = true
            // Controls in a row take their row look: a menu Picker becomes "Title … Value ⌃⌄".
            childEnvironment.controlPlacement = .formRow
        case .navigationLink:
            childStackAxis = .horizontal
            // Outside a list a link is a button: its label in the accent colour.
            if !environment.isInListRow && childEnvironment.foregroundStyle == nil {
                childEnvironment.foregroundStyle = ButtonLayout.labelStyle(for: .automatic, tint: environment.tint)
            }
        default:
            childStackAxis = nil
            changesEnvironment = false
        }
        let node = LayoutNode(index: count, view: view, layout: Self.layout(for: view.kind, environment: environment), environment: shared,
                              stackAxis: stackAxis)
        let childShared = changesEnvironment ? SharedEnvironment(childEnvironment) : shared
        count += 1
        var isOverlay = false
        if case .modifier(.overlay) = view.kind { isOverlay = true }
        if case .modifier(.background) = view.kind { isOverlay = true }
        if case .modifier(.defined(let modifier)) = view.kind { isOverlay = modifier.behavior.hasSecondaryViews }
        if case .modifier(.safeAreaInset) = view.kind { isOverlay = true }
        node.children = view.children.enumerated().map { offset, child in
            // The secondary view of overlay/background is not inside the stack the primary is in.
            let axis = (isOverlay && offset > 0) ? nil : childStackAxis
            guard Self.adjustsEachChild(view.kind) else { return build(child, shared: childShared, stackAxis: axis) }
            var environment = ControlChildEnvironment.adjust(childEnvironment, for: view.kind, child: offset, parent: environment)
            if case .defined(let defined) = view.kind { defined.behavior.adjust(child: offset, &environment, parent: shared.values) }
            if case .listSection(let parts) = view.kind { ListSectionText.style(child: offset, of: parts, &environment) }
            if case .navigationLink = view.kind, offset == 2 { NavigationLinkLayout.chevronStyle(&environment) }
            return build(child, shared: SharedEnvironment(environment), stackAxis: axis)
        }
        node.guides = node.layout.explicitGuides(children: ChildGuides(node.children))
        switch view.kind {
        case .defined(let defined): node.isSpacer = defined.behavior.isSpacer
        case .modifier(.layoutPriority(let value)):
            node.priority = value
            node.isSpacer = node.children.first?.isSpacer ?? false
        case .modifier(.defined(let modifier)):
            node.priority = modifier.behavior.layoutPriority ?? node.children.first?.priority ?? 0
            node.isSpacer = node.children.first?.isSpacer ?? false
        case .modifier:
            node.priority = node.children.first?.priority ?? 0
            node.isSpacer = node.children.first?.isSpacer ?? false
        default: break
        }
        return node
    }

    /// Kinds that give each child an environment of its own: controls (`ControlChildEnvironment`),
    /// a List section's texts, a NavigationLink's chevron.
    private static func adjustsEachChild(_ kind: ViewKind) -> Bool {
        switch kind {
        case .listSection, .navigationLink: return true
        case .defined(let view): return view.behavior.adjustsEachChild
        default: return ControlChildEnvironment.adjusts(kind)
        }
    }

    static func layout(for kind: ViewKind, environment: EnvironmentValues) -> any Layout {
        switch kind {
        case .slider(let value, let range, _): return SliderLayout(value: value, range: range)
        case .button: return ButtonLayout(style: environment.buttonStyle)
        case .toggle, .stepper: return ControlRowLayout()
        case .toggleSwitch(let isOn): return SwitchLayout(isOn: isOn)
        case .stepperButtons(let canDecrement, let canIncrement):
            return StepperButtonsLayout(canDecrement: canDecrement, canIncrement: canIncrement)
        case .textField: return TextFieldLayout(style: environment.textFieldStyle)
        case .picker(let selection):
            if environment.pickerStyle == .segmented { return SegmentedPickerLayout(selection: selection) }
            return MenuPickerLayout(selection: selection, isFormRow: environment.controlPlacement == .formRow)
        case .disclosureGroup(let isExpanded): return DisclosureGroupLayout(isExpanded: isExpanded)
        case .label: return LabelLayout(style: environment.labelStyle, inListRow: environment.isInListRow)
        case .list: return ListLayout()
        case .listSection(let parts): return ListSectionLayout(parts: parts)
        case .listRow: return ListRowLayout()
        case .navigationLink: return NavigationLinkLayout(isRow: environment.isInListRow)
        case .listDecoration(let decoration): return ListDecorationLayout(decoration: decoration)
        case .defined(let view): return view.behavior.layout(in: environment)
        case .modifier(let modifier): return modifierLayout(modifier, environment: environment)
        }
    }

    static func modifierLayout(_ modifier: Modifier, environment: EnvironmentValues) -> any Layout {
        switch modifier {
        case .frame(let width, let height, let alignment): return FrameLayout(width: width, height: height, alignment: alignment)
        case .flexFrame(let frame): return FlexFrameLayout(frame: frame)
        case .fixedSize(let horizontal, let vertical): return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        case .padding(let insets): return PaddingLayout(insets: insets)
        case .border(let style, let width): return BorderLayout(style: style, width: width)
        case .overlay(let alignment): return OverlayLayout(alignment: alignment, isBackground: false)
        case .background(let alignment, let edges):
            return OverlayLayout(alignment: alignment, isBackground: true, ignoresSafeAreaEdges: edges)
        case .offset(let x, let y): return OffsetLayout(x: x, y: y)
        case .position(let x, let y): return PositionLayout(x: x, y: y)
        case .alignmentGuide(let key, let expression): return AlignmentGuideLayout(key: key, expression: expression)
        case .layoutPriority, .environment, .gridCellColumns, .gridColumnAlignment, .tag: return PassThroughLayout(effect: nil)
        case .defined(let modifier): return modifier.behavior.layout(in: environment)
        case .aspectRatio(let ratio, let mode): return AspectRatioLayout(ratio: ratio, contentMode: mode)
        case .ignoresSafeArea(let regions, let edges): return IgnoresSafeAreaLayout(regions: regions, edges: edges)
        case .safeAreaPadding(let insets): return SafeAreaPaddingLayout(insets: insets)
        case .safeAreaInset(let inset): return SafeAreaInsetLayout(inset: inset)
        case .containerRelativeFrame(let frame): return ContainerRelativeFrameLayout(frame: frame)
        }
    }
}
