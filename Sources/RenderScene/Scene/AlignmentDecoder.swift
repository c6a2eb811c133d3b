import RenderLayout

/// A scene's own alignment guides (`"alignments"`, SwiftUI's `AlignmentID` types) and every
/// place an alignment name goes (docs/scene-format.md, "Custom alignments").
///
/// 1. `"alignments": {"name": {"axis": "horizontal" | "vertical", "default": expression}}`: the
///    default is a guide expression (or a number) over the view's dimensions, which may name
///    other custom guides of the scene and read `explicit.NAME ?? value`.
/// 2. A default that needs itself, directly or through others, is an error naming the loop;
///    so is a guide whose default would evaluate more than `maxDefaultCost` defaults.
/// 3. The Swift API's compiled guides (`JSONNode.Value.alignment`) stand where a name would.
/// 4. Stacks, `alignmentGuide`, and the `{"horizontal", "vertical"}` form of a 2-D alignment
///    (ZStack, frame, overlay, background) take a custom guide's name where a built-in's goes.
extension SceneDecoder {
    package static let maxCustomAlignments = 200
    package static let maxDefaultCost = 10_000

    /// Names no custom guide may take: the built-in guides and the dimension names.
    package static let reservedGuideNames: Set<String> = GuideExpression.names.union(["center", "explicit"])

