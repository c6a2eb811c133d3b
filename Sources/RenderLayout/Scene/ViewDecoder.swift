import Foundation

/// Decodes one view object (docs/scene-format.md, "Views"). Returns several views for `Group` and
/// `ForEach`, whose children join the parent.
extension SceneDecoder {
    /// The view types, from the one table every front end shares.
    static let viewTypes = Vocabulary.viewNames

    /// `depth` counts the views around this one and the layout nodes (views and modifiers)
    /// above its outermost modifier: both are bounded, as layout and painting recurse through them.
    mutating func view(_ field: JSONField, depth: Depth) throws(SceneError) -> [ViewNode] {
        guard depth.views <= SceneLimits.maxViewDepth else {
            throw field.fail("views are nested more than \(SceneLimits.maxViewDepth) levels deep")
        }
        _ = try field.object()
        let modifierCount = try field.member("modifiers")?.array().count ?? 0
        // This view's own node, inside its modifiers; its children one level further in.
        let own = Depth(views: depth.views, nodes: depth.nodes + modifierCount)
        guard own.nodes <= SceneLimits.maxNodeDepth else {
            throw field.fail("views and modifiers are nested more than \(SceneLimits.maxNodeDepth) levels deep")
        }
        let inner = Depth(views: depth.views + 1, nodes: own.nodes + 1)
        guard let typeField = field.member("type") else {
            throw field.fail("a view needs \"type\" (one of \(Self.viewTypes.joined(separator: ", ")))")
        }
        let type = try typeField.string()
        let id = try field.member("id").map { (f: JSONField) throws(SceneError) in try self.claim(id: f) }
        /// The properties the vocabulary gives this type, beside the common ones.
        func check() throws(SceneError) { try field.checkKeys(Vocabulary.viewObjectKeys(type), what: type) }

        // A Section is a section only among a List's rows (through Group and ForEach).
        let listContent = inListContent
        if type != "Group" && type != "ForEach" { inListContent = false }
        defer { inListContent = listContent }
        if type == "Section" { return try section(field, depth: own, inList: listContent) }
        if type == "ForEach" { return try forEach(field, depth: own) }
        if type == "CustomLayout" {
            // Made by the Swift front end for a `struct X: Layout`; JSON cannot spell one.
            guard case .customLayout(let layout)? = field.member("layout")?.node.value else {
                throw typeField.fail("a custom Layout comes from a Swift file's `struct X: Layout`; JSON cannot hold its code")
            }
            try field.checkKeys(Vocabulary.commonViewKeys.union(["layout", "children"]), what: type)
            viewCount += 1
            let node = ViewNode(.customLayout(layout), id: id, children: try self.children(field, depth: inner), at: field.at)
            return [try applyModifiers(field, to: node, depth: inner)]
        }
        if type == "Group" {
            try check()
            if field.member("id") != nil {
                throw field.fail("a Group has no id of its own; give its children ids")
            }
            // A Group is no node: its children sit where it is, inside its modifiers.
            let children = try self.children(field, depth: Depth(views: depth.views + 1, nodes: own.nodes))
            return try children.map { (child: ViewNode) throws(SceneError) in try applyModifiers(field, to: child, depth: depth) }
        }

        viewCount += 1
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        try countNode(field)
        let kind: ViewKind
        var children: [ViewNode] = []
        switch type {
        case "Text":
            try check()
            let sources = ["text", "markdown", "runs"].filter { field.member($0) != nil }
            guard !sources.isEmpty else { throw field.fail("Text needs \"text\"") }
            guard sources.count == 1 else { throw field.fail("a Text has one of \"text\", \"markdown\" or \"runs\", not several") }
            if let text = field.member("text") {
                kind = .text(try textString(text))
            } else if let markdown = field.member("markdown") {
                kind = .styledText(Markdown.runs(try textString(markdown)))
            } else if let runs = field.member("runs") {
                kind = .styledText(try textRuns(runs))
            } else {
                throw field.fail("Text needs \"text\"")
            }
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle", "UnevenRoundedRectangle":
            try check()
            let shape: ShapeKind
            switch type {
            case "Rectangle": shape = .rectangle
            case "Circle": shape = .circle
            case "Ellipse": shape = .ellipse
            case "Capsule": shape = .capsule
            case "UnevenRoundedRectangle":
                func radius(_ key: String) throws(SceneError) -> Double { try field.member(key)?.length(allowInfinity: false) ?? 0 }
                shape = .unevenRoundedRectangle(topLeading: try radius("topLeadingRadius"), bottomLeading: try radius("bottomLeadingRadius"),
                                                bottomTrailing: try radius("bottomTrailingRadius"), topTrailing: try radius("topTrailingRadius"))
            default:
                guard let radius = field.member("cornerRadius") else { throw field.fail("RoundedRectangle needs \"cornerRadius\"") }
                let value = try radius.length(allowInfinity: false)
                let styles: [String: Bool] = ["circular": false, "continuous": true]
            let continuous: Bool = try field.member("style")?.choice(styles, what: "corner style") ?? false
                shape = continuous ? .continuousRoundedRectangle(cornerRadius: value) : .roundedRectangle(cornerRadius: value)
            }
            var drawing = ShapeDrawing()
            drawing.fill = try field.member("fill")?.shapeStyle()
            drawing.stroke = try field.member("stroke")?.shapeStyle()
            if let border = field.member("strokeBorder") {
                guard drawing.stroke == nil else { throw border.fail("a shape has \"stroke\" or \"strokeBorder\", not both") }
                drawing.stroke = try border.shapeStyle()
                drawing.strokeInside = true
            }
            drawing.lineWidth = try field.member("lineWidth")?.length(allowInfinity: false) ?? 1
            if let cap = field.member("lineCap") {
                drawing.lineCap = try cap.choice(["butt": "butt", "round": "round", "square": "square"], what: "line cap")
            }
            if let trim = field.member("trim") {
                let ends = try trim.array()
                guard ends.count == 2 else { throw trim.fail("trim is [from, to], fractions 0…1") }
                drawing.trimFrom = try ends[0].number(in: 0...1)
                drawing.trimTo = try ends[1].number(in: 0...1)
            }
            if let dash = field.member("dash") {
                for length in try dash.array() { drawing.dash.append(try length.length(allowInfinity: false)) }
                guard drawing.dash.isEmpty || drawing.dash.contains(where: { $0 > 0 }) else { throw dash.fail("a dash needs a length above 0") }
                guard drawing.dash.count <= 64 else { throw dash.fail("a dash has at most 64 lengths") }
            }
            if drawing.fill == nil && drawing.stroke == nil { drawing.fill = .primary }
            kind = .shape(shape, drawing)
        case "Color":
            try check()
            guard let color = field.member("color") else { throw field.fail("Color needs \"color\"") }
            kind = .color(try color.shapeStyle())
        case "Spacer":
            try check()
            let minLength = field.member("minLength")
            kind = .spacer(minLength: (minLength?.isNull ?? true) ? nil : try minLength?.length(allowInfinity: false))
        case "Divider":
            try check()
            kind = .divider
        case "Image":
            try check()
            kind = .image(try imageSource(field), resizable: try field.member("resizable")?.bool() ?? false)
        case "TextField", "SecureField", "Picker", "DisclosureGroup":
            (kind, children) = try inputControl(type, field, depth: inner)
        case "ProgressView":
            try check()
            let value = field.member("value")
            kind = .progressView(value: (value?.isNull ?? true) ? nil : try value?.number(in: 0...1))
        case "Slider", "Button", "Toggle", "Stepper":
            (kind, children) = try control(type, field, depth: inner)
        case "HStack":
            try check()
            kind = .hStack(alignment: try field.member("alignment").map { (f: JSONField) throws(SceneError) in try verticalGuide(f, what: "HStack alignment") } ?? .center,
                           spacing: try spacing(field))
            children = try self.children(field, depth: inner)
        case "VStack":
            try check()
            kind = .vStack(alignment: try field.member("alignment").map { (f: JSONField) throws(SceneError) in try horizontalGuide(f, what: "VStack alignment") } ?? .center,
                           spacing: try spacing(field))
            children = try self.children(field, depth: inner)
        case "Label":
            try check()
            (kind, children) = try label(field)
        case "List", "Form":
            try check()
            (kind, children) = try list(type, field, depth: inner)
        case "NavigationLink":
            try check()
            (kind, children) = try navigationLink(field, depth: inner)
        case "Grid":
            (kind, children) = try grid(field, depth: inner)
        case "GridRow":
            try check()
            throw typeField.fail("a GridRow goes directly inside a Grid")
        case "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid":
            (kind, children) = try lazyContainer(type, field, depth: inner)
        case "ZStack":
            try check()
            kind = .zStack(alignment: try field.member("alignment").map { (f: JSONField) throws(SceneError) in try alignment(f) } ?? .center)
            children = try self.children(field, depth: inner)
        case "ViewThatFits":
            try check()
            kind = .viewThatFits(axes: try field.member("in")?.axes() ?? .both)
            children = try self.children(field, depth: inner)
        case "ScrollView":
            try check()
            kind = .scrollView(axes: try field.member("axes")?.axes() ?? .vertical,
                               showsIndicators: try field.member("showsIndicators")?.bool() ?? true)
            children = try self.children(field, depth: inner)
            guard children.count == 1 else {
                throw field.fail("ScrollView takes exactly one child, found \(children.count) (wrap them in a stack)")
            }
        case "GeometryReader":
            try check()
            if let content = field.member("content"), case .deferred(let body) = content.node.value {
                kind = .geometryReader(geometryContent(body, field: content, depth: inner))
            } else {
                kind = .geometryReader(nil)
                children = try self.children(field, depth: inner)
            }
        default:
            throw (typeField.fail("unknown view type \"\(type)\"; expected one of \(Self.viewTypes.joined(separator: ", "))"))
        }
        let node = ViewNode(kind, id: id, children: children, at: field.at)
        return [try applyModifiers(field, to: node, depth: inner)]
    }

