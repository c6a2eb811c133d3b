import CCairoPango
import Foundation
import SwiftSyntax
import RenderLayout

import RenderScene

/// `render View.swift`: a Swift file of SwiftUI code to a scene.
///
/// 1. Find the file's module (`SwiftModule`) and parse it all (`SwiftProgram`): the file's
///    declarations and those of its module, under the `#if` conditions (`CompilationConditions`).
/// 2. Choose the view: `--view NAME` or `--view EXPRESSION` (`CommandLinePreview`), else the first `#Preview`, else a `PreviewProvider`'s
///    `previews`, else the file's bare statements (an article snippet, or a playground's
///    use of its structs), else a `var body` at file scope, else the last `View` struct.
///    `--set` reaches the properties of the rendered struct, or of the one a preview builds.
/// 3. Interpret it (`Interpreter`) into scene JSON: the stored properties of the view (and
///    of the file) with defaults are the scene's parameters, which `--set` replaces.
/// 4. Decode that JSON with the JSON front end's decoder, so both make the same view tree.
public enum SwiftSource {
    public struct Options: Sendable {
        public var overrides: [String: SceneParameter] = [:]
        /// `--view`: a View struct, a `#Preview("NAME")`, or a view expression evaluated as a
        /// `#Preview` body in the file's module (`CommandLinePreview`).
        public var viewName: String?
        /// `--strict`: what is accepted and ignored (`.animation`, `print`) is an error.
        public var strict = false
        /// `--strict` also makes each placeholder (an unknown view, modifier or value) an error.
        /// Evaluation steps allowed before the file is taken to run away.
        package var stepLimit = Interpreter.maxSteps
        /// Evaluation steps of all the roots together (`EvaluationBudget.maxFileSteps`).
        package var fileStepLimit = EvaluationBudget.maxFileSteps
        /// `--now`: what `Date()` and `Date.now` read (default 2026-01-01 09:41 UTC).
        public var now: Date?
        /// `--locale`: the locale Foundation formats dates and numbers with (default `en_US`).
        public var locale: String?
        /// `--module DIR`: the folder of the file's module; nil finds it (`SwiftModule`).
        public var moduleDirectory: String?
        /// `--packages DIR`: where the module's package dependencies are checked out (an Xcode
        /// project's `SourcePackages`); nil looks in `.build/checkouts` and `SourcePackages/checkouts`
        /// from the module's package or project folder up (`SwiftModuleCheckouts`).
        public var packagesDirectory: String?
        /// Read only the file, not its module (a file given as bytes with no place on disk).
        public var readsModule = true
        /// `--define NAME`: compilation conditions that hold besides an iOS debug build's.
        public var defines: [String] = []
        /// `--color-scheme`: the scheme `@Environment(\.colorScheme)` reads.
        public var colorScheme: ColorScheme = .light
        /// Parsed files kept from earlier loads (`render preview`); nil parses every file.
        public var parseCache: SwiftParseCache?

        public init(overrides: [String: SceneParameter] = [:], viewName: String? = nil, strict: Bool = false,
                    moduleDirectory: String? = nil, defines: [String] = []) {
            self.overrides = overrides
            self.viewName = viewName
            self.strict = strict
            self.moduleDirectory = moduleDirectory
            self.defines = defines
        }

        var moduleChoice: SwiftModule.Choice {
            if let moduleDirectory { return .directory(moduleDirectory) }
            return readsModule ? .automatic : .none
        }
    }

    /// A Swift file read as a scene, with the JSON it stands for and the notes to print.
    public struct Loaded: Sendable {
        public var scene: Scene
        /// The equivalent JSON scene (`--emit-scene`).
        public var json: JSONNode
        /// `file:line:col: note: ignored .animation: it is not layout`, one per construct.
        public var notes: [String]
        /// `file:line:col: warning: …`: placeholders drawn, modifiers left out, module files
        /// that could not be read. Empty under `--strict`, where a placeholder is an error.
        public var warnings: [String] = []
        /// How many placeholders the picture holds (`render check` records none unless asked).
        public var placeholders = 0
        /// The files read: the rendered one, then the rest of its module.
        public var files: [String] = []
        /// The traits of the preview shown (`#Preview`'s `traits:`, a provider's preview
        /// modifiers); nil when the view is not a preview (a View struct, a body, a snippet):
        /// `render FILE` then lays a preview out as `render previews` does.
        public var preview: PreviewTraits?
        /// The folder of the module found (`SwiftModule.location`), nil for the file alone: what
        /// `render preview` watches, without walking up again.
        public var moduleFolder: String?
    }

