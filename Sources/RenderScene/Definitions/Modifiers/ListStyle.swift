import RenderLayout

/// `listStyle(_:)`: the style of the Lists inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins); a List resolves `automatic` to
///    `insetGrouped` and hands its style to its sections; a Form keeps its own, `insetGrouped`
///    (`LayoutTreeBuilder`; docs/scene-format.md, "Lists and forms").
/// 3. `sidebar` (`SidebarListStyle()`, iOS 14+): on an iPhone, where a sidebar has the whole
///    width, its sections are `insetGrouped`'s rounded cards on the grouped background, and
///    its headers are the sidebar's own (`ListSectionText`, step 4). Decision, from UIKit's
///    `UICollectionLayoutListConfiguration.Appearance.sidebar` and Apple's `sidebar` page
///    ("displays disclosure indicators in the section headers that allow the user to collapse
///    and expand sections"): the disclosure chevron of a header is not drawn, and each section
///    with a header says so in a warning (`chevronNotDrawn`).
package struct ListStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("listStyle", json: ["automatic | plain | insetGrouped | grouped | inset | sidebar"],
                                        summary: "The style of the Lists inside (`automatic` is `insetGrouped`, `sidebar` insetGrouped with title headers; a Form keeps its own).", [
        .init([.init("_", .listStyle)], .single(0)),
    ], notDrawn: .init(styles: ["bordered", "carousel", "elliptical"], why: "macOS and watchOS styles"))

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ListStyle(style: try field.choice(
            Dictionary(uniqueKeysWithValues: ListStyleKind.allCases.map { ($0.rawValue, $0) }), what: "list style"))
    }

    /// Step 3: the warning of a sidebar section with a header.
    package static let chevronNotDrawn = "a sidebar List's section header shows a disclosure chevron on iOS; it is not drawn"

    package let style: ListStyleKind
    package var name: String { "listStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.listStyle = style
    }
}
