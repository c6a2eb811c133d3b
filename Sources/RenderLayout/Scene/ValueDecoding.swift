/// Readers for the scene's value types: colours, alignments, axes, fonts, insets.
extension JSONField {
    /// A colour: a SwiftUI name, `"#RRGGBB"`, `"#RRGGBBAA"`, `"name.gradient"`,
    /// or `{ "color": …, "opacity": 0.5 }`.
    func shapeStyle() throws(SceneError) -> ShapeStyle {
        if case .object = node.value {
            try checkKeys(["color", "opacity"], what: "a color")
            guard let base = member("color") else { throw fail("a color object needs \"color\"") }
            let style = try base.shapeStyle()
            guard let opacity = member("opacity") else { return style }
            return style.opacity(try opacity.number(in: 0...1))
        }
        let text = try string()
        if text.hasSuffix(".gradient") {
            let name = String(text.dropLast(".gradient".count))
            guard let color = RGBA.named[name] ?? RGBA.hex(name) else { throw unknownColor(text) }
            return .gradient(color)
        }
        guard let color = RGBA.named[text] ?? RGBA.hex(text) else { throw unknownColor(text) }
        return .color(color)
    }

    private func unknownColor(_ text: String) -> SceneError {
        fail("unknown color \"\(text)\"; expected a name (\(RGBA.named.keys.sorted().joined(separator: ", "))), \"#RRGGBB\", \"#RRGGBBAA\" or \"name.gradient\"")
    }

    func alignment() throws(SceneError) -> Alignment {
        try choice(Alignment.named, what: "alignment")
    }

    /// `"horizontal"`, `"vertical"`, or an array of them.
    func axes() throws(SceneError) -> Axis.Set {
        let names: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical]
        if case .array = node.value {
            var result: Axis.Set = []
            for element in try array() { result.formUnion(try element.choice(names, what: "axis")) }
            guard !result.isEmpty else { throw fail("expected at least one axis") }
            return result
        }
        return try choice(names, what: "axis")
    }

    /// A text style name or `{style, size, weight, design, family}`.
    func font() throws(SceneError) -> Font {
        let styles = Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0.font) })
        if case .string = node.value { return try choice(styles, what: "text style") }
        try checkKeys(["style", "size", "weight", "design", "family"], what: "font")
        var font = try member("style")?.choice(styles, what: "text style") ?? .body
        if let size = member("size") { font.size = try size.number(in: 1...2000) }
        if let weight = member("weight") {
            font.weight = try weight.choice(Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, $0) }), what: "weight")
        }
        if let design = member("design") {
            font.design = try design.choice(Dictionary(uniqueKeysWithValues: Font.Design.allCases.map { ($0.rawValue, $0) }), what: "design")
        }
        if let family = member("family") { font.family = try family.string() }
        return font
    }

    /// `padding`: a number, `true`, `{edges, length}` or `{top, leading, bottom, trailing}`.
    func paddingInsets() throws(SceneError) -> EdgeInsets {
        switch node.value {
        case .bool(true): return EdgeInsets(all: PaddingLayout.defaultLength)
        case .number, .string: return EdgeInsets(all: try paddingLength())
        case .object:
            let members = try object()
            if members.contains(where: { $0.key == "edges" || $0.key == "length" }) {
                try checkKeys(["edges", "length"], what: "padding")
                let length = try member("length")?.paddingLength() ?? PaddingLayout.defaultLength
                var insets = EdgeInsets()
                let edges: [String: [Edge]] = [
                    "top": [.top], "leading": [.leading], "bottom": [.bottom], "trailing": [.trailing],
                    "horizontal": [.leading, .trailing], "vertical": [.top, .bottom], "all": Edge.allCases,
                ]
                let names = try member("edges")?.array() ?? []
                for name in names {
                    for edge in try name.choice(edges, what: "edge") {
                        switch edge {
                        case .top: insets.top = length
                        case .leading: insets.leading = length
                        case .bottom: insets.bottom = length
                        case .trailing: insets.trailing = length
                        }
                    }
                }
                if member("edges") == nil { insets = EdgeInsets(all: length) }
                return insets
            }
            try checkKeys(["top", "leading", "bottom", "trailing"], what: "padding")
            return EdgeInsets(top: try member("top")?.paddingLength() ?? 0,
                              leading: try member("leading")?.paddingLength() ?? 0,
                              bottom: try member("bottom")?.paddingLength() ?? 0,
                              trailing: try member("trailing")?.paddingLength() ?? 0)
        default:
            throw fail("expected a number, true, {edges, length} or {top, leading, bottom, trailing}; found \(node.typeDescription)")
        }
    }

    /// A padding length: any finite number, negative too (`padding(.bottom, -130)` pulls the
    /// next view up, as in Apple's Landmarks tutorial).
    func paddingLength() throws(SceneError) -> Double {
        if case .string("infinity") = node.value, !node.fromParameter { throw fail("padding cannot be \"infinity\"") }
        return try number(in: -SceneLimits.maxLength...SceneLimits.maxLength)
    }

    /// `{x, y}` with finite numbers (either may be left out: 0).
    func point() throws(SceneError) -> Point {
        try checkKeys(["x", "y"], what: "a point")
        return Point(x: try member("x")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0,
                     y: try member("y")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0)
    }
}
