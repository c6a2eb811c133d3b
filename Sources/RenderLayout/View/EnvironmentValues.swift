/// Values that flow down the tree to every `Text` inside a modified view; the nearest wins.
public struct EnvironmentValues: Hashable, Sendable {
    public var font: Font = .body
    public var bold = false
    public var italic = false
    public var lineLimit: Int? = nil
    /// The fewest lines a Text occupies: `lineLimit(n, reservesSpace: true)` sets it to n.
    public var lowerLineLimit: Int? = nil
    public var truncationMode: TruncationMode = .tail
    public var multilineTextAlignment: TextAlignment = .leading
    public var minimumScaleFactor: Double = 1
    /// The style texts, symbols and unfilled shapes are drawn in (nil: `.primary`, black).
    public var foregroundStyle: ResolvedShapeStyle? = nil {
        didSet {
            foregroundLevelBase = nil
            foregroundPalette = nil
        }
    }
    /// True under a `foregroundStyle`/`foregroundColor` modifier: the app set a foreground style
    /// (the colours the renderer sets for children itself, a Button's label, a Label's icon, a
    /// link's or a picker's accent, leave it false). A `.bordered` button greys its bezel under
    /// one (`Button.swift`, step 6).
    public var foregroundStyleIsTheApps = false
    /// Set when `foregroundStyle` is a hierarchical level (`foregroundStyle(.secondary)`): the
    /// style it is a level of, so that levels set inside it are levels of the same style
    /// (`ShapeStyleValue` step 3). Any other assignment of `foregroundStyle` clears it.
    public var foregroundLevelBase: HierarchicalBase? = nil
    public var buttonStyle: ButtonStyleKind = .automatic
    /// `controlSize(_:)`: the size of bordered buttons' bezels (`ControlSize`).
    public var controlSize: ControlSize = .regular
    public var labelStyle: LabelStyleKind = .automatic
    /// `fontWeight(_:)`: overrides the font's weight (then `bold()` may raise it).
    public var fontWeight: Font.Weight? = nil
    /// `imageScale(_:)`: the size of symbols relative to the font.
    public var imageScale: ImageScale = .medium
    /// `tracking`, `kerning`, `underline`, `strikethrough`, `monospacedDigit`, `lineSpacing`.
    public var textDecoration = TextDecoration()
    /// `textCase(.uppercase)`: nil keeps the text as written.
    public var textCase: TextCase? = nil
    /// `redacted(reason: .placeholder)`: texts, images and symbols inside are drawn as
    /// placeholders (`Redacted`); `unredacted()` turns it off again.
    public var isRedacted = false
    /// Under a `containerShape(_:)`: a shape-style background fills the container shape
    /// (`ContainerShape` step 3).
    public var hasContainerShape = false
    /// `\.isEnabled`: false under `disabled(true)` (and nothing inside re-enables it): buttons
    /// grey their labels, switches and sliders fade, a stepper greys both halves.
    public var isEnabled = true
    /// `tint(_:)`: the controls' accent colour; nil is iOS's blue (green for a switch).
    public var tint: RGBA? = nil
    /// `backgroundStyle(_:)`: what `.background` (`EnvironmentStyle`) fills with; nil is
    /// systemBackground (a GroupBox's own fill).
    public var backgroundStyle: ResolvedShapeStyle? = nil
    /// `pickerStyle(_:)`.
    public var pickerStyle: PickerStyleKind = .automatic
    /// `textFieldStyle(_:)`.
    public var textFieldStyle: TextFieldStyleKind = .automatic
    /// Where controls sit: `.formRow` inside a `Form`/`List` row (set by the row, not by a
    /// modifier), which turns a menu Picker into a "Title … Value ⌃⌄" row (docs/scene-format.md).
    public var controlPlacement: ControlPlacement = .standalone
    /// `listStyle(_:)`; a List or Form hands its resolved style to its sections.
    public var listStyle: ListStyleKind = .automatic
    /// `environment(\.defaultMinListRowHeight, …)`: a List row's minimum height (iOS: 44,
    /// `ListMetrics.minRowHeight`).
    public var defaultMinListRowHeight = 44.0
    /// `environment(\.defaultMinListHeaderHeight, …)`: a List section header zone's minimum
    /// height; nil (SwiftUI's default) lets the style choose.
    public var defaultMinListHeaderHeight: Double? = nil
    /// `tabViewStyle(.page)`: a TabView shows its tabs as pages with index dots, not a tab bar.
    public var isPageTabViewStyle = false
    /// `tabViewStyle(.sidebarAdaptable)`: a tab placed `.sidebarOnly` is not in the bar.
    public var isSidebarAdaptableTabViewStyle = false
    /// Under an ancestor's `scaleEffect`/`rotationEffect`: the screen frame SwiftUI gives
    /// `GeometryProxy.frame(in: .global)` goes through it, which layout does not know
    /// (GeometryReader step 2).
    public var underGeometryEffect = false
    /// A List's section after its first (set by the List on its sections, cleared below them):
    /// a grouped section's header sits lower there (`ListMetrics.headerTopAfterSection`).
    public var followsListSection = false
    /// The root of a compact `NavigationSplitView`'s sidebar column under a large title (set by
    /// the stack on its root; a List takes it off its descendants and hands
    /// `opensSplitViewSidebar` to its first section).
    public var isSplitViewSidebarUnderLargeTitle = false
    /// A List's first section at the top of such a sidebar column: without a header it begins
    /// at the List's top, against the bar (ListSectionLayout step 2).
    public var opensSplitViewSidebar = false
    /// Inside a List's or Form's row: a Label centres its icon in a square slot (LabelLayout).
    public var isInListRow = false
    /// `scrollContentBackground(.hidden)`: a List draws no background of its own.
    public var hidesScrollContentBackground = false
    /// `labelsHidden()`: controls show no label of their own (Toggle, Stepper, Picker).
    public var labelsHidden = false
    /// The symbol a control draws in its indicator image instead of the one it made (a Picker
    /// sets it on that child only: `chevron.forward` for `navigationLink`, `checkmark` for
    /// `inline` rows).
    public var controlIndicatorSymbol: String? = nil
    /// `indexViewStyle(.page(backgroundDisplayMode: .always))`: a capsule behind page dots.
    public var pageIndexBackground = false
    /// `buttonBorderShape(_:)`: the bezel of bordered buttons.
    public var buttonBorderShape: ButtonBorderShapeKind = .automatic
    /// `symbolRenderingMode(_:)`: nil is monochrome.
    public var symbolRenderingMode: SymbolRenderingModeKind? = nil
    /// `symbolVariant(_:)`: the variants symbols inside are drawn in.
    public var symbolVariants = SymbolVariantSet.none
    /// `foregroundStyle(_:_:)` and `(_:_:_:)`: the secondary and tertiary styles set with the
    /// primary (`foregroundStyle`); nil where only one was set. Cleared with it.
    public var foregroundPalette: [ResolvedShapeStyle]? = nil
    /// `\.layoutDirection`: in right-to-left, each view's children are mirrored in it.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `\.dynamicTypeSize`: scales text styles (and fonts relative to them).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `\.colorScheme`: the appearance colours with a light and a dark variant are drawn in.
    public var colorScheme: ColorScheme = .light
    /// The app's accent colour (its asset catalog's `AccentColor`, the canvas's `accentColor`):
    /// the blue of buttons, sliders, list icons and the selected tab when nothing tints them. An
    /// on switch stays green, as UISwitch does.
    public var accentColor: RGBA? = nil
    /// The styles of controls composed from other views (`datePickerStyle`, `gaugeStyle`), by
    /// the control's name: `["DatePicker": "graphical"]`; a missing name is `automatic`.
    public var controlStyles: [String: String] = [:]
    /// `contentMargins(_:_:for:)` (iOS 17): the margins scroll views inside add around their
    /// content (`ContentMargins`).
    public var scrollContentMargins = EdgeInsets()
    /// `scrollClipDisabled()` (iOS 17): scroll views inside draw their content unclipped.
    public var scrollClipDisabled = false

