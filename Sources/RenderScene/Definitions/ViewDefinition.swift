import RenderLayout

/// One SwiftUI view, whole, in one file of `Definitions/Views/`: its vocabulary entry
/// (SwiftUI's initialisers, the JSON they stand for, one line of docs), how it decodes from a
/// scene, and the `ViewBehavior` it decodes into (its layout, what its children inherit).
///
/// 1. Every front end reaches a view through its entry: the Swift-source interpreter and the
///    Swift API build its JSON from the entry's overloads, the docs print the entry.
/// 2. The JSON decoder looks the type up in `ViewDefinitions` and calls `decode`, after
///    checking the object's keys against the entry's (`ViewMembers`, `Vocabulary.viewJSONKeys`).
/// 3. Layout sees only the behaviour.
package protocol ViewDefinition: SendableMetatype {
    static var entry: Vocabulary.Entry { get }
    /// Reads a view object of this type: the behaviour, and the children it holds.
    static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode])
}

/// What a definition's `decode` may use besides its object: the decoder, for children and
/// values that need the scene, and the depth its children sit at.
package struct ViewDecoding {
    package var decoder: SceneDecoder
    /// The depth of the view's children.
    package let depth: SceneDecoder.Depth
    /// A modifier the view is decoded inside, which takes the view's id and its modifiers
    /// (a destructive Button's red tint); nil for none.
    package var wrapper: DefinedModifier? = nil

    /// The views of `children`, `Group` and `ForEach` spliced in.
    package mutating func children(_ object: JSONField) throws(SceneError) -> [ViewNode] {
        try decoder.children(object, depth: depth)
    }
}

/// The views declared in definition files, by type name.
package enum ViewDefinitions {
    package static let all: [any ViewDefinition.Type] = [
        SpacerView.self, DividerView.self, ZStackView.self, GlassEffectContainerView.self,
        SliderView.self, ButtonView.self, ToggleView.self, StepperView.self,
        TextFieldView.self, SecureFieldView.self, TextEditorView.self, PickerView.self, DisclosureGroupView.self,
        LabelView.self, ListView.self, FormView.self, NavigationLinkView.self,
        TextView.self, RectangleView.self, RoundedRectangleView.self, UnevenRoundedRectangleView.self,
        CircleView.self, EllipseView.self, CapsuleView.self, ContainerRelativeShapeView.self, PathView.self, ColorView.self, ImageView.self, ProgressViewView.self,
        HStackView.self, VStackView.self, LazyHStackView.self, LazyVStackView.self, LazyVGridView.self, LazyHGridView.self,
        GridView.self, GridRowView.self, ViewThatFitsView.self, ScrollViewView.self, GeometryReaderView.self, CanvasView.self,
        NavigationStackView.self, NavigationViewView.self, NavigationSplitViewView.self, ToolbarItemView.self, ToolbarItemGroupView.self,
        TabViewView.self, TabTabView.self, TabSectionView.self,
        ContentUnavailableViewView.self, LabeledContentView.self, GroupBoxView.self,
    ] + AppControlEntries.definitions + ChartMarkViews.definitions

    package static let byName: [String: any ViewDefinition.Type] = Dictionary(
        all.map { ($0.entry.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// What the JSON decoder needs of a view type, found with one lookup (the definition and its
    /// keys were two, each hashing the type's name: about 600 instructions a view of a large scene).
    package struct Decoding {
        package let definition: any ViewDefinition.Type
        /// `Vocabulary.viewJSONKeys` of the type.
        package let keys: [String]
    }

    /// `byName` with each type's `Vocabulary.viewJSONKeys`, looked up without hashing the type
    /// (`NameTable`).
    package static let decodingByName = NameTable(byName.mapValues { definition in
        Decoding(definition: definition, keys: Vocabulary.viewJSONKeys[definition.entry.name] ?? [])
    })
}
