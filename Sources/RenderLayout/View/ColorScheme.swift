/// SwiftUI's `ColorScheme`: the appearance a view is drawn in. `\.colorScheme` in the
/// environment; `--color-scheme dark`, the canvas's `"colorScheme"`,
/// `.environment(\.colorScheme, .dark)` (a subtree) and `.preferredColorScheme(.dark)` (the
/// whole presentation, as on iOS) set it.
///
/// Colours that have a variant per scheme (the system colours, an asset catalog's colour set)
/// keep both until they are drawn: `RGBA.resolved(for:)` picks one against the scheme of the
/// placed node that draws them (`PlacedNode.colorScheme`).
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A modifier that sets the colour scheme of the whole presentation (`preferredColorScheme`):
/// `Renderer.layout` gives the root the first one found in the tree, depth first
/// (`ViewNode.preferredColorScheme`, known as each node is made).
package protocol PresentationColorSchemePreference: ModifierBehavior {
    var preferredColorScheme: ColorScheme { get }
}

extension PresentationColorSchemePreference {
    package var presentationColorScheme: ColorScheme? { preferredColorScheme }
}