    public static func load(contentsOf path: String, options: Options = Options()) throws(SceneError) -> Loaded {
        let bytes = try SceneFile.read(path)
        let base = (path as NSString).deletingLastPathComponent
        return try load(bytes, file: path, baseDirectory: base.isEmpty ? "." : base, options: options)
    }

    /// swift-syntax's conformance records, registered with the Swift runtime once, before any
    /// swift-syntax code runs: `make release` links them apart so that start-up and JSON renders
    /// do not scan them (`render_register_lazy_conformances` in CCairoPango's shim.h; a no-op in
    /// other builds). This is the one way into the Swift front end, and registration must come
    /// before anything else here: a release binary that used a swift-syntax type's conformance
    /// unregistered (even a stored property's default, `Set<Syntax>`) would crash, and only
    /// there — debug builds and the tests register every record at start-up.
    ///
    /// Each generic type first built after the registration checks its requirements by scanning
    /// every record, swift-syntax's included (twice a JSON render's price). Foundation's
    /// `URL.path`, which locating the module asks, builds a `Set<UInt8>` the first time: asked
    /// here once before registering, at a JSON render's price (docs/performance.md,
    /// "Conformance scans after registration"). swift-syntax's parser builds one such type on
    /// every parse (`[RawSyntax.ID: Int]`): `ParserLookaheadStorage` builds it first, without the scan.
    private static let parserConformancesRegistered: Void = {
        _ = URL(fileURLWithPath: "/").path
        render_register_lazy_conformances()
        ParserLookaheadStorage.fill()
    }()

    /// Registers swift-syntax's conformance records (above); every way into the front end calls it first.
    package static func registerParserConformances() { _ = parserConformancesRegistered }

    public static func load(_ bytes: [UInt8], file: String, baseDirectory: String = ".", options: Options = Options()) throws(SceneError) -> Loaded {
        registerParserConformances()
        do {
            return try LargeStack.run { try interpret(bytes, file: file, baseDirectory: baseDirectory, options: options) }
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(file: file, message: "\(error)")
        }
    }

    private static func interpret(_ bytes: [UInt8], file: String, baseDirectory: String, options: Options) throws(SceneError) -> Loaded {
        let parsed = try program(bytes, file: file, baseDirectory: baseDirectory, options: options)
        let (loaded, interpreter): (Loaded, Interpreter)
        do throws(SceneError) {
            (loaded, interpreter) = try scene(parsed, options)
        } catch {
            throw parsed.outsideTargets(error)
        }
        // `preferredColorScheme` sets the whole scene's scheme: a view that read
        // `@Environment(\.colorScheme)` reads it again in that scheme.
        if interpreter.readsColorScheme, let preferred = loaded.scene.root.preferredColorScheme, preferred != options.colorScheme {
            var again = options
            again.colorScheme = preferred
            return try interpret(bytes, file: file, baseDirectory: baseDirectory, options: again)
        }
        return loaded
    }

    /// Steps 2–4 in a fresh interpreter. `InterpreterInputModels` step 4: when they fail after
    /// an input was made by its initialiser — interpreting the body, or decoding the scene it
    /// made — they run again in another fresh interpreter with that rule off, so nothing of the
    /// failed run stays (its notes, warnings, statics, globals), and a note says where it
    /// stopped. The budget's and nesting's errors and `--strict` stay errors.
    private static func scene(_ parsed: Parsed, _ options: Options) throws(SceneError) -> (Loaded, Interpreter) {
        func run(_ interpreter: Interpreter) throws(SceneError) -> Loaded {
            let (views, params, preview) = try rootViews(parsed.program, interpreter, options)
            var loaded = try assemble(views, params: params, device: interpreter.previewDevice?.device, interpreter: interpreter,
                                      parsed: parsed, options: options)
            loaded.preview = preview
            return loaded
        }
        let interpreter = makeInterpreter(parsed, options)
        do throws(SceneError) {
            return (try run(interpreter), interpreter)
        } catch {
            guard interpreter.inputModelsMade > 0, !options.strict, !error.stopsTheRender else { throw error }
            let again = makeInterpreter(parsed, options)
            again.inputModelsOff = true
            var loaded = try run(again)
            var place = error.location?.file ?? error.file
            if let location = error.location { place += ":\(location.line):\(location.column)" }
            loaded.notes.insert("\(place): note: ignored the inputs made by their initialisers: the render stopped here with them (\(error.message)), so they stay unknown".escapingControlCharacters, at: 0)
            return (loaded, again)
        }
    }

