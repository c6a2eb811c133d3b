import RenderLayout

/// `tabViewStyle(_:)`: a TabView with a tab bar (`automatic`, `tabBarOnly`, `sidebarAdaptable`:
/// on an iPhone all a tab bar) or as pages (`page`) with index dots (docs/scene-format.md,
/// "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. It sets the style in the environment, as SwiftUI's styles do: the TabViews inside take
///    it (`TabViewBehavior`). `.page(indexDisplayMode:)` is `page` (decision: its dots show
///    whatever the display mode).
package struct TabViewStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("tabViewStyle", json: ["automatic", "page", "tabBarOnly", "sidebarAdaptable"],
                                        summary: "A tab bar, or pages with index dots (`.page`).", [
        .init([.init("_", .caseName)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        TabViewStyle(isPage: try field.choice(["automatic": false, "page": true, "tabBarOnly": false, "sidebarAdaptable": false],
                                              what: "tab view style"))
    }

    package let isPage: Bool
    package var name: String { "tabViewStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.isPageTabViewStyle = isPage
    }
}