    /// A GeometryReader body made at layout time: each size's JSON is decoded as this
    /// reader's children would be, with the scene's limits counted afresh.
    private func geometryContent(_ body: DeferredView, field: JSONField, depth: Depth) -> GeometryContent {
        var decoder = SceneDecoder(file: file, baseDirectory: baseDirectory)
        decoder.repeatedIDs = repeatedIDs
        decoder.customAlignments = customAlignments
        let path = field.path
        let file = file
        return GeometryContent { [decoder] (size: Size) throws(SceneError) -> [ViewNode] in
            var fresh = decoder
            let json = try body.run(width: size.width, height: size.height)
            do throws(SceneError) {
                return try fresh.view(JSONField(node: json, path: path, file: file), depth: depth)
            } catch {
                // The source that made the body says where, in its own terms.
                throw body.relocate?(error) ?? error
            }
        }
    }

    /// A Text's string, within the limits on text length (Text, and controls' titles).
    /// Noncharacters are replaced first; lengths count Unicode scalars, what Pango works
    /// through (a grapheme can hold any number of combining marks).
    mutating func textString(_ text: JSONField) throws(SceneError) -> String {
        let string = Self.replacingNoncharacters(try text.string())
        // Long texts, above all one long word in a narrow column, cost Pango quadratic time.
        let length = string.unicodeScalars.count
        guard length <= SceneLimits.maxTextLength else {
            throw text.fail("the text has \(length) Unicode scalars; at most \(SceneLimits.maxTextLength)")
        }
        if let word = Self.longestUnbreakableRun(string), word > SceneLimits.maxWordLength {
            throw text.fail("the text has a run of \(word) characters with no breakable space; at most \(SceneLimits.maxWordLength) (breaking it costs quadratic time)")
        }
        textLength += length
        guard textLength <= SceneLimits.maxTotalText else {
            throw text.fail("the scene's texts have more than \(SceneLimits.maxTotalText) characters in all")
        }
        return string
    }

