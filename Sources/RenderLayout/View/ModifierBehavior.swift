/// A modifier of the view tree, as layout and painting run it. Each SwiftUI modifier is one
/// type conforming to this, declared in its definition file (`Definitions/Modifiers/`) beside
/// its vocabulary entry and its decoding, so nothing else in the engine names it.
///
/// The engine asks a modifier these things:
/// 1. `layout(in:)`: the layout container it puts around its content; by default the content's
///    size and place, drawing `effect` (`PassThroughLayout`).
/// 2. `apply(to:)`: what its content inherits; `changesEnvironment` says whether it changes
///    anything, so unchanged environments stay shared.
/// 3. `effect`: the drawing effect on its content (a type that is both a modifier and a
///    `DrawingEffect` is its own effect).
/// 4. `layoutPriority`: the stack ranking it gives its content (nil: its content's).
/// 5. `placement` and `hasSecondaryViews`: how it places its children, for debug borders, and
///    whether children after the first (an overlay's view) sit outside its content's stack.
/// 6. `ranksAsItsOwnLayout`: a layout of its own (`frame`, `padding`, `aspectRatio`,
///    `position`, `ignoresSafeArea`) is ranked by a stack as a plain view, even around a
///    `Spacer`: SwiftUI's `UnaryLayout`s answer their own layout priority, 0, not their child's,
///    and a Spacer's is −∞ (OpenSwiftUI's `UnaryLayout.layoutPriority(child:)` default and
///    `SpacerLayoutComputer.Engine.layoutPriority()`). So `HStack { Rectangle().frame(maxWidth:
///    .infinity); Spacer().frame(maxWidth: .infinity) }` splits the width in halves (isowords'
///    `ColorSchemePicker`).
package protocol ModifierBehavior: Sendable {
    /// The name the layout dump and messages use: the modifier's JSON key.
    var name: String { get }
    func layout(in environment: EnvironmentValues) -> any Layout
    var changesEnvironment: Bool { get }
    func apply(to environment: inout EnvironmentValues)
    var effect: (any DrawingEffect)? { get }
    var layoutPriority: Double? { get }
    var placement: ChildPlacement { get }
    var hasSecondaryViews: Bool { get }
    /// The scheme it prefers for the whole presentation (`PresentationColorSchemePreference`),
    /// asked of every modifier of the tree: a requirement, so asking is a call, not a cast.
    var presentationColorScheme: ColorScheme? { get }
    /// Step 6: whether a stack ranks the modified view as a plain view rather than as the
    /// Spacer it wraps.
    var ranksAsItsOwnLayout: Bool { get }
}

extension ModifierBehavior {
    package func layout(in environment: EnvironmentValues) -> any Layout { PassThroughLayout(effect: effect) }
    package var changesEnvironment: Bool { false }
    package func apply(to environment: inout EnvironmentValues) {}
    package var effect: (any DrawingEffect)? { nil }
    package var layoutPriority: Double? { nil }
    package var placement: ChildPlacement { .content }
    package var hasSecondaryViews: Bool { false }
    package var presentationColorScheme: ColorScheme? { nil }
    package var ranksAsItsOwnLayout: Bool { false }
}

extension ModifierBehavior where Self: DrawingEffect {
    package var effect: (any DrawingEffect)? { self }
}

/// A modifier that only changes what its content inherits (`font`, `lineLimit`, `tint`…).
package protocol EnvironmentModifier: ModifierBehavior {}

extension EnvironmentModifier {
    package var changesEnvironment: Bool { true }
}

/// The view tree's handle on a `ModifierBehavior`, behind a public type.
public struct DefinedModifier: Sendable {
    package let behavior: any ModifierBehavior

    package init(_ behavior: any ModifierBehavior) {
        self.behavior = behavior
        // Every modifier node holds its behaviour through here, so a tree whose walk could find
        // a preference was made after this flag was set (`ViewNode.preferredColorScheme`).
        if behavior.presentationColorScheme != nil { PresentationSchemes.made.store(true, ordering: .relaxed) }
    }

    public var name: String { behavior.name }
}
