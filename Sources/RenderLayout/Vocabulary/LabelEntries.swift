/// `Label` and `labelStyle` (issue 13).
enum LabelEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [LabelView.entry]

    static let modifiers: [E] = [
        LabelStyle.entry,
    ]
}
