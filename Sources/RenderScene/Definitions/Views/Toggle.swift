import RenderLayout

/// `Toggle`: iOS lays it out as a row — the label, flexible space, the switch.
///
/// Decoding (docs/scene-format.md, "Controls"): exactly one of `title` (a Text) and `label` (one
/// view); `isOn` (default false). The children are the label, a `Spacer` and the switch
/// (`Switch`, a leaf the decoder makes), laid out by `ControlRowLayout` as an HStack.
package enum ToggleView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Toggle", json: ["title", "label", "isOn"], summary: "A row: label, space, the switch.", [
        .init([.init("_", .string, key: "title"), .init("isOn", .bool)]),
        .init([.init("isOn", .bool), .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let isOn = try object.member("isOn")?.bool() ?? false
        let label = try context.decoder.controlLabel(object, type: "Toggle", depth: context.depth)
        let row = [label, ViewNode(.defined(DefinedView(SpacerLayout(minLength: nil))), at: object.at),
                   ViewNode(.defined(DefinedView(SwitchLayout(isOn: isOn))), at: object.at)]
        return (ToggleBehavior(isOn: isOn), row)
    }
}

/// A Toggle in the view tree: the row (`ControlRow`); the switch shows `isOn`.
package struct ToggleBehavior: ControlRow {
    package let isOn: Bool

    package var name: String { "Toggle" }
}

/// The switch of a `Toggle` — iOS's UISwitch, which has one size.
///
/// 1. 51 × 31, whatever the proposal.
/// Drawn as a capsule, green (`Color.green`) when on and light gray (120, 120, 128 at 16 %)
/// when off, with a white 27-point knob inset 2 points, at the trailing end when on and the
/// leading end when off.
package struct SwitchLayout: Layout, ViewBehavior {
    package let isOn: Bool

    package var name: String { "Switch" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package static let size = Size(width: 51, height: 31)

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(ControlDrawing.toggleSwitch(isOn: isOn).enabled(context.environment.isEnabled), tint: context.environment.tint)
    }
}

extension SwitchLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}
