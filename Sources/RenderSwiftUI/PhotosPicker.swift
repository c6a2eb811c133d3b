import RenderLayout
import RenderScene

/// PhotosUI's `PhotosPickerItem`: an item the picker selects (never one at rest).
public struct PhotosPickerItem: Sendable, Hashable {
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`: how a selected asset is encoded.
    public struct EncodingDisambiguationPolicy: Sendable, Equatable {
        package let name: String
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        public static let current = EncodingDisambiguationPolicy(name: "current")
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
}

/// PhotosUI's `PHPickerFilter`: which assets the picker offers.
public struct PHPickerFilter: Sendable, Equatable {
    package let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
}

/// PhotosUI's `PhotosPicker`: a Button of its label or title that presents the photo picker
/// (`PhotosPickerView`); what it selects is not drawn.
public struct PhotosPicker<PickerLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    package enum Form { case titled(String), labelled(PickerLabel) }
    package let form: Form

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> PickerLabel) {
        form = .labelled(label())
    }

    package init(form: Form) { self.form = form }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        switch form {
        case .titled(let title):
            return [SceneJSON.view("PhotosPicker", ["_", "selection", "matching", "preferredItemEncoding"], [SceneJSON.string(title), nil, nil, nil])]
        case .labelled(let label):
            return [SceneJSON.view("PhotosPicker", ["selection", "matching", "preferredItemEncoding", "label"], [nil, nil, nil, try builder.single(label)])]
        }
    }
}

extension PhotosPicker where PickerLabel == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(form: .titled(String(title)))
    }
}
