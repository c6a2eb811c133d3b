import RenderLayout

/// iOS 18's `TabSection("Title") { Tab(…) … }`: a group of a TabView's tabs, which a sidebar
/// shows under its header.
///
/// 1. Decoded: its children are its tabs (`Group` and `ForEach` splice theirs in); `title` (a
///    string) or `header` (a view) names the section.
/// 2. In a TabView on an iPhone (compact width), there is no sidebar: the section's tabs join
///    the tab bar in order, and its title or header is not drawn (`TabViewView` step 1). Apple:
///    with `sidebarAdaptable`, "iOS displays a bottom tab bar", and `TabSection` "organizes tab
///    content into separate sections" of the sidebar (iPadOS, macOS, visionOS).
/// 3. Outside a TabView (which Swift does not compile), its tabs' content one above the other,
///    as a VStack.
package enum TabSectionView: ViewDefinition {
    package static let entry = Vocabulary.Entry("TabSection", json: ["title", "header", "children"],
      summary: "iOS 18's group of a TabView's tabs: on an iPhone its tabs join the tab bar, its title is not drawn.", [
        .init([.init("_", .string, key: "title"), ViewEntries.content]),
        .init([ViewEntries.content]),
        .init([ViewEntries.content, .init("header", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        if let title = object.member("title") { _ = try context.decoder.textString(title) }
        // The header is checked, not kept: an iPhone's tab bar does not show it (step 2).
        if let header = object.member("header") { _ = try context.decoder.view(header, depth: context.depth) }
        return (TabSectionBehavior(), try context.children(object))
    }
}

package struct TabSectionBehavior: ViewBehavior {
    package var name: String { "TabSection" }
    /// Step 3.
    package func layout(in environment: EnvironmentValues) -> any Layout {
        StackLayout(axis: .vertical, alignment: .horizontal(.center), spacing: nil)
    }
    package var childStackAxis: Axis? { .vertical }
    package var placement: ChildPlacement { .stacked(.vertical, .horizontal(.center)) }
}
