import RenderLayout

/// Readers for the scene's value types: colours, alignments, axes, fonts, insets.
extension JSONField {
    /// A colour: a SwiftUI name, `"#RRGGBB"`, `"#RRGGBBAA"`, `"name.gradient"`,
    /// `{ "color": …, "opacity": 0.5 }`, or `{ "light": …, "dark": … }` (one per colour scheme);
    /// a material (`"ultraThinMaterial"` … `"bar"`); an environment style (`environmentStyle()`)
    /// as it is without an environment.
    package func shapeStyle() throws(SceneError) -> ResolvedShapeStyle {
        try shapeStyle(namesRead: false)
    }

    /// `namesRead`: the string was looked up in `StyleName.table` already, and is none of its
    /// names, so it is not looked up again.
    private func shapeStyle(namesRead: Bool) throws(SceneError) -> ResolvedShapeStyle {
        // A name of the one table (`StyleName`): one lookup, the precedence below.
        if !namesRead, case .string(let text) = node.value, let name = StyleName.table[text] {
            if let environment = name.environment { return environment.withoutEnvironment.opacity(1) }
            if let fixed = name.fixed { return fixed }
        }
        if case .object = node.value, let linear = member("linearGradient") {
            try checkKeys(["linearGradient"], what: "a linear gradient")
            try linear.checkKeys(["colors", "stops", "startPoint", "endPoint"], what: "linearGradient")
            return .linear(try linear.gradientStops(), start: try linear.member("startPoint")?.unitPoint() ?? UnitPoint(x: 0.5, y: 0),
                           end: try linear.member("endPoint")?.unitPoint() ?? UnitPoint(x: 0.5, y: 1))
        }
        if case .object = node.value, let radial = member("radialGradient") {
            try checkKeys(["radialGradient"], what: "a radial gradient")
            try radial.checkKeys(["colors", "stops", "center", "startRadius", "endRadius"], what: "radialGradient")
            guard let end = radial.member("endRadius") else { throw radial.fail("radialGradient needs \"endRadius\"") }
            return .radial(try radial.gradientStops(), center: try radial.member("center")?.unitPoint() ?? UnitPoint(x: 0.5, y: 0.5),
                           startRadius: try radial.member("startRadius")?.length(allowInfinity: false) ?? 0,
                           endRadius: try end.length(allowInfinity: false))
        }
        if case .environment(let style, let opacity)? = try environmentStyle() {
            // Read without its environment (`EnvironmentStyle.withoutEnvironment`).
            return style.withoutEnvironment.opacity(opacity)
        }
        if case .object = node.value, member("light") != nil || member("dark") != nil {
            // An asset catalog's colour set, `UIColor { traits in … }`: one flat colour per scheme.
            try checkKeys(["light", "dark"], what: "a color with light and dark appearances")
            guard let light = member("light"), let dark = member("dark") else {
                throw fail("a color with appearances needs both \"light\" and \"dark\"")
            }
            return .color(RGBA(light: try light.flatColor(), dark: try dark.flatColor()))
        }
        if case .object = node.value, member("shadow") != nil {
            throw fail("a style's shadow (ShapeStyle.shadow) is drawn in a shape's fill or stroke, foregroundStyle(_:) or a background, not here")
        }
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
            // `Color.accentColor.gradient`: a gradient of the accent colour read without its
            // environment (`EnvironmentStyle.withoutEnvironment`).
            let accent: RGBA? = ["tint", "accentColor"].contains(name) ? EnvironmentStyle.appAccent ?? SystemColors.blue : nil
            guard let color = accent ?? RGBA.named[name] ?? RGBA.hex(name) else { throw unknownColor(text) }
            return .gradient(color)
        }
        // The table answered for its names above (a material before a colour, as the two
        // tables were read); a string it does not hold may still be a hex colour.
        guard let color = RGBA.hex(text) else { throw unknownColor(text) }
        return .color(color)
    }

    /// A flat colour (no gradient), as either appearance of a colour.
    package func flatColor() throws(SceneError) -> RGBA {
        guard case .color(let color) = try shapeStyle() else { throw fail("expected a flat colour, not a gradient") }
        return color
    }

    /// A style where SwiftUI takes any `ShapeStyle` (`foregroundStyle`, a shape's `fill`,
    /// `stroke`, `strokeBorder`): `"primary"` … `"quaternary"` are the hierarchical styles,
    /// levels of the foreground style in effect (`ShapeStyleValue`); anything else as `shapeStyle()`.
    package func shapeStyleValue() throws(SceneError) -> ShapeStyleValue {
        if case .string(let text) = node.value, let name = StyleName.table[text] {
            if let level = name.level { return .hierarchical(level: level) }
            if let style = name.fixedOrEnvironment { return style }
        }
        return try fixedOrEnvironmentStyle(namesRead: true)
    }

    /// A style where SwiftUI takes a `Color` or a style it resolves where applied
    /// (`foregroundColor`, `backgroundStyle`, a `Color` view, `foregroundStyle`'s second and
    /// third levels): an environment style (`environmentStyle()`), else a fixed one
    /// (`shapeStyle()`) — `"secondary"` here is iOS's fixed secondary colour, not a level.
    package func fixedOrEnvironmentStyle() throws(SceneError) -> ShapeStyleValue {
        try fixedOrEnvironmentStyle(namesRead: false)
    }

    private func fixedOrEnvironmentStyle(namesRead: Bool) throws(SceneError) -> ShapeStyleValue {
        let lookedUp: Bool
        if !namesRead, case .string(let text) = node.value {
            if let style = StyleName.table[text]?.fixedOrEnvironment { return style }
            lookedUp = true
        } else {
            lookedUp = namesRead
        }
        if let style = try environmentStyle() { return style }
        return .style(try shapeStyle(namesRead: lookedUp))
    }

    /// An environment style (`EnvironmentStyle`): `"tint"` and `"accentColor"` (`.tint`,
    /// `Color.accentColor`), `"background"` (`.background`), `{"background": colour}` (the
    /// background style, else that colour), each also as `{"color": …, "opacity": x}`; nil for
    /// anything else.
    package func environmentStyle() throws(SceneError) -> ShapeStyleValue? {
        switch node.value {
        case .string("tint"), .string("accentColor"): return .environment(.tint, opacity: 1)
        case .string("background"): return .environment(.background, opacity: 1)
        case .object:
            if let fallback = member("background") {
                try checkKeys(["background"], what: "a background style")
                return .environment(.background(fallback: try fallback.shapeStyle()), opacity: 1)
            }
            guard let color = member("color"), case .environment(let style, let opacity)? = try color.environmentStyle() else { return nil }
            try checkKeys(["color", "opacity"], what: "a color")
            let factor = try member("opacity")?.number(in: 0...1) ?? 1
            return .environment(style, opacity: opacity * factor)
        default: return nil
        }
    }

    private func unknownColor(_ text: String) -> SceneError {
        fail("unknown color \"\(text)\"; expected a name (\(RGBA.named.keys.sorted().joined(separator: ", "))), \"tint\", \"accentColor\", \"background\", \"#RRGGBB\", \"#RRGGBBAA\", \"name.gradient\" or a material (\(MaterialStyle.named.keys.sorted().joined(separator: ", ")))")
    }

    /// A gradient's `colors` (evenly spaced) or `stops` (`[{color, location}]`): flat colours only.
    package func gradientStops() throws(SceneError) -> [GradientStop] {
        func flat(_ field: JSONField) throws(SceneError) -> RGBA {
            guard case .color(let color) = try field.shapeStyle() else { throw field.fail("a gradient stop is a flat colour") }
            return color
        }
        if let colors = member("colors") {
            guard member("stops") == nil else { throw fail("a gradient has \"colors\" or \"stops\", not both") }
            var result: [RGBA] = []
            for color in try colors.array() { result.append(try flat(color)) }
            guard result.count >= 1 else { throw colors.fail("a gradient needs at least one colour") }
            return GradientStop.evenly(result)
        }
        guard let stops = member("stops") else { throw fail("a gradient needs \"colors\" or \"stops\"") }
        var result: [GradientStop] = []
        for stop in try stops.array() {
            try stop.checkKeys(["color", "location"], what: "a gradient stop")
            guard let color = stop.member("color"), let location = stop.member("location") else {
                throw stop.fail("a gradient stop is {\"color\": …, \"location\": 0…1}")
            }
            result.append(GradientStop(color: try flat(color), location: try location.number(in: 0...1)))
        }
        guard result.count >= 1 else { throw stops.fail("a gradient needs at least one stop") }
        return result
    }

    /// A `UnitPoint`: a name (`top`, `bottomTrailing`, `center`…) or `{x, y}`.
    package func unitPoint() throws(SceneError) -> UnitPoint {
        if case .object = node.value {
            let point = try self.point()
            return UnitPoint(x: point.x, y: point.y)
        }
        return try choice(UnitPoint.named, what: "unit point")
    }

    package func alignment() throws(SceneError) -> Alignment {
        try choice(Alignment.named, what: "alignment")
    }

    /// `"horizontal"`, `"vertical"`, or an array of them.
    package func axes() throws(SceneError) -> Axis.Set {
        let names: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical]
        if case .array = node.value {
            var result: Axis.Set = []
            for element in try array() { result.formUnion(try element.choice(names, what: "axis")) }
            guard !result.isEmpty else { throw fail("expected at least one axis") }
            return result
        }
        return try choice(names, what: "axis")
    }

    /// `Edge.Set`: a name (`top`, `leading`, `bottom`, `trailing`, `horizontal`, `vertical`,
    /// `all`) or an array of them (`[]`: none).
    package func edgeSet() throws(SceneError) -> Set<Edge> {
        let names: [String: [Edge]] = [
            "top": [.top], "leading": [.leading], "bottom": [.bottom], "trailing": [.trailing],
            "horizontal": [.leading, .trailing], "vertical": [.top, .bottom], "all": Edge.allCases,
        ]
        if case .array = node.value {
            var result = Set<Edge>()
            for element in try array() { result.formUnion(try element.choice(names, what: "edge")) }
            return result
        }
        return Set(try choice(names, what: "edge"))
    }

    /// A text style name or `{style, size, weight, design, family}`.
    package func font() throws(SceneError) -> Font {
        let styles = FontNames.styles
        if case .string = node.value { return try choice(styles, what: "text style") }
        try checkKeys(["style", "size", "weight", "design", "family", "relativeTo"], what: "font")
        var font = try member("style")?.choice(styles, what: "text style") ?? .body
        if let size = member("size") {
            // A size of its own is fixed under Dynamic Type unless it scales relative to a style.
            font.size = try size.number(in: 1...2000)
            font.textStyle = try member("relativeTo")?.choice(styles, what: "text style").textStyle
        } else if let relative = member("relativeTo") {
            throw relative.fail("relativeTo needs a \"size\" beside it")
        }
        if let weight = member("weight") {
            font.weight = try weight.choice(FontNames.weights, what: "weight")
        }
        if let design = member("design") {
            font.design = try design.choice(FontNames.designs, what: "design")
        }
        if let field = member("family") {
            // One family name: Pango reads commas as a list, and a long list costs quadratic time.
            let family = try field.string()
            guard !family.isEmpty, family.unicodeScalars.count <= SceneLimits.maxFamilyLength else {
                throw field.fail("a font family is a name of 1…\(SceneLimits.maxFamilyLength) characters")
            }
            guard !family.unicodeScalars.contains(where: { $0 == "," || $0.properties.generalCategory == .control }) else {
                throw field.fail("a font family is one name, without commas or control characters")
            }
            font.family = family
        }
        return font
    }

    /// `padding`: a number, `true`, `{edges, length}` or `{top, leading, bottom, trailing}`.
    package func paddingInsets() throws(SceneError) -> EdgeInsets {
        switch node.value {
        case .bool(true): return EdgeInsets(all: PaddingLayout.defaultLength)
        case .number, .string: return EdgeInsets(all: try paddingLength())
        case .object:
            let members = try object()
            if JSONNode.firstIndex(in: members, where: { $0 == "edges" || $0 == "length" }) != nil {
                try checkKeys(["edges", "length"], what: "padding")
                // `padding(.horizontal, fullWidth ? nil : 24)`: SwiftUI's `length: CGFloat? = nil`, nil the default.
                let given = member("length").flatMap { $0.isNull ? nil : $0 }
                let length = try given?.paddingLength() ?? PaddingLayout.defaultLength
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
    package func paddingLength() throws(SceneError) -> Double {
        if case .string("infinity") = node.value, !node.fromParameter { throw fail("padding cannot be \"infinity\"") }
        return try number(in: -SceneLimits.maxLength...SceneLimits.maxLength)
    }

    /// `{x, y}` with finite numbers (either may be left out: 0).
    package func point() throws(SceneError) -> Point {
        try checkKeys(["x", "y"], what: "a point")
        return Point(x: try member("x")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0,
                     y: try member("y")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0)
    }
}

/// The names a scene gives text styles, weights and designs, made once rather than for every
/// `font` a scene decodes.
package enum FontNames {
    package static let styles = Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0.font) })
    package static let weights = Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, $0) })
    package static let designs = Dictionary(uniqueKeysWithValues: Font.Design.allCases.map { ($0.rawValue, $0) })
}
