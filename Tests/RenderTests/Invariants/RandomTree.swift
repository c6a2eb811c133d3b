import Foundation
@testable import RenderLayout
@testable import RenderScene

/// A view tree drawn at random from the vocabulary table, written out as both a JSON scene and
/// SwiftUI source (`RandomTreeText`), for the layout-invariant suite (`LayoutInvariantTests`).
///
/// A node is one entry of the table (`Vocabulary.views`) with one of its overloads and an
/// argument per parameter (nil where an optional one is left out); its modifiers likewise.
/// Nothing here names a view's layout: the generator walks the table, so a view or modifier
/// added to it is generated as soon as it is registered.
struct RandomView {
    var name: String
    var overload: Int
    var arguments: [RandomArgument?]
    var modifiers: [RandomModifier] = []

    var entry: Vocabulary.Entry { Vocabulary.view(name)! }

    /// The number of views and modifiers in the tree.
    var size: Int {
        1 + modifiers.reduce(0) { $0 + 1 + $1.arguments.reduce(0) { $0 + ($1?.size ?? 0) } }
            + arguments.reduce(0) { $0 + ($1?.size ?? 0) }
    }
}

struct RandomModifier {
    var name: String
    var overload: Int
    var arguments: [RandomArgument?]
    var entry: Vocabulary.Entry { Vocabulary.modifier(name)! }
}

/// One argument: a value written both ways, or views.
enum RandomArgument {
    /// `swift` is the expression; `json` the value the table's JSON holds (nil: the kind is not
    /// in the JSON, as an `action:` closure).
    case value(swift: String, json: JSONNode.Value?)
    /// A `@ViewBuilder` closure's views (`.content`).
    case content([RandomView])
    /// One view given as a value or a one-view closure (`.view`, `.shape`).
    case view(RandomView)

    var size: Int {
        switch self {
        case .value: return 0
        case .content(let views): return views.reduce(0) { $0 + $1.size }
        case .view(let view): return view.size
        }
    }
}

/// SplitMix64: the same numbers from the same seed on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Draws random trees from the table.
struct RandomTreeGenerator {
    var rng: SeededGenerator
    /// Views deeper than this get no children.
    var maxDepth = 4
    /// The tree stops growing past this many views and modifiers.
    var budget = 24
    /// Only these views and modifiers, when set (the Swift API's twin covers a part of the table).
    var onlyViews: Set<String>?
    var onlyModifiers: Set<String>?
    /// Inside a ForEach: ids would repeat, which a scene refuses.
    var insideForEach = 0
    /// Ids given so far, each once.
    var nextIdentifier = 0

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    // MARK: - What is generated, from the table

