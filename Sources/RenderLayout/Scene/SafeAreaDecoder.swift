/// Decodes the safe-area modifiers (docs/scene-format.md, "Devices and safe area"):
/// `ignoresSafeArea`, `edgesIgnoringSafeArea`, `safeAreaPadding`, `safeAreaInset`,
/// `containerRelativeFrame`, and the shape-style form of `background`.
extension SceneDecoder {
    /// `true`, or `{"regions": "all | container | keyboard", "edges": edges}`.
    func ignoresSafeArea(_ field: JSONField) throws(SceneError) -> Modifier {
        if case .bool(true) = field.node.value { return .ignoresSafeArea(regions: .all, edges: Set(Edge.allCases)) }
        guard case .object = field.node.value else {
            throw field.fail("ignoresSafeArea is true or {\"regions\", \"edges\"}; found \(field.node.typeDescription)")
        }
        try field.checkKeys(["regions", "edges"], what: "ignoresSafeArea")
        var regions = SafeAreaRegions.all
        if let regionsField = field.member("regions") {
            regions = try regionsField.choice(Dictionary(uniqueKeysWithValues: SafeAreaRegions.allCases.map { ($0.rawValue, $0) }),
                                              what: "safe area regions")
        }
        return .ignoresSafeArea(regions: regions, edges: try field.member("edges")?.edgeSet() ?? Set(Edge.allCases))
    }

    /// As padding, lengths 0 or more.
    func safeAreaPadding(_ field: JSONField) throws(SceneError) -> Modifier {
        let insets = try field.paddingInsets()
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }) else {
            throw field.fail("safeAreaPadding lengths must be 0 or more")
        }
        return .safeAreaPadding(insets)
    }

    /// `{"edge", "alignment", "spacing", "content"}`; the content becomes `children[1]`.
    mutating func safeAreaInset(_ field: JSONField, depth: Depth) throws(SceneError) -> (Modifier, ViewNode) {
        try field.checkKeys(["edge", "alignment", "spacing", "content"], what: "safeAreaInset")
        guard let edgeField = field.member("edge"), let contentField = field.member("content") else {
            throw field.fail("safeAreaInset needs \"edge\" (top, bottom, leading, trailing) and \"content\"")
        }
        let edge = try edgeField.choice(Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0.rawValue, $0) }), what: "edge")
        var alignment = Alignment.center
        if let alignmentField = field.member("alignment") {
            let vertical = edge == .top || edge == .bottom
            if vertical {
                alignment.horizontal = try alignmentField.choice(
                    Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }), what: "horizontal alignment")
            } else {
                alignment.vertical = try alignmentField.choice(
                    Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) }), what: "vertical alignment")
            }
        }
        let spacing = try field.member("spacing").flatMap { (f: JSONField) throws(SceneError) -> Double? in
            f.isNull ? nil : try f.length(allowInfinity: false)
        }
        let views = try view(contentField, depth: depth)
        guard views.count == 1, let content = views.first else {
            throw contentField.fail("safeAreaInset content must be exactly one view (wrap several in a stack)")
        }
        return (.safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing)), content)
    }

    /// `{"axes", "count", "span", "spacing", "alignment"}` or `{"axes", "length", "alignment"}`.
    func containerRelativeFrame(_ field: JSONField) throws(SceneError) -> Modifier {
        try field.checkKeys(["axes", "count", "span", "spacing", "alignment", "length"], what: "containerRelativeFrame")
        guard let axesField = field.member("axes") else { throw field.fail("containerRelativeFrame needs \"axes\"") }
        var frame = ContainerRelativeFrame(axes: try axesField.axes())
        frame.alignment = try field.member("alignment")?.alignment() ?? .center
        if let count = field.member("count") {
            frame.count = try count.integer(in: 1...1000)
            frame.span = try field.member("span")?.integer(in: 1...1000) ?? 1
            frame.spacing = try field.member("spacing")?.length(allowInfinity: false) ?? 0
        } else if let extra = field.member("span") ?? field.member("spacing") {
            throw extra.fail("span and spacing go with \"count\"")
        }
        if let lengthField = field.member("length") {
            if frame.count != nil { throw lengthField.fail("give \"count\" or \"length\", not both") }
            guard case .string(let text) = lengthField.node.value else {
                throw lengthField.fail("length is an expression of the container's length, such as \"length * 0.8\"")
            }
            do {
                frame.length = try GuideExpression.parse(text, isName: { $0 == "length" }, expectedNames: "length")
            } catch {
                throw lengthField.fail(error.message)
            }
        }
        return .containerRelativeFrame(frame)
    }

    /// Whether a `background` value is the shape-style form: a colour string or `{"style", …}`.
    static func isBackgroundStyle(_ field: JSONField) -> Bool {
        if case .string = field.node.value { return true }
        return field.member("style") != nil && field.member("type") == nil
    }

    /// `background`'s shape-style form: a colour string, or `{"style", "ignoresSafeAreaEdges"}`.
    func backgroundStyle(_ field: JSONField) throws(SceneError) -> (style: JSONField, edges: Set<Edge>) {
        if case .string = field.node.value { return (field, Set(Edge.allCases)) }
        guard let style = field.member("style") else { throw field.fail("background needs \"style\"") }
        try field.checkKeys(["style", "ignoresSafeAreaEdges"], what: "background")
        return (style, try field.member("ignoresSafeAreaEdges")?.edgeSet() ?? Set(Edge.allCases))
    }
}

extension JSONField {
    /// `Edge.Set`: a name (`top`, `leading`, `bottom`, `trailing`, `horizontal`, `vertical`,
    /// `all`) or an array of them (`[]`: none).
    func edgeSet() throws(SceneError) -> Set<Edge> {
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
}
