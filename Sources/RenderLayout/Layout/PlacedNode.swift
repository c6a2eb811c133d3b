/// One node of the placed tree: where a view ended up and what to draw there.
/// The painter and the layout dump read only this.
///
/// A node holds the view it places, so code that must know what a node is asks its typed
/// `view.kind`, never a name; `kind` is the name for the dump, messages and `--debug-ids`.
///
/// Packed (104 bytes where the plain fields took 192): a large scene's placed tree is the
/// largest part of its peak memory (a 40,000-view grid has 80,000 placed nodes), and it is
/// built, rounded and walked node by node. The proposal's sides are doubles with nil as one
/// quiet NaN no arithmetic makes (as `SizeAnswer` stores them), the selection a 32-bit index,
/// and every payload of `PlacedContent` is boxed.
public struct PlacedNode: Sendable {
    public let view: ViewNode
    /// The name the dump uses: the view type or the modifier key.
    public var kind: String { view.kindName }
    public var id: String? { view.id }
    /// Where the view came from in the scene (`ViewNode.path`), spelled out when read.
    public var path: String { view.path }
    /// The size the node was offered when it was placed.
    public var proposal: ProposedViewSize {
        get { ProposedViewSize(width: Self.unpacked(proposalWidth), height: Self.unpacked(proposalHeight)) }
        set { (proposalWidth, proposalHeight) = (Self.packed(newValue.width), Self.packed(newValue.height)) }
    }
    private var proposalWidth: Double
    private var proposalHeight: Double
    /// Where it was placed, canvas points, top-left origin.
    public var frame: Rect
    /// Changing `children` or `content` after the node was made decides `carriesZIndex` again.
    public var children: [PlacedNode] { didSet { carriesZIndex = Self.carriesZIndex(view, children, content) } }
    public var content: PlacedContent { didSet { carriesZIndex = Self.carriesZIndex(view, children, content) } }
    /// How this node placed its children (for debug borders).
    public var placement: ChildPlacement = .content
    /// ViewThatFits: the index of the child shown.
    public var selected: Int? {
        get { selectedIndex < 0 ? nil : Int(selectedIndex) }
        // A view has far fewer than 2³¹ children (`SceneLimits.maxViews`).
        set { selectedIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    private var selectedIndex: Int32 = -1
    /// Whether this node's environment is right-to-left: its children were mirrored in it.
    public var isRightToLeft = false
    /// The colour scheme of this node's environment: the painter resolves the colours of its
    /// content (and of the effect it draws) against it (`RGBA.resolved(for:)`).
    public var colorScheme: ColorScheme = .light
    /// Whether this node's environment is redacted as a placeholder: its text, image or symbol
    /// is drawn as rounded fills (`Painter.paintRedacted`).
    public var isRedacted = false
    /// Whether a `zIndex` may be set on this node: its content is an effect with one, or it is a
    /// modifier whose first child's chain has one. Decided when the node is made, from its
    /// content and first child, and again if either is replaced: the painter checks the
    /// children of every node it paints, and most have none (`zIndex`).
    private var carriesZIndex: Bool

    package init(view: ViewNode, proposal: ProposedViewSize, frame: Rect, children: [PlacedNode], content: PlacedContent) {
        self.view = view
        self.proposalWidth = Self.packed(proposal.width)
        self.proposalHeight = Self.packed(proposal.height)
        self.frame = frame
        self.children = children
        self.content = content
        carriesZIndex = Self.carriesZIndex(view, children, content)
    }

    private static func carriesZIndex(_ view: ViewNode, _ children: [PlacedNode], _ content: PlacedContent) -> Bool {
        if case .effect(let placed) = content, placed.effect.zIndex != nil { return true }
        // The first child first: most have none, and reading the view's kind copies it.
        return children.first?.carriesZIndex == true && view.kind.isModifier
    }

    /// The payload of the quiet NaN that stands for an unspecified side.
    private static let unspecified = Double(bitPattern: 0x7FF8_5EED_0000_0002)

    private static func packed(_ side: Double?) -> Double { side ?? unspecified }

    private static func unpacked(_ side: Double) -> Double? {
        side.bitPattern == unspecified.bitPattern ? nil : side
    }

    /// Visits this node and its descendants, parents first.
    public func forEach(_ body: (PlacedNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }

    /// The union of the finite frames of this node and its descendants.
    public var extent: Rect? {
        var result: Rect?
        forEach { node in
            let f = node.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
            result = result.map { $0.union(f) } ?? f
        }
        return result
    }

    /// `zIndex`: the value of the outermost `zIndex` modifier in this node's modifier chain
    /// (a trait, so it reaches the container through the modifiers around it); 0 without one.
    /// Read in place, down the chain through `children[0]`: a loop over copies of the nodes
    /// cost about 890 instructions a child in a painter's check of its children; and only
    /// where the node carries one (`carriesZIndex`).
    public var zIndex: Double {
        guard carriesZIndex else { return 0 }
        if case .effect(let placed) = content, let value = placed.effect.zIndex { return value }
        guard view.kind.isModifier, !children.isEmpty else { return 0 }
        return children[0].zIndex
    }

    /// The first node, depth first, whose id is `id`.
    public func first(id: String) -> PlacedNode? {
        if self.id == id { return self }
        for child in children { if let found = child.first(id: id) { return found } }
        return nil
    }
}

/// What the painter draws for a node, beyond its children.
///
/// Every payload is boxed (`indirect`), so the content is one reference and a placed node stays
/// small: the tree is built, rounded and walked node by node, and every node would otherwise
/// carry room for the largest case (68 bytes), while most nodes of a large scene have none.
public indirect enum PlacedContent: Sendable {
    case none
    case text(PlacedText)
    case shape(ShapeKind, ShapeDrawing)
    case color(ResolvedShapeStyle)
    case divider(thickness: Double, axis: Axis)
    /// `weight`: the font weight a symbol is drawn at; `resizable`: drawn stretched to the frame.
    case image(ImageSource, tint: ResolvedShapeStyle, weight: Font.Weight, resizable: Bool)
    /// A symbol drawn in several layers (`symbolRenderingMode` other than monochrome).
    case symbol(PlacedSymbol)
    case progress(value: Double, tint: RGBA?)
    /// A control's own drawing (Slider, Button bezel, Switch, StepperButtons).
    case control(ControlDrawing, tint: RGBA?)
    /// A rectangle stroked inside the bounds, drawn over the content.
    case border(ResolvedShapeStyle, width: Double)
    /// Content clipped to the bounds grown by `under` (a ScrollView or List at rest: no scroll
    /// indicator). `under` is the safe-area inset at each edge the scroll view touches: as on
    /// iOS, its content runs on under the bars, the status bar and the home indicator.
    case scroll(under: EdgeInsets)
    /// A drawing effect on the whole subtree (`DrawingEffect`).
    case effect(PlacedEffect)
    /// A `Canvas`'s recorded commands; its children are drawn only through them.
    case canvas(CanvasDrawing)
}

/// A symbol whose layers take their own styles (`SymbolLayers`).
public struct PlacedSymbol: Sendable {
    public var name: String
    public var mode: SymbolRenderingModeKind
    /// The first layer's style, then the second's.
    public var layers: [ResolvedShapeStyle]
    public var weight: Font.Weight
    public var resizable: Bool
    /// `Image(systemName:variableValue:)`: the value (0…1) its variable layers show
    /// (`SymbolVariableLayers`); nil draws them all.
    public var variableValue: Double? = nil

    public init(name: String, mode: SymbolRenderingModeKind, layers: [ResolvedShapeStyle], weight: Font.Weight, resizable: Bool) {
        self.name = name
        self.mode = mode
        self.layers = layers
        self.weight = weight
        self.resizable = resizable
    }
}

/// What a control draws in its bounds, at rest.
public enum ControlDrawing: Sendable, Equatable {
    /// The thumb at `fraction` (0…1) of the track.
    case slider(fraction: Double)
    /// The bezel under a button's label (nothing for automatic, borderless, plain).
    case button(ButtonStyleKind, cornerRadius: Double = 6)
    /// A `bordered` button's bezel when a foreground style colours its label: grey
    /// (`ControlColors.neutralBezel`), not the tint.
    case neutralBezel(cornerRadius: Double)
    case toggleSwitch(isOn: Bool)
    case stepper(canDecrement: Bool, canIncrement: Bool)
    /// A `roundedBorder` text field's white rounded rectangle and border.
    case roundedTextField
    /// A segmented picker's track, thumb under segment `selected` (none when nil) and separators.
    case segmented(count: Int, selected: Int?)
    /// `ProgressView()`: the activity indicator's blades.
    case activityIndicator
    /// A control under `disabled(true)`: a button's bezel grey, a stepper's halves both greyed,
    /// any other drawing (a switch, a slider, a text field's border) faded as a whole to
    /// `ControlColors.disabledOpacity` (`ControlPainter`).
    indirect case disabled(ControlDrawing)

    /// The drawing, or its disabled form when `isEnabled` is false.
    public func enabled(_ isEnabled: Bool) -> ControlDrawing {
        isEnabled ? self : .disabled(self)
    }

    /// A slider's thumb or a switch's knob, whose shadow falls outside the frame.
    public var hasKnob: Bool {
        switch enabledDrawing {
        case .slider, .toggleSwitch: return true
        default: return false
        }
    }

    /// The drawing itself, whether disabled or not.
    public var enabledDrawing: ControlDrawing {
        if case .disabled(let drawing) = self { return drawing.enabledDrawing }
        return self
    }
}

/// A laid-out run of text: the measurement request (so painting wraps and truncates exactly
/// as layout measured) and the result.
public struct PlacedText: Sendable {
    public var request: TextRequest
    public var measurement: TextMeasurement
    public var style: ResolvedShapeStyle

    package init(request: TextRequest, measurement: TextMeasurement, style: ResolvedShapeStyle) {
        self.request = request
        self.measurement = measurement
        self.style = style
    }
}

extension PlacedContent {
    /// The rectangle a scroll node clips its content to: its frame grown by what lies under
    /// the bars (`scroll(under:)`).
    package static func scrollClip(_ frame: Rect, under insets: EdgeInsets) -> Rect {
        Rect(x: frame.minX - insets.leading, y: frame.minY - insets.top,
             width: frame.width + insets.leading + insets.trailing, height: frame.height + insets.top + insets.bottom)
    }
}
