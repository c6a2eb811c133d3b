import ArgumentParser
import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// The default command: one scene to one file.
struct SceneCommand: ParsableCommand {
    /// `_superCommandName` matters only where this command is the root of a parse, which is
    /// `RenderTool.parse`'s `render SCENE …` path alone (under `render`, the root is
    /// `RenderTool`): a command with a super-command is not checked for
    /// `--generate-completion-script`, which parses two more commands by reflection, 45% of
    /// the parse (docs/performance.md, "The argument parser's completion check"). That flag
    /// then fails this parse, and the root parses it as before.
    static let configuration = CommandConfiguration(
        commandName: "scene",
        _superCommandName: "render",
        abstract: "Render a scene file (the default command: `render SCENE …`)."
    )

    @Argument(help: "The scene: a JSON file, a Swift file of SwiftUI code (.swift), or - for JSON on standard input.")
    var scene: String

    @Flag(name: .customLong("emit-scene"), help: "Print the equivalent JSON scene of a Swift file to standard output instead of rendering.")
    var emitScene = false

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: [.customShort("o"), .long], help: "Output .png, .svg or .pdf; - writes PNG to standard output (default: the scene's name with .png).")
    var output: String?

    @Option(name: .customLong("layout-json"), help: "Write the layout dump to FILE (- for standard output).")
    var layoutJSON: String?

    @Flag(name: .long, help: "Print the negotiation that decided the layout (--explain=all: every probe; --explain=json, --explain=all,json: as JSON).")
    var explain = false

    @Option(name: .customLong("explain-format"), help: .hidden)
    var explainFormat = ExplainMode()

    @Option(name: .customLong("explain-ids"), help: ArgumentHelp("Explain only the subtrees of these views, by id or kind (comma-separated).", valueName: "ids"))
    var explainIDs: String?

    @OptionGroup var figure: FigureOptions

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if let output, output != "-", OutputFormat(path: output) == nil {
            throw ValidationError("--output must end in .png, .svg or .pdf (or be - for PNG on standard output), got '\(output)'")
        }
        if scene == "-" && output == nil {
            throw ValidationError("reading the scene from standard input needs -o")
        }
        if output == "-" && layoutJSON == "-" {
            throw ValidationError("-o - and --layout-json - cannot both use standard output")
        }
    }

    func run() throws {
        // One render, then `exit(0)` below: the trees dropped on the way are kept, not freed.
        TeardownAtExit.deferred = true
        try fonts.apply()
        if emitScene { return try printScene() }
        // The fonts are set up before the scene is read: a Swift file's read registers
        // swift-syntax's conformance records, after which each generic type first built costs
        // twice the scan (docs/performance.md, "Conformance scans after registration"); the set-up builds some.
        let text = PangoTextMeasurer()
        let (scene, preview) = try sceneOptions.loadShown(self.scene)
        // A preview is shown as Xcode's canvas shows it (`render previews`'s layout and device).
        let options = try preview.flatMap { try sceneOptions.previewOptions(for: scene, traits: $0, measurer: text) }
            ?? sceneOptions.renderOptions(for: scene)
        let outputPath = output ?? Self.defaultOutput(for: self.scene)
        do {
            try OutputFile.checkDistinct(outputs: [outputPath, layoutJSON ?? "-"].filter { $0 != "-" },
                                         inputs: [self.scene].filter { $0 != "-" } + scene.inputFiles)
        } catch {
            throw Failure.usage(error.description + (output == nil ? " (the default output is the scene's name with .png; give -o)" : ""))
        }
        let format = outputPath == "-" ? .png : (OutputFormat(path: outputPath) ?? .png)

        let explainOnly = explainIDs.map { Set($0.split(separator: ",").map(String.init)) }
        let trace = explain || explainOnly != nil ? LayoutTrace() : nil
        let layout: Renderer.LayoutResult
        do {
            layout = try Renderer.layout(scene.root, options: options, measurer: text, trace: trace)
        } catch {
            if let sceneError = error.sceneError { throw Failure.badInput(sceneError.description) }
            throw Failure.badInput(scene.error(error.message).description)
        }
        for warning in layout.warnings {
            // A Swift file's tree says where in its source; a JSON scene's names the view's path.
            let line = layout.locatedWarnings.contains(warning) ? warning : "warning: \(scene.file): \(warning)"
            FileHandle.standardError.write(Data("render: \(line)\n".utf8))
        }
        let image: [UInt8]
        do {
            image = try Renderer.draw(layout, format: format, background: options.background, debug: figure.debug,
                                      margin: figure.margin, fit: figure.fit, text: text)
        } catch {
            throw error.isTooLarge ? Failure.badInput(scene.error(error.message).description) : Failure.output("\(scene.file): \(error.message)")
        }

        // Everything is computed before anything is written.
        if let trace {
            let report = explainFormat.json
                ? ExplainOutput.json(trace, layout: layout, detail: explainFormat.detail, ids: explainOnly).rendered()
                : ExplainOutput.text(trace, layout: layout, detail: explainFormat.detail, ids: explainOnly)
            for id in explainOnly.map({ ExplainOutput.unmatched($0, in: layout.root) }) ?? [] {
                FileHandle.standardError.write(Data("render: warning: --explain-ids: no view shown has the id or kind '\(id)'\n".utf8))
            }
            let stream = outputPath == "-" || layoutJSON == "-" ? FileHandle.standardError : FileHandle.standardOutput
            stream.write(Data(report.utf8))
        }
        // Files are written all or nothing; standard output only once they are in place.
        let dump = layoutJSON.map { _ in Array(LayoutDump.json(layout).rendered().utf8) }
        var files: [(bytes: [UInt8], path: String)] = []
        if let layoutJSON, layoutJSON != "-", let dump { files.append((dump, layoutJSON)) }
        if outputPath != "-" { files.append((image, outputPath)) }
        do { try OutputFile.writeAll(files) } catch { throw Failure.output(error.description) }
        if layoutJSON == "-", let dump { OutputFile.writeStandardOutput(dump) }
        if outputPath == "-" { OutputFile.writeStandardOutput(image) }
        // Done: the process ends here rather than freeing the scene, the trees and Pango's
        // layouts one by one on the way out (a large scene's teardown is a few percent of its
        // render; the kernel takes the memory back at once).
        Foundation.exit(0)
    }

    /// `--emit-scene`: the JSON a Swift file stands for. A GeometryReader body that reads its
    /// proxy is shown as laid out at this render's proposal.
    func printScene() throws {
        guard SceneFile.isSwift(scene) else { throw Failure.badInput("\(scene): --emit-scene reads a Swift file") }
        let loaded: SwiftSource.Loaded
        do {
            loaded = try SwiftSource.load(contentsOf: scene, options: sceneOptions.swiftOptions)
        } catch {
            throw Failure.badInput(error.description)
        }
        for note in loaded.notes + loaded.warnings { FileHandle.standardError.write(Data("render: \(note)\n".utf8)) }
        if JSONOutput.containsCustomLayout(loaded.json) {
            throw Failure.badInput("\(scene): --emit-scene: the view uses a custom Layout, whose Swift code a JSON scene cannot hold")
        }
        if JSONOutput.containsDeferred(loaded.json) {
            let options = try sceneOptions.renderOptions(for: loaded.scene)
            do { _ = try Renderer.layout(loaded.scene.root, options: options, measurer: PangoTextMeasurer()) } catch {
                throw Failure.badInput(error.sceneError?.description ?? "\(scene): \(error.message)")
            }
            FileHandle.standardError.write(Data("render: note: a GeometryReader's body is shown as laid out at this proposal\n".utf8))
        }
        OutputFile.writeStandardOutput(Array((JSONOutput.scene(loaded.json) + "\n").utf8))
    }

    /// `scenes/card.json` → `scenes/card.png`.
    static func defaultOutput(for scene: String) -> String {
        let url = URL(fileURLWithPath: scene)
        return url.deletingPathExtension().appendingPathExtension("png").path
    }
}

