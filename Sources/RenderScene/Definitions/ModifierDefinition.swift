import RenderLayout

/// One SwiftUI modifier, whole, in one file of `Definitions/Modifiers/`: its vocabulary entry
/// (SwiftUI's name and overloads, the JSON they stand for, one line of docs), how it decodes
/// from a scene, and the `ModifierBehavior` it decodes into (the layout it makes, the effect it
/// draws, what it changes in the environment).
///
/// 1. Every front end reaches a modifier through its entry: the Swift-source interpreter and
///    the Swift API build its JSON from the entry's overloads, the docs print the entry.
/// 2. The JSON decoder looks the key up in `ModifierDefinitions` and calls `decode`.
/// 3. Layout and painting see only the behaviour.
package protocol ModifierDefinition: SendableMetatype {
    static var entry: Vocabulary.Entry { get }
    /// Reads the modifier's JSON value (`{"blur": 4}`: the field of `4`). Secondary views
    /// (an overlay's content) are appended to `context.children`. nil when the modifier changes
    /// nothing (`{"hidden": false}`): the content is kept as it is.
    static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)?
}

/// What a definition's `decode` may use besides its value: the decoder (for values that need
/// the scene, such as the content of an overlay) and the node's children, the content first.
package struct ModifierDecoding: ~Copyable {
    /// The decoder reading the scene, reached where it is, as `ViewDecoding` reaches it.
    private let decoderAddress: UnsafeMutablePointer<SceneDecoder>
    package var decoder: SceneDecoder {
        _read { yield decoderAddress.pointee }
        nonmutating _modify { yield &decoderAddress.pointee }
    }
    package var children: [ViewNode]
    package let depth: SceneDecoder.Depth

    /// Only `SceneDecoder.decoding(children:depth:_:)` makes one, for the length of its body.
    fileprivate init(decoderAt address: UnsafeMutablePointer<SceneDecoder>, children: [ViewNode], depth: SceneDecoder.Depth) {
        decoderAddress = address
        self.children = children
        self.depth = depth
    }

    /// Decodes `field` as the one secondary view of the modifier named `name` and appends it.
    /// With `stackedAt`, several views (a `ForEach`, a builder of two) are collected into an
    /// implicit ZStack of that alignment, back to front, as Apple documents for
    /// `overlay(alignment:content:)` and `background(alignment:content:)`.
    package mutating func appendSecondaryView(_ field: JSONField, of name: String, stackedAt alignment: Alignment? = nil) throws(SceneError) {
        let views = try decoder.view(field, depth: depth)
        if views.count > 1, let alignment {
            children.append(ViewNode(.defined(DefinedView(ZStackLayout(alignment: alignment))), children: views, at: field.at))
            return
        }
        guard views.count == 1, let view = views.first else {
            throw field.fail("\(name) content must be exactly one view (wrap several in a ZStack)")
        }
        children.append(view)
    }
}

extension SceneDecoder {
    /// Runs `body` with a context for one modifier's definition whose decoder is this one,
    /// reached through its address for as long as `body` runs (`decoding(depth:_:)`).
    package mutating func decoding<R>(children: [ViewNode], depth: Depth,
                                      _ body: (inout ModifierDecoding) throws(SceneError) -> R) throws(SceneError) -> R {
        try withUnsafeMutablePointer(to: &self) { (address) throws(SceneError) -> R in
            var context = ModifierDecoding(decoderAt: address, children: children, depth: depth)
            return try body(&context)
        }
    }
}

/// The modifiers declared in definition files, one definition per JSON key (`scaledToFit` and
/// `aspectRatio` are two definitions of one behaviour). `VocabularyTests` holds this list to
/// the table: each entry in it once, every JSON key but `id` decoded through it.
package enum ModifierDefinitions {
    package static let all: [any ModifierDefinition.Type] = [
        Opacity.self, Clipped.self, CornerRadius.self, Hidden.self, ClipShape.self, ContainerShape.self, ShadowModifier.self, GlassEffect.self,
        Blur.self, RotationEffect.self, ScaleEffect.self, ZIndex.self, Mask.self, FlipsForRightToLeft.self,
        // Environment modifiers, in the vocabulary's order.
        LineLimit.self, TruncationModeModifier.self, MultilineTextAlignment.self, MinimumScaleFactor.self, FontModifier.self,
        Bold.self, Italic.self, Tracking.self, Kerning.self, BaselineOffset.self, Underline.self, Strikethrough.self, MonospacedDigit.self,
        LineSpacing.self, TextCaseModifier.self, Redacted.self, Unredacted.self, Tint.self, AccentColor.self, FontWeight.self, ImageScaleModifier.self,
        LayoutDirectionModifier.self, DynamicTypeSizeModifier.self, ColorSchemeModifier.self, PreferredColorScheme.self, EnvironmentSetting.self, ForegroundColor.self,
        ForegroundStyle.self, BackgroundStyleModifier.self, ButtonStyle.self, ControlSizeModifier.self, PickerStyle.self, TextFieldStyle.self, LabelStyle.self, ListStyle.self,
        // Colour effects.
        Grayscale.self, Brightness.self, Contrast.self, Saturation.self, HueRotation.self, ColorInvert.self, ColorMultiply.self,
        Frame.self, FixedSize.self, Padding.self, Border.self, Offset.self, Position.self, AlignmentGuide.self, LayoutPriority.self,
        AspectRatio.self, ScaledToFit.self, ScaledToFill.self,
        GridCellColumns.self, GridColumnAlignment.self, GridCellUnsizedAxes.self, Tag.self,
        Overlay.self, Background.self, IgnoresSafeArea.self, EdgesIgnoringSafeArea.self, SafeAreaPadding.self, SafeAreaInset.self,
        ContainerRelativeFrame.self,
        NavigationTitle.self, NavigationBarTitleDisplayMode.self, ToolbarTitleDisplayMode.self, Toolbar.self, ToolbarBackground.self, Searchable.self,
        NavigationBarTitle.self, NavigationBarItems.self, NavigationBarHidden.self,
        TabItem.self, Badge.self, TabViewStyle.self, TabPlacementModifier.self,
        // List rows (read by the List), scene padding, labels.
        ListRowInsets.self, ListRowBackground.self, ListRowSeparator.self, ListRowSeparatorTint.self, ListSectionSeparator.self,
        ScrollContentBackground.self, ContentMargins.self, ScrollClipDisabled.self, ScenePaddingModifier.self, LabelsHidden.self, Disabled.self,
        SymbolRenderingModeModifier.self, SymbolVariant.self, ButtonBorderShapeModifier.self, IndexViewStyle.self,
        SheetModifier.self, FullScreenCoverModifier.self, PopoverModifier.self, AlertModifier.self, ConfirmationDialogModifier.self,
        ToolbarVisibility.self,
    ] + AppControlEntries.modifierDefinitions + ChartModifiers.definitions

    package static let byName: [String: any ModifierDefinition.Type] = Dictionary(
        all.map { ($0.entry.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// `byName`, looked up without hashing the key (`NameTable`): the JSON decoder's table.
    package static let byKey = NameTable(byName)
}
