import RenderLayout

/// A `Layout` a Swift file declares (`struct MyLayout: Layout`), run by whoever wrote it — the
/// Swift front end's interpreter — through the same protocol SwiftUI gives it.
///
/// 1. The cache is made once per layout pass (`makeCache(subviews:)`) and kept between calls,
///    as SwiftUI keeps it while the subviews do not change.
/// 2. Sizing calls the layout's `sizeThatFits`; its answer is cached per proposal like any
///    view's.
/// 3. Placing first asks `sizeThatFits` again with the placement's proposal, as SwiftUI does
///    right before `placeSubviews`, so a cache written while sizing (the seed's ViewThatFits
///    replica keeps its choice there) belongs to that proposal; then `placeSubviews` runs.
///    Its `place` calls are collected and applied afterwards: a subview placed twice goes
///    where it was placed last, and one never placed sits at the centre of the bounds with
///    the container's proposal (Apple's documentation of `place(at:anchor:proposal:)`).
/// 4. Subviews are reached through `CustomSubview`, so every question goes through the engine,
///    its cache, the trace and the debug borders, as for built-in containers.
/// 5. Spacing preferences are the union of the subviews' (SwiftUI's default for a `Layout`
///    that does not implement `spacing(subviews:cache:)`; one that does is not run — decision).
/// 6. Explicit guides: the layout's `explicitAlignment` for the guide's axis when it has one;
///    otherwise, as SwiftUI's default implementation, the subviews' explicit values merged by
///    the guide's rule (`AlignmentKey.combineExplicit`), each shifted by where the layout's
///    `placeSubviews` puts it in bounds at the origin (Apple's `Layout.explicitAlignment`
///    documentation: "the protocol's default implementation merges the subviews' guides").
/// 7. An error in the layout's code (a runaway loop, `fatalError`) stops the render with its
///    file:line:column; the layout answers zero meanwhile.
package enum CustomLayoutView {
    /// A view object of type `CustomLayout`, which only the Swift front end makes, for a
    /// `struct X: Layout` (`SwiftLayout`): its `layout` holds the code. It has no vocabulary
    /// entry — JSON cannot spell one — so the decoder calls this before the table's views, and
    /// it checks its own keys.
    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard case .customLayout(let layout)? = field.member("layout")?.node.value else {
            throw (field.member("type") ?? field).fail("a custom Layout comes from a Swift file's `struct X: Layout`; JSON cannot hold its code")
        }
        try field.checkKeys(Vocabulary.commonViewKeys.union(["layout", "children"]), what: "CustomLayout")
        context.decoder.viewCount += 1
        return (CustomLayoutLayout(layout: layout), try context.children(field))
    }
}

