import Synchronization

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
/// `Renderer.layout` gives the root the first one found in the tree, depth first.
package protocol PresentationColorSchemePreference: ModifierBehavior {
    var preferredColorScheme: ColorScheme { get }
}

extension PresentationColorSchemePreference {
    package var presentationColorScheme: ColorScheme? { preferredColorScheme }
}

/// Whether this process has made a modifier that prefers a presentation's scheme
/// (`DefinedModifier.init` sets it, and nothing clears it): until one is made no tree can hold
/// one, and `ViewNode.preferredColorScheme` answers nil without walking the tree (576
/// instructions a view of the grid, docs/performance.md, "Twenty-fourth pass (the grid)").
/// Relaxed is enough: the flag is set while the node is made, before its tree is handed to the
/// thread that lays it out, and that hand-over orders the store before the load.
package enum PresentationSchemes {
    package static let made = Atomic<Bool>(false)
}

extension ViewNode {
    /// The first `preferredColorScheme` in the tree, depth first (nil: none).
    package var preferredColorScheme: ColorScheme? {
        guard PresentationSchemes.made.load(ordering: .relaxed) else { return nil }
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            // A requirement of every modifier, not a cast: a cast looked each of a large
            // tree's modifiers up in the protocol conformances (1% of a 10,000-view grid).
            if case .modifier(let modifier) = node.kind, let preference = modifier.behavior.presentationColorScheme {
                return preference
            }
            // Pushed last to first by index: `append(contentsOf: children.reversed())` went
            // through the generic sequence append, about 260 instructions a node.
            let children = node.children
            var index = children.count
            while index > 0 {
                index -= 1
                stack.append(children[index])
            }
        }
        return nil
    }
}
