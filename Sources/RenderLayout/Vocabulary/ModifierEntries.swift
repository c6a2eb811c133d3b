/// The modifiers of the vocabulary: SwiftUI's overloads and the JSON modifier values they build.
enum ModifierEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let all: [E] = [
        E("frame", json: ["{width, height, alignment}", "{minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}"],
          summary: "A fixed or flexible frame around the view.", [
            O([P("width", .length, optional: true), P("height", .length, optional: true), P("alignment", .alignment, optional: true)]),
            O(["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
                P($0, $0.hasPrefix("max") ? .lengthOrInfinity : .number, optional: true)
            } + [P("alignment", .alignment, optional: true)]),
        ]),
        E("fixedSize", json: ["true", "{horizontal, vertical}"], summary: "Proposes nil on the fixed axes: the view takes its ideal size.", [
            O([], .constant(.bool(true))),
            O([P("horizontal", .bool), P("vertical", .bool)]),
        ]),
        E("padding", json: ["true", "length", "{edges, length}", "{top, leading, bottom, trailing}"],
          summary: "Insets the view (16 points by default).", [
            O([], .constant(.bool(true))),
            O([P("_", .length)], .single(0)),
            O([P("_", .insets)], .single(0)),
            O([P("_", .edges, key: "edges"), P("_", .length, optional: true, key: "length")]),
        ]),
        E("border", json: ["color", "{color, width}"], summary: "A border drawn inside the view's frame.", [
            O([P("_", .color, key: "color"), P("width", .length, optional: true)]),
        ]),
        Background.entry,
        Overlay.entry,
        Mask.entry,
        E("offset", json: ["{x, y}"], summary: "Draws the view moved; layout does not change.", [
            O([P("x", .number, optional: true), P("y", .number, optional: true)]),
        ]),
        E("position", json: ["{x, y}"], summary: "Centres the view at a point of the space offered, which it takes whole.", [
            O([P("x", .number, optional: true), P("y", .number, optional: true)]),
        ]),
        E("alignmentGuide", json: ["{guide, value}"], summary: "Moves one of the view's alignment guides.", [
            O([P("_", .alignmentGuideKey, key: "guide"), P("computeValue", .guideClosure, key: "value")]),
        ]),
        E("layoutPriority", json: ["number"], summary: "Stacks offer space to higher priorities first.", [O([P("_", .number)], .single(0))]),
        E("lineLimit", json: ["integer", "null"], summary: "At most this many lines.", [O([P("_", .integer)], .single(0))]),
        E("truncationMode", json: ["head | middle | tail"], summary: "Where a truncated text is cut.", [O([P("_", .truncationMode)], .single(0))]),
        E("multilineTextAlignment", json: ["leading | center | trailing"], summary: "How the lines of a text align.",
          [O([P("_", .textAlignment)], .single(0))]),
        E("minimumScaleFactor", json: ["number"], summary: "Text may shrink to this factor to fit.", [O([P("_", .number)], .single(0))]),
        E("font", json: ["text style", "{style, size, weight, design, family}"], summary: "The font of the texts inside.",
          [O([P("_", .font)], .single(0))]),
        E("bold", json: ["true"], summary: "Bold texts inside.", [O([], .constant(.bool(true))), O([P("_", .bool)], .single(0))]),
        E("italic", json: ["true"], summary: "Italic texts inside.", [O([], .constant(.bool(true))), O([P("_", .bool)], .single(0))]),
        E("tracking", json: ["number"], summary: "Extra space after each character, in points.", [O([P("_", .number)], .single(0))]),
        E("kerning", json: ["number"], summary: "As tracking (one letter spacing in Pango; decision).", [O([P("_", .number)], .single(0))]),
        E("underline", json: ["true"], summary: "Underlines the texts inside.", [
            O([], .constant(.bool(true))), O([P("_", .bool), P("pattern", .ignored, optional: true), P("color", .ignored, optional: true)], .single(0)),
        ]),
        E("strikethrough", json: ["true"], summary: "Strikes the texts inside through.", [
            O([], .constant(.bool(true))), O([P("_", .bool), P("pattern", .ignored, optional: true), P("color", .ignored, optional: true)], .single(0)),
        ]),
        E("monospacedDigit", json: ["true"], summary: "Digits of one width (tabular figures).", [O([], .constant(.bool(true)))]),
        E("lineSpacing", json: ["number"], summary: "Extra space between the lines of the texts inside.", [O([P("_", .length)], .single(0))]),
        E("textCase", json: ["uppercase | lowercase", "null"], summary: "Shows the texts inside in upper or lower case.", [O([P("_", .textCase)], .single(0))]),
        E("tint", json: ["color"], summary: "The accent colour of the controls inside (buttons, sliders, switches).", [O([P("_", .color)], .single(0))]),
        E("accentColor", json: ["color"], summary: "As tint (deprecated in SwiftUI).", [O([P("_", .color)], .single(0))]),
        E("fontWeight", json: ["ultraLight … black"], summary: "The weight of the texts and symbols inside.", [O([P("_", .fontWeight)], .single(0))]),
        E("imageScale", json: ["small | medium | large"], summary: "The size of the symbols inside relative to the font (0.8, 1, 1.3).",
          [O([P("_", .imageScale)], .single(0))]),
        E("layoutDirection", json: ["leftToRight | rightToLeft"],
          summary: "`environment(\\.layoutDirection, …)`: right-to-left mirrors the views inside within their parents; text reads in its own direction.",
          [O([P("_", .layoutDirection)], .single(0))]),
        E("dynamicTypeSize", json: ["xSmall … accessibility5", "{from, through}"],
          summary: "The Dynamic Type size of the texts inside, or the range the inherited size is clamped to.",
          [O([P("_", .dynamicTypeSize)], .single(0))]),
        E("environment", json: ["{layoutDirection}", "{dynamicTypeSize}"],
          summary: "Sets `\\.layoutDirection` or `\\.dynamicTypeSize` for the views inside (the other keys are not supported).",
          [O([P("_", .environmentKey), P("_", .environmentValue)], .custom(environmentValue))]),
        FlipsForRightToLeft.entry,
        E("foregroundColor", json: ["color"], summary: "The colour of texts, symbols and unfilled shapes inside.", [O([P("_", .color)], .single(0))]),
        E("foregroundStyle", json: ["color"], summary: "As foregroundColor.", [O([P("_", .color)], .single(0))]),
        Opacity.entry,
        Clipped.entry,
        CornerRadius.entry,
        Hidden.entry,
        E("buttonStyle", json: ["automatic | plain | borderless | bordered | borderedProminent"],
          summary: "How the buttons inside are drawn.", [O([P("_", .buttonStyle)], .single(0))]),
        E("id", json: ["string"], summary: "Names the view so far in the dump, `--debug-ids` and golden diffs (from Swift: a String, a whole number or an enum case).",
          [O([P("_", .identifier)], .single(0))]),
        E("accessibilityIdentifier", json: ["string"], summary: "As id.", [O([P("_", .string)], .single(0))]),
        E("aspectRatio", json: ["{ratio, contentMode}"], summary: "Proposes its content a size of this width:height ratio (nil: the content's ideal ratio) that fits or fills the proposal.", [
            O([P("_", .length, optional: true, key: "ratio"), P("contentMode", .contentMode)]),
            O([P("_", .size, key: "ratio"), P("contentMode", .contentMode)]),
        ]),
        E("scaledToFit", json: ["true"], summary: "aspectRatio(nil, contentMode: .fit).", [O([], .constant(.bool(true)))]),
        E("scaledToFill", json: ["true"], summary: "aspectRatio(nil, contentMode: .fill).", [O([], .constant(.bool(true)))]),
        ClipShape.entry,
        ShadowModifier.entry,
        Blur.entry,
        RotationEffect.entry,
        ScaleEffect.entry,
        ZIndex.entry,
        // Image-only: in JSON a property of the Image view.
        E("resizable", json: ["(Image property)"], summary: "The image takes the size it is offered (`resizable: true` on an Image in JSON).", [
            O([P("capInsets", .ignored, optional: true), P("resizingMode", .ignored, optional: true)], .custom { _, location in
                JSONNode(value: .object([("resizable", JSONNode(value: .bool(true), location: location))]), location: location)
            }),
        ]),
        // Shape-only: in JSON these are properties of the shape view, not modifiers.
        E("fill", json: ["(shape property)"], summary: "Fills a shape (the shape's `fill` property in JSON).", [
            O([P("_", .color, key: "fill")]), O([], .constant(.object([]))),
        ]),
        E("stroke", json: ["(shape property)"], summary: "Strokes a shape's outline (`stroke`, `lineWidth` and `dash` in JSON).", [
            O([P("_", .color, key: "stroke"), P("lineWidth", .length, optional: true)]),
            O([P("_", .color, optional: true), P("style", .strokeStyle)], .custom { strokeWithStyle("stroke", $0, $1) }),
        ]),
        E("trim", json: ["(shape property)"], summary: "Draws part of a shape's outline (`trim: [from, to]` in JSON).", [
            O([P("from", .number, optional: true), P("to", .number, optional: true)], .custom { args, location in
                func end(_ node: JSONNode?, _ fallback: Double) -> JSONNode {
                    var value = fallback
                    if case .number(let number)? = node?.value { value = min(max(number, 0), 1) }
                    return JSONNode(value: .number(value), location: location)
                }
                let ends = JSONNode(value: .array([end(args[0], 0), end(args.count > 1 ? args[1] : nil, 1)]), location: location)
                return JSONNode(value: .object([("trim", ends)]), location: location)
            }),
        ]),
        E("strokeBorder", json: ["(shape property)"], summary: "Strokes the outline inside the shape's frame (`strokeBorder` in JSON).", [
            O([P("_", .color, key: "strokeBorder"), P("lineWidth", .length, optional: true)]),
            O([P("_", .color, optional: true), P("style", .strokeStyle)], .custom { strokeWithStyle("strokeBorder", $0, $1) }),
            O([P("lineWidth", .length)], .custom { args, location in
                JSONNode(value: .object([("strokeBorder", JSONNode(value: .string("primary"), location: location)),
                                         ("lineWidth", args[0] ?? JSONNode(value: .number(1), location: location))]), location: location)
            }),
        ]),
    ] + GridEntries.modifiers + LabelEntries.modifiers + InputControlEntries.modifiers + SafeAreaEntries.modifiers + ListEntries.modifiers

    /// Modifiers that set a shape's properties rather than wrap the view.
    static let shapeProperties: Set<String> = ["fill", "stroke", "strokeBorder", "trim"]

    /// `stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))`: the style's members beside the colour
    /// (the foreground colour when none is given).
    @Sendable static func strokeWithStyle(_ key: String, _ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = [(key, (args.first ?? nil) ?? JSONNode(value: .string("primary"), location: location))]
        if args.count > 1, let style = args[1], case .object(let fields) = style.value { members += fields }
        return JSONNode(value: .object(members), location: location)
    }
    /// Modifiers that set an Image's properties (`Image` methods in SwiftUI, not `View` ones).
    static let imageProperties: Set<String> = ["resizable"]

    /// Not layout: accepted from Swift, ignored, with one note per name (an error with `--strict`).
    static let ignored: Set<String> = [
        "animation", "transition", "task", "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture",
        "gesture", "simultaneousGesture", "highPriorityGesture", "onChange", "onReceive", "onSubmit", "onHover",
        "contentShape", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden", "accessibilityAction",
        "help", "disabled", "sheet", "alert", "popover", "confirmationDialog", "fullScreenCover",
        "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "refreshable", "searchable",
        "keyboardShortcut", "focused", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled",
        "textInputAutocapitalization", "sensoryFeedback", "environmentObject", "onDrag", "onDrop", "draggable",
        "dropDestination", "contextMenu", "swipeActions", "allowsHitTesting", "transaction",
        "matchedGeometryEffect", "scrollDismissesKeyboard", "preferredColorScheme", "statusBarHidden",
        "persistentSystemOverlays", "defersSystemGestures", "onPreferenceChange", "preference",
        "drawingGroup", "compositingGroup", "onDelete", "onMove", "deleteDisabled", "moveDisabled",
        "selectionDisabled", "textSelection", "formStyle", "toggleStyle",
    ]

    /// `environment(\.layoutDirection, .rightToLeft)`: `{"layoutDirection": "rightToLeft"}`.
    @Sendable static func environmentValue(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        guard args.count == 2, let key = args[0], case .string(let name) = key.value, let value = args[1] else {
            return JSONNode(value: .null, location: location)
        }
        return JSONNode(value: .object([(name, value)]), location: location)
    }
}