    /// Step 1's result: the file parsed with its module, the warnings of module files left out,
    /// the module's asset catalogs.
    package struct Parsed {
        package var program: SwiftProgram
        package var moduleWarnings: [String]
        package var assets: AssetCatalog
        package var baseDirectory: String
        package var moduleFolder: String? = nil
        /// The resource folders of the app a local package's module runs in (`SwiftModule.hostAppFolders`).
        package var hostAppFolders: [String] = []
        /// The module's files that are checked-out packages' (`SwiftModule.sources`).
        package var checkedOutFiles: Set<String> = []
        /// The Xcode projects beside the file none of whose targets compiles it
        /// (`SwiftModule.Location.projectsWithoutFile`).
        package var projectsWithoutFile: [String] = []
        /// Whether one of those projects has a file reference naming the file.
        package var projectsReferenceFile = false

        /// A render's error of a file that no target of its project lists says so:
        /// 1. A name no file declares ("cannot find 'X' in scope") in a file that no target
        ///    compiles and no file reference of the project names — what Xcode builds from comes
        ///    only from targets' sources phases and synchronized folders (`XcodeProject` step 2),
        ///    and the navigator shows only referenced files — is a real error: the app never
        ///    builds the file, and Swift would refuse it as the renderer does (Enchanted's
        ///    `Header.swift`, a leftover no project version ever listed, reads a
        ///    `selectedModel` no file declares). The note says so plainly.
        /// 2. Any other error, or a file the project references: the note says only that no
        ///    target the renderer read lists it (review 18 R1), the error may be the renderer's.
        func outsideTargets(_ error: SceneError) -> SceneError {
            guard !projectsWithoutFile.isEmpty else { return error }
            var noted = error
            let projects = projectsWithoutFile.joined(separator: ", ")
            if error.message.hasPrefix("cannot find '"), !projectsReferenceFile {
                noted.message += "; note: a real error: the app never compiles this file (no target of \(projects) lists it in a sources phase or synchronized folder, and no file reference of the project names it) and no file of its folder declares that name, so the refusal stands"
            } else {
                noted.message += "; note: no target of \(projects) that the renderer read lists it, so its module was read as its folder's files"
            }
            return noted
        }
    }

    /// Step 1.
    package static func program(_ bytes: [UInt8], file: String, baseDirectory: String, options: Options) throws(SceneError) -> Parsed {
        guard bytes.count <= SwiftProgram.maxSourceBytes else {
            throw SceneError(file: file, message: "the Swift file is \(bytes.count) bytes; at most \(SwiftProgram.maxSourceBytes >> 10) KiB (swift-syntax's tree of a file takes up to a thousand times its size)")
        }
        guard let source = String(validating: bytes, as: UTF8.self) else {
            throw SwiftProgram.notUTF8(bytes, file: file)
        }
        var moduleChoice = options.moduleChoice
        if moduleChoice == .automatic, !FileManager.default.fileExists(atPath: file) { moduleChoice = .none }
        var location = SwiftModule.location(of: file, choice: moduleChoice)
        location?.packagesDirectory = options.packagesDirectory
        let module = try SwiftModule.sources(of: file, in: location, cache: options.parseCache)
        // Only the module files the rendered file reaches are parsed (`ModuleReach`).
        let reached = try ModuleReach.files(of: file, source: source, module: module.files, cache: options.parseCache)
        let program = try SwiftProgram(source: source, file: file, conditions: CompilationConditions(defines: options.defines), module: reached.files,
                                       cache: options.parseCache, fileModules: module.modules)
        program.importedModules.formUnion(reached.otherImports)
        program.moduleSources = module.files.filter { $0.file != file }.map(\.source)
        program.exportedModules.formUnion(reached.otherExports)
        // `replacingAll`, not Foundation's `replacingOccurrences`: that one makes its result
        // through `String(decoding:as: UTF16.self)`, whose first use after swift-syntax's records
        // are registered scans them all twice (`UInt16: FixedWidthInteger`, `UnsignedInteger`).
        program.readModules = Set((module.files.map(\.file) + [file]).map { program.moduleName(ofFile: $0).replacingAll("-", with: "_") })
        return Parsed(program: program, moduleWarnings: module.warnings,
                      assets: AssetCatalog(catalogs: SwiftModule.catalogs(in: location, files: module.files)), baseDirectory: baseDirectory,
                      moduleFolder: location?.folder, hostAppFolders: SwiftModule.hostAppFolders(of: location), checkedOutFiles: module.checkedOut,
                      projectsWithoutFile: location?.projectsWithoutFile ?? [], projectsReferenceFile: location?.projectsReferenceFile ?? false)
    }

