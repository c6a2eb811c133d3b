/// How a container placed its children, recorded on the placed tree so that debug borders can
/// draw a child's proposal where this container would put a child of exactly that size.
///
/// 1. `aligned`: each child is aligned in the container's bounds by the alignment (`frame`,
///    `ZStack`; the top-leading corner for `ScrollView` and `GeometryReader`).
/// 2. `stacked`: children follow each other along the axis, each in its own slot, and are
///    aligned across by the stack's guide (also the `Toggle` and `Stepper` rows).
/// 3. `content`: the child is the container's content, placed at its origin or inset by
///    fixed amounts (`padding`, `border`, `offset`, `fixedSize`, `ViewThatFits`, `Button`, …).
/// 4. `overlay`: the first child is the content, the others aligned on it (`overlay`,
///    `background`).
/// 5. `positioned`: the child's centre is put at a point (`position`).
public enum ChildPlacement: Sendable, Equatable {
    case aligned(Alignment)
    case stacked(Axis, AlignmentKey)
    case content
    case overlay(Alignment)
    case positioned

    package init(_ kind: ViewKind) {
        switch kind {
        case .defined(let view): self = view.behavior.placement
        case .modifier(let modifier): self = modifier.behavior.placement
        }
    }

    /// Where a guide lies along a view's extent, 0 at the leading or top edge, 1 at the other.
    /// Text baselines count as the bottom edge, as they do for views without text; a custom
    /// guide is its default in a 1 × 1 view (SwiftUI's `AlignmentKey.fraction`).
    public static func fraction(_ key: AlignmentKey) -> Double {
        switch key {
        case .horizontal(.leading), .vertical(.top): return 0
        case .horizontal(.center), .vertical(.center): return 0.5
        case .horizontal(.custom(let guide)), .vertical(.custom(let guide)):
            return guide.defaultValue.evaluate(ViewDimensions(size: Size(width: 1, height: 1)))
        default: return 1
        }
    }
}