    public init() {}

    /// The font Text actually uses once Dynamic Type, `bold()` and `italic()` are applied.
    public var resolvedFont: Font {
        var font = self.font.sized(for: dynamicTypeSize)
        if let fontWeight { font.weight = fontWeight }
        if bold { font = font.bolded() }
        if italic { font.italic = true }
        return font
    }
}

/// Where the ellipsis goes when text is truncated.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    case head, middle, tail
}

/// How the lines of multi-line text align with each other.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// `buttonStyle(_:)`: the built-in styles of iOS. `automatic` is `borderless` on iOS.
public enum ButtonStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, plain, borderless, bordered, borderedProminent
}

/// `ControlSize`: how large controls are drawn. Only bordered buttons change here: their
/// label's insets and corner radius (`ControlSize.buttonInsets`).
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's insets around its label. Regular is the renderer's long-standing 7 and
    /// 12; large 14 and 20 makes a 17-point label's button 50 points tall, the height of iOS 17's
    /// large prominent buttons in Apple's screenshots (decision: Apple publishes no insets);
    /// small and mini shrink as iOS's do (decision).
    public var buttonInsets: EdgeInsets {
        switch self {
        case .mini: return EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .regular: return EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large, .extraLarge: return EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// A bordered button's corner radius (decision: 6 regular, 12 large, as iOS 17 looks).
    public var buttonCornerRadius: Double {
        switch self {
        case .mini, .small: return 5
        case .regular: return 6
        case .large, .extraLarge: return 12
        }
    }
}

/// `Image.Scale`: symbols' size relative to the font. Decision (Apple publishes no factors):
/// small 0.8, medium 1, large 1.3, about what SF Symbols' small and large scales measure.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// `Text.Case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase

    package func apply(_ text: String) -> String {
        self == .uppercase ? text.uppercased() : text.lowercased()
    }
}

/// `buttonBorderShape(_:)`: `.automatic`, `.capsule`, `.circle`, `.roundedRectangle`,
/// `.roundedRectangle(radius:)` (nil radius: the control size's).
public enum ButtonBorderShapeKind: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double?)
}

/// `labelStyle(_:)`: the styles iOS ships.
public enum LabelStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// `pickerStyle(_:)`: the styles drawn. On iOS `automatic` is `menu` outside a Form and a
/// "Title … Value ⌃⌄" row inside one (as `menu` is there too).
public enum PickerStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// `textFieldStyle(_:)`. On iOS `automatic` is `plain`: no border.
public enum TextFieldStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, plain, roundedBorder
}

/// Where a control sits, for the controls iOS draws differently in a Form or List row.
public enum ControlPlacement: String, Hashable, Sendable {
    case standalone, formRow
}

/// `ContentMode`: how `aspectRatio` sizes its content against the proposal (SwiftUI's type, so
/// the Swift API's users can name it).
public enum ContentMode: String, Sendable, CaseIterable {
    /// All of the content within the proposal.
    case fit
    /// The proposal covered, the content overflowing it on one axis.
    case fill
}

/// The style whose levels the hierarchical styles are: one that was set, or none (iOS's label
/// colours).
public struct HierarchicalBase: Hashable, Sendable {
    public var style: ResolvedShapeStyle?

    public init(style: ResolvedShapeStyle?) {
        self.style = style
    }
}