    /// Counts one layout node (a view or a modifier) against `SceneLimits.maxNodes`.
    mutating func countNode(_ field: JSONField) throws(SceneError) {
        nodeCount += 1
        guard nodeCount <= SceneLimits.maxNodes else {
            throw field.fail("the scene has more than \(SceneLimits.maxNodes) views and modifiers in all")
        }
    }

    /// Unicode noncharacters (U+FDD0…U+FDEF and the last two of each plane, such as U+FFFE)
    /// become U+FFFD: they are not for interchange, XML cannot hold U+FFFE/U+FFFF, and Cairo's
    /// PDF output refuses them. Replaced before measuring, so measuring and drawing agree.
    static func replacingNoncharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.isNoncharacterCodePoint ? "\u{FFFD}" : $0 }))
    }

    /// Spaces Pango does not break at (no-break, narrow no-break, figure space, BOM).
    static let noBreakSpaces: Set<UInt32> = [0x00A0, 0x2007, 0x202F, 0xFEFF]

    /// The longest run of characters a line cannot break inside: no breakable whitespace, and
    /// no CJK character (lines break between those anywhere). Nil for an empty text.
    static func longestUnbreakableRun(_ text: String) -> Int? {
        var longest = 0, current = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let breaksAnywhere = (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v) || v >= 0x20000
            if (scalar.properties.isWhitespace && !noBreakSpaces.contains(v)) || breaksAnywhere {
                current = 0
            } else {
                current += 1
                longest = max(longest, current)
            }
        }
        return text.isEmpty ? nil : longest
    }

    /// An id: non-empty, without `#` (which modifier ids use), and unique in the scene.
    mutating func claim(id field: JSONField) throws(SceneError) -> String {
        let id = try field.string()
        guard !id.isEmpty else { throw field.fail("an id must not be empty") }
        guard id.unicodeScalars.count <= SceneLimits.maxIDLength else {
            throw field.fail("an id has at most \(SceneLimits.maxIDLength) characters; this one has \(id.unicodeScalars.count)")
        }
        guard !id.contains("#") else { throw field.fail("an id must not contain '#', which marks modifier ids such as \"\(id.split(separator: "#").first ?? "")#0\"") }
        if repeatedIDs {
            let uses = (idUses[id] ?? 0) + 1
            idUses[id] = uses
            var unique = uses == 1 ? id : "\(id)@\(uses)"
            while !ids.insert(unique).inserted { unique += "@" }
            return unique
        }
        guard ids.insert(id).inserted else { throw field.fail("the id \"\(id)\" is used twice; ids are unique in a scene") }
        return id
    }

    private func spacing(_ field: JSONField) throws(SceneError) -> Double? {
        guard let spacing = field.member("spacing"), !spacing.isNull else { return nil }
        return try spacing.length(allowInfinity: false)
    }

    mutating func children(_ field: JSONField, depth: Depth) throws(SceneError) -> [ViewNode] {
        guard let list = field.member("children") else { return [] }
        var result: [ViewNode] = []
        for child in try list.array() { result += try view(child, depth: depth) }
        return result
    }

    /// Wraps `node` in the modifiers of `field`, first innermost; the k-th modifier of a view
    /// gets id `"<id>#<k>"`. A Group's or ForEach's modifiers continue each child's own count.
    mutating func applyModifiers(_ field: JSONField, to node: ViewNode, depth: Depth) throws(SceneError) -> ViewNode {
        guard let list = field.member("modifiers") else { return node }
        var (base, next) = Self.modifierNumbering(after: node)
        var current = node
        for entry in try list.array() {
            // `{"id": "name"}` names the view so far; the modifiers after it count from it.
            if case .object(let members) = entry.node.value, members.count == 1, members[0].key == "id", let field = entry.member("id") {
                let id = try claim(id: field)
                current = ViewNode(current.kind, id: id, children: current.children, at: current.source)
                (base, next) = (id, 0)
                continue
            }
            current = try modifier(entry, around: current, id: base.map { "\($0)#\(next)" }, depth: depth)
            next += 1
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
    private mutating func forEach(_ field: JSONField, depth: Depth) throws(SceneError) -> [ViewNode] {
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
            // Every item counts, even one that makes no view, so nested ForEach cannot spin.
            forEachItems += 1
            guard forEachItems <= SceneLimits.maxViews else {
                throw rangeField.fail("ForEach makes more than \(SceneLimits.maxViews) items in all")
            }
            do {
                let substituted = try substitute(["i": String(index)], in: content.node, path: content.path)
                let item = JSONField(node: substituted, at: content.at, file: file)
                for view in try view(item, depth: Depth(views: depth.views + 1, nodes: depth.nodes)) {
                    result.append(try applyModifiers(field, to: view, depth: depth))
                }
            } catch {
                var located = error
                located.message = "in ForEach item i = \(index): " + error.message
                throw located
            }
        }
        return result
    }

    /// `runs`: `[{text, bold, italic, monospaced, underline, strikethrough, weight, size, style, color}]`.
    private mutating func textRuns(_ field: JSONField) throws(SceneError) -> [TextRun] {
        var runs: [TextRun] = []
        for item in try field.array() {
            try item.checkKeys(["text", "bold", "italic", "monospaced", "underline", "strikethrough", "weight", "size", "style", "color"], what: "a text run")
            guard let text = item.member("text") else { throw item.fail("a text run needs \"text\"") }
            var run = TextRun(text: try textString(text))
            run.bold = try item.member("bold")?.bool() ?? false
            run.italic = try item.member("italic")?.bool() ?? false
            run.monospaced = try item.member("monospaced")?.bool() ?? false
            run.underline = try item.member("underline")?.bool() ?? false
            run.strikethrough = try item.member("strikethrough")?.bool() ?? false
            run.weight = try item.member("weight")?.choice(FontNames.weights, what: "font weight")
            run.size = try item.member("size")?.number(in: 1...1_000)
            if let style = item.member("style") {
                // A text style's size, which follows Dynamic Type.
                run.textStyle = try style.choice(Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0) }), what: "text style")
                if run.size == nil, let textStyle = run.textStyle { run.size = textStyle.font.size }
            }
            if let color = item.member("color") {
                guard case .color(let rgba) = try color.shapeStyle() else { throw color.fail("a text run's colour is a flat colour") }
                run.color = rgba
            }
            runs.append(run)
        }
        guard !runs.isEmpty else { throw field.fail("a Text needs at least one run") }
        return runs
    }

    /// `systemName` from the built-in set, or `file`: a PNG next to the scene, decoded once
    /// per file however many views show it.
    private mutating func imageSource(_ field: JSONField) throws(SceneError) -> ImageSource {
        if let name = field.member("systemName") {
            // An unknown name is drawn as a placeholder with a warning (ImageLayout), as
            // SwiftUI draws nothing and logs: the scene still renders.
            let text = try name.string()
            guard !text.isEmpty else { throw name.fail("the symbol name is empty") }
            return .systemName(text)
        }
        guard let fileField = field.member("file") else { throw field.fail("Image needs \"systemName\" or \"file\"") }
        let relative = try fileField.string()
        guard !relative.isEmpty else { throw fileField.fail("the image file name is empty") }
        let given = relative.hasPrefix("/") ? relative : (baseDirectory as NSString).appendingPathComponent(relative)
        let (path, scale) = Self.imageVariant(given)
        if let image = images.files[path] { return .file(try count(image, field: fileField)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fileField.fail("no such image file \(path)")
        }
        guard !isDirectory.boolValue else { throw fileField.fail("\(path) is a directory, not a PNG file") }
        // Decoded in full now, so a corrupt or oversized file is an error here, not a blank later.
        let bytes: [UInt8]
        do { bytes = try BoundedRead.read(path: path, limit: SceneLimits.maxImageFileBytes) } catch {
            switch error {
            case .tooLarge: throw fileField.fail("\(path) is larger than \(SceneLimits.maxImageFileBytes >> 20) MiB")
            case .unreadable(let reason): throw fileField.fail("cannot read image file \(path): \(reason)")
            }
        }
        if let size = PNGCodec.headerSize(bytes), size.width > 0, size.height > 0,
           size.width <= PNGCodec.maxDimension, size.height <= PNGCodec.maxDimension,
           imagePixels + size.width * size.height > SceneLimits.maxImagePixels {
            throw fileField.fail("the scene's image files have more than \(SceneLimits.maxImagePixels) pixels in all (\(path) is \(size.width)×\(size.height))")
        }
        let image: ImageFile
        do { image = try ImageFile(path: path, bytes: bytes, scale: scale) } catch { throw fileField.fail("\(path) is not a usable PNG file: \(error)") }
        images.files[path] = image
        return .file(try count(image, field: fileField))
    }

    /// Counts an image file's pixels against the scene's budget, once per file.
    private mutating func count(_ image: ImageFile, field: JSONField) throws(SceneError) -> ImageFile {
        guard countedImages.insert(image.path).inserted else { return image }
        imagePixels += image.pixelWidth * image.pixelHeight
        guard imagePixels <= SceneLimits.maxImagePixels else {
            throw field.fail("the scene's image files have more than \(SceneLimits.maxImagePixels) pixels in all")
        }
        return image
    }

    /// An asset catalogue's scales: `photo.png` is drawn from `photo@3x.png` or `photo@2x.png`
    /// when one lies beside it (the sharpest, a decision: the scene does not know the render
    /// scale), at its size in points. A name that says its scale (`photo@2x.png`) keeps it.
    static func imageVariant(_ path: String) -> (path: String, scale: Int) {
        let stem = (path as NSString).deletingPathExtension
        let suffix = path.dropFirst(stem.count)
        for scale in [3, 2] where stem.hasSuffix("@\(scale)x") { return (path, scale) }
        for scale in [3, 2] {
            let candidate = stem + "@\(scale)x" + suffix
            if FileManager.default.fileExists(atPath: candidate) { return (candidate, scale) }
        }
        return (path, 1)
    }
}
