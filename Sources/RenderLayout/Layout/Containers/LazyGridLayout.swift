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
///    - `adaptive(minimum:maximum:)` holds as many tracks as fit: n = ⌊(offer + s) / (minimum +
///      s)⌋, at least 1, with s its spacing; each is `(offer − (n − 1)·s) / n` clamped to its
///      range, and it takes n tracks plus their spacing. Adaptive 80 in 390 with spacing 4: four
///      tracks of 94.5 (the check).
/// 3. The grid's cross length is the sum of the tracks and their spacing: it can differ from the
///    proposal. When placing, the tracks are worked out again from the grid's own bounds — the
///    second pass objc.io measured (flexible 100 and 180 in 300: sized 146 + 8 + 180 = 334, then
///    drawn 163 + 8 + 180). Tracks start at the grid's leading (top) edge.
/// 4. Cells fill the tracks in order, one line (row of a LazyVGrid) at a time. Each is proposed
///    its track's length across and nil along the grid: lazy grids ask for ideal lengths there.
/// 5. A line is as long as its longest cell; lines follow each other with the grid's `spacing`
///    (8 by default). Each cell is aligned in its track × line slot by its item's `alignment`, or
///    else the grid's alignment across and the centre along.
///
/// Decisions (docs/layout-rules.md, "Containers: Lazy grids"): an unspecified or infinite cross
/// proposal counts as 0, so flexible items take their minimum and adaptive ones one track; an
/// adaptive item holds at most `maxAdaptiveTracks` tracks.
struct LazyGridLayout: Layout {
    let grid: LazyGrid

    /// The grid's cross axis: the one its tracks divide.
    private var cross: Axis { grid.axis.other }
    private var major: Axis { grid.axis }

    static let defaultSpacing = 8.0
    static let maxAdaptiveTracks = 1000

    /// A track: its length and the item it came from.
    struct Track: Equatable {
        var length: Double
        var spacingAfter: Double
        var alignment: Alignment?
    }

    /// Steps 1–2: the tracks for a cross length.
    static func tracks(_ items: [LazyGrid.Item], length: Double?) -> [Track] {
        let length = (length?.isFinite ?? false) ? length! : 0
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
                let offer = max(available / Double(left), 0)
                let inner = spacings[index]
                let fit = ((offer + inner) / (minimum + inner)).rounded(.down)
                let count = fit.isFinite ? Int(min(max(fit, 1), Double(maxAdaptiveTracks))) : 1
                let each = min(max((offer - Double(count - 1) * inner) / Double(count), minimum), maximum)
                for k in 0..<count {
                    result.append(Track(length: each, spacingAfter: k < count - 1 ? inner : spacing, alignment: item.alignment))
                }
                available -= Double(count) * each + Double(count - 1) * inner
                left -= 1
            }
        }
        return result
    }

    /// Step 3: the tracks' total length with their spacing.
    static func extent(_ tracks: [Track]) -> Double {
        tracks.reduce(0) { $0 + $1.length + $1.spacingAfter }
    }

    /// Steps 4–5: each cell's proposal, and each line's length.
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

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let tracks = Self.tracks(grid.items, length: proposal[cross])
        let lengths = lines(tracks, subviews: subviews).lengths
        let along = lengths.reduce(0, +) + Double(max(lengths.count - 1, 0)) * lineSpacing
        return Size(cross, major: Self.extent(tracks), minor: along)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let tracks = Self.tracks(grid.items, length: bounds.size[cross])
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
    var cellAlignment: Alignment {
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