/// `render SCENE [-o OUT] [-w N] [--height N] [--scale N] [--layout-json FILE]`, the common
/// render, read without the argument parser's reflection.
///
/// The argument parser builds its picture of a command by reflection on every run: a `Mirror`
/// of the command and of each option group, and for each property a cast to its own protocols,
/// each first cast of a type a scan of all the binary's conformance records. That was 16 M
/// instructions of every render (about a third of a small one; docs/performance.md,
/// "Large scenes against matched floors (issue 28)", its eighth pass), spent before the scene is read.
///
/// 1. Only this grammar is read here: the scene first (not empty, not starting with `-`, so
///    not standard input), then pairs of an option named exactly as above (its short or long
///    name, no `=`) and a value that is not empty and does not start with `-`. A number is read
///    by the same `Double(argument:)` the argument parser uses.
/// 2. Anything else — another flag, an option given twice, a value that starts with `-`, a
///    number that does not read — answers nil, and the argument parser parses the arguments as
///    before, with its messages and exit statuses.
/// 3. The command is made as the argument parser makes it: every property set, the others to
///    their defaults, and validated as the parser validates (the option groups, then the
///    command); a command that does not validate answers nil too, so its error is the parser's.
///    `CommonSceneArgumentsTests` compares the commands this makes with the parser's, property
///    by property.
extension SceneCommand {
    static func withoutReflection(_ arguments: [String]) -> SceneCommand? {
        guard let scene = arguments.first, !scene.isEmpty, !scene.hasPrefix("-") else { return nil }
        var output: String?, layoutJSON: String?, width: Double?, height: Double?, scale: Double?
        var index = 1
        while index < arguments.count {
            guard index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch arguments[index] {
            case "-o", "--output":
                guard output == nil else { return nil }
                output = value
            case "--layout-json":
                guard layoutJSON == nil else { return nil }
                layoutJSON = value
            case "-w", "--width":
                guard width == nil, let number = Double(argument: value) else { return nil }
                width = number
            case "--height":
                guard height == nil, let number = Double(argument: value) else { return nil }
                height = number
            case "--scale":
                guard scale == nil, let number = Double(argument: value) else { return nil }
                scale = number
            default:
                return nil
            }
            index += 2
        }

        var options = SceneOptions()
        options.width = width
        options.height = height
        options.scale = scale
        options.device = nil
        options.landscape = false
        options.rtl = false
        options.colorScheme = nil
        options.dynamicType = nil
        options.background = nil
        options.parameters = []
        options.viewName = nil
        options.strict = false
        options.moduleDirectory = nil
        options.packagesDirectory = nil
        options.defines = []
        options.now = nil
        options.locale = nil

        var figure = FigureOptions()
        figure.debugBorders = false
        figure.debugIDs = nil
        figure.legend = false
        figure.margin = nil
        figure.fit = false

        var fonts = FontOptions()
        fonts.directories = []

        var command = SceneCommand()
        command.scene = scene
        command.emitScene = false
        command.sceneOptions = options
        command.output = output
        command.layoutJSON = layoutJSON
        command.explain = false
        command.explainFormat = ExplainMode()
        command.explainIDs = nil
        command.figure = figure
        command.fonts = fonts
        do {
            try options.validate()
            try figure.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }
}
