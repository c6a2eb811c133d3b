import Foundation

import RenderLayout

/// Turns a scene file into a `Scene` (docs/scene-format.md, "Document", "Views", "Modifiers" and
/// "Colours").
///
/// 1. Parse JSON, keeping each value's line:column.
/// 2. Read `params` (then `--set` overrides) and substitute `{name}` in every string.
/// 3. Read `canvas`, then the root view: each view's properties, children and modifiers,
///    `Group` spliced into its parent, `ForEach` expanded with `{i}` substituted.
/// Every failure is a `SceneError` naming the file, the JSON path and the line:column.
public struct SceneDecoder: Sendable {
    package let file: String
    package let baseDirectory: String
    package var viewCount = 0
    package var forEachItems = 0
    /// Decoding a List's or Form's rows, where a `Section` is a section (List.swift, Section.swift).
    package var inListContent = false
    /// Decoding a Picker's options (through Group), where a `ForEach` tags its views (ViewDecoder.swift).
    package var inPickerContent = false
    package var textLength = 0
    /// Layout nodes made so far: views and modifiers (`SceneLimits.maxNodes`).
    package var nodeCount = 0
    /// What parameter and `ForEach` substitution may still produce (`SceneLimits.maxExpansion`
    /// plus twice the file's size).
    package var expansionBudget: Int
    /// Image files decoded, by path: each file is decoded once per scene (or per sweep).
    package let images: ImageCache
    package var countedImages = Set<String>()
    /// Pixels of every image file decoded (`SceneLimits.maxImagePixels`).
    package var imagePixels = 0
    package var ids = Set<String>()
    /// Whether an id may name several views (a Swift subtree used twice): the second use of
    /// "card" becomes "card@2" in the dump, rather than an error.
    package var repeatedIDs = false
    package var idUses: [String: Int] = [:]
    /// The scene's own alignment guides (`"alignments"`), by name.
    package var customAlignments: [String: CustomAlignment] = [:]
    /// The scene's today (`canvas.today`; a Swift file's `Date()`, `--now`): the day a graphical
    /// or wheel DatePicker marks. `readsToday` records that one did.
    package var today: Date? = nil
    package var readsToday = false

    /// How deep a view sits: views around it, and layout nodes (views and modifiers) above it.
    package struct Depth {
        package var views: Int
        package var nodes: Int
        package static let root = Depth(views: 0, nodes: 0)
    }

    public static func decode(contentsOf path: String, overrides: [String: SceneParameter] = [:],
                              images: ImageCache = ImageCache()) throws(SceneError) -> Scene {
        try decode(SceneFile.read(path), file: SceneFile.name(path), baseDirectory: SceneFile.baseDirectory(path),
                   overrides: overrides, images: images)
    }

    /// One view object (the Swift front end's output): the root of a scene.
    /// `declared` receives the scene's custom alignments once read.
    /// `today` is the scene's today; `readToday` learns whether a view read it.
    /// `located`: the nodes' locations are in the Swift source `file`, so the tree's paths
    /// carry them and its layout warnings point there (`JSONPath`'s located trees).
    package static func decodeView(_ node: JSONNode, alignments: JSONNode? = nil, file: String, baseDirectory: String,
                           repeatedIDs: Bool, located: Bool = false, today: Date? = nil, accentColor: RGBA? = nil,
                           readToday: (Bool) -> Void = { _ in },
                           declared: ([String: CustomAlignment]) -> Void = { _ in }) throws(SceneError) -> ViewNode {
        var decoder = SceneDecoder(file: file, baseDirectory: baseDirectory)
        decoder.repeatedIDs = repeatedIDs
        decoder.today = today
        if let alignments { try decoder.declareAlignments(JSONField(node: alignments, path: "alignments", file: file)) }
        declared(decoder.customAlignments)
        let root = located ? JSONPath(root: "root", file: file, location: node.location) : JSONPath(root: "root")
        let view = try withAppAccent(accentColor) { () throws(SceneError) in try decoder.single(JSONField(node: node, at: root, file: file)) }
        readToday(decoder.readsToday)
        return view
    }

