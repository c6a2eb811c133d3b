import RenderLayout

/// `Grid` with its `GridRow`s (iOS 16). The decoder flattens the rows: this layout's subviews
/// are the cells, row after row, and `grid.rows` says how many each row holds; a view written
/// in the Grid outside a GridRow is a row of one cell across every column (Apple's `Grid`
/// documentation). A cell's `gridCellColumns(n)` makes it span n columns;
/// `gridCellUnsizedAxes(_:)` keeps it out of the sizing of its column (horizontal) or row
/// (vertical): it is only proposed the slot the other cells make.
///
/// 1. Columns: as many as the GridRow with the most (spanned) cells; each column's width at an
///    offer is the widest of its sized one-column cells offered that width (0 if it has none).
/// 2. Unspecified width: every column takes its ideal width. Otherwise the columns share the
///    proposed width less the spacing as an HStack shares it among children: least flexible
///    column first (width at ∞ − width at 0), each offered what is left divided by the columns
///    left.
/// 3. Then each sized cell spanning several columns — fewest columns first, a view outside a
///    GridRow (all columns) last — is offered its columns' share of the proposal (the proposal
///    less the other columns and their spacing; unspecified: nil); if it answers wider than its
///    columns, the excess is split equally among them. So a Divider between the rows widens the
///    grid to the width its parent offers, and `gridCellUnsizedAxes(.horizontal)` on it keeps
///    the grid as wide as its cells (Apple's `Grid` and `gridCellUnsizedAxes(_:)` documentation;
///    the split is a decision).
/// 4. The grid's width is its columns and their spacing; with no GridRow it is the widest
///    sized full-width row at the proposal.
/// 5. Rows share the proposed height as a VStack's children do; a row's height at an offer is
///    that of its vertically sized cells aligned on the row's guide (its GridRow's alignment,
///    else the grid's), as an HStack aligns its children: the most any cell reaches above the
///    guide plus the most any reaches below. Unspecified height: each row's ideal height.
/// 6. Each cell is proposed its slot — its columns and the spacing between them × the height
///    its row offered it in step 5, as a stack places a child with the proposal it sized it
///    with (under an unspecified height, and for a vertically unsized cell, the row's height,
///    as a stack proposed nil across re-proposes its settled size: OpenSwiftUI's
///    `StackLayout`) — and aligned in it: horizontally by its column's `gridColumnAlignment`
///    (set on any cell of the column) or else the grid's; vertically its guide sits on the
///    row's guide line (step 5), so text baselines line up across the row (a vertically
///    unsized cell: aligned in its slot). A grid alignment such as `.leadingFirstTextBaseline`
///    gives both at once.
/// 7. Steps 1 and 4 measure the cells under a nil height, step 6 proposes them a height: a cell may answer its slot wider than under nil (a Text squeezed to a few points
///    wraps to one character a line, but truncates to "x…" in one line). Such a cell widens its
///    columns by the difference, split equally, or a view outside any GridRow the grid, where
///    it answers that wider slot within it; then the rows are worked out again (a few rounds at
///    most). So a cell that can fit its column does, as a column is as wide as its widest cell
///    (decision: SwiftUI's measurements of this are not known; a cell wider than its column
///    would overlap its neighbours). A cell that answers more than any slot (an HStack of views
///    that do not shrink) overflows its slot, as a stack's child overflows the stack.
/// Spacing: `horizontalSpacing` between columns, `verticalSpacing` between rows, 8 when not
/// given (decision: SwiftUI uses the default spacing between views, 8 for plain views).
///
/// Decoding: a Grid's `GridRow` children become rows of cells, flattened into the Grid's
/// children; any other child is a row of one cell across every column. A GridRow has
/// `alignment` and `children` only (decision: no id or modifiers of its own — SwiftUI's
/// GridRow is no view that could carry them either).
package enum GridView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Grid", json: ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
                                        summary: "Rows of cells in shared columns: GridRows, and views across every column.", [
        .init([.init("alignment", .alignment, optional: true), .init("horizontalSpacing", .length, optional: true),
               .init("verticalSpacing", .length, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        func spacing(_ key: String) throws(SceneError) -> Double? {
            guard let value = field.member(key), !value.isNull else { return nil }
            return try value.length(allowInfinity: false)
        }
        var spec = GridSpec(alignment: try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.alignment(f) } ?? .center,
                            horizontalSpacing: try spacing("horizontalSpacing"), verticalSpacing: try spacing("verticalSpacing"),
                            rows: [], columnAlignments: [])
        var cells: [ViewNode] = []
        try context.decoder.gridRows(try field.member("children")?.array() ?? [], into: &spec, cells: &cells, depth: context.depth)
        return (GridLayout(grid: spec), cells)
    }
}

/// `GridRow`: a row of its Grid, read by the Grid's decoding; anywhere else it is an error.
package enum GridRowView: ViewDefinition {
    package static let entry = Vocabulary.Entry("GridRow", json: ["alignment", "children"], summary: "One row of a Grid: each child a cell, in column order.", [
        .init([.init("alignment", .verticalAlignment, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        throw (field.member("type") ?? field).fail("a GridRow goes directly inside a Grid")
    }
}

package struct GridLayout: Layout, ViewBehavior {
    package let grid: GridSpec

    package var name: String { "Grid" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package static let defaultSpacing = 8.0

    private var columnSpacing: Double { grid.horizontalSpacing ?? Self.defaultSpacing }
    private var rowSpacing: Double { grid.verticalSpacing ?? Self.defaultSpacing }

    /// A cell's place: row, first column, columns spanned (nil: the whole row, a lone view),
    /// and the axes on which it does not size its column or row.
    private struct Cell {
        var row: Int
        var column: Int
        var span: Int?
        var unsized: Axis.Set = []
    }

    private var cells: [Cell] {
        var result: [Cell] = []
        for (rowIndex, row) in grid.rows.enumerated() {
            var column = 0
            for cell in 0..<row.cellCount {
                let unsized = grid.unsizedAxes.indices.contains(result.count) ? grid.unsizedAxes[result.count] : []
                if row.isLone {
                    result.append(Cell(row: rowIndex, column: 0, span: nil, unsized: unsized))
                } else {
                    let span = row.spans.indices.contains(cell) ? max(row.spans[cell], 1) : 1
                    result.append(Cell(row: rowIndex, column: column, span: span, unsized: unsized))
                    column += span
                }
            }
        }
        return result
    }

    private var columnCount: Int {
        grid.rows.filter { !$0.isLone }.map { $0.spans.reduce(0) { $0 + max($1, 1) } }.max() ?? 0
    }

    /// Step 1: column c's width at an offer.
    private func columnWidth(_ c: Int, offer: Double?, cells: [Cell], subviews: LayoutSubviews) -> Double {
        var widest = 0.0
        for (index, cell) in cells.enumerated()
        where cell.span == 1 && cell.column == c && !cell.unsized.contains(.horizontal) && index < subviews.count {
            widest = max(widest, subviews[index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
        }
        return widest
    }

    /// Steps 2 and 3.
    private func columnWidths(_ proposal: Double?, cells: [Cell], subviews: LayoutSubviews) -> [Double] {
        let count = columnCount
        guard count > 0 else { return [] }
        guard let proposal else {
            return widenedForSpanningCells((0..<count).map { columnWidth($0, offer: nil, cells: cells, subviews: subviews) },
                                           proposal: nil, cells: cells, subviews: subviews)
        }
        let minimum = (0..<count).map { columnWidth($0, offer: 0, cells: cells, subviews: subviews) }
        let maximum = (0..<count).map { columnWidth($0, offer: .infinity, cells: cells, subviews: subviews) }
        let order = (0..<count).sorted { a, b in
            let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
            return fa != fb ? fa < fb : a < b
        }
        var available = proposal - Double(count - 1) * columnSpacing
        var widths = Array(repeating: 0.0, count: count)
        var left = count
        for c in order {
            let offer = proposal.isInfinite ? proposal : max(available / Double(left), 0)
            widths[c] = columnWidth(c, offer: offer, cells: cells, subviews: subviews)
            available -= widths[c]
            left -= 1
        }
        return widenedForSpanningCells(widths, proposal: proposal, cells: cells, subviews: subviews)
    }

    /// Step 3: cells across several columns widen them when they answer wider.
    private func widenedForSpanningCells(_ widths: [Double], proposal: Double?, cells: [Cell], subviews: LayoutSubviews) -> [Double] {
        var widths = widths
        let count = widths.count
        let spanning = cells.indices.filter { index in
            index < subviews.count && !cells[index].unsized.contains(.horizontal) && (cells[index].span ?? count) > 1
        }.sorted { a, b in
            let sa = cells[a].span ?? Int.max, sb = cells[b].span ?? Int.max
            return sa != sb ? sa < sb : a < b
        }
        for index in spanning {
            let cell = cells[index]
            let first = cell.span == nil ? 0 : min(cell.column, count)
            let end = cell.span.map { min(cell.column + $0, count) } ?? count
            guard first < end else { continue }
            let spacing = Double(end - first - 1) * columnSpacing
            let current = widths[first..<end].reduce(0, +) + spacing
            let offer = proposal.map { proposal -> Double in
                guard proposal.isFinite else { return proposal }
                let others = widths.indices.filter { $0 < first || $0 >= end }
                return max(proposal - others.reduce(0) { $0 + widths[$1] } - Double(others.count) * columnSpacing, 0)
            }
            let wanted = subviews[index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard wanted > current, wanted.isFinite || current.isFinite else { continue }
            let extra = (wanted - current) / Double(end - first)
            for c in first..<end { widths[c] += extra }
        }
        return widths
    }

    /// The width of a cell's slot.
    private func slotWidth(_ cell: Cell, widths: [Double], total: Double) -> Double {
        guard let span = cell.span else { return total }
        let end = min(cell.column + span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + Double(end - cell.column - 1) * columnSpacing
    }

    private func totalWidth(_ widths: [Double], proposal: Double?, cells: [Cell], subviews: LayoutSubviews) -> Double {
        if !widths.isEmpty { return widths.reduce(0, +) + Double(widths.count - 1) * columnSpacing }
        var widest = 0.0
        for index in cells.indices where index < subviews.count && !cells[index].unsized.contains(.horizontal) {
            widest = max(widest, subviews[index].sizeThatFits(ProposedViewSize(width: proposal, height: nil)).width)
        }
        return widest
    }

    /// Step 5: each row's height.
    /// Each row's height, and the height each of its sized cells was offered (step 6).
    private func rowHeights(_ proposal: Double?, cells: [Cell], widths: [Double], total: Double, subviews: LayoutSubviews) -> (heights: [Double], offers: [Double]) {
        let rows = grid.rows.count
        func height(_ row: Int, _ offer: Double?) -> Double {
            let proposals = cells.indices.map { ProposedViewSize(width: slotWidth(cells[$0], widths: widths, total: total), height: offer) }
            let extent = rowExtent(row, cells: cells, proposals: proposals, subviews: subviews)
            return extent.above + extent.below
        }
        guard let proposal else {
            let heights = (0..<rows).map { height($0, nil) }
            return (heights, heights)
        }
        let minimum = (0..<rows).map { height($0, 0) }
        let maximum = (0..<rows).map { height($0, .infinity) }
        let order = (0..<rows).sorted { a, b in
            let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
            return fa != fb ? fa < fb : a < b
        }
        var available = proposal - Double(max(rows - 1, 0)) * rowSpacing
        var heights = Array(repeating: 0.0, count: rows)
        var offers = Array(repeating: 0.0, count: rows)
        var left = rows
        for r in order {
            let offer = proposal.isInfinite ? proposal : max(available / Double(left), 0)
            offers[r] = offer
            heights[r] = height(r, offer)
            available -= heights[r]
            left -= 1
        }
        return (heights, offers)
    }

    /// A row's cells aligned on its guide, as an HStack aligns its children: how far the row
    /// reaches above the guide and below it.
    private func rowExtent(_ row: Int, cells: [Cell], proposals: [ProposedViewSize], subviews: LayoutSubviews) -> (above: Double, below: Double) {
        let guide = grid.rows[row].alignment ?? grid.alignment.vertical
        var above = 0.0, below = 0.0
        for (index, cell) in cells.enumerated() where cell.row == row && !cell.unsized.contains(.vertical) && index < subviews.count {
            let dimensions = subviews[index].dimensions(in: proposals[index])
            above = max(above, dimensions[guide])
            below = max(below, dimensions.height - dimensions[guide])
        }
        return (above, below)
    }

    /// Steps 1–5 and 7: the columns, the grid's width and the rows.
    private func tracks(_ proposal: ProposedViewSize, cells: [Cell], subviews: LayoutSubviews) -> (widths: [Double], total: Double, heights: [Double], offers: [Double]) {
        var widths = columnWidths(proposal.width, cells: cells, subviews: subviews)
        var total = totalWidth(widths, proposal: proposal.width, cells: cells, subviews: subviews)
        var rows = rowHeights(proposal.height, cells: cells, widths: widths, total: total, subviews: subviews)
        // Step 7: a few rounds at most; each widens, and a wider slot seldom asks for more.
        for _ in 0..<3 {
            let widened = widenedForSlots(widths, total: total, rows: rows, cells: cells, subviews: subviews)
            guard widened.widths != widths || widened.total != total else { break }
            (widths, total) = widened
            rows = rowHeights(proposal.height, cells: cells, widths: widths, total: total, subviews: subviews)
        }
        return (widths, total, rows.heights, rows.offers)
    }

    /// Step 6: a cell's proposal — its slot's width, and the height its row offered it (the
    /// row's height for a vertically unsized cell).
    private func cellProposal(_ index: Int, cells: [Cell], widths: [Double], total: Double, heights: [Double], offers: [Double]) -> ProposedViewSize {
        let cell = cells[index]
        return ProposedViewSize(width: slotWidth(cell, widths: widths, total: total),
                                height: cell.unsized.contains(.vertical) ? heights[cell.row] : offers[cell.row])
    }

    /// Step 7: each sized cell proposed its slot (its columns × its row's height) that answers
    /// wider than the slot widens its columns by the difference (split equally, as step 3), a
    /// view outside any GridRow the grid; fewest columns first. An infinite answer widens
    /// nothing (its slot's width is the grid's own business: step 2's infinite proposal).
    private func widenedForSlots(_ widths: [Double], total: Double, rows: (heights: [Double], offers: [Double]), cells: [Cell],
                                 subviews: LayoutSubviews) -> (widths: [Double], total: Double) {
        var widths = widths
        var total = total
        let order = cells.indices.filter { $0 < subviews.count && !cells[$0].unsized.contains(.horizontal) }.sorted { a, b in
            let sa = cells[a].span ?? Int.max, sb = cells[b].span ?? Int.max
            return sa != sb ? sa < sb : a < b
        }
        for index in order {
            let cell = cells[index]
            let slot = slotWidth(cell, widths: widths, total: total)
            let height = cellProposal(index, cells: cells, widths: widths, total: total, heights: rows.heights, offers: rows.offers).height
            let answer = subviews[index].sizeThatFits(ProposedViewSize(width: slot, height: height)).width
            guard answer.isFinite, slot.isFinite, answer > slot else { continue }
            // Only where the widened slot holds it: a cell that answers more than any slot it
            // is offered (an HStack of views that do not shrink) overflows it, as in a stack.
            let again = subviews[index].sizeThatFits(ProposedViewSize(width: answer, height: height)).width
            guard again <= answer + 1e-9 else { continue }
            let first = cell.span == nil ? 0 : min(cell.column, widths.count)
            let end = cell.span.map { min(cell.column + $0, widths.count) } ?? widths.count
            if first < end {
                let extra = (answer - slot) / Double(end - first)
                for c in first..<end { widths[c] += extra }
                total = widths.reduce(0, +) + Double(widths.count - 1) * columnSpacing
            } else if widths.isEmpty {
                total = max(total, answer)
            }
        }
        return (widths, total)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let (_, total, heights, _) = tracks(proposal, cells: cells, subviews: subviews)
        return Size(width: total, height: heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * rowSpacing)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let cells = self.cells
        // The sizing proposal again, so that the rows and columns are the ones the size came from.
        let (widths, total, heights, offers) = tracks(proposal, cells: cells, subviews: subviews)
        var columnStarts: [Double] = []
        var x = 0.0
        for width in widths { columnStarts.append(x); x += width + columnSpacing }
        var rowStarts: [Double] = []
        var y = 0.0
        for height in heights { rowStarts.append(y); y += height + rowSpacing }
        // Step 6: a column's alignment comes from any of its cells.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for (index, cell) in cells.enumerated() where cell.span != nil {
            if let alignment = grid.columnAlignments.indices.contains(index) ? grid.columnAlignments[index] : nil {
                columnAlignments[cell.column] = alignment
            }
        }
        let proposals = cells.indices.map { cellProposal($0, cells: cells, widths: widths, total: total, heights: heights, offers: offers) }
        let extents = grid.rows.indices.map { rowExtent($0, cells: cells, proposals: proposals, subviews: subviews) }
        for (index, subview) in subviews.enumerated() where index < cells.count {
            let cell = cells[index]
            let proposal = proposals[index]
            let horizontal = cell.span == nil ? grid.alignment.horizontal : columnAlignments[cell.column] ?? grid.alignment.horizontal
            let dimensions = subview.dimensions(in: proposal)
            let slot = ViewDimensions(size: Size(width: proposal.width ?? 0, height: heights[cell.row]))
            // (∞ − ∞, an infinite cell in an infinite slot, is 0: `AlignedPlacement.difference`.)
            let x = AlignedPlacement.difference(slot[horizontal], dimensions[horizontal])
            // Across the row: the cell's guide on the row's guide line (step 5's alignment); a
            // vertically unsized cell, which made no part of that line, is aligned in its slot.
            let guide = grid.rows[cell.row].alignment ?? grid.alignment.vertical
            let y = AlignedPlacement.difference(cell.unsized.contains(.vertical) ? slot[guide] : extents[cell.row].above, dimensions[guide])
            let start = cell.span == nil ? 0 : (columnStarts.indices.contains(cell.column) ? columnStarts[cell.column] : 0)
            subview.place(at: Point(x: bounds.minX + start + x, y: bounds.minY + rowStarts[cell.row] + y), proposal: proposal)
        }
    }
}

/// A `Grid`: its alignment and spacing, and the rows its flattened cells form.
public struct GridSpec: Sendable {
    public struct Row: Sendable {
        /// How many of the grid's cells (its subviews, in order) this row holds.
        public var cellCount: Int
        /// `GridRow(alignment:)`.
        public var alignment: VerticalAlignment?
        /// A view outside any GridRow: one cell across every column.
        public var isLone: Bool
        /// Each cell's `gridCellColumns`, 1 when not set.
        public var spans: [Int]

        package init(cellCount: Int, alignment: VerticalAlignment? = nil, isLone: Bool, spans: [Int]) {
            self.cellCount = cellCount
            self.alignment = alignment
            self.isLone = isLone
            self.spans = spans
        }
    }
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var rows: [Row]
    /// Each cell's `gridColumnAlignment`, nil when not set (one per cell, in order).
    public var columnAlignments: [HorizontalAlignment?]
    /// Each cell's `gridCellUnsizedAxes`, empty when not set (one per cell, in order).
    public var unsizedAxes: [Axis.Set]

    package init(alignment: Alignment, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, rows: [Row],
                 columnAlignments: [HorizontalAlignment?], unsizedAxes: [Axis.Set] = []) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
        self.columnAlignments = columnAlignments
        self.unsizedAxes = unsizedAxes
    }
}

extension SceneDecoder {
    /// Columns cost time for every cell of the grid: bounded, as other scene limits are.
    package static let maxGridColumns = 1000

    /// The rows of `list`; a `Group` (as `ForEach` in Swift builds) adds its children's rows.
    fileprivate mutating func gridRows(_ list: [JSONField], into spec: inout GridSpec, cells: inout [ViewNode], depth: Depth) throws(SceneError) {
        let rowAlignments = Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) })
        for child in list {
            let type: String?
            if case .object = child.node.value, case .string(let name)? = child.member("type")?.node.value { type = name } else { type = nil }
            if type == "Group", child.member("modifiers") == nil, child.member("id") == nil {
                try child.checkKeys(["type", "children"], what: "Group")
                try gridRows(try child.member("children")?.array() ?? [], into: &spec, cells: &cells, depth: depth)
            } else if type == "GridRow" {
                try child.checkKeys(Set(["type"]).union(Vocabulary.jsonKeys("GridRow")), what: "GridRow")
                let row = try children(child, depth: Depth(views: depth.views + 1, nodes: depth.nodes + 1))
                let attributes = row.map(Self.gridAttributes)
                let columns = attributes.reduce(0) { $0 + ($1.span ?? 1) }
                guard columns <= Self.maxGridColumns else {
                    throw child.fail("a GridRow spans \(columns) columns; a Grid has at most \(Self.maxGridColumns)")
                }
                spec.rows.append(GridSpec.Row(cellCount: row.count,
                                              alignment: try child.member("alignment")?.choice(rowAlignments, what: "GridRow alignment"),
                                              isLone: false, spans: attributes.map { $0.span ?? 1 }))
                spec.columnAlignments += attributes.map(\.alignment)
                spec.unsizedAxes += attributes.map(\.unsized)
                cells += row
            } else {
                for view in try view(child, depth: depth) {
                    spec.rows.append(GridSpec.Row(cellCount: 1, alignment: nil, isLone: true, spans: [1]))
                    spec.columnAlignments.append(nil)
                    spec.unsizedAxes.append(Self.gridAttributes(view).unsized)
                    cells.append(view)
                }
            }
        }
    }

    /// A cell's `gridCellColumns`, `gridColumnAlignment` and `gridCellUnsizedAxes`, the
    /// outermost of each in its chain.
    package static func gridAttributes(_ node: ViewNode) -> (span: Int?, alignment: HorizontalAlignment?, unsized: Axis.Set) {
        var span: Int?, alignment: HorizontalAlignment?, unsized: Axis.Set?
        var current = node
        while case .modifier(let modifier) = current.kind, let content = current.children.first {
            if let columns = modifier.behavior as? GridCellColumns { span = span ?? columns.count }
            if let column = modifier.behavior as? GridColumnAlignment { alignment = alignment ?? column.alignment }
            if let axes = modifier.behavior as? GridCellUnsizedAxes { unsized = unsized ?? axes.axes }
            current = content
        }
        return (span, alignment, unsized ?? [])
    }
}
