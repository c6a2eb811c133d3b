import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// One preview of a file, as Xcode's canvas lists it: a `#Preview`, or one view of a
/// `PreviewProvider`'s `previews`.
public struct DiscoveredPreview: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `#Preview { … }`.
        case macro
        /// A view of `struct NAME: PreviewProvider`'s `previews`.
        case provider(String)
    }

    /// The file as given.
    public var file: String
    /// Where the preview is written: the `#Preview`, or the provider's view expression.
    public var line: Int
    public var column: Int
    /// Its name, unique within the file (`PreviewCatalog`, step 4).
    public var name: String
    public var kind: Kind
    /// Its position among the file's previews, from 0.
    public var index: Int
    /// Its traits: name, layout, device, orientation, colour scheme, environment.
    public var traits: PreviewTraits

    /// The layout the canvas gives it (`.device` unless it says otherwise).
    public var layout: PreviewLayout { traits.layout ?? .device }
}

/// A discovered preview and what reading it gave: the scene with its notes and warnings (only
/// this preview's, as far as they can be told apart), or the error that stopped it.
public struct LoadedPreview: Sendable {
    public var preview: DiscoveredPreview
    public var result: Result<SwiftSource.Loaded, SceneError>

    /// The warnings to show beside it (none for an error).
    public var warnings: [String] {
        if case .success(let loaded) = result { return loaded.warnings }
        return []
    }
}