    package mutating func declareAlignments(_ field: JSONField) throws(SceneError) {
        let members = try field.object()
        guard members.count <= Self.maxCustomAlignments else {
            throw field.fail("at most \(Self.maxCustomAlignments) custom alignments")
        }
        var specs: [String: (axis: Axis, text: String, field: JSONField)] = [:]
        var order: [String] = []
        for member in members {
            let entry = JSONField(node: member.value, path: field.path + "." + member.key, file: file)
            let name = member.key
            guard let first = name.first, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw entry.fail("an alignment's name is letters, digits and _, starting with a letter: \"\(name)\"")
            }
            guard !Self.reservedGuideNames.contains(name) else { throw entry.fail("\"\(name)\" is a built-in guide's name") }
            try entry.checkKeys(["axis", "default"], what: "an alignment")
            guard let axisField = entry.member("axis") else { throw entry.fail("an alignment needs \"axis\": \"horizontal\" or \"vertical\"") }
            let axis = try axisField.choice(["horizontal": Axis.horizontal, "vertical": .vertical], what: "axis")
            guard let defaultField = entry.member("default") else {
                throw entry.fail("an alignment needs \"default\": where the guide lies when a view sets none, e.g. \"bottom\" or \"height / 2\"")
            }
            let text: String
            if case .string(let string) = defaultField.node.value {
                text = string
            } else {
                text = formatNumber(try defaultField.number(in: -SceneLimits.maxLength...SceneLimits.maxLength))
            }
            specs[name] = (axis, text, defaultField)
            order.append(name)
        }
        // Step 2: parse each default once to learn which guides it needs (plain names only; an
        // explicit value never evaluates a default), then build them dependencies first.
        var needs: [String: [String]] = [:]
        let axes = specs.mapValues(\.axis)
        let stubs = { (candidate: String) -> CustomAlignment? in
            axes[candidate].map { CustomAlignment(name: candidate, axis: $0, defaultValue: .number(0)) }
        }
        for name in order {
            guard let spec = specs[name] else { continue }
            let expression: GuideExpression
            do {
                expression = try GuideExpression.parse(spec.text, expectedNames: Self.expectedGuideNames(order), custom: stubs)
            } catch { throw spec.field.fail(error.message) }
            needs[name] = expression.names.filter { specs[$0] != nil }
        }
        var cost: [String: Int] = [:]
        var visiting: [String] = []
        func visit(_ name: String) throws(SceneError) {
            if cost[name] != nil { return }
            if let start = visiting.firstIndex(of: name) {
                let loop = (visiting[start...] + [name]).joined(separator: " → ")
                throw (specs[name]?.field ?? field).fail("the alignment's default needs itself: \(loop)")
            }
            visiting.append(name)
            var total = 1
            for other in needs[name] ?? [] {
                try visit(other)
                total += cost[other] ?? 0
            }
            visiting.removeLast()
            guard total <= Self.maxDefaultCost else {
                throw (specs[name]?.field ?? field).fail("the alignment's default evaluates more than \(Self.maxDefaultCost) other defaults")
            }
            cost[name] = total
            guard let spec = specs[name] else { return }
            let done = customAlignments
            // Only `explicit.NAME` reaches a guide not built yet: its key is all it needs.
            let resolve = { (candidate: String) -> CustomAlignment? in done[candidate] ?? stubs(candidate) }
            do {
                let expression = try GuideExpression.parse(spec.text, custom: resolve)
                customAlignments[name] = CustomAlignment(name: name, axis: spec.axis, defaultValue: expression)
            } catch { throw spec.field.fail(error.message) }
        }
        for name in order { try visit(name) }
    }

    package static func expectedGuideNames(_ custom: [String]) -> String {
        (GuideExpression.names.sorted() + custom.sorted()).joined(separator: ", ")
    }

    /// A vertical guide's name: built-in or declared.
    package func verticalGuide(_ field: JSONField, what: String) throws(SceneError) -> VerticalAlignment {
        if case .alignment(let compiled) = field.node.value, compiled.axis == .vertical { return .custom(compiled) }
        let name = try field.string()
        if let builtIn = VerticalAlignment(rawValue: name) { return builtIn }
        if let custom = customAlignments[name] {
            guard custom.axis == .vertical else { throw field.fail("\(what): \"\(name)\" is a horizontal alignment") }
            return .custom(custom)
        }
        throw field.fail("unknown \(what) \"\(name)\"; expected one of \(names(VerticalAlignment.allCases.map(\.rawValue), axis: .vertical))")
    }

    /// A horizontal guide's name: built-in or declared.
    package func horizontalGuide(_ field: JSONField, what: String) throws(SceneError) -> HorizontalAlignment {
        if case .alignment(let compiled) = field.node.value, compiled.axis == .horizontal { return .custom(compiled) }
        let name = try field.string()
        if let builtIn = HorizontalAlignment(rawValue: name) { return builtIn }
        if let custom = customAlignments[name] {
            guard custom.axis == .horizontal else { throw field.fail("\(what): \"\(name)\" is a vertical alignment") }
            return .custom(custom)
        }
        throw field.fail("unknown \(what) \"\(name)\"; expected one of \(names(HorizontalAlignment.allCases.map(\.rawValue), axis: .horizontal))")
    }

    private func names(_ builtIn: [String], axis: Axis) -> String {
        (builtIn + customAlignments.values.filter { $0.axis == axis }.map(\.name).sorted()).joined(separator: ", ")
    }

    /// A 2-D alignment: one of the nine names, or `{"horizontal": guide, "vertical": guide}`
    /// (SwiftUI's `Alignment(horizontal:vertical:)`), either guide built-in or declared.
    package func alignment(_ field: JSONField) throws(SceneError) -> Alignment {
        guard case .object = field.node.value else { return try field.alignment() }
        try field.checkKeys(["horizontal", "vertical"], what: "an alignment")
        return Alignment(horizontal: try field.member("horizontal").map { (f: JSONField) throws(SceneError) in try horizontalGuide(f, what: "horizontal alignment") } ?? .center,
                         vertical: try field.member("vertical").map { (f: JSONField) throws(SceneError) in try verticalGuide(f, what: "vertical alignment") } ?? .center)
    }

    /// The guide an `alignmentGuide` sets: a built-in guide name (`centerX`, `top`…) or a
    /// declared one.
    package func guideKey(_ field: JSONField) throws(SceneError) -> AlignmentKey {
        if case .alignment(let compiled) = field.node.value {
            return compiled.axis == .horizontal ? .horizontal(.custom(compiled)) : .vertical(.custom(compiled))
        }
        let name = try field.string()
        if let key = ViewDimensions.key(named: name) { return key }
        if let custom = customAlignments[name] {
            return custom.axis == .horizontal ? .horizontal(.custom(custom)) : .vertical(.custom(custom))
        }
        let known = ["leading", "centerX", "trailing", "top", "centerY", "bottom", "firstTextBaseline", "lastTextBaseline"]
            + customAlignments.keys.sorted()
        throw field.fail("unknown guide \"\(name)\"; expected one of \(known.joined(separator: ", "))")
    }

    /// A guide expression that may name the scene's custom guides.
    package func guideExpression(_ text: String) throws(GuideExpressionError) -> GuideExpression {
        let custom = customAlignments
        return try GuideExpression.parse(text, expectedNames: Self.expectedGuideNames(Array(custom.keys)), custom: { custom[$0] })
    }
}
