import Foundation

/// Decodes one view object (scene-format.md §2). Returns several views for `Group` and
/// `ForEach`, whose children join the parent.
extension SceneDecoder {
    static let viewTypes = [
        "Text", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Color", "Spacer", "Divider",
        "Image", "ProgressView", "HStack", "VStack", "ZStack", "ViewThatFits", "ScrollView", "GeometryReader",
        "Group", "ForEach",
    ]

    mutating func view(_ field: JSONField, depth: Int) throws(SceneError) -> [ViewNode] {
        guard depth <= SceneLimits.maxViewDepth else {
            throw field.fail("views are nested more than \(SceneLimits.maxViewDepth) levels deep")
        }
        _ = try field.object()
        guard let typeField = field.member("type") else {
            throw field.fail("a view needs \"type\" (one of \(Self.viewTypes.joined(separator: ", ")))")
        }
        let type = try typeField.string()
        let id = try field.member("id").map { (f: JSONField) throws(SceneError) in try f.string() }
        let common: Set<String> = ["type", "id", "modifiers"]
        func check(_ keys: Set<String>) throws(SceneError) { try field.checkKeys(common.union(keys), what: type) }

        if type == "ForEach" { return try forEach(field, depth: depth) }
        if type == "Group" {
            try check(["children"])
            let children = try self.children(field, depth: depth)
            return try children.map { (child: ViewNode) throws(SceneError) in try applyModifiers(field, to: child, depth: depth) }
        }

        viewCount += 1
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        let kind: ViewKind
        var children: [ViewNode] = []
        switch type {
        case "Text":
            try check(["text"])
            guard let text = field.member("text") else { throw field.fail("Text needs \"text\"") }
            kind = .text(try text.string())
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle":
            try check(type == "RoundedRectangle" ? ["fill", "stroke", "lineWidth", "cornerRadius"] : ["fill", "stroke", "lineWidth"])
            let shape: ShapeKind
            switch type {
            case "Rectangle": shape = .rectangle
            case "Circle": shape = .circle
            case "Ellipse": shape = .ellipse
            case "Capsule": shape = .capsule
            default:
                guard let radius = field.member("cornerRadius") else { throw field.fail("RoundedRectangle needs \"cornerRadius\"") }
                shape = .roundedRectangle(cornerRadius: try radius.length(allowInfinity: false))
            }
            var drawing = ShapeDrawing()
            drawing.fill = try field.member("fill")?.shapeStyle()
            drawing.stroke = try field.member("stroke")?.shapeStyle()
            drawing.lineWidth = try field.member("lineWidth")?.length(allowInfinity: false) ?? 1
            if drawing.fill == nil && drawing.stroke == nil { drawing.fill = .primary }
            kind = .shape(shape, drawing)
        case "Color":
            try check(["color"])
            guard let color = field.member("color") else { throw field.fail("Color needs \"color\"") }
            kind = .color(try color.shapeStyle())
        case "Spacer":
            try check(["minLength"])
            let minLength = field.member("minLength")
            kind = .spacer(minLength: (minLength?.isNull ?? true) ? nil : try minLength?.length(allowInfinity: false))
        case "Divider":
            try check([])
            kind = .divider
        case "Image":
            try check(["systemName", "file"])
            kind = .image(try imageSource(field))
        case "ProgressView":
            try check(["value"])
            let value = field.member("value")
            kind = .progressView(value: (value?.isNull ?? true) ? nil : try value?.number(in: 0...1))
        case "HStack":
            try check(["alignment", "spacing", "children"])
            let alignments = Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) })
            kind = .hStack(alignment: try field.member("alignment")?.choice(alignments, what: "HStack alignment") ?? .center,
                           spacing: try spacing(field))
            children = try self.children(field, depth: depth)
        case "VStack":
            try check(["alignment", "spacing", "children"])
            let alignments = Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
            kind = .vStack(alignment: try field.member("alignment")?.choice(alignments, what: "VStack alignment") ?? .center,
                           spacing: try spacing(field))
            children = try self.children(field, depth: depth)
        case "ZStack":
            try check(["alignment", "children"])
            kind = .zStack(alignment: try field.member("alignment")?.alignment() ?? .center)
            children = try self.children(field, depth: depth)
        case "ViewThatFits":
            try check(["in", "children"])
            kind = .viewThatFits(axes: try field.member("in")?.axes() ?? .both)
            children = try self.children(field, depth: depth)
        case "ScrollView":
            try check(["axes", "showsIndicators", "children"])
            kind = .scrollView(axes: try field.member("axes")?.axes() ?? .vertical,
                               showsIndicators: try field.member("showsIndicators")?.bool() ?? true)
            children = try self.children(field, depth: depth)
            guard children.count == 1 else {
                throw field.fail("ScrollView takes exactly one child, found \(children.count) (wrap them in a stack)")
            }
        case "GeometryReader":
            try check(["children"])
            kind = .geometryReader
            children = try self.children(field, depth: depth)
        default:
            throw (typeField.fail("unknown view type \"\(type)\"; expected one of \(Self.viewTypes.joined(separator: ", "))"))
        }
        let node = ViewNode(kind, id: id, children: children, path: field.path)
        return [try applyModifiers(field, to: node, depth: depth)]
    }

    private func spacing(_ field: JSONField) throws(SceneError) -> Double? {
        guard let spacing = field.member("spacing"), !spacing.isNull else { return nil }
        return try spacing.length(allowInfinity: false)
    }

    private mutating func children(_ field: JSONField, depth: Int) throws(SceneError) -> [ViewNode] {
        guard let list = field.member("children") else { return [] }
        var result: [ViewNode] = []
        for child in try list.array() { result += try view(child, depth: depth + 1) }
        return result
    }

    /// Wraps `node` in the modifiers of `field`, first innermost; the k-th modifier of a view
    /// gets id `"<id>#<k>"`. A Group's or ForEach's modifiers continue each child's own count.
    private mutating func applyModifiers(_ field: JSONField, to node: ViewNode, depth: Int) throws(SceneError) -> ViewNode {
        guard let list = field.member("modifiers") else { return node }
        let (base, first) = Self.modifierNumbering(after: node)
        var current = node
        for (k, entry) in try list.array().enumerated() {
            current = try modifier(entry, around: current, id: base.map { "\($0)#\(first + k)" }, depth: depth)
        }
        return current
    }

    /// The view id a node's modifiers count from, and the next modifier number: a modifier node
    /// we numbered ends in `#<k>`, so the next is k + 1.
    private static func modifierNumbering(after node: ViewNode) -> (base: String?, next: Int) {
        guard let id = node.id else { return (nil, 0) }
        guard case .modifier = node.kind, let hash = id.lastIndex(of: "#"), let k = Int(id[id.index(after: hash)...]) else {
            return (id, 0)
        }
        return (String(id[..<hash]), k + 1)
    }

    /// `ForEach`: `range` [lower, upper) and one `content` view, `{i}` replaced by the index.
    private mutating func forEach(_ field: JSONField, depth: Int) throws(SceneError) -> [ViewNode] {
        try field.checkKeys(["type", "range", "content", "modifiers"], what: "ForEach")
        guard let rangeField = field.member("range"), let content = field.member("content") else {
            throw field.fail("ForEach needs \"range\": [lower, upper] and \"content\": a view")
        }
        let bounds = try rangeField.array()
        guard bounds.count == 2 else { throw rangeField.fail("range is [lower, upper), two whole numbers") }
        let lower = try bounds[0].integer(in: -1_000_000...1_000_000)
        let upper = try bounds[1].integer(in: -1_000_000...1_000_000)
        guard lower <= upper else { throw rangeField.fail("range lower bound \(lower) is above its upper bound \(upper)") }
        guard upper - lower <= SceneLimits.maxViews else { throw rangeField.fail("range holds more than \(SceneLimits.maxViews) items") }
        var result: [ViewNode] = []
        for index in lower..<upper {
            let substituted = ParameterSubstitution(values: ["i": String(index)]).apply(content.node)
            let item = JSONField(node: substituted, path: "\(content.path)[\(index)]", file: file)
            for view in try view(item, depth: depth + 1) {
                result.append(try applyModifiers(field, to: view, depth: depth))
            }
        }
        return result
    }

    /// `systemName` from the built-in set, or `file`: a PNG next to the scene.
    private func imageSource(_ field: JSONField) throws(SceneError) -> ImageSource {
        if let name = field.member("systemName") {
            let text = try name.string()
            guard SymbolLibrary.names.contains(text) else {
                throw name.fail("unknown symbol \"\(text)\"; the built-in symbols are \(SymbolLibrary.names.joined(separator: ", "))")
            }
            return .systemName(text)
        }
        guard let fileField = field.member("file") else { throw field.fail("Image needs \"systemName\" or \"file\"") }
        let relative = try fileField.string()
        let path = relative.hasPrefix("/") ? relative : (baseDirectory as NSString).appendingPathComponent(relative)
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fileField.fail("cannot open image file \(path)") }
        defer { try? handle.close() }
        let header = [UInt8](handle.readData(ofLength: 24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw fileField.fail("\(path) is not a PNG file")
        }
        func be32(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0, width * height <= SceneLimits.maxCanvasPixels else { throw fileField.fail("\(path) has an unusable size \(width)×\(height)") }
        return .file(path: path, pixelWidth: width, pixelHeight: height)
    }
}