    /// A fresh interpreter of the parsed file with the options' `--set` values, clock, locale,
    /// colour scheme and the module's assets.
    package static func makeInterpreter(_ parsed: Parsed, _ options: Options) -> Interpreter {
        let interpreter = Interpreter(program: parsed.program, overrides: options.overrides, strict: options.strict)
        interpreter.stepLimit = options.stepLimit
        interpreter.budget.fileStepLimit = options.fileStepLimit
        if let now = options.now { interpreter.now = now.timeIntervalSinceReferenceDate }
        if let locale = options.locale { interpreter.localeIdentifier = locale }
        interpreter.colorScheme = options.colorScheme
        interpreter.baseDirectory = parsed.baseDirectory
        interpreter.assets = parsed.assets
        interpreter.moduleFolder = parsed.moduleFolder
        interpreter.hostAppFolders = parsed.hostAppFolders
        interpreter.checkedOutFiles = parsed.checkedOutFiles
        return interpreter
    }

    /// Steps 3–4 for the views chosen: one root (several stacked in a VStack), the parameters
    /// checked against `--set`, the JSON decoded into the scene.
    package static func assemble(_ views: [ViewJSON], params: [String: SceneParameter], device: Device?, interpreter: Interpreter,
                                 parsed: Parsed, options: Options) throws(SceneError) -> Loaded {
        let program = parsed.program
        let file = program.file
        let baseDirectory = parsed.baseDirectory
        let root: JSONNode
        switch views.count {
        // A body that builds nothing at rest (`if let scrum { … }` of no scrum): an empty
        // screen, as SwiftUI's hosting view shows it (`Interpreter.isEmptyGroup`).
        case 0: root = ViewJSON(type: "VStack", location: SourceLocation(line: 1, column: 1)).json
        case 1 where !Interpreter.isGroupOfSeveral(views[0]) && !Interpreter.isEmptyGroup(views[0]): root = views[0].json
        default:
            // Several views at the top, as in a snippet of a builder's body: a VStack, as a
            // window shows a body of several views.
            var stack = ViewJSON(type: "VStack", location: views[0].location)
            stack.members = [("children", JSONNode(value: .array(views.map(\.json)), location: views[0].location))]
            root = stack.json
        }
        var allParams = params
        for (name, value) in interpreter.freeParameters { allParams[name] = value }
        for name in options.overrides.keys.sorted() where allParams[name] == nil {
            throw SceneError(file: file, message: "--set \(name): the view has no property or free name \"\(name)\"" +
                             (allParams.isEmpty ? "" : "; its parameters are \(allParams.keys.sorted().joined(separator: ", "))"))
        }
        let view: ViewNode
        // `Date()` is the file's today: a graphical or wheel DatePicker marks it.
        let today = Date(timeIntervalSinceReferenceDate: interpreter.now)
        var readsToday = false
        do throws(SceneError) {
            view = try SceneDecoder.decodeView(root, alignments: interpreter.alignmentsJSON(), file: file, baseDirectory: baseDirectory,
                                               repeatedIDs: true, located: true, today: today, accentColor: interpreter.assets.accentColor,
                                               readToday: { readsToday = $0 }) { interpreter.resolvedAlignments = $0 }
        } catch {
            // The decoder names the JSON path; a Swift user wants the line.
            throw program.error(error.message, location: error.location)
        }
        var canvas = Scene.Canvas(device: device)
        // The module's `AccentColor` colour set is the app's accent colour.
        canvas.accentColor = interpreter.assets.accentColor
        let scene = Scene(file: file, canvas: canvas, params: allParams, root: view)
        let location = SourceLocation(line: 1, column: 1)
        var members: [(key: String, value: JSONNode)] = [("root", root)]
        if let alignments = interpreter.alignmentsJSON() { members.insert(("alignments", alignments), at: 0) }
        // The canvas the emitted scene needs to render the same: the app's accent colour, and
        // today where a DatePicker read it.
        var canvasMembers: [(key: String, value: JSONNode)] = []
        if interpreter.assets.accentColor != nil { canvasMembers.append(("accentColor", interpreter.assetColorJSON("AccentColor", at: location))) }
        if readsToday { canvasMembers.append(("today", JSONNode(value: .string(SceneDates.iso8601(today)), location: location))) }
        if !canvasMembers.isEmpty { members.insert(("canvas", JSONNode(value: .object(canvasMembers), location: location)), at: 0) }
        if let device {
            members.insert(("device", JSONNode(value: .string(device.name), location: location)), at: 0)
        }
        let json = JSONNode(value: .object(members), location: location)
        var loaded = Loaded(scene: scene, json: json, notes: interpreter.notes)
        loaded.warnings = parsed.moduleWarnings + interpreter.assets.warnings + program.moduleWarnings + interpreter.warnings
        loaded.placeholders = interpreter.placeholderCount
        loaded.files = program.files
        loaded.moduleFolder = parsed.moduleFolder
        return loaded
    }