    /// Views drawn as roots and children: every entry of the table but those that only mean
    /// something inside another view (they are drawn there: `RandomTreeGenerator.childViews`).
    /// The views drawn: those with an overload left to draw (ForEach is drawn by `forEach()`).
    static var viewNames: [String] {
        Vocabulary.views.filter { entry in
            entry.name == "ForEach" || entry.overloads.indices.contains { skippedOverloads["\(entry.name)#\($0)"] == nil }
        }.map(\.name).filter { !onlyInside.keys.contains($0) }
    }
    /// Views that only mean something inside one of some containers, with those containers.
    static let onlyInside: [String: Set<String>] = ["GridRow": ["Grid"], "Section": ["List", "Form"]]
    /// Modifiers drawn on any view: every JSON-spelled entry of the table. `fill`, `stroke`,
    /// `strokeBorder`, `trim` are drawn first on shapes and `renderingMode`, `resizable` first on images
    /// (properties of the view in JSON, so SwiftUI's order there is theirs).
    static var modifierNames: [String] {
        Vocabulary.modifiers.map(\.name).filter { !propertyModifiers.contains($0) }
    }
    static var propertyModifiers: Set<String> { ModifierEntries.shapeProperties.union(ModifierEntries.imageProperties) }
    static let shapeNames: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape"]
    /// Modifiers whose arguments only some views' children may hold, with those views
    /// (SwiftUI reads them there and nowhere else).
    static let modifierOnlyInside: [String: Set<String>] = [
        "gridCellColumns": ["GridRow", "Grid"], "gridColumnAlignment": ["GridRow", "Grid"], "gridCellUnsizedAxes": ["GridRow", "Grid"],
        "gridCellAnchor": ["GridRow", "Grid"],
    ]
    /// Overloads left out, with the reason; everything else of the table is drawn.
    static let skippedOverloads: [String: String] = [
        // A file next to the scene: the suite has none (a missing file is a located error).
        "Image#1": "reads an image file",
        // `ForEach` is drawn by `forEach()`: its data and `id:` are not values of the table.
        "ForEach#0": "drawn by forEach()", "ForEach#1": "drawn by forEach()",
        // Its outline is a closure of `Path` calls (JSON `elements`), which the table does not describe.
        "Path#0": "its elements are a closure the table does not describe",
        // Its drawing is a closure of `GraphicsContext` calls (JSON `commands`); SwiftCanvasTests draws it.
        "Canvas#0": "its drawing is a closure the table does not describe",
        // A Slider's value labels: Swift takes both or neither, and a random label may build no
        // view (then the JSON has one and the Swift call cannot); SwiftSampleArgumentsTests draws them.
        "Slider#1": "value labels, both or neither in Swift", "Slider#2": "value labels, both or neither in Swift",
        // A custom Layout struct exists only in a Swift file.
        // Swift Charts: a Chart's marks mean something only in a Chart, and plot values the
        // table's kinds do not draw at random (one kind per axis); ChartTests draws them.
        "foregroundStyle#3": "a chart mark's foregroundStyle(by:)",
        "chartXScale#1": "a chart's automatic domain, not a plotted value", "chartYScale#1": "a chart's automatic domain, not a plotted value",
        "chartLegend#1": "a legend's position is automatic, top or bottom, not any case; ChartModifierTests draws it",
    ].merging(ChartMarkViews.definitions.flatMap { definition in
        definition.entry.overloads.indices.map { ("\(definition.entry.name)#\($0)", "Swift Charts, drawn by ChartTests") }
    }, uniquingKeysWith: { a, _ in a })
    /// Modifiers left out, with the reason.
    static let skippedModifiers: [String: String] = [
        // Sets the environment value its key names; drawn as the `layoutDirection` and
        // `dynamicTypeSize` modifiers' keys by `environment()`.
        "environment": "drawn by environmentModifier()",
        // A chart mark's annotation: an error on any other view; ChartRectangleTests draws it.
        "annotation": "only on a mark in a Chart",
        // A chart line's stroke and a mark's symbol: errors on any other view; ChartModifierTests draws them.
        "lineStyle": "only on a mark in a Chart", "symbol": "only on a mark in a Chart",
    ]

    // MARK: - Trees

