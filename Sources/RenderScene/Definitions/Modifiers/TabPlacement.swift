import RenderLayout

/// iOS 18's `tabPlacement(_:)` on a `Tab`: where the tab sits in a sidebar-adaptable TabView
/// (`automatic`, `pinned`, `sidebarOnly`).
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The TabView reads it from its tab (`TabInfo`): under `tabViewStyle(.sidebarAdaptable)` a
///    tab placed `.sidebarOnly` is left out of an iPhone's tab bar (UIKit's
///    `UITab.Placement.sidebarOnly`: "The item only appears in the sidebar"; SwiftUI's
///    `TabPlacement`: "Not all TabView styles support all placements"); under other styles,
///    and for `.automatic` and `.pinned`, the tab stays in the bar (decision: nothing published
///    says otherwise). A `TabSection`'s own placement changes nothing: IceCubes' iPhone app,
///    whose section placed `.sidebarOnly` holds tabs placed `.pinned`, shows those tabs.
package struct TabPlacementModifier: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("tabPlacement", json: ["automatic", "pinned", "sidebarOnly"],
                                        summary: "Where a Tab sits in a sidebar; `.sidebarOnly` leaves it out of a `.sidebarAdaptable` tab bar.", [
        .init([.init("_", .caseName)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        TabPlacementModifier(sidebarOnly: try field.choice(["automatic": false, "pinned": false, "sidebarOnly": true], what: "tab placement"))
    }

    package let sidebarOnly: Bool
    package var name: String { "tabPlacement" }
}