    /// The views of the chosen root, and the parameters its properties give.
    /// The third: the preview's traits when the root is a preview (its views' traits, the
    /// first's winning, as `PreviewCatalog` stacks a `#Preview`'s several views).
    private static func rootViews(_ program: SwiftProgram, _ interpreter: Interpreter, _ options: Options) throws(SceneError)
        -> ([ViewJSON], [String: SceneParameter], PreviewTraits?) {
        let fileScope = try interpreter.fileScope()
        var params = parameters(of: program.fileScope, interpreter.fileInstance)
        let start = SourceLocation(line: 1, column: 1)

        func render(_ type: TypeDecl) throws(SceneError) -> [ViewJSON] {
            let instance = try rootInstance(type, interpreter)
            params.merge(parameters(of: type, instance)) { _, new in new }
            return try interpreter.views(from: .instance(instance), at: type.location)
        }
        func preview(_ body: CodeBlockItemListSyntax, provider: TypeDecl? = nil, traits: [ExprSyntax] = []) throws(SceneError)
            -> ([ViewJSON], [String: SceneParameter], PreviewTraits?) {
            // A provider's first listed view only: each is a preview of its own (`previewViews` step 5).
            // A provider's `previews` reads its statics (`static var scrum = …`) as `self`'s.
            let scope = Scope(parent: fileScope, selfInstance: provider.map { Instance(type: $0, fields: [:]) })
            let views = try interpreter.previewViews(body, scope, firstOnly: provider != nil)
            if let root = interpreter.previewRoot { params.merge(parameters(of: root.type, root)) { _, new in new } }
            var macro = PreviewTraits()
            try PreviewCatalog.macroTraits(traits, into: &macro, interpreter)
            return (views, params, views.reduce(PreviewTraits()) { $0.filling(from: $1.preview) }.filling(from: macro))
        }

        if let name = options.viewName {
            if let type = program.types[name], type.isView { return (try render(type), params, nil) }
            if let found = program.previews.first(where: { $0.name == name }) { return try preview(found.body, traits: found.traits) }
            // A view expression: a `#Preview` body written on the command line.
            if !CommandLinePreview.isName(name) { return try preview(try CommandLinePreview.body(name, in: program)) }
            let known = program.typeOrder.filter { program.types[$0]?.isView == true } + program.previews.compactMap(\.name)
            throw SceneError(file: program.file, message: "--view \(name): the file has no View struct or #Preview named \"\(name)\"" +
                             (known.isEmpty ? "" : "; it has \(known.joined(separator: ", "))"))
        }
        if let first = program.previews.first { return try preview(first.body, traits: first.traits) }
        if let provider = program.typeOrder.compactMap({ program.types[$0] }).first(where: { $0.conforms(to: "PreviewProvider") }),
           let body = provider.computed["previews"] {
            return try preview(body, provider: provider)
        }
        if !program.topLevel.isEmpty {
            // The statements where they stand in the file's tree, so that their locations hold.
            var collected: [SwiftValue] = []
            if case .returned(let value) = try interpreter.execute(program.topLevel, Scope(parent: fileScope), collecting: &collected) {
                collected = [value]
            }
            return (try interpreter.views(collected, at: program.topLevel[0]), params, nil)
        }
        if program.fileScope.computed["body"] != nil {
            return (try interpreter.views(from: .instance(interpreter.fileInstance), at: start), params, nil)
        }
        // The last View struct that no other View struct uses: Apple's samples declare the
        // screen, then the helper views it is made of.
        let views = program.typeOrder.compactMap { program.types[$0] }.filter { $0.isView && !$0.conforms(to: "Layout") }
        // Each view's tokens are read once: thousands of views must not make this quadratic.
        let names = Set(views.map(\.name))
        var mentioners: [String: Int] = [:]
        for view in views { for name in view.mentioned(among: names) where name != view.name { mentioners[name, default: 0] += 1 } }
        let roots = views.filter { mentioners[$0.name] == nil }
        if let last = roots.last ?? views.last {
            return (try render(last), params, nil)
        }
        throw SceneError(file: program.file, message: "the file has no view to render: no #Preview, no View struct and no view expression")
    }

