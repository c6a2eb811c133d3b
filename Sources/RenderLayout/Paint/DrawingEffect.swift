/// A drawing effect a modifier puts on its whole subtree: opacity, clips, shadows, blurs,
/// transforms, drawing order. Layout never reads one; the painter and three readers of the
/// placed tree do, and know nothing else of it.
///
/// 1. `paint(_:with:)` draws the node's subtree through the effect (by default, unchanged).
/// 2. `drawnExtent(of:in:)` turns the extent the children draw over into the extent the
///    subtree draws over (a blur spreads it, a clip cuts it), for offscreen images and `--fit`.
/// 3. `textLayer` and `fitExtent` say whether what is inside shows at all, or only within the
///    frame, to the SVG text layer and to `--fit` (`EffectReach`).
/// 4. `zIndex` orders the node among its siblings (`PlacedNode.zIndex`).
///
/// Each effect is declared in the definition file of the modifier that makes it
/// (`Definitions/Modifiers/`).
package protocol DrawingEffect: Sendable {
    func paint(_ node: PlacedNode, with painter: Painter)
    func drawnExtent(of inner: Rect, in frame: Rect) -> Rect?
    var textLayer: EffectReach { get }
    var fitExtent: EffectReach { get }
    var zIndex: Double? { get }
}

extension DrawingEffect {
    package func paint(_ node: PlacedNode, with painter: Painter) { painter.paintChildren(node) }
    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? { inner }
    package var textLayer: EffectReach { .shown }
    package var fitExtent: EffectReach { .shown }
    package var zIndex: Double? { nil }
}

/// How much of a subtree an effect lets a reader see.
package enum EffectReach: Sendable {
    /// All of it.
    case shown
    /// Nothing: hidden, fully transparent, or (for the SVG text layer) drawn where text has no
    /// plain position to search at.
    case omitted
    /// Only what lies inside the node's frame.
    case clipped
}

/// The placed tree's handle on an effect: the `DrawingEffect` it holds, behind a public type.
public struct PlacedEffect: Sendable {
    package let effect: any DrawingEffect

    package init(_ effect: any DrawingEffect) {
        self.effect = effect
    }
}
