import RenderLayout

/// `sheet`, `fullScreenCover`, `popover`, `alert` and `confirmationDialog`: presentations, which
/// a screen at rest does not show (docs/scene-format.md, "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`); what
///    would be presented (a sheet's view, an alert's actions and message) is not read — the
///    Swift front end does not run those closures and notes each presentation once ("not
///    shown at rest"; an error with `--strict`, as everything it ignores).
/// 2. JSON: `true` or `false` (whether it is presented; either way nothing more is drawn).
package struct Presentation: ModifierBehavior {
    package let name: String

    static func decode(_ name: String, _ field: JSONField) throws(SceneError) -> Presentation {
        guard case .bool = field.node.value else {
            throw field.fail("\(name) is true or false (presented or not); its content is not shown at rest")
        }
        return Presentation(name: name)
    }
}

package enum SheetModifier: ModifierDefinition {
    package static let entry = Vocabulary.Entry("sheet", json: ["true"], summary: "Accepted; a sheet is not shown at rest.", [
        .init([.init("isPresented", .ignored), .init("onDismiss", .ignored, optional: true), .init("content", .action)], .constant(.bool(true))),
        .init([.init("item", .ignored), .init("onDismiss", .ignored, optional: true), .init("content", .action)], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try Presentation.decode(entry.name, field)
    }
}

package enum FullScreenCoverModifier: ModifierDefinition {
    package static let entry = Vocabulary.Entry("fullScreenCover", json: ["true"], summary: "Accepted; a full-screen cover is not shown at rest.", [
        .init([.init("isPresented", .ignored), .init("onDismiss", .ignored, optional: true), .init("content", .action)], .constant(.bool(true))),
        .init([.init("item", .ignored), .init("onDismiss", .ignored, optional: true), .init("content", .action)], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try Presentation.decode(entry.name, field)
    }
}

package enum PopoverModifier: ModifierDefinition {
    package static let entry = Vocabulary.Entry("popover", json: ["true"], summary: "Accepted; a popover is not shown at rest.", [
        .init([.init("isPresented", .ignored), .init("attachmentAnchor", .ignored, optional: true), .init("arrowEdge", .ignored, optional: true),
               .init("content", .action)], .constant(.bool(true))),
        .init([.init("item", .ignored), .init("attachmentAnchor", .ignored, optional: true), .init("arrowEdge", .ignored, optional: true),
               .init("content", .action)], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try Presentation.decode(entry.name, field)
    }
}

package enum AlertModifier: ModifierDefinition {
    package static let entry = Vocabulary.Entry("alert", json: ["true"], summary: "Accepted; an alert is not shown at rest.", [
        .init([.init("_", .ignored), .init("isPresented", .ignored), .init("actions", .action)], .constant(.bool(true))),
        .init([.init("_", .ignored), .init("isPresented", .ignored), .init("actions", .action), .init("message", .action)], .constant(.bool(true))),
        .init([.init("_", .ignored), .init("isPresented", .ignored), .init("presenting", .ignored), .init("actions", .action),
               .init("message", .action, optional: true)], .constant(.bool(true))),
        .init([.init("isPresented", .ignored), .init("content", .action)], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try Presentation.decode(entry.name, field)
    }
}

package enum ConfirmationDialogModifier: ModifierDefinition {
    package static let entry = Vocabulary.Entry("confirmationDialog", json: ["true"], summary: "Accepted; a confirmation dialog is not shown at rest.", [
        .init([.init("_", .ignored), .init("isPresented", .ignored), .init("titleVisibility", .ignored, optional: true),
               .init("actions", .action)], .constant(.bool(true))),
        .init([.init("_", .ignored), .init("isPresented", .ignored), .init("titleVisibility", .ignored, optional: true),
               .init("actions", .action), .init("message", .action)], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try Presentation.decode(entry.name, field)
    }
}
