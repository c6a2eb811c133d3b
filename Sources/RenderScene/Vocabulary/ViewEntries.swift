import RenderLayout

/// The views of the vocabulary: SwiftUI's initialisers and the JSON view objects they build.
package enum ViewEntries {
    package typealias P = Vocabulary.Parameter
    package typealias O = Vocabulary.Overload
    package typealias E = Vocabulary.Entry

    package static let content = P("content", .content, key: "children")
    package static let optionalContent = P("content", .content, optional: true, key: "children")

    package static let all: [E] = Vocabulary.joined([
        TextView.entry,
        RectangleView.entry,
        RoundedRectangleView.entry,
        UnevenRoundedRectangleView.entry,
        CircleView.entry,
        EllipseView.entry,
        CapsuleView.entry,
        ContainerRelativeShapeView.entry,
        PathView.entry,
        ColorView.entry,
        SpacerView.entry,
        DividerView.entry,
        ImageView.entry,
        ProgressViewView.entry,
        HStackView.entry,
        VStackView.entry,
        ZStackView.entry,
        GlassEffectContainerView.entry,
        ViewThatFitsView.entry,
        ScrollViewView.entry,
        GeometryReaderView.entry,
        CanvasView.entry,
        E("Group", json: ["children"], summary: "Its children, in place; its modifiers apply to each.", [
            O([content]),
        ]),
        E("ForEach", json: ["range", "content"], summary: "One view per element of a range or an array.", [
            O([P("_", .ignored), content]),
            O([P("_", .ignored), P("id", .ignored), content]),
        ]),
        SliderView.entry,
        ButtonView.entry,
        StepperView.entry,
        ToggleView.entry,
    ], LazyEntries.all, GridEntries.views, LabelEntries.views, InputControlEntries.views, ListEntries.views,
        NavigationEntries.views,
        [ContentUnavailableViewView.entry, LabeledContentView.entry, GroupBoxView.entry],
        AppControlEntries.views,
        ChartMarkViews.definitions.map { $0.entry })
}