    mutating func tree() -> RandomView {
        var budget = self.budget
        // The root is one view: a Group or ForEach there would be several.
        return view(depth: 0, budget: &budget, parent: "root")
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    mutating func view(depth: Int, budget: inout Int, parent: String?) -> RandomView {
        var names = Self.viewNames
        // Where one view is expected (the root, a label, an overlay, a scroll view's content),
        // Group and ForEach would make several. (A ForEach among a Picker's options tags its
        // views with their ids in both front ends: docs/scene-format.md, "Pickers and their tags".)
        if parent == "root" || parent == "oneView" || parent == "ScrollView" { names.removeAll { $0 == "Group" || $0 == "ForEach" } }
        if insideForEach > 0 { names.removeAll { $0 == "ForEach" } }
        if let onlyViews { names.removeAll { !onlyViews.contains($0) } }
        if let parent {
            names += Self.onlyInside.filter { $0.value.contains(parent) }.map(\.key)
        }
        // Leaves once the tree is deep or large enough.
        if depth >= maxDepth || budget <= 0 {
            names = names.filter { name in
                Vocabulary.view(name)!.overloads.contains { !$0.parameters.contains { !$0.optional && [.content, .view].contains($0.kind) } }
            }
        }
        let name = pick(names)
        return view(named: name, depth: depth, budget: &budget, parent: parent)
    }

    mutating func view(named name: String, depth: Int, budget: inout Int, parent: String?) -> RandomView {
        budget -= 1
        if name == "ForEach" { return forEach(depth: depth, budget: &budget) }
        let entry = Vocabulary.view(name)!
        let overloads = entry.overloads.indices.filter { index in
            Self.skippedOverloads["\(name)#\(index)"] == nil
                && (depth < maxDepth && budget > 0 || !entry.overloads[index].parameters.contains { !$0.optional && [.content, .view].contains($0.kind) })
        }
        let index = overloads.isEmpty ? 0 : pick(overloads)
        let overload = entry.overloads[index]
        var arguments: [RandomArgument?] = []
        for parameter in overload.parameters {
            if parameter.optional && chance(0.5) { arguments.append(nil); continue }
            arguments.append(argument(parameter, of: name, depth: depth, budget: &budget))
        }
        var result = RandomView(name: name, overload: index, arguments: arguments)
        result.modifiers = modifiers(for: result, depth: depth, budget: &budget, parent: parent)
        return result
    }

    /// `ForEach(0..<n, id: \.self) { _ in … }`: JSON's `range` and `content`.
    mutating func forEach(depth: Int, budget: inout Int) -> RandomView {
        let count = Int.random(in: 0...3, using: &rng)
        insideForEach += 1
        let child = view(depth: depth + 1, budget: &budget, parent: "oneView")
        insideForEach -= 1
        return RandomView(name: "ForEach", overload: 1, arguments: [
            .value(swift: "0..<\(count)", json: .array([node(.number(0)), node(.number(Double(count)))])),
            .value(swift: "\\.self", json: nil),
            .view(child),
        ])
    }

    mutating func modifiers(for view: RandomView, depth: Int, budget: inout Int, parent: String?) -> [RandomModifier] {
        var result: [RandomModifier] = []
        // Properties first, as JSON holds them on the view.
        if Self.shapeNames.contains(view.name), onlyModifiers == nil {
            for name in ["fill", "stroke", "strokeBorder", "trim"] where chance(0.15) {
                if name == "fill" && result.contains(where: { $0.name == "stroke" || $0.name == "strokeBorder" }) { continue }
                if name == "strokeBorder" && result.contains(where: { $0.name == "stroke" }) { continue }
                if name == "stroke" && result.contains(where: { $0.name == "fill" }) { continue }
                result.append(modifier(named: name, depth: depth, budget: &budget))
            }
        }
        if view.name == "Image", onlyModifiers == nil, chance(0.5) {
            // `renderingMode` with it, its mode from the depth: no draw of its own, so the trees
            // the seeds drew before it was in the table stay the same.
            let mode = depth % 2 == 0 ? "template" : "original"
            result.append(RandomModifier(name: "renderingMode", overload: 0, arguments: [.value(swift: ".\(mode)", json: .string(mode))]))
            result.append(modifier(named: "resizable", depth: depth, budget: &budget))
        }
        // A GridRow has no modifiers of its own (the Grid's decoding, a documented decision).
        let count = view.name == "GridRow" || chance(0.4) ? 0 : Int.random(in: 1...3, using: &rng)
        for _ in 0..<count where budget > 0 {
            budget -= 1
            var names = Self.modifierNames.filter { name in
                Self.skippedModifiers[name] == nil
                    // An id in a ForEach's content is one id for every item: a scene's ids are unique,
                    // so its JSON says `{i}` (a Group's or Section's id names its views `x`, `x@2`…).
                    && !(insideForEach > 0 && (name == "id" || name == "accessibilityIdentifier"))
                    && (Self.modifierOnlyInside[name].map { parent.map($0.contains) ?? false } ?? true)
            }
            // A modifier whose argument is a view only while the tree may grow.
            if depth >= maxDepth || budget <= 0 {
                names = names.filter { !Vocabulary.modifier($0)!.overloads.allSatisfy { $0.parameters.contains { !$0.optional && [.content, .view, .shape].contains($0.kind) } } }
            }
            if let onlyModifiers { names.removeAll { !onlyModifiers.contains($0) } }
            if names.isEmpty { break }
            if onlyModifiers == nil, chance(0.05) { result.append(environmentModifier()); continue }
            // The modifiers the invariants are about, more often than the rest.
            if chance(0.35), names.contains(where: Self.favoured.contains) { names = names.filter(Self.favoured.contains) }
            result.append(modifier(named: pick(names), depth: depth, budget: &budget))
        }
        return result
    }

    static let favoured: Set<String> = ["frame", "padding", "fixedSize", "offset", "position", "foregroundStyle", "foregroundColor",
                                        "tint", "font", "layoutPriority", "aspectRatio", "background", "overlay", "lineLimit"]

    mutating func modifier(named name: String, depth: Int, budget: inout Int) -> RandomModifier {
        let entry = Vocabulary.modifier(name)!
        var overloads = entry.overloads.indices.filter { Self.skippedOverloads["\(name)#\($0)"] == nil }
        if depth >= maxDepth || budget <= 0 {
            let leafOnly = overloads.filter { !entry.overloads[$0].parameters.contains { !$0.optional && [.content, .view, .shape].contains($0.kind) } }
            if !leafOnly.isEmpty { overloads = leafOnly }
        }
        let index = pick(overloads)
        var arguments: [RandomArgument?] = []
        for parameter in entry.overloads[index].parameters {
            if parameter.optional && chance(0.5) { arguments.append(nil); continue }
            arguments.append(argument(parameter, of: name, depth: depth, budget: &budget))
        }
        return RandomModifier(name: name, overload: index, arguments: arguments)
    }

    /// `.environment(\.layoutDirection, .rightToLeft)` or `\.dynamicTypeSize`: key and value agree.
    mutating func environmentModifier() -> RandomModifier {
        let (key, value) = pick([("layoutDirection", "rightToLeft"), ("layoutDirection", "leftToRight"),
                                 ("dynamicTypeSize", "xxLarge"), ("dynamicTypeSize", "xSmall")])
        return RandomModifier(name: "environment", overload: 0, arguments: [
            .value(swift: "\\.\(key)", json: .string(key)), .value(swift: ".\(value)", json: .string(value)),
        ])
    }

    // MARK: - Arguments by kind

    func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: SourceLocation(line: 1, column: 1)) }

    /// Values of a parameter, by the entry and label where the kind alone does not say what
    /// makes sense (a symbol's name, a length that may be negative).
    mutating func argument(_ parameter: Vocabulary.Parameter, of name: String, depth: Int, budget: inout Int) -> RandomArgument {
        let key = "\(name).\(parameter.label)"
        switch key {
        case "Image.systemName", "Label.systemImage":
            let symbol = pick(["star.fill", "heart", "gear", "person.crop.circle", "chevron.right"])
            return .value(swift: "\"\(symbol)\"", json: .string(symbol))
        case "padding._", "offset.x", "offset.y", "padding.insets", "position.x", "position.y":
            if parameter.kind == .insets {
                let values = (0..<4).map { _ in pick([-6.0, 0, 3, 10]) }
                return insets(values)
            }
            if parameter.kind == .length || parameter.kind == .number {
                let number = pick([-12.0, -4, 0, 4, 8, 16, 30, 100])
                return .value(swift: Self.swiftNumber(number), json: .number(number))
            }
        case "accessibilityIdentifier._":
            // An id: unique in a scene.
            return argument(.identifier, label: parameter.label, of: name, depth: depth, budget: &budget)
        case "navigationTitle._", "navigationBarTitle._", "navigationBarTitle.title":
            // A navigation title is a string or one Text (the decoder's rule).
            if parameter.kind == .view {
                return .view(RandomView(name: "Text", overload: 0, arguments: [.value(swift: "\"Inbox\"", json: .string("Inbox"))]))
            }
        case "TextField.prompt", "SecureField.prompt":
            // A prompt is a Text (SwiftUI's type), its string the placeholder.
            return .view(RandomView(name: "Text", overload: 0, arguments: [.value(swift: "\"Prompt\"", json: .string("Prompt"))]))
        case "TextField.axis":
            return symbol(["horizontal", "vertical"])
        case "AsyncImage.scale":
            return number([1, 2, 2.5])
        case "Slider.step", "Stepper.step":
            return number([0.1, 0.25, 1])
        case "opacity._", "minimumScaleFactor._":
            return number([0.5, 1])
        case "aspectRatio._":
            return number([0.5, 1, 1.5, 2])
        case "Slider.value", "ProgressView.value", "Stepper.value":
            let number = pick([0.0, 0.25, 0.5, 1])
            return .value(swift: name == "ProgressView" ? Self.swiftNumber(number) : ".constant(\(Self.swiftNumber(number)))", json: .number(number))
        case "Toggle.isOn", "DisclosureGroup.isExpanded":
            let flag = chance(0.5)
            return .value(swift: ".constant(\(flag))", json: .bool(flag))
        case "TextField.text", "SecureField.text":
            let text = pick(["", "typed"])
            return .value(swift: ".constant(\"\(text)\")", json: .string(text))
        case "Picker.selection":
            let tag = pick([0, 1])
            return .value(swift: ".constant(\(tag))", json: .number(Double(tag)))
        case "tag._":
            let tag = pick([0, 1, 2])
            return .value(swift: "\(tag)", json: .number(Double(tag)))
        case "Tab.role":
            // iOS 18's only TabRole.
            return .value(swift: ".search", json: .string("search"))
        case "Button.role":
            let role = pick(["destructive", "cancel"])
            return .value(swift: ".\(role)", json: .string(role))
        case "safeAreaInset.edge":
            // The alignment parameter that follows is the edge's cross axis; keep to vertical edges
            // with horizontal alignments, the common spelling.
            let edge = pick(["top", "bottom"])
            return .value(swift: ".\(edge)", json: .string(edge))
        case "safeAreaInset.alignment":
            let alignment = pick(["leading", "center", "trailing"])
            return .value(swift: ".\(alignment)", json: .string(alignment))
        default: break
        }
        return argument(parameter.kind, label: parameter.label, of: name, depth: depth, budget: &budget)
    }

    func insets(_ values: [Double]) -> RandomArgument {
        let edges = ["top", "leading", "bottom", "trailing"]
        return .value(swift: "EdgeInsets(" + zip(edges, values).map { "\($0): \(Self.swiftNumber($1))" }.joined(separator: ", ") + ")",
                      json: .object(zip(edges, values).map { ($0, node(.number($1))) }))
    }

    static func swiftNumber(_ value: Double) -> String {
        if value == .infinity { return ".infinity" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    mutating func number(_ values: [Double]) -> RandomArgument {
        let value = pick(values)
        return .value(swift: Self.swiftNumber(value), json: value.isFinite ? .number(value) : .string("infinity"))
    }

    mutating func symbol(_ names: [String]) -> RandomArgument {
        let name = pick(names)
        return .value(swift: ".\(name)", json: .string(name))
    }

    /// A value of every kind of the table; a kind added to it fails to compile here.
    mutating func argument(_ kind: Vocabulary.Kind, label: String, of name: String, depth: Int, budget: inout Int) -> RandomArgument {
        switch kind {
        case .number: return number([0, 0.25, 0.5, 1, 1.5, 2])
        case .length: return number([0, 1, 4, 10, 20, 44, 100, 250])
        case .lengthOrInfinity:
            if chance(0.1) { return .value(swift: "nil", json: .null) }
            return number([0, 1, 10, 44, 100, 250, .infinity, .infinity])
        case .integer: return number([1, 2, 3])
        case .bool:
            let flag = chance(0.5)
            return .value(swift: "\(flag)", json: .bool(flag))
        case .string:
            let text = pick(["Title", "A", "Hello, world", "Wide label text here"])
            return .value(swift: "\"\(text)\"", json: .string(text))
        case .localizedString:
            let text = pick(["Hi", "Hello, world", "A longer line of text that wraps", "x", "Settings"])
            return .value(swift: "\"\(text)\"", json: .string(text))
        case .color: return symbol(["red", "blue", "green", "orange", "secondary", "primary", "purple", "accentColor"])
        case .font:
            if chance(0.2) {
                let size = pick([9.0, 17, 30])
                return .value(swift: ".system(size: \(Self.swiftNumber(size)))", json: .object([("size", node(.number(size)))]))
            }
            let style = pick(["largeTitle", "title", "headline", "body", "caption", "footnote"])
            return .value(swift: ".\(style)", json: .object([("style", node(.string(style)))]))
        case .fontWeight: return symbol(["bold", "light", "heavy", "regular"])
        case .alignment: return symbol(["center", "leading", "trailing", "top", "bottom", "topLeading", "bottomTrailing"])
        case .horizontalAlignment: return symbol(["leading", "center", "trailing"])
        case .verticalAlignment: return symbol(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"])
        case .alignmentGuideKey: return symbol(["leading", "trailing", "top", "bottom"])
        case .textAlignment: return symbol(["leading", "center", "trailing"])
        case .truncationMode: return symbol(["head", "middle", "tail"])
        case .edges:
            // A row's or section's separators have only vertical edges (`VerticalEdge.Set`).
            if name.hasPrefix("listRowSeparator") || name == "listSectionSeparator" {
                let edge = pick(["all", "top", "bottom"])
                return .value(swift: ".\(edge)", json: .array([node(.string(edge))]))
            }
            if chance(0.3) {
                return .value(swift: "[.top, .leading]", json: .array([node(.string("top")), node(.string("leading"))]))
            }
            let edge = pick(["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"])
            return .value(swift: ".\(edge)", json: .array([node(.string(edge))]))
        case .axes:
            if chance(0.3) {
                return .value(swift: "[.horizontal, .vertical]", json: .array([node(.string("horizontal")), node(.string("vertical"))]))
            }
            return symbol(["horizontal", "vertical"])
        case .insets: return insets((0..<4).map { _ in pick([0.0, 3, 10]) })
        case .range: return .value(swift: "0...1", json: .array([node(.number(0)), node(.number(1))]))
        case .view, .shape:
            if kind == .shape {
                let shape = pick(["Capsule", "Circle", "Rectangle", "Ellipse", "ContainerRelativeShape"])
                return .view(RandomView(name: shape, overload: 0, arguments: []))
            }
            // A navigation title given as a view is a Text (SwiftUI's signature takes a Text).
            if name == "navigationTitle" || name == "navigationBarTitle" {
                return .view(RandomView(name: "Text", overload: 0, arguments: [.value(swift: "\"Title\"", json: .string("Title"))]))
            }
            return .view(view(depth: depth + 1, budget: &budget, parent: "oneView"))
        case .content:
            // A ScrollView's content is one view (the JSON format's rule; SwiftUI stacks several).
            let count = name == "ScrollView" ? 1 : Int.random(in: 0...3, using: &rng)
            var children: [RandomView] = []
            for _ in 0..<count where budget > 0 || name == "ScrollView" { children.append(view(depth: depth + 1, budget: &budget, parent: name)) }
            return .content(children)
        case .guideClosure:
            let (swift, json) = pick([("{ d in d.width / 2 }", "width / 2"), ("{ d in d.height }", "height"), ("{ _ in 10 }", "10")])
            return .value(swift: swift, json: .string(json))
        case .buttonStyle: return symbol(["automatic", "plain", "borderless", "bordered", "borderedProminent"])
        case .formatStyle: return symbol(["number", "percent"])
        case .labelStyle: return symbol(["automatic", "titleOnly", "iconOnly", "titleAndIcon"])
        case .listStyle: return symbol(["automatic", "plain", "insetGrouped", "grouped", "inset", "sidebar"])
        case .gridItems:
            let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                pick([("GridItem(.flexible())", JSONNode.Value.object([("flexible", node(.object([])))])),
                      ("GridItem(.fixed(50))", .object([("fixed", node(.number(50)))])),
                      ("GridItem(.adaptive(minimum: 40))", .object([("adaptive", node(.object([("minimum", node(.number(40)))])))]))])
            }
            return .value(swift: "[" + items.map(\.0).joined(separator: ", ") + "]", json: .array(items.map { node($0.1) }))
        case .size:
            return .value(swift: "CGSize(width: 3, height: 2)", json: .number(1.5))
        case .cornerStyle: return symbol(["circular", "continuous"])
        case .caseName:
            // The names each entry knows (its decoder refuses others).
            if name == "tabViewStyle" { return symbol(["automatic", "page"]) }
            if name == "controlSize" { return symbol(["mini", "small", "regular", "large", "extraLarge"]) }
            if name == "datePickerStyle" { return symbol(DatePickerStyleModifier.styles) }
            if name == "gaugeStyle" { return symbol(GaugeStyleModifier.styles) }
            if name == "symbolRenderingMode" { return symbol(["monochrome", "hierarchical", "palette", "multicolor"]) }
            if name == "scenePadding" { return symbol(["minimum", "navigationBar"]) }
            if name == "contentMargins" { return symbol(ContentMargins.placements) }
            if name == "tabPlacement" { return symbol(["automatic", "pinned", "sidebarOnly"]) }
            // The one reason drawn (the others are left out with a warning).
            if name == "redacted" { return symbol(["placeholder"]) }
            // Each parameter's own cases: the bars `for:` names, a title display mode, a placement.
            if name == "toolbar" || name == "toolbarBackground" || name == "toolbarVisibility" { return symbol(["navigationBar", "bottomBar", "tabBar"]) }
            if name.hasSuffix("TitleDisplayMode") || name == "navigationBarTitle" { return symbol(["automatic", "inline", "large"]) }
            return symbol(["automatic", "principal", "topBarLeading", "topBarTrailing", "bottomBar"])
        case .visibility: return symbol(["automatic", "visible", "hidden"])
        case .url:
            let text = pick(["https://example.com", "https://apple.com/swift"])
            return .value(swift: "URL(string: \"\(text)\")!", json: .string(text))
        case .date:
            // 2026-02-10 09:41 UTC, forty days after the interpreter's fixed now: a Swift file
            // always has a today (`--now`), a JSON scene and the Swift API none unless given, so
            // a wheel DatePicker whose rows hold today reads "Today" from Swift only (seed
            // 1795750329 case 21762) — a difference of the front ends' defaults, not of layout.
            return .value(swift: "Date(timeIntervalSinceReferenceDate: 792409260)", json: .string("2026-02-10T09:41:00Z"))
        case .datePickerComponents:
            let names = pick([["date"], ["hourAndMinute"], ["date", "hourAndMinute"]])
            return .value(swift: "[" + names.map { "." + $0 }.joined(separator: ", ") + "]", json: .array(names.map { node(.string($0)) }))
        case .symbolVariants: return symbol(["fill", "circle", "slash", "none"])
        case .glass:
            if chance(0.4) {
                return .value(swift: ".regular.tint(.blue).interactive()",
                              json: .object([("variant", node(.string("regular"))), ("tint", node(.string("blue"))), ("interactive", node(.bool(true)))]))
            }
            return symbol(["regular", "clear", "identity"])
        case .indexViewStyle:
            if chance(0.5) { return .value(swift: ".page(backgroundDisplayMode: .always)", json: .object([("page", node(.string("always")))])) }
            return symbol(["page"])
        case .buttonBorderShape:
            if chance(0.3) { return .value(swift: ".roundedRectangle(radius: 4)", json: .object([("roundedRectangle", node(.number(4)))])) }
            return symbol(["automatic", "capsule", "circle", "roundedRectangle"])
        case .textCase:
            if chance(0.2) { return .value(swift: "nil", json: .null) }
            return symbol(["uppercase", "lowercase"])
        case .strokeStyle:
            return .value(swift: "StrokeStyle(lineWidth: 3, dash: [4, 2])",
                          json: .object([("lineWidth", node(.number(3))), ("dash", node(.array([node(.number(4)), node(.number(2))])))]))
        case .imageScale: return symbol(["small", "medium", "large"])
        case .contentMode: return symbol(["fit", "fill"])
        case .angle:
            let degrees = pick([0.0, 45, 90, 180])
            return .value(swift: ".degrees(\(Self.swiftNumber(degrees)))", json: .number(degrees))
        case .pickerStyle: return symbol(["automatic", "menu", "segmented", "wheel", "inline", "navigationLink", "palette"])
        case .textFieldStyle: return symbol(["automatic", "plain", "roundedBorder"])
        case .tagValue:
            let tag = pick([0, 1])
            return .value(swift: "\(tag)", json: .number(Double(tag)))
        case .identifier:
            nextIdentifier += 1
            return .value(swift: "\"v\(nextIdentifier)\"", json: .string("v\(nextIdentifier)"))
        case .safeAreaRegions: return symbol(["all", "container", "keyboard"])
        case .edge: return symbol(["top", "bottom", "leading", "trailing"])
        case .edgeAlignment: return symbol(["center"])
        case .lengthClosure:
            return .value(swift: "{ length, _ in length * 0.5 }", json: .string("length * 0.5"))
        case .layoutDirection: return symbol(["leftToRight", "rightToLeft"])
        case .colorScheme: return symbol(["light", "dark"])
        case .dynamicTypeSize: return symbol(["xSmall", "large", "xxLarge", "accessibility2"])
        case .environmentKey: return .value(swift: "\\.layoutDirection", json: .string("layoutDirection"))
        case .environmentValue: return symbol(["rightToLeft"])
        case .action: return .value(swift: "{ }", json: nil)
        case .plottable: return .value(swift: ".value(\"A\", 1)", json: .object([("label", node(.string("A"))), ("value", node(.number(1)))]))
        case .ignored:
            switch label {
            case "destination": return .value(swift: "Text(\"Detail\")", json: nil)
            case "value": return .value(swift: "1", json: nil)
            case "selection": return .value(swift: ".constant(0)", json: nil)
            default: return .value(swift: "true", json: nil)
            }
        }
    }
}