/// Every preview of a Swift file, folder or package (`render previews`, `render check
/// --previews`, the live page).
///
/// 1. The files: a `.swift` file itself; under a folder, every `.swift` file (hidden folders,
///    `.build`, `Pods`, `Carthage`, `DerivedData`, `node_modules` and `build` skipped), sorted. A
///    file that mentions neither `#Preview` nor `PreviewProvider` has none and is not parsed.
/// 2. Each file is read with its module (`SwiftModule`), as `render FILE` reads it, once.
/// 3. Its previews, in file order: each `#Preview` (its `traits:` read as Xcode does:
///    `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.portrait`, `.landscapeLeft`,
///    `.landscapeRight`, `.portraitUpsideDown`), then each `PreviewProvider`'s `previews` taken
///    apart as Xcode's canvas does: each view at its top is a preview, and a `Group` or
///    `ForEach` there is taken apart into its views, each with the Group's modifiers and
///    traits after its own (`PreviewModifiers`).
/// 4. Names: `#Preview("Name")` or `.previewDisplayName("Name")`; else `Preview` for a
///    `#Preview` and the provider's type name for its views (decision: Xcode shows the same
///    for an unnamed one). A name used again in the file gets ` 2`, ` 3`, … in file order.
/// 5. Each preview runs in a fresh interpreter (a provider's views each in their own run of
///    `previews`), so previews render apart and on any thread. An error stops only its
///    preview; a syntax error in the file stops the file (`load` throws it).
/// 6. Warnings: the module's go with every preview; a located warning goes with the preview
///    whose views hold that location (a placeholder's box carries it), and one that no
///    preview's views hold (a modifier left out) with every preview of the run that made it.
public enum PreviewCatalog {
    /// Step 1: the Swift files under `path`, or `path` itself. Errors name the path.
    public static func swiftFiles(at path: String) throws(SceneError) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(file: path, message: "no such file or folder")
        }
        guard isDirectory.boolValue else {
            guard path.hasSuffix(".swift") else { throw SceneError(file: path, message: "previews are read from .swift files, or a folder of them") }
            return [path]
        }
        let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]
        var result: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            for name in entries where !name.hasPrefix(".") && !skipped.contains(name) {
                let entry = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                let attributes = try? manager.attributesOfItem(atPath: entry)
                let type = attributes?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    pending.append(entry)
                } else if type == .typeRegular, name.hasSuffix(".swift"), name != "Package.swift" {
                    result.append(entry)
                    if result.count > SwiftModule.maxFiles {
                        throw SceneError(file: path, message: "the folder holds more than \(SwiftModule.maxFiles) Swift files; name a smaller one")
                    }
                }
            }
        }
        return result.sorted()
    }

    /// Step 1's quick test: whether `bytes` can declare a preview at all.
    public static func mayHavePreviews(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("#Preview") || text.contains("PreviewProvider")
    }

    /// Steps 2–6 for the file at `path`.
    public static func load(file path: String, options: SwiftSource.Options = SwiftSource.Options()) throws(SceneError) -> [LoadedPreview] {
        let bytes = try SceneFile.read(path)
        let base = (path as NSString).deletingLastPathComponent
        return try load(bytes, file: path, baseDirectory: base.isEmpty ? "." : base, options: options)
    }

    /// Steps 2–6 for `bytes`, the contents of `file`.
    public static func load(_ bytes: [UInt8], file: String, baseDirectory: String = ".",
                            options: SwiftSource.Options = SwiftSource.Options()) throws(SceneError) -> [LoadedPreview] {
        guard mayHavePreviews(bytes) else { return [] }
        SwiftSource.registerParserConformances()
        do {
            return try LargeStack.run { try previews(bytes, file: file, baseDirectory: baseDirectory, options: options) }
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(file: file, message: "\(error)")
        }
    }

    /// Only the list (names, lines, traits), without the scenes' errors.
    public static func discover(file path: String, options: SwiftSource.Options = SwiftSource.Options()) throws(SceneError) -> [DiscoveredPreview] {
        try load(file: path, options: options).map(\.preview)
    }

    private static func previews(_ bytes: [UInt8], file: String, baseDirectory: String, options: SwiftSource.Options) throws(SceneError) -> [LoadedPreview] {
        let parsed = try SwiftSource.program(bytes, file: file, baseDirectory: baseDirectory, options: options)
        let program = parsed.program
        let moduleWarnings = parsed.moduleWarnings
        var found: [LoadedPreview] = []
        func add(_ kind: DiscoveredPreview.Kind, _ location: SourceLocation, _ traits: PreviewTraits,
                 _ result: Result<SwiftSource.Loaded, SceneError>) {
            let preview = DiscoveredPreview(file: file, line: location.line, column: location.column, name: "", kind: kind,
                                            index: found.count, traits: traits)
            found.append(LoadedPreview(preview: preview, result: result))
        }
        func assemble(_ view: ViewJSON, _ run: Run) -> Result<SwiftSource.Loaded, SceneError> {
            Result { () throws(SceneError) -> SwiftSource.Loaded in
                try SwiftSource.assemble([view], params: run.params, device: nil, interpreter: run.interpreter, parsed: parsed,
                                         options: options)
            }
        }

        for macro in program.previews {
            var traits = PreviewTraits()
            traits.displayName = macro.name
            do throws(SceneError) {
                let run = try Run(parsed, options, body: macro.body)
                try macroTraits(macro.traits, into: &traits, run.interpreter)
                // Several views in a `#Preview` are one preview, stacked (`SwiftSource`).
                let view = run.views.count == 1 ? run.views[0] : stacked(run.views)
                traits = view.preview.filling(from: traits)
                add(.macro, macro.location, traits, assemble(view, run))
            } catch {
                add(.macro, macro.location, traits, .failure(error))
            }
        }
        for typeName in program.typeOrder {
            guard let type = program.types[typeName], type.conforms(to: "PreviewProvider"), let body = type.computed["previews"] else { continue }
            let first: Run
            do throws(SceneError) { first = try Run(parsed, options, body: body, provider: type) } catch {
                add(.provider(typeName), program.location(body), PreviewTraits(), .failure(error))
                continue
            }
            let views = first.views.flatMap(split)
            let owners = views.map { locations(in: $0.json, file: program.file) }
            for (index, view) in views.enumerated() {
                // Each view in a run of its own (step 5); the first run serves the first.
                let run: Run
                do throws(SceneError) { run = index == 0 ? first : try Run(parsed, options, body: body, provider: type) } catch {
                    add(.provider(typeName), view.callSite ?? view.location, view.preview, .failure(error))
                    continue
                }
                let own = run.views.flatMap(split)
                guard index < own.count else {
                    add(.provider(typeName), view.callSite ?? view.location, view.preview,
                        .failure(program.error("\(typeName).previews made a different number of views when run again", location: view.location)))
                    continue
                }
                var result = assemble(own[index], run)
                if case .success(var loaded) = result {
                    loaded.warnings = moduleWarnings + run.interpreter.assets.warnings + program.moduleWarnings
                        + attributed(run.interpreter.warnings, to: index, owners: owners, program: program)
                    loaded.placeholders = loaded.warnings.filter { $0.contains(": warning: placeholder for ") }.count
                    result = .success(loaded)
                }
                add(.provider(typeName), own[index].callSite ?? own[index].location, own[index].preview, result)
            }
        }
        name(&found)
        return found
    }

    /// One run of a preview's body in a fresh interpreter (step 5).
    private struct Run {
        var interpreter: Interpreter
        var views: [ViewJSON]
        var params: [String: SceneParameter]

        /// `provider`: the `PreviewProvider` whose `previews` this is (its statics are `self`'s).
        init(_ parsed: SwiftSource.Parsed, _ options: SwiftSource.Options, body: CodeBlockItemListSyntax, provider: TypeDecl? = nil) throws(SceneError) {
            let program = parsed.program
            interpreter = SwiftSource.makeInterpreter(parsed, options)
            let scope = Scope(parent: try interpreter.fileScope(), selfInstance: provider.map { Instance(type: $0, fields: [:]) })
            params = SwiftSource.parameters(of: program.fileScope, interpreter.fileInstance)
            views = try interpreter.previewViews(body, scope)
            if let root = interpreter.previewRoot {
                params.merge(SwiftSource.parameters(of: root.type, root)) { _, new in new }
            }
            guard !views.isEmpty else { throw program.error("the preview is empty", location: program.location(body)) }
        }
    }

    /// Several views of one `#Preview`: a VStack, as `render FILE` shows them.
    private static func stacked(_ views: [ViewJSON]) -> ViewJSON {
        var stack = ViewJSON(type: "VStack", location: views[0].location)
        stack.members = [("children", JSONNode(value: .array(views.map(\.json)), location: views[0].location))]
        stack.preview = views.reduce(PreviewTraits()) { $0.filling(from: $1.preview) }
        return stack
    }

    /// Step 3: a provider's top-level view, a `Group` or `ForEach` taken apart.
    private static func split(_ view: ViewJSON) -> [ViewJSON] {
        guard view.type == "Group", !view.groupChildren.isEmpty else { return [view] }
        return view.groupChildren.flatMap { child -> [ViewJSON] in
            var child = child
            child.modifiers += view.modifiers
            child.preview = child.preview.filling(from: view.preview)
            return split(child)
        }
    }

    /// `#Preview(traits: .landscapeLeft, .sizeThatFitsLayout, .fixedLayout(width: 300, height: 200))`.
    static func macroTraits(_ expressions: [ExprSyntax], into traits: inout PreviewTraits, _ interpreter: Interpreter) throws(SceneError) {
        for expression in expressions {
            let value = try interpreter.evaluate(expression, try interpreter.fileScope())
            guard case .symbol(let symbol) = value, symbol.steps.count == 1 else {
                throw interpreter.fail("a #Preview trait is .sizeThatFitsLayout, .fixedLayout(width:height:) or an orientation such as .landscapeLeft", expression)
            }
            let step = symbol.steps[0]
            if let orientation = PreviewOrientation(rawValue: step.name), step.arguments == nil {
                traits.orientation = orientation
            } else if step.name == "sizeThatFitsLayout", step.arguments == nil {
                traits.layout = .sizeThatFits
            } else if step.name == "fixedLayout", let layout = Interpreter.previewLayout(.symbol(Symbol(type: nil, steps: [Symbol.Step(name: "fixed", arguments: step.arguments)]))) {
                traits.layout = layout
            } else {
                // `.defaultLayout`, a preview modifier: Xcode's default, or a setting the
                // renderer does not apply; noted, so nothing is silently dropped.
                if step.name != "defaultLayout" { try interpreter.note("#Preview trait .\(step.name)", expression, "the renderer applies layout and orientation traits only") }
            }
        }
    }

    /// Step 6: the interpreter's warnings that belong to view `index` of a run.
    private static func attributed(_ warnings: [String], to index: Int, owners: [Set<String>], program: SwiftProgram) -> [String] {
        warnings.filter { warning in
            guard let range = warning.range(of: ": warning: ") else { return true }
            let place = String(warning[..<range.lowerBound])
            let holders = owners.indices.filter { owners[$0].contains(place) }
            return holders.isEmpty || holders.contains(index)
        }
    }

    /// `file:line:column` of every node of a view's JSON, as warnings name places.
    private static func locations(in node: JSONNode, file: String) -> Set<String> {
        var result: Set<String> = []
        var pending = [node]
        while let current = pending.popLast() {
            result.insert("\(current.location.file ?? file):\(current.location)")
            switch current.value {
            case .object(let members): pending += members.map(\.value)
            case .array(let items): pending += items
            default: break
            }
        }
        return result
    }

    /// Step 4.
    private static func name(_ previews: inout [LoadedPreview]) {
        var used: [String: Int] = [:]
        for index in previews.indices {
            let preview = previews[index].preview
            let base: String
            switch preview.kind {
            case .macro: base = preview.traits.displayName ?? "Preview"
            case .provider(let type): base = preview.traits.displayName ?? type
            }
            let count = (used[base] ?? 0) + 1
            used[base] = count
            previews[index].preview.name = count == 1 ? base : "\(base) \(count)"
        }
    }
}
