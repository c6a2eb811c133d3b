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
package struct ViewDecoding: ~Copyable {
    /// The decoder reading the scene, reached where it is (`SceneDecoder.decoding(depth:_:)`):
    /// a context made and dropped per view no longer makes a decoder to stand in for it while
    /// the real one moves in and back out (about 450 instructions a view, docs/performance.md,
    /// "Twenty-fourth pass (the grid)").
    private let decoderAddress: UnsafeMutablePointer<SceneDecoder>
    package var decoder: SceneDecoder {
        _read { yield decoderAddress.pointee }
        nonmutating _modify { yield &decoderAddress.pointee }
    }
    /// The depth of the view's children.
    package let depth: SceneDecoder.Depth
    /// A modifier the view is decoded inside, which takes the view's id and its modifiers
    /// (a destructive Button's red tint); nil for none.
    package var wrapper: DefinedModifier? = nil

    /// Only `SceneDecoder.decoding(depth:_:)` makes one, for the length of its body.
    fileprivate init(decoderAt address: UnsafeMutablePointer<SceneDecoder>, depth: SceneDecoder.Depth) {
        decoderAddress = address
        self.depth = depth
    }

    /// The views of `children`, `Group` and `ForEach` spliced in.
    package mutating func children(_ object: JSONField) throws(SceneError) -> [ViewNode] {
        try decoder.children(object, depth: depth)
    }
}

extension SceneDecoder {
    /// Runs `body` with a context for one view's definition whose decoder is this one, reached
    /// through its address for as long as `body` runs (a context cannot outlive it: definitions
    /// receive it `inout`, and none keeps it).
    package mutating func decoding<R>(depth: Depth, _ body: (inout ViewDecoding) throws(SceneError) -> R) throws(SceneError) -> R {
        try withUnsafeMutablePointer(to: &self) { (address) throws(SceneError) -> R in
            var context = ViewDecoding(decoderAt: address, depth: depth)
            return try body(&context)
        }
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
