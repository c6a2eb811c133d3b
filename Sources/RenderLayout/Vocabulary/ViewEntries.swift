/// The views of the vocabulary: SwiftUI's initialisers and the JSON view objects they build.
enum ViewEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let content = P("content", .content, key: "children")
    static let optionalContent = P("content", .content, optional: true, key: "children")

    static let all: [E] = [
        TextView.entry,
        RectangleView.entry,
        RoundedRectangleView.entry,
        UnevenRoundedRectangleView.entry,
        CircleView.entry,
        EllipseView.entry,
        CapsuleView.entry,
        ColorView.entry,
        SpacerView.entry,
        DividerView.entry,
        ImageView.entry,
        ProgressViewView.entry,
        HStackView.entry,
        VStackView.entry,
        ZStackView.entry,
        ViewThatFitsView.entry,
        ScrollViewView.entry,
        GeometryReaderView.entry,
        E("Group", json: ["children"], summary: "Its children, in place; its modifiers apply to each.", [
            O([content]),
        ]),
        E("ForEach", json: ["range", "content"], summary: "One view per element of a range or an array.", [
            O([P("_", .ignored), content]),
            O([P("_", .ignored), P("id", .ignored), content]),
        ]),
        E("Slider", json: ["value", "in", "step"], summary: "iOS's slider at rest: track, fill to the value, thumb.", [
            O([P("value", .number), P("in", .range, optional: true), P("step", .number, optional: true),
               P("onEditingChanged", .action, optional: true)]),
        ]),
        E("Button", json: ["title", "label", "role"], summary: "A button at rest, styled by `buttonStyle`; `role: .destructive` draws it red; its action never runs.", [
            O([P("_", .string, key: "title"), P("role", .environmentValue, optional: true, key: "role"), P("action", .action)]),
            O([P("role", .environmentValue, optional: true, key: "role"), P("action", .action), P("label", .view)]),
        ]),
        E("Stepper", json: ["title", "label", "value", "in", "step"], summary: "A row: label, space, the −/+ control.", [
            O([P("_", .string, key: "title"), P("value", .number), P("in", .range, optional: true),
               P("step", .number, optional: true), P("onEditingChanged", .action, optional: true)]),
            O([P("value", .number), P("in", .range, optional: true), P("step", .number, optional: true), P("label", .view)]),
            O([P("_", .string, key: "title"), P("onIncrement", .action), P("onDecrement", .action)]),
        ]),
        E("Toggle", json: ["title", "label", "isOn"], summary: "A row: label, space, the switch.", [
            O([P("_", .string, key: "title"), P("isOn", .bool)]),
            O([P("isOn", .bool), P("label", .view)]),
        ]),
    ] + LazyEntries.all + GridEntries.views + LabelEntries.views + InputControlEntries.views + ListEntries.views
}
