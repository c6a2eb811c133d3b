import RenderLayout

/// What real SwiftUI has that the renderer knows and does not draw: part of the one table, so
/// every front end and `docs/vocabulary.md` see the same list. A front end leaves such a thing
/// out with a warning naming it (an error under `--strict`), where a misspelt or made-up name
/// stays an error of the file.
extension Vocabulary {
    /// An entry's styles and arguments that the renderer does not draw.
    public struct NotDrawn: Sendable {
        /// Leading-dot styles a style modifier takes (`.sidebar` of `listStyle`): SwiftUI's own,
        /// from Apple's documentation of the style protocol, that the renderer lacks.
        public let styles: [String]
        /// Argument labels of a view's initialisers that change how it is drawn in a way the
        /// renderer does not draw (`isActive` of `NavigationLink(destination:isActive:)`); the
        /// view is built without them.
        public let arguments: [String]
        /// Why, for the docs.
        public let why: String
        /// Argument labels whose views iOS itself does not draw (`label:` of `Slider`, which
        /// VoiceOver reads): left out with a note, not a warning, as the picture is iOS's.
        public let silentArguments: [String]
        /// Why iOS does not draw them, for the note and the docs.
        public let silentWhy: String

        package init(styles: [String] = [], arguments: [String] = [], why: String, silentArguments: [String] = [], silentWhy: String = "") {
            self.styles = styles
            self.arguments = arguments
            self.why = why
            self.silentArguments = silentArguments
            self.silentWhy = silentWhy
        }

        package static let none = NotDrawn(why: "")
        package var isEmpty: Bool { styles.isEmpty && arguments.isEmpty }
    }

    /// Modifiers of real SwiftUI that the renderer leaves out, each with why (the warning says it).
    public static let notDrawnModifiers: [String: String] = [
        // iOS 26's Liquid Glass (`GlassEffect`): a union merges its members' glass into one
        // shape, which the renderer does not do yet; each member's glass is drawn on its own.
        "glassEffectUnion": "iOS 26's glass union is not merged into one shape yet: each view's glass is drawn on its own",
        // Swift Charts (docs/swift-input.md, "Swift Charts"): the chart draws without them.
        "symbolSize": "a chart's point symbols are drawn at their default size",
        "chartForegroundStyleScale": "a chart's own style scale is not drawn yet: the default palette is",
        "chartPlotStyle": "a chart's plot area style is not drawn yet",
        "chartXAxisLabel": "a chart's axis title is not drawn yet",
        "chartYAxisLabel": "a chart's axis title is not drawn yet",
        "chartOverlay": "a chart's overlay is interactive content, not drawn at rest here",
        "chartBackground": "a chart's background view is not drawn yet",
    ]
}
