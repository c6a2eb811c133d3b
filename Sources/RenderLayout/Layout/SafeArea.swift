/// The safe area a view is placed in: the levels that the device (`--device`) and the
/// `safeAreaInset`/`safeAreaPadding` modifiers around it set, innermost last, in canvas points.
///
/// Each level is a region (`outer`: the screen, or the rect of the modifier that made it) and
/// the part of it that is safe (`inner`). How far a view may grow into the unsafe part
/// (`insets(of:)`, as SwiftUI's `SafeAreaInsets.resolve`, reverse-engineered in OpenSwiftUI's
/// Layout/SafeAreaInsets.swift):
/// 1. Start from the view's own frame.
/// 2. For each level, innermost first, and each edge: when the frame's edge lies at or beyond
///    the level's safe edge (within half a pixel) and not beyond its outer edge, move the
///    frame's edge out to the outer edge. A view inside the safe area that does not touch its
///    edge gets nothing; one that reaches an inner level's outer edge may go on to the next.
/// 3. The insets are how far each edge moved.
/// Only the `container` region is modelled: there is no keyboard, so `.keyboard` expands nothing.
package struct SafeAreaLevel: Hashable, Sendable {
    package var inner: Rect
    package var outer: Rect
    /// The device's level only: where a navigation bar at the safe area's top begins instead,
    /// under the status bar (`Device.navigationBarTop`); nil: at the safe area's top.
    package var navigationBarTop: Double?

    package init(inner: Rect, outer: Rect, navigationBarTop: Double? = nil) {
        self.inner = inner
        self.outer = outer
        self.navigationBarTop = navigationBarTop
    }
}

/// `SafeAreaRegions`: which kinds of safe area `ignoresSafeArea` expands into.
public enum SafeAreaRegions: String, Hashable, Sendable, CaseIterable {
    case all, container, keyboard

    package var includesContainer: Bool { self != .keyboard }
}

extension Array where Element == SafeAreaLevel {
    /// How far `rect` may grow on each edge into the safe-area insets (the rule above).
    func insets(of rect: Rect, pixel: Double) -> EdgeInsets {
        let epsilon = pixel * 0.5 + 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        for level in reversed() {
            let inner = level.inner, outer = level.outer
            if minY - epsilon < inner.minY && outer.minY < minY + epsilon { minY = Swift.min(minY, outer.minY) }
            if inner.maxY < maxY + epsilon && maxY - epsilon < outer.maxY { maxY = Swift.max(maxY, outer.maxY) }
            if minX - epsilon < inner.minX && outer.minX < minX + epsilon { minX = Swift.min(minX, outer.minX) }
            if inner.maxX < maxX + epsilon && maxX - epsilon < outer.maxX { maxX = Swift.max(maxX, outer.maxX) }
        }
        // A rect of infinite size (a filling aspect ratio proposed nil) has no insets on its open
        // edges: ∞ − ∞ is 0 there, never NaN, which would make the content's proposal NaN.
        let d = AlignedPlacement.difference
        return EdgeInsets(top: d(rect.minY, minY), leading: d(rect.minX, minX), bottom: d(maxY, rect.maxY), trailing: d(maxX, rect.maxX))
    }
}

extension Array where Element == SafeAreaLevel {
    /// How far a navigation bar whose container's frame is `rect` rises above the container's
    /// top (`NavigationStack` step 5): when the container's top lies at the device's safe-area top
    /// (within half a pixel) and may grow up to the screen's edge (the rule above), to the
    /// device's `navigationBarTop`, as UIKit puts the bar of a full-screen navigation controller
    /// under the status bar; otherwise 0.
    func navigationBarLift(of rect: Rect, pixel: Double) -> Double {
        guard let device = first, let barTop = device.navigationBarTop, rect.minY.isFinite,
              abs(rect.minY - device.inner.minY) <= pixel * 0.5 + 0.001,
              insets(of: rect, pixel: pixel).top > 0 else { return 0 }
        return Swift.max(0, rect.minY - barTop)
    }
}

extension EdgeInsets {
    /// Only the insets on `edges`; the others 0.
    package func on(_ edges: Set<Edge>) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    package var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}

extension Rect {
    /// The rect grown by `insets` (shrunk where they are negative).
    package func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX - insets.leading, y: minY - insets.top,
             width: width + insets.horizontal, height: height + insets.vertical)
    }
}

extension ProposedViewSize {
    /// The proposal grown by `insets`; unspecified axes stay unspecified, infinity stays infinity.
    package func outset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { $0 + insets.horizontal }, height: height.map { $0 + insets.vertical })
    }
}
