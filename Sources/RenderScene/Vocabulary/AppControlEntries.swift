import RenderLayout

/// The controls apps use beside the basic ones (issue 26): `Link`, `Menu`, `ShareLink`,
/// `EditButton`, `ColorPicker`, `DatePicker`, `Gauge`, `AsyncImage`, and their style modifiers.
package enum AppControlEntries {
    package static let definitions: [any ViewDefinition.Type] = [
        LinkView.self, MenuView.self, ShareLinkView.self, EditButtonView.self, ColorPickerView.self, DatePickerView.self, GaugeView.self,
        AsyncImageView.self, PhotosPickerView.self,
    ]

    package static let views: [Vocabulary.Entry] = definitions.map { $0.entry }

    package static let modifierDefinitions: [any ModifierDefinition.Type] = [DatePickerStyleModifier.self, GaugeStyleModifier.self]

    package static let modifiers: [Vocabulary.Entry] = modifierDefinitions.map { $0.entry }
}
