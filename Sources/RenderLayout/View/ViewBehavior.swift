/// A view of the view tree, as layout runs it. Each SwiftUI view is one type conforming to
/// this, declared in its definition file (`Definitions/Views/`) beside its vocabulary entry
/// and its decoding, so nothing else in the engine names it.
///
/// The engine asks a view these things:
/// 1. `layout(in:)`: the layout it runs over its children (or, for a leaf, its own size and
///    drawing).
/// 2. `childStackAxis`: the axis of the stack its children are in, which `Spacer` and
///    `Divider` take their direction from (nil: its children are in no stack).
/// 3. `childEnvironment(_:)`: what all its children inherit; it answers whether it changed
///    anything, so unchanged environments stay shared.
/// 4. `adjustsEachChild` and `adjust(child:_:parent:)`: an environment of each child's own (a
///    control's label and parts).
/// 5. `placement`, for debug borders, and `isSpacer`: stacks size spacers last.
/// 6. `plainText`: a Text's string (not a styled one), which messages quote.
/// 7. `paintsUnderScrollClip`: a ScrollView paints this child before it clips the others (a
///    List's background, which runs on under the safe area).
/// 8. `children(of:in:)`: the children it has in its environment — those it was decoded with,
///    unless it makes some only for the environment it is in (a DatePicker makes its calendar
///    or its wheels only where that style is in effect), so a view costs the one tree it shows.
package protocol ViewBehavior: Sendable {
    /// The name the layout dump and messages use: the view's type.
    var name: String { get }
    func layout(in environment: EnvironmentValues) -> any Layout
    var childStackAxis: Axis? { get }
    func childEnvironment(_ environment: inout EnvironmentValues) -> Bool
    var adjustsEachChild: Bool { get }
    func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues)
    var placement: ChildPlacement { get }
    var isSpacer: Bool { get }
    var plainText: String? { get }
    var paintsUnderScrollClip: Bool { get }
    func children(of view: ViewNode, in environment: EnvironmentValues) throws(SceneError) -> [ViewNode]
}

extension ViewBehavior {
    package var childStackAxis: Axis? { nil }
    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool { false }
    package var adjustsEachChild: Bool { false }
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {}
    package var placement: ChildPlacement { .content }
    package var isSpacer: Bool { false }
    package var plainText: String? { nil }
    package var paintsUnderScrollClip: Bool { false }
    package func children(of view: ViewNode, in environment: EnvironmentValues) throws(SceneError) -> [ViewNode] { view.children }
}

/// The view tree's handle on a `ViewBehavior`, behind a public type.
public struct DefinedView: Sendable {
    package let behavior: any ViewBehavior

    package init(_ behavior: any ViewBehavior) {
        self.behavior = behavior
    }

    public var name: String { behavior.name }
}
