import RenderLayout

/// The modifiers of the vocabulary: SwiftUI's overloads and the JSON modifier values they build.
package enum ModifierEntries {
    package typealias P = Vocabulary.Parameter
    package typealias O = Vocabulary.Overload
    package typealias E = Vocabulary.Entry

    package static let all: [E] = Vocabulary.joined([
        Frame.entry,
        FixedSize.entry,
        Padding.entry,
        ScenePaddingModifier.entry,
        Border.entry,
        Background.entry,
        Overlay.entry,
        Mask.entry,
        Offset.entry,
        Position.entry,
        AlignmentGuide.entry,
        LayoutPriority.entry,
        LineLimit.entry,
        TruncationModeModifier.entry,
        MultilineTextAlignment.entry,
        MinimumScaleFactor.entry,
        FontModifier.entry,
        Bold.entry,
        Italic.entry,
        Tracking.entry,
        Kerning.entry,
        BaselineOffset.entry,
        Underline.entry,
        Strikethrough.entry,
        MonospacedDigit.entry,
        LineSpacing.entry,
        TextCaseModifier.entry,
        Redacted.entry,
        Unredacted.entry,
        Tint.entry,
        AccentColor.entry,
        FontWeight.entry,
        ImageScaleModifier.entry,
        SymbolRenderingModeModifier.entry,
        SymbolVariant.entry,
        LayoutDirectionModifier.entry,
        DynamicTypeSizeModifier.entry,
        ColorSchemeModifier.entry,
        PreferredColorScheme.entry,
        EnvironmentSetting.entry,
        FlipsForRightToLeft.entry,
        ForegroundColor.entry,
        ForegroundStyle.entry,
        BackgroundStyleModifier.entry,
        Opacity.entry,
        Clipped.entry,
        CornerRadius.entry,
        Hidden.entry,
        ButtonStyle.entry,
        ControlSizeModifier.entry,
        ButtonBorderShapeModifier.entry,
        E("id", json: ["string"], summary: "Names the view so far in the dump, `--debug-ids` and golden diffs (from Swift: a String, a whole number, an enum case or another Hashable value, a struct by its stored properties).",
          [O([P("_", .identifier)], .single(0))]),
        E("accessibilityIdentifier", json: ["string"], summary: "As id.", [O([P("_", .string)], .single(0))]),
        AspectRatio.entry,
        ScaledToFit.entry,
        ScaledToFill.entry,
        ClipShape.entry,
        ContainerShape.entry,
        ShadowModifier.entry,
        GlassEffect.entry,
        Blur.entry,
        RotationEffect.entry,
        ScaleEffect.entry,
        ZIndex.entry,
        Grayscale.entry,
        Brightness.entry,
        Contrast.entry,
        Saturation.entry,
        HueRotation.entry,
        ColorInvert.entry,
        ColorMultiply.entry,
        // Image-only: in JSON a property of the Image view.
        E("resizable", json: ["(Image property)"], summary: "The image takes the size it is offered (`resizable: true` on an Image in JSON).", [
            O([P("capInsets", .ignored, optional: true), P("resizingMode", .ignored, optional: true)], .custom { _, location in
                JSONNode(value: .object([("resizable", JSONNode(value: .bool(true), location: location))]), location: location)
            }),
        ]),
        E("renderingMode", json: ["(Image property)"], summary: "`.template` draws the image's alpha in the foreground style, `.original` its own colours (`template` on an Image in JSON).", [
            O([P("_", .caseName)], .custom { args, location in
                var mode = JSONNode(value: .string("(none)"), location: location)
                if case .string(let name)? = args[0]?.value, name == "template" || name == "original" {
                    mode = JSONNode(value: .bool(name == "template"), location: args[0]?.location ?? location)
                } else if let given = args[0] {
                    mode = given
                }
                // Not a case it knows: the decoder says "template" must be a boolean, where it was written.
                return JSONNode(value: .object([("template", mode)]), location: location)
            }),
        ]),
        // Shape-only: in JSON these are properties of the shape view, not modifiers.
        // `style: FillStyle` (even-odd, antialiasing) and `antialiased:` change nothing drawn here.
        E("fill", json: ["(shape property)"], summary: "Fills a shape (the shape's `fill` property in JSON).", [
            O([P("_", .color, key: "fill"), P("style", .ignored, optional: true)]), O([P("style", .ignored, optional: true)], .constant(.object([]))),
        ]),
        E("stroke", json: ["(shape property)"], summary: "Strokes a shape's outline (`stroke`, `lineWidth` and `dash` in JSON).", [
            O([P("_", .color, key: "stroke"), P("lineWidth", .length, optional: true), P("antialiased", .ignored, optional: true)]),
            O([P("_", .color, optional: true), P("style", .strokeStyle), P("antialiased", .ignored, optional: true)],
              .custom { strokeWithStyle("stroke", $0, $1) }),
            O([P("lineWidth", .length, optional: true), P("antialiased", .ignored, optional: true)], .custom { foregroundStroke("stroke", $0, $1) }),
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
            O([P("_", .color, key: "strokeBorder"), P("lineWidth", .length, optional: true), P("antialiased", .ignored, optional: true)]),
            O([P("_", .color, optional: true), P("style", .strokeStyle), P("antialiased", .ignored, optional: true)],
              .custom { strokeWithStyle("strokeBorder", $0, $1) }),
            O([P("lineWidth", .length, optional: true), P("antialiased", .ignored, optional: true)], .custom { foregroundStroke("strokeBorder", $0, $1) }),
        ]),
    ], GridEntries.modifiers, LabelEntries.modifiers, InputControlEntries.modifiers, SafeAreaEntries.modifiers, ListEntries.modifiers,
        NavigationEntries.modifiers,
        AppControlEntries.modifiers,
        ChartModifiers.definitions.map { $0.entry })

    /// Modifiers that set a shape's properties rather than wrap the view.
    package static let shapeProperties: Set<String> = ["fill", "stroke", "strokeBorder", "trim"]

    /// `stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))`: the style's members beside the colour
    /// (`.primary`, the foreground style in effect, when none is given).
    @Sendable package static func strokeWithStyle(_ key: String, _ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = [(key, (args.first ?? nil) ?? JSONNode(value: .string("primary"), location: location))]
        if args.count > 1, let style = args[1], case .object(let fields) = style.value { members += fields }
        return JSONNode(value: .object(members), location: location)
    }
    /// `stroke(lineWidth: 2)`, `strokeBorder(lineWidth: 2)`: the outline in `.primary`, the
    /// foreground style in effect (`ShapeStyleValue`).
    @Sendable package static func foregroundStroke(_ key: String, _ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        JSONNode(value: .object([(key, JSONNode(value: .string("primary"), location: location)),
                                 ("lineWidth", (args.first ?? nil) ?? JSONNode(value: .number(1), location: location))]), location: location)
    }
    /// Modifiers that set an Image's properties (`Image` methods in SwiftUI, not `View` ones).
    package static let imageProperties: Set<String> = ["resizable", "renderingMode"]

    /// Presentations: decoded (their definitions draw nothing of them), and the Swift front end
    /// notes each once, as what it ignores (an error with `--strict`): not shown at rest.
    package static let notShownAtRest: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    /// Not layout: accepted from Swift, ignored, with one note per name (an error with `--strict`).
    package static let ignored: Set<String> = [
        "animation", "transition", "task", "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture",
        "gesture", "simultaneousGesture", "highPriorityGesture", "onChange", "onReceive", "onSubmit", "onHover",
        "contentShape", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden", "accessibilityAction",
        "help", "refreshable",
        "keyboardShortcut", "focused", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled",
        "textInputAutocapitalization", "sensoryFeedback", "environmentObject", "onDrag", "onDrop", "draggable",
        "dropDestination", "contextMenu", "swipeActions", "allowsHitTesting", "transaction",
        "matchedGeometryEffect", "scrollDismissesKeyboard", "statusBarHidden",
        "persistentSystemOverlays", "defersSystemGestures", "onPreferenceChange", "preference",
        "drawingGroup", "compositingGroup", "onDelete", "onMove", "deleteDisabled", "moveDisabled",
        "selectionDisabled", "textSelection", "formStyle", "toggleStyle",
        // Seen in real apps (docs/corpus.md): no pixel of a still picture on an iPhone. An
        // iPhone shows every navigationViewStyle as a stack; SwiftData's container holds no
        // rows at rest; a destination and an action sheet show only once navigated or asked.
        "accessibilityAdjustableAction", "accessibilitySortPriority", "accessibilityInputLabels",
        "scrollBounceBehavior", "modelContainer", "equatable", "navigationViewStyle",
        "navigationDestination", "actionSheet", "onOpenURL", "userActivity", "disableAutocorrection", "accessibility",
        // StoreKit's sheets, presented only once asked (Food Truck's `SocialFeedPlusSettings`).
        "manageSubscriptionsSheet", "offerCodeRedemption", "subscriptionStatusTask", "storeProductsTask",
        // At rest (docs/swift-input.md): suggestions and scopes show only while a search is typed;
        // a scroll view rests at its start, which scroll targets and positions change only once
        // scrolled (decision: an initial `scrollPosition(id:)` is not applied); an importer or
        // exporter is a sheet presented only once asked; a content transition is an animation;
        // a named coordinate space moves nothing.
        "searchSuggestions", "searchScopes", "scrollPosition", "scrollTargetLayout", "scrollTargetBehavior",
        "fileImporter", "fileExporter", "contentTransition", "coordinateSpace",
        // iOS 26's Liquid Glass (`GlassEffect`): an id matches glass across states to morph it,
        // and a glass transition plays as glass appears or goes: neither shows at rest.
        "glassEffectID", "glassEffectTransition",
        // Accessibility actions (iOS 16's closure form) are read by VoiceOver, never drawn; a
        // hover effect shows only under an iPad's pointer or a Vision Pro's gaze, which an
        // iPhone at rest has not (IceCubes' status rows).
        "accessibilityActions", "hoverEffect",
        // At rest (session 20, fresh apps): a scroll view shows its indicators only while it
        // scrolls, whatever `scrollIndicators` asks; `privacySensitive` redacts only under the
        // `.privacy` redaction reason (a locked device's widgets), not in an unlocked app;
        // `allowsTightening` changes a line only where it would otherwise truncate, squeezing
        // its letters (decision: not done, such a line truncates as without it).
        "scrollIndicators", "privacySensitive", "allowsTightening",
        // A symbol effect is an animation (iOS 17): a discrete one (`.bounce` with `value:`) plays
        // only when its value changes, and a still picture of an indefinite one (`.pulse`) shows
        // the symbol as drawn (decision; Kiwix's diagnostics rows). An active `.disappear`,
        // `.appear`, `.scale` or `.variableColor` does change the still: the Swift front end
        // leaves those out with a warning (`Interpreter.stillChangingSymbolEffect`).
        "symbolEffect",
        // At rest on an iPhone (session 22, fresh apps): a toolbar role changes the bar only on
        // iPadOS (Apple's ToolbarRole `browser`/`editor`: "In iPadOS, this will leading align
        // the navigation title…"; `automatic` is `navigationStack` on iOS); a preview's root
        // has no back button to hide (and the renderer draws none); disabling a sheet's
        // interactive dismissal changes only a swipe.
        "toolbarRole", "navigationBarBackButtonHidden", "interactiveDismissDisabled",
        // Lane fresh25d: `allowedDynamicRange` lets an image draw its HDR range where the image
        // has an HDR colour space and the display supports it (Apple's `allowedDynamicRange(_:)`);
        // the renderer's picture is SDR sRGB, where `.standard` is all there is (Element X's
        // avatars, `LoadableAvatarImage`).
        "allowedDynamicRange",
        // A sheet's presentation (lane fresh25c, issue 25): Apple's docs for each say it applies
        // to "a sheet" when the view is that sheet's content ("Use this modifier … on the
        // sheet's content"); a view drawn at rest is no presented sheet, so none of them
        // changes a pixel of it (Mlem's `CollapsibleSheetView`, Kiwix's detents).
        "presentationDetents", "presentationDragIndicator", "presentationBackground",
        "presentationBackgroundInteraction", "presentationCornerRadius", "presentationCompactAdaptation",
        "presentationContentInteraction", "presentationSizing",
    ]
}
