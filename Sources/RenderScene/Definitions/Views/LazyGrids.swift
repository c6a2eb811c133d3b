import RenderLayout

/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`. The
/// tracks (columns of a LazyVGrid, rows of a LazyHGrid) divide the *cross* axis; the grid grows
/// along the other. Track lengths come from the `GridItem`s alone, never from the cells
/// (objc.io, "SwiftUI's Grid Views", 2020; swiftuifieldguide.com/layout/lazyvgrid).
///
/// 1. Spacing after each item: its `spacing`, or 8. Available = the cross proposal − every fixed
///    item's size − the spacing after every item but the last.
/// 2. The other items, in order, are each offered `available / items left`; what an item takes
///    is subtracted before the next is offered (so an early item can leave a later one less, and
///    a later one with a larger minimum can push the grid wider than offered).
///    - `flexible(minimum:maximum:)` (10…∞ by default) takes its offer clamped to its range.
///    - `adaptive(minimum:maximum:)` takes its offer as it is, even below its minimum: the
///      minimum only counts its tracks (objc.io's quiz: flexible(minimum: 140) then
///      adaptive(minimum: 70) in 200 → 140 and one track of 52, measured in SwiftUI).
/// 3. Each adaptive item then holds as many tracks as fit in what it took, w: n = ⌊(w + s) /
///    (minimum + s)⌋, at least 1, with s its spacing; each track is `(w − (n − 1)·s) / n`, at
///    most its maximum. Fixed 70 and adaptive 40 in 200: 122 left, two tracks of 57 (objc.io);
///    adaptive 80 in 390 with spacing 4: four tracks of 94.5 (issue 13's check).
/// 4. The grid's cross length is the sum of the tracks and their spacing: it can differ from the
///    proposal. When placing, the tracks are worked out again from the grid's own bounds — the
///    second pass mo4tech measured (flexible 100 and 180 in 300: sized 146 + 8 + 180 = 334, then
///    drawn 163 + 8 + 180). Tracks start at the grid's leading (top) edge. A cell wider than its
///    track (a fixed track, or one the second pass narrowed) overflows it, centred (or aligned)
///    on it, into its neighbours and out of the grid: the track does not grow for it.
/// 5. Cells fill the tracks in order, one line (row of a LazyVGrid) at a time. Each is proposed
///    its track's length across and nil along the grid: lazy grids ask for ideal lengths there.
/// 6. A line is as long as its longest cell; lines follow each other with the grid's `spacing`
///    (8 by default). Each cell is aligned in its track × line slot by its item's `alignment`, or
///    else the grid's alignment across and the centre along.
///
/// Decisions (docs/layout-rules.md): an unspecified or infinite cross proposal counts as 0, so
/// flexible items take their minimum and adaptive ones one track at their minimum, and the grid
/// is placed with those tracks (no second pass: mo4tech measured it under a concrete proposal;
/// without one the grid's bounds are its ideal size, and tracks redone from them would give
/// its cells other lengths than the lines it was sized with); an adaptive item holds at most
/// `maxAdaptiveTracks` tracks.
///
/// Decoding: a grid's `columns` (or `rows`) is an array of items, each with one size —
/// `{"fixed": 60}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}`,
/// `{"adaptive": {"minimum": 80}}` — and optionally `spacing` and `alignment`
/// (docs/scene-format.md §2). `pinnedViews:` is accepted and ignored: a still picture has no
/// scrolling for headers to pin against.
package enum LazyVGridView: ViewDefinition {
    package static let entry = Vocabulary.Entry("LazyVGrid", json: ["columns", "alignment", "spacing", "children"],
                                        summary: "Columns from `GridItem`s (fixed, flexible, adaptive); rows as tall as their tallest cell.", [
        .init([.init("columns", .gridItems), .init("alignment", .horizontalAlignment, optional: true), .init("spacing", .length, optional: true),
               .init("pinnedViews", .ignored, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try LazyGridLayout.decode(field, axis: .vertical, &context)
    }
}

package enum LazyHGridView: ViewDefinition {
    package static let entry = Vocabulary.Entry("LazyHGrid", json: ["rows", "alignment", "spacing", "children"],
                                        summary: "Rows from `GridItem`s (fixed, flexible, adaptive); columns as wide as their widest cell.", [
        .init([.init("rows", .gridItems), .init("alignment", .verticalAlignment, optional: true), .init("spacing", .length, optional: true),
               .init("pinnedViews", .ignored, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try LazyGridLayout.decode(field, axis: .horizontal, &context)
    }
}

package struct LazyGridLayout: Layout, ViewBehavior {
    package let grid: LazyGrid

    package var name: String { grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    /// The grid's cross axis: the one its tracks divide.
    private var cross: Axis { grid.axis.other }
    private var major: Axis { grid.axis }

    package static let defaultSpacing = 8.0
    package static let maxAdaptiveTracks = 1000

    /// A track: its length and the item it came from.
    package struct Track: Equatable {
        package var length: Double
        package var spacingAfter: Double
        package var alignment: Alignment?
    }

    /// Steps 1–3: the tracks for a cross length.
    package static func tracks(_ items: [LazyGrid.Item], length: Double?) -> [Track] {
        let known = length?.isFinite ?? false
        let length = known ? length! : 0
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var available = length
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size { available -= size }
            if index < items.count - 1 { available -= spacings[index] }
        }
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var result: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = index < items.count - 1 ? spacings[index] : 0
            switch item.size {
            case .fixed(let size):
                result.append(Track(length: size, spacingAfter: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let offer = max(available / Double(left), 0)
                let taken = min(max(offer, minimum), maximum)
                result.append(Track(length: taken, spacingAfter: spacing, alignment: item.alignment))
                available -= taken
                left -= 1
            case .adaptive(let minimum, let maximum):
                // Step 2: the offer as it is (no width known: one track at the minimum).
                let taken = known ? max(available / Double(left), 0) : minimum
                // Step 3: as many tracks as fit in it.
                let inner = spacings[index]
                let fit = ((taken + inner) / (minimum + inner)).rounded(.down)
                let count = fit.isFinite ? Int(min(max(fit, 1), Double(maxAdaptiveTracks))) : 1
                let each = min(max((taken - Double(count - 1) * inner) / Double(count), 0), maximum)
                for k in 0..<count {
                    result.append(Track(length: each, spacingAfter: k < count - 1 ? inner : spacing, alignment: item.alignment))
                }
                available -= taken
                left -= 1
            }
        }
        return result
    }

    /// Step 4: the tracks' total length with their spacing.
    package static func extent(_ tracks: [Track]) -> Double {
        tracks.reduce(0) { $0 + $1.length + $1.spacingAfter }
    }

    /// Steps 5–6: each cell's proposal, and each line's length.
    private func lines(_ tracks: [Track], subviews: LayoutSubviews) -> (proposals: [ProposedViewSize], lengths: [Double]) {
        guard !tracks.isEmpty else { return ([], []) }
        var proposals: [ProposedViewSize] = []
        var lengths: [Double] = []
        for (index, subview) in subviews.enumerated() {
            let proposal = ProposedViewSize(cross, major: tracks[index % tracks.count].length, minor: nil)
            proposals.append(proposal)
            let length = subview.sizeThatFits(proposal)[major]
            if index % tracks.count == 0 { lengths.append(length) } else { lengths[lengths.count - 1] = max(lengths[lengths.count - 1], length) }
        }
        return (proposals, lengths)
    }

    private var lineSpacing: Double { grid.spacing ?? Self.defaultSpacing }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let tracks = Self.tracks(grid.items, length: proposal[cross])
        let lengths = lines(tracks, subviews: subviews).lengths
        let along = lengths.reduce(0, +) + Double(max(lengths.count - 1, 0)) * lineSpacing
        return Size(cross, major: Self.extent(tracks), minor: along)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        // Step 4: the second pass from the bounds, under a concrete proposal; proposed nil or
        // infinity across, the grid took its ideal size and keeps the tracks it was sized with.
        let known = proposal[cross].map(\.isFinite) ?? false
        let tracks = Self.tracks(grid.items, length: known ? bounds.size[cross] : proposal[cross])
        guard !tracks.isEmpty else { return }
        let (proposals, lengths) = lines(tracks, subviews: subviews)
        var trackStarts: [Double] = []
        var cursor = 0.0
        for track in tracks {
            trackStarts.append(cursor)
            cursor += track.length + track.spacingAfter
        }
        var lineStart = 0.0
        for (index, subview) in subviews.enumerated() {
            let trackIndex = index % tracks.count, line = index / tracks.count
            if trackIndex == 0 && line > 0 { lineStart += lengths[line - 1] + lineSpacing }
            let track = tracks[trackIndex]
            let slot = ViewDimensions(size: Size(cross, major: track.length, minor: lengths[line]))
            let alignment = track.alignment ?? grid.cellAlignment
            let offset = AlignedPlacement.offset(container: slot, child: subview.dimensions(in: proposals[index]), alignment: alignment)
            var origin = Point(x: bounds.origin.x + offset.x, y: bounds.origin.y + offset.y)
            origin[cross] += trackStarts[trackIndex]
            origin[major] += lineStart
            subview.place(at: origin, proposal: proposals[index])
        }
    }
}

/// A lazy grid's definition: `LazyVGrid` grows vertically (its items are columns), `LazyHGrid`
/// horizontally (its items are rows).
public struct LazyGrid: Hashable, Sendable {
    /// The axis the grid grows along: `.vertical` for LazyVGrid.
    public let axis: Axis
    public let items: [Item]
    /// The grid's alignment across its tracks (horizontal for LazyVGrid, vertical for LazyHGrid).
    public let alignment: Alignment
    /// Between lines (rows of a LazyVGrid); nil for the default 8.
    public let spacing: Double?

    public init(axis: Axis, items: [Item], alignment: Alignment, spacing: Double?) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Where a cell sits in its slot when its item gives no alignment: the grid's alignment
    /// across, the centre along.
    package var cellAlignment: Alignment {
        axis == .vertical ? Alignment(horizontal: alignment.horizontal, vertical: .center)
            : Alignment(horizontal: .center, vertical: alignment.vertical)
    }

    /// `GridItem`.
    public struct Item: Hashable, Sendable {
        public enum Size: Hashable, Sendable {
            case fixed(Double)
            case flexible(minimum: Double, maximum: Double)
            case adaptive(minimum: Double, maximum: Double)
        }
        public let size: Size
        public let spacing: Double?
        public let alignment: Alignment?

        public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }
    }
}

extension LazyGridLayout {
    /// A LazyVGrid (growing along `.vertical`) or LazyHGrid object.
    package static func decode(_ field: JSONField, axis: Axis, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let spacing = try StackLayout.spacing(field)
        let vertical = axis == .vertical
        let type = vertical ? "LazyVGrid" : "LazyHGrid"
        let key = vertical ? "columns" : "rows"
        guard let list = field.member(key) else { throw field.fail("\(type) needs \"\(key)\": an array of grid items") }
        var items: [LazyGrid.Item] = []
        for element in try list.array() { items.append(try gridItem(element)) }
        guard !items.isEmpty else { throw list.fail("\(type) needs at least one grid item in \"\(key)\"") }
        var alignment = Alignment.center
        if let given = field.member("alignment") {
            if vertical {
                let names = Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
                alignment.horizontal = try given.choice(names, what: "LazyVGrid alignment")
            } else {
                let names = Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) })
                alignment.vertical = try given.choice(names, what: "LazyHGrid alignment")
            }
        }
        let grid = LazyGrid(axis: axis, items: items, alignment: alignment, spacing: spacing)
        return (LazyGridLayout(grid: grid), try context.children(field))
    }

    /// One `GridItem`.
    private static func gridItem(_ field: JSONField) throws(SceneError) -> LazyGrid.Item {
        try field.checkKeys(["fixed", "flexible", "adaptive", "spacing", "alignment"], what: "grid item")
        let sizes = ["fixed", "flexible", "adaptive"].filter { field.member($0) != nil }
        guard sizes.count == 1 else {
            throw field.fail("a grid item has exactly one of \"fixed\", \"flexible\" or \"adaptive\"; found \(sizes.isEmpty ? "none" : sizes.joined(separator: ", "))")
        }
        let size: LazyGrid.Item.Size
        if let fixed = field.member("fixed") {
            size = .fixed(try fixed.length(allowInfinity: false))
        } else if let range = field.member("flexible") ?? field.member("adaptive") {
            let adaptive = sizes[0] == "adaptive"
            try range.checkKeys(["minimum", "maximum"], what: sizes[0])
            let minimum: Double
            if let given = range.member("minimum") {
                minimum = try given.length(allowInfinity: false)
                if adaptive && minimum <= 0 { throw given.fail("an adaptive item's minimum must be above 0") }
            } else if adaptive {
                throw range.fail("adaptive needs \"minimum\"")
            } else {
                minimum = 10  // SwiftUI's default for `.flexible()`
            }
            let maximum = try range.member("maximum")?.length(allowInfinity: true) ?? .infinity
            guard maximum >= minimum else { throw range.fail("maximum \(formatNumber(maximum)) is below minimum \(formatNumber(minimum))") }
            size = adaptive ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
        } else {
            throw field.fail("a grid item needs a size")
        }
        return LazyGrid.Item(size, spacing: try StackLayout.spacing(field), alignment: try field.member("alignment")?.alignment())
    }
}