    public static func decode(_ bytes: [UInt8], file: String, baseDirectory: String = ".",
                              overrides: [String: SceneParameter] = [:], images: ImageCache = ImageCache()) throws(SceneError) -> Scene {
        guard bytes.count <= SceneLimits.maxFileBytes else {
            throw SceneError(file: file, message: "the file is larger than \(SceneLimits.maxFileBytes >> 20) MiB")
        }
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(file: file, location: error.location, message: "invalid JSON: \(error.message)")
        }
        var decoder = SceneDecoder(file: file, baseDirectory: baseDirectory, images: images,
                                   expansionBudget: SceneLimits.maxExpansion + 2 * bytes.count)
        return try decoder.document(JSONField(node: document, path: "", file: file), overrides: overrides)
    }

    /// Runs `body` with `accent` as the app's accent colour (`EnvironmentStyle.appAccent`): a
    /// `Color.accentColor` read where no environment is known (a border, a gradient's stop) is it.
    private static func withAppAccent<R>(_ accent: RGBA?, _ body: () throws(SceneError) -> R) throws(SceneError) -> R {
        let result: Result<R, SceneError> = EnvironmentStyle.$appAccent.withValue(accent) {
            do throws(SceneError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    package init(file: String, baseDirectory: String, images: ImageCache = ImageCache(),
         expansionBudget: Int = SceneLimits.maxExpansion) {
        self.expansionBudget = expansionBudget
        self.file = file
        self.baseDirectory = baseDirectory
        self.images = images
    }

    private mutating func document(_ top: JSONField, overrides: [String: SceneParameter]) throws(SceneError) -> Scene {
        guard case .object = top.node.value else { throw top.fail("expected a scene object or a view object, found \(top.node.typeDescription)") }
        // A bare view object is a whole scene.
        guard top.member("root") != nil || top.member("canvas") != nil || top.member("params") != nil
                || top.member("alignments") != nil || top.member("device") != nil else {
            let root = JSONField(node: top.node, path: "root", file: file)
            var scene = Scene(file: file, canvas: Scene.Canvas(), params: [:], root: try single(root))
            scene.rootLocation = top.node.location
            scene.inputFiles = countedImages.sorted()
            return scene
        }
        try top.checkKeys(["canvas", "root", "params", "alignments", "device"], what: "a scene")
        var params: [String: SceneParameter] = [:]
        if let field = top.member("params") {
            let paramsField = JSONField(node: field.node, path: "params", file: file)
            for member in try paramsField.object() {
                let entry = JSONField(node: member.value, path: "params.\(member.key)", file: file)
                switch member.value.value {
                case .number(let value): params[member.key] = .number(value)
                case .string(let text): params[member.key] = .string(text)
                case .bool(let value): params[member.key] = .string(value ? "true" : "false")
                default: throw entry.fail("a parameter is a number, a string or a boolean; found \(member.value.typeDescription)")
                }
            }
        }
        for (name, value) in overrides {
            guard params[name] != nil else {
                throw SceneError(file: file, message: "--set \(name): the scene declares no parameter \"\(name)\"" +
                                 (params.isEmpty ? "" : "; it declares \(params.keys.sorted().joined(separator: ", "))"))
            }
            params[name] = value
        }
        let substituted = try substitute(params.mapValues(\.description), in: top.node, path: "")
        let scene = JSONField(node: substituted, path: "", file: file)
        var canvas = Scene.Canvas()
        if let field = scene.member("canvas") {
            let canvasField = JSONField(node: field.node, path: "canvas", file: file)
            canvas = try self.canvas(canvasField)
            if let field = canvasField.member("today") {
                let text = try field.string()
                guard let date = SceneDates.parse(text) else {
                    throw field.fail("\"\(text.prefix(60))\" is not an ISO 8601 date such as \"2026-01-01T09:41:00Z\"")
                }
                today = date
            }
        }
        if let field = scene.member("alignments") {
            try declareAlignments(JSONField(node: field.node, path: "alignments", file: file))
        }
        if let field = scene.member("device") {
            let deviceField = JSONField(node: field.node, path: "device", file: file)
            canvas.device = try Self.device(deviceField)
            if canvas.width != nil || canvas.height != nil {
                throw deviceField.fail("a device sets the canvas's size; drop canvas.width and canvas.height, or the device")
            }
        }
        guard let rootNode = scene.member("root") else { throw scene.fail("a scene needs \"root\": the view to render") }
        let root = try Self.withAppAccent(canvas.accentColor) { () throws(SceneError) in try single(JSONField(node: rootNode.node, path: "root", file: file)) }
        var result = Scene(file: file, canvas: canvas, params: params, root: root)
        result.rootLocation = rootNode.node.location
        result.inputFiles = countedImages.sorted()
        return result
    }

    private func canvas(_ field: JSONField) throws(SceneError) -> Scene.Canvas {
        try field.checkKeys(["width", "height", "scale", "background", "alignment", "layoutDirection", "dynamicTypeSize", "colorScheme", "accentColor", "today"], what: "canvas")
        var canvas = Scene.Canvas()
        canvas.width = try field.member("width")?.number(in: 1...SceneLimits.maxCanvasSide)
        canvas.height = try field.member("height")?.number(in: 1...SceneLimits.maxCanvasSide)
        canvas.scale = try field.member("scale")?.number(in: 0.1...8)
        if let background = field.member("background") {
            if case .string("transparent") = background.node.value {
                canvas.background = .transparent
            } else {
                let style = try background.shapeStyle()
                guard case .color(let color) = style else { throw background.fail("the canvas background is a flat color or \"transparent\"") }
                canvas.background = .color(color)
            }
        }
        canvas.alignment = try field.member("alignment")?.alignment()
        canvas.layoutDirection = try field.member("layoutDirection")?.layoutDirection()
        canvas.dynamicTypeSize = try field.member("dynamicTypeSize")?.dynamicTypeSize()
        canvas.colorScheme = try field.member("colorScheme")?.colorScheme()
        canvas.accentColor = try field.member("accentColor")?.flatColor()
        return canvas
    }

    /// `"iphone-15"` (or Apple's `"iPhone 15"`), or `{"name": "iphone-15", "orientation": "landscape"}`.
    package static func device(_ field: JSONField) throws(SceneError) -> Device {
        var nameField = field
        var landscape = false
        if case .object = field.node.value {
            try field.checkKeys(["name", "orientation"], what: "device")
            guard let name = field.member("name") else { throw field.fail("a device needs \"name\", such as \"iphone-15\"") }
            nameField = name
            landscape = try field.member("orientation")?.choice(["portrait": false, "landscape": true], what: "orientation") ?? false
        }
        let name = try nameField.string()
        guard let device = Device.named(name) else {
            throw nameField.fail("unknown device \"\(name)\"; the renderer knows \(Device.knownNames)")
        }
        return landscape ? device.landscape : device
    }

    /// `node` with `{name}` replaced by `values`, charged to the expansion budget.
    package mutating func substitute(_ values: [String: String], in node: JSONNode, path: String) throws(SceneError) -> JSONNode {
        do {
            return try ParameterSubstitution(values: values).apply(node, remaining: &expansionBudget)
        } catch {
            var full = path + error.path
            if full.hasPrefix(".") { full.removeFirst() }
            throw SceneError(file: file, path: full, location: error.location,
                             message: "substituting parameters and ForEach items makes more than \(SceneLimits.maxExpansion >> 20) Mi nodes and bytes beyond twice the file's size")
        }
    }

    /// The root and `background`/`overlay` content: exactly one view after splicing.
    package mutating func single(_ field: JSONField) throws(SceneError) -> ViewNode {
        let views = try view(field, depth: .root)
        guard views.count == 1, let view = views.first else {
            throw field.fail("expected exactly one view here, found \(views.count) (a Group or ForEach at the root must hold one view; use a stack)")
        }
        return view
    }
}
