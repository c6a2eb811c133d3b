import RenderLayout

/// `EditButton`: the button that toggles a list's edit mode, drawn as iOS draws it at rest — a
/// `Button` titled "Edit" (a `ComposedView`).
///
/// 1. At rest the environment's `editMode` is inactive, so the title is "Edit" (iOS shows
///    "Done" only while editing): Saydulayev/MyHabits' and DrunkOnJava/Nestory's iOS 18
///    simulator screenshots show "Edit" in the accent colour as a bar item (docs/figures.md).
/// 2. The title is a Button's: in the accent colour under the automatic style, a bar item in a
///    toolbar, a Form row's button in a row. Nothing is edited: its action never runs.
package enum EditButtonView: ViewDefinition {
    static let title = "Edit"

    package static let entry = Vocabulary.Entry("EditButton", json: [],
      summary: "A button titled \"Edit\" (at rest the edit mode is inactive); it never toggles editing.", [.init([])])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        return try ComposedView.decode("EditButton", b.view("Button", [("title", b.string(title))]), in: object, &context)
    }
}
