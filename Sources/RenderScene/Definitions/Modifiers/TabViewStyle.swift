import RenderLayout

/// `tabViewStyle(_:)`: a TabView with a tab bar (`automatic`, `tabBarOnly`, `sidebarAdaptable`:
/// on an iPhone all a tab bar) or as pages (`page`) with index dots (docs/scene-format.md,
/// "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. It sets the style in the environment, as SwiftUI's styles do: the TabViews inside take
///    it (`TabViewBehavior`). `.page(indexDisplayMode:)` is `page` (decision: its dots show
///    whatever the display mode). `sidebarAdaptable` leaves a tab placed `.sidebarOnly` out of
///    the bar (`TabPlacementModifier` step 2).
package struct TabViewStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("tabViewStyle", json: ["automatic", "page", "tabBarOnly", "sidebarAdaptable"],
                                        summary: "A tab bar, or pages with index dots (`.page`).", [
        .init([.init("_", .caseName)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        TabViewStyle(style: try field.choice(["automatic": "automatic", "page": "page", "tabBarOnly": "tabBarOnly",
                                              "sidebarAdaptable": "sidebarAdaptable"], what: "tab view style"))
    }

    package let style: String
    package var isPage: Bool { style == "page" }
    package var name: String { "tabViewStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.isPageTabViewStyle = isPage
        environment.isSidebarAdaptableTabViewStyle = style == "sidebarAdaptable"
    }
}
