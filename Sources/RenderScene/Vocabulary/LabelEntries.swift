import RenderLayout

/// `Label` and `labelStyle` (issue 13).
package enum LabelEntries {
    package typealias P = Vocabulary.Parameter
    package typealias O = Vocabulary.Overload
    package typealias E = Vocabulary.Entry

    package static let views: [E] = [LabelView.entry]

    package static let modifiers: [E] = [
        LabelStyle.entry,
    ]
}
