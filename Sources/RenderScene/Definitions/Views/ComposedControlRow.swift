import RenderLayout

/// A control iOS lays out as a row — its label, flexible space, a control drawn from other
/// views (`ColorPicker`'s well, a compact `DatePicker`'s pills): a `ControlRow` like `Toggle`,
/// so it is laid out as `HStack { label; Spacer(); control }` (`ControlRowLayout`) and a List
/// or Form row holding it gets a control row's insets (6 above and below).
///
/// 1. The label is the control's (`title` or `label`); the control is scene JSON the
///    definition builds from its parts and decodes at the view's path + `control`, so its
///    parts keep their locations and checks (as `ComposedView`).
package struct ComposedControlRow: ControlRow {
    package let name: String

    /// The row's three children: the label, a Spacer, the decoded control.
    package static func decode(_ name: String, control: JSONNode, in object: JSONField,
                               _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let label = try context.decoder.controlLabel(object, type: name, depth: context.depth)
        let spacer = try context.decoder.builtIn(.defined(DefinedView(SpacerLayout(minLength: nil))), object)
        let field = JSONField(node: control, at: JSONPath(parent: object.at, key: "control"), file: object.file)
        let built = try context.decoder.view(field, depth: context.depth)
        return (ComposedControlRow(name: name), [label, spacer] + built)
    }
}
