/// Decodes a `Grid`: its `GridRow` children become rows of cells, flattened into the Grid's
/// children; any other child is a row of one cell across every column. A GridRow has
/// `alignment` and `children` only (decision: no id or modifiers of its own — SwiftUI's
/// GridRow is no view that could carry them either).
extension SceneDecoder {
    mutating func grid(_ field: JSONField, depth: Depth) throws(SceneError) -> (ViewKind, [ViewNode]) {
        try field.checkKeys(Set(["type", "id", "modifiers"]).union(Vocabulary.jsonKeys("Grid")), what: "Grid")
        func spacing(_ key: String) throws(SceneError) -> Double? {
            guard let value = field.member(key), !value.isNull else { return nil }
            return try value.length(allowInfinity: false)
        }
        var spec = GridSpec(alignment: try field.member("alignment")?.alignment() ?? .center,
                            horizontalSpacing: try spacing("horizontalSpacing"), verticalSpacing: try spacing("verticalSpacing"),
                            rows: [], columnAlignments: [])
        var cells: [ViewNode] = []
        try gridRows(try field.member("children")?.array() ?? [], into: &spec, cells: &cells, depth: depth)
        return (.grid(spec), cells)
    }

    /// Columns cost time for every cell of the grid: bounded, as other scene limits are.
    static let maxGridColumns = 1000

    /// The rows of `list`; a `Group` (as `ForEach` in Swift builds) adds its children's rows.
    private mutating func gridRows(_ list: [JSONField], into spec: inout GridSpec, cells: inout [ViewNode], depth: Depth) throws(SceneError) {
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
                cells += row
            } else {
                for view in try view(child, depth: depth) {
                    spec.rows.append(GridSpec.Row(cellCount: 1, alignment: nil, isLone: true, spans: [1]))
                    spec.columnAlignments.append(nil)
                    cells.append(view)
                }
            }
        }
    }

    /// A cell's `gridCellColumns` and `gridColumnAlignment`, the outermost of each in its chain.
    static func gridAttributes(_ node: ViewNode) -> (span: Int?, alignment: HorizontalAlignment?) {
        var span: Int?, alignment: HorizontalAlignment?
        var current = node
        while case .modifier(let modifier) = current.kind, let content = current.children.first {
            if case .defined(let defined) = modifier {
                if let columns = defined.behavior as? GridCellColumns { span = span ?? columns.count }
                if let column = defined.behavior as? GridColumnAlignment { alignment = alignment ?? column.alignment }
            }
            current = content
        }
        return (span, alignment)
    }
}
