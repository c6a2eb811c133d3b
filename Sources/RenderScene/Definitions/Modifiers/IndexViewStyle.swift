import CCairoPango

import RenderLayout

/// `indexViewStyle(_:)`: the look of a page-style TabView's index dots (docs/scene-format.md,
/// "Navigation and tab bars").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits it (the nearest wins). `.page(backgroundDisplayMode: .always)`
///    puts a capsule behind the dots of the page-style TabViews inside (`TabViewPageLayout`):
///    UIPageControl's `backgroundStyle = .prominent`. `.automatic`, `.interactive` and `.never`
///    show none at rest (an interactive background appears only while the dots are touched).
/// 3. The capsule (decision: Apple publishes no numbers): as tall as the 26-point dot row,
///    12 beyond the outer dots on each side, black at 25 % opacity.
///
/// JSON: `page` (= `.page`, no background at rest) or `{"page": "always" | "automatic" |
/// "interactive" | "never"}`.
package struct IndexViewStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("indexViewStyle", json: ["page", "{page: backgroundDisplayMode}"],
                                        summary: "`.page(backgroundDisplayMode: .always)`: a capsule behind a page TabView's dots.", [
        .init([.init("_", .indexViewStyle)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .object = field.node.value {
            try field.checkKeys(["page"], what: "indexViewStyle")
            guard let mode = field.member("page") else { throw field.fail("expected {\"page\": backgroundDisplayMode}") }
            let always = try mode.choice(["always": true, "automatic": false, "interactive": false, "never": false],
                                         what: "background display mode")
            return IndexViewStyle(showsBackground: always)
        }
        _ = try field.choice(["page": true], what: "index view style")
        return IndexViewStyle(showsBackground: false)
    }

    package let showsBackground: Bool
    package var name: String { "indexViewStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.pageIndexBackground = showsBackground
    }
}

/// Paints the pages, then the capsule, then the dots (step 3; `TabViewPageLayout`).
package struct PageIndexBackground: DrawingEffect {
    let capsule: Rect
    let firstDot: Int

    package func paint(_ node: PlacedNode, with painter: Painter) {
        for child in node.children.prefix(firstDot) { painter.paint(child) }
        let cairo = painter.cairo
        let color = painter.resolved(BarMetrics.pageIndexBackground)
        cairo_save(cairo)
        cairo_new_path(cairo)
        ShapePath.add(.capsule, in: capsule, to: cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cairo)
        cairo_restore(cairo)
        for child in node.children.dropFirst(firstDot) { painter.paint(child) }
    }
}
