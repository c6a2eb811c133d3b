/// Decodes `LazyHStack`, `LazyVStack`, `LazyVGrid` and `LazyHGrid` (docs/scene-format.md,
/// "Views").
/// A grid's `columns` (or `rows`) is an array of items, each with one size —
/// `{"fixed": 60}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}`,
/// `{"adaptive": {"minimum": 80}}` — and optionally `spacing` and `alignment`.
extension SceneDecoder {
    mutating func lazyContainer(_ type: String, _ field: JSONField, depth: Depth) throws(SceneError) -> (ViewKind, [ViewNode]) {
        try field.checkKeys(Set(["type", "id", "modifiers"]).union(Vocabulary.jsonKeys(type)), what: type)
        let spacing = try field.member("spacing").flatMap { (f: JSONField) throws(SceneError) -> Double? in
            f.isNull ? nil : try f.length(allowInfinity: false)
        }
        let kind: ViewKind
        switch type {
        case "LazyHStack":
            kind = .lazyHStack(alignment: try field.member("alignment").map { (f: JSONField) throws(SceneError) in try verticalGuide(f, what: "LazyHStack alignment") } ?? .center,
                               spacing: spacing)
        case "LazyVStack":
            kind = .lazyVStack(alignment: try field.member("alignment").map { (f: JSONField) throws(SceneError) in try horizontalGuide(f, what: "LazyVStack alignment") } ?? .center,
                               spacing: spacing)
        default:
            let vertical = type == "LazyVGrid"
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
            kind = .lazyGrid(LazyGrid(axis: vertical ? .vertical : .horizontal, items: items, alignment: alignment, spacing: spacing))
        }
        return (kind, try children(field, depth: depth))
    }

    /// One `GridItem`.
    private func gridItem(_ field: JSONField) throws(SceneError) -> LazyGrid.Item {
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
        return LazyGrid.Item(size, spacing: try itemSpacing(field), alignment: try field.member("alignment")?.alignment())
    }

    private func itemSpacing(_ field: JSONField) throws(SceneError) -> Double? {
        guard let spacing = field.member("spacing"), !spacing.isNull else { return nil }
        return try spacing.length(allowInfinity: false)
    }
}