    /// The root struct, built with its defaults and the `--set` values for its properties.
    private static func rootInstance(_ type: TypeDecl, _ interpreter: Interpreter) throws(SceneError) -> Instance {
        let instance = Instance(type: type, fields: [:])
        let scope = Scope(parent: nil, selfInstance: instance)
        let initializer = interpreter.argumentlessInitializer(of: type)
        for property in type.stored where !property.isStatic {
            // `@EnvironmentObject`, `@Environment(Model.self)`: read when first used.
            if Interpreter.objectEnvironmentType(property) != nil { continue }
            // `lazy var`: made on its first read (`InterpreterLazyProperties`).
            if property.isLazy { continue }
            if property.wrapper == "Environment", property.initializer == nil {
                instance.fields[property.name] = try interpreter.environmentValue(of: property, at: property.node)
                continue
            }
            // The module's own property wrappers: their storage, below (InterpreterPropertyWrappers).
            if interpreter.moduleWrapper(of: property) != nil { continue }
            // `init() { _model = StateObject(wrappedValue: Model()) }` gives it a value below.
            if property.initializer == nil, initializer != nil { continue }
            if property.initializer == nil, interpreter.overrides[property.name] == nil {
                if property.type?.hasSuffix("?") == true {
                    instance.fields[property.name] = .null
                    continue
                }
                if let implicit = try interpreter.implicitValue(of: property, in: type) {
                    instance.fields[property.name] = implicit
                    continue
                }
                // The module's own sample of the property's type (`InterpreterSampleArguments`).
                if let sample = interpreter.sampleValue(ofType: property.type, for: "\(type.name).\(property.name)", at: property.node) {
                    instance.fields[property.name] = sample
                    continue
                }
                // A model made by its own initialiser, as every caller makes it (`InterpreterInputModels`).
                if let made = interpreter.modelMadeByItsInitializer(ofType: property.type, for: "\(type.name).\(property.name)", at: property.node) {
                    instance.fields[property.name] = made
                    continue
                }
                if let model = try interpreter.unsetModel(property, in: type) {
                    instance.fields[property.name] = model
                    continue
                }
                // A number, string or Bool a caller would pass: `--set` gives it; without it, it
                // is unknown (a placeholder where it is shown), not a refusal; `--strict` refuses.
                let message = "\(type.name).\(property.name) has no default value: give it one with --set \(property.name)=…"
                if interpreter.strict { throw interpreter.program.error(message, at: property.node) }
                interpreter.warn(message + " (it is unknown until then)", at: interpreter.program.location(property.node))
                instance.fields[property.name] = .placeholder(Placeholder(name: "\(type.name).\(property.name)",
                                                                          location: interpreter.program.location(property.node), content: nil))
                continue
            }
            instance.fields[property.name] = try interpreter.initialValue(of: property, in: type, scope: scope, override: !(property.isLet && property.initializer != nil))
        }
        try interpreter.makeWrappedStorage(of: instance, scope)
        // `@InjectedObject(\.manager) private var manager` read by the body of a view with an `init()`.
        try interpreter.initializeAttributeWrappedProperties(of: instance)
        if let initializer { try interpreter.run(initializer, on: instance) } else { interpreter.runWithUnknownArguments(type, on: instance) }
        return instance
    }

    /// Stored properties holding a number, a Bool or a String: the scene's parameters.
    package static func parameters(of type: TypeDecl, _ instance: Instance) -> [String: SceneParameter] {
        var result: [String: SceneParameter] = [:]
        for property in type.stored where !property.isStatic {
            switch instance.fields[property.name] {
            case .int(let number)?: result[property.name] = .number(Double(number))
            case .double(let number)?: result[property.name] = .number(number)
            case .bool(let flag)?: result[property.name] = .string(flag ? "true" : "false")
            case .string(let text)?: result[property.name] = .string(text)
            default: break
            }
        }
        return result
    }
}