package struct CustomLayoutLayout: Layout, ViewBehavior {
    package let layout: CustomLayout

    /// The layout's own type name, as the source declares it.
    package var name: String { layout.name }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        run(context, fallback: .zero) { (program, proxies, cache) throws(SceneError) -> Size in
            try program.sizeThatFits(proposal: proposal, subviews: proxies, cache: cache)
        }
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let placements = CustomPlacements()
        run(context, fallback: (), placements: placements) { (program, proxies, cache) throws(SceneError) in
            _ = try program.sizeThatFits(proposal: proposal, subviews: proxies, cache: cache)
            try program.placeSubviews(in: bounds, proposal: proposal, subviews: proxies, cache: cache)
        }
        for (index, subview) in subviews.enumerated() {
            if let placed = placements.last[index] {
                subview.place(at: placed.origin, proposal: placed.proposal)
            } else {
                let size = subview.sizeThatFits(proposal)
                subview.place(at: Point(x: bounds.minX + (bounds.size.width - size.width) / 2,
                                        y: bounds.minY + (bounds.size.height - size.height) / 2), proposal: proposal)
            }
        }
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        .union(subviews)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        if layout.program.implementsExplicitAlignment(for: key.axis) {
            return run(context, fallback: nil) { (program, proxies, cache) throws(SceneError) -> Double? in
                try program.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: proxies, cache: cache)
            }
        }
        guard key.merges else { return nil }
        let placements = CustomPlacements()
        let placed = Rect(origin: .zero, size: bounds.size)
        let ran = run(context, fallback: false, placements: placements) { (program, proxies, cache) throws(SceneError) -> Bool in
            _ = try program.sizeThatFits(proposal: proposal, subviews: proxies, cache: cache)
            try program.placeSubviews(in: placed, proposal: proposal, subviews: proxies, cache: cache)
            return true
        }
        guard ran else { return nil }
        let values = subviews.enumerated().compactMap { index, subview -> Double? in
            let origin: Point, childProposal: ProposedViewSize
            if let at = placements.last[index] {
                (origin, childProposal) = (at.origin, at.proposal)
            } else {
                let size = subview.sizeThatFits(proposal)
                (origin, childProposal) = (Point(x: (placed.size.width - size.width) / 2, y: (placed.size.height - size.height) / 2), proposal)
            }
            return subview.explicitAlignment(of: key, proposal: childProposal).map { (key.axis == .horizontal ? origin.x : origin.y) + $0 }
        }
        return key.combineExplicit(values)
    }

    private func run<T>(_ context: LayoutContext, fallback: T, placements: CustomPlacements? = nil,
                        _ body: (CustomLayoutProgram, [CustomSubview], CustomLayoutCache) throws(SceneError) -> T) -> T {
        let engine = context.engine
        guard engine.failure == nil else { return fallback }
        let proxies = context.node.children.enumerated().map {
            CustomSubview(LayoutSubview(engine: engine, node: $0.element), index: $0.offset, placements: placements)
        }
        do throws(SceneError) {
            let cache: CustomLayoutCache
            if let made = engine.layoutCaches[context.node.index] as? CustomLayoutCache {
                cache = made
            } else {
                cache = CustomLayoutCache()
                engine.layoutCaches[context.node.index] = cache
                try layout.program.makeCache(subviews: proxies, cache: cache)
            }
            return try body(layout.program, proxies, cache)
        } catch {
            engine.fail(error)
            return fallback
        }
    }
}

/// A custom layout in the view tree: its type's name and the code that runs it.
public final class CustomLayout: Sendable {
    public let name: String
    public let program: CustomLayoutProgram

    public init(name: String, program: CustomLayoutProgram) {
        self.name = name
        self.program = program
    }
}

/// What runs a custom layout: SwiftUI's `Layout` requirements, with errors that name the
/// source.
public protocol CustomLayoutProgram: AnyObject, Sendable {
    func makeCache(subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError)
    func sizeThatFits(proposal: ProposedViewSize, subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError) -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError)
    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError) -> Double?
    /// Whether the layout has its own `explicitAlignment` for guides of this axis.
    func implementsExplicitAlignment(for axis: Axis) -> Bool
}

/// The `inout cache` of a custom layout, kept for a pass: whatever its program stores.
public final class CustomLayoutCache: @unchecked Sendable {
    public var value: Any?
    public init() {}
}

/// Where a custom layout's `placeSubviews` put each subview, the last call winning.
package final class CustomPlacements {
    package var last: [Int: (origin: Point, proposal: ProposedViewSize)] = [:]
}

/// SwiftUI's `LayoutSubview` for a custom layout: questions and placement go through the engine.
public struct CustomSubview {
    package let subview: LayoutSubview
    package let index: Int
    package let placements: CustomPlacements?

    package init(_ subview: LayoutSubview, index: Int, placements: CustomPlacements?) {
        self.subview = subview
        self.index = index
        self.placements = placements
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { subview.sizeThatFits(proposal) }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { subview.dimensions(in: proposal) }

    /// Places the subview so that its `anchor` (a unit point: 0,0 top-leading … 1,1
    /// bottom-trailing) lies at `point`, sized for `proposal`.
    public func place(at point: Point, anchor: (x: Double, y: Double), proposal: ProposedViewSize) {
        let size = subview.sizeThatFits(proposal)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        // Outside placeSubviews (a program that calls place while sizing) there is nothing to place.
        placements?.last[index] = (origin, proposal)
    }

    public var priority: Double { subview.priority }

    /// The gap SwiftUI puts between this subview and `next` along `axis`
    /// (`subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)`).
    public func distance(to next: CustomSubview, along axis: Axis) -> Double {
        subview.spacing.distance(to: next.subview.spacing, along: axis)
    }
}
