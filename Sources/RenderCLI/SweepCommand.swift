import ArgumentParser
import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// `render sweep`: a scene across widths or parameter values, as an APNG and/or a contact sheet.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render a scene across widths (or a parameter's values): animated PNG and/or contact sheet."
    )

    @Argument(help: "The scene JSON file, or - for standard input.")
    var scene: String

    @Option(help: "First value (a width, or the parameter's value).")
    var from: Double

    @Option(help: "Last value.")
    var to: Double

    @Option(help: "Step between values (default 10).")
    var step: Double = 10

    @Option(name: .long, help: "Sweep this scene parameter instead of the width.")
    var param: String?

    @Option(name: [.customShort("o"), .long], help: "The animated PNG to write.")
    var output: String?

    @Option(name: .long, help: "A labelled contact sheet PNG to write.")
    var sheet: String?

    @Option(name: .long, help: "Milliseconds per frame (default 200).")
    var delay: Int = 200

    @Option(name: .long, help: ArgumentHelp(
        "Render only frames FIRST through LAST (numbered from 1 in value order), to split a long sweep over several jobs.",
        valueName: "FIRST-LAST"))
    var frames: String?

    @Option(name: .long, help: "Frames rendered at once, each on its own thread (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var sceneOptions: SceneOptions

    @OptionGroup var figure: FigureOptions

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        guard output != nil || sheet != nil else { throw ValidationError("give -o anim.png and/or --sheet sheet.png") }
        for path in [output, sheet].compactMap({ $0 }) where !path.lowercased().hasSuffix(".png") {
            throw ValidationError("sweep writes PNG files; '\(path)' does not end in .png")
        }
        guard delay > 0 && delay <= 60_000 else { throw ValidationError("--delay must be 1…60000 ms") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
        if param == nil && sceneOptions.width != nil {
            throw ValidationError("a width sweep sets the width itself; drop -w or sweep a --param")
        }
        if param == nil && from < 0 {
            throw ValidationError("a width sweep starts at a width ≥ 0, got --from \(formatNumber(from))")
        }
        // --from, --to and --step are flags: a range they cannot make is a usage error.
        do { _ = try Sweep.values(from: from, to: to, step: step) } catch { throw ValidationError(error.message) }
    }

    func run() throws {
        try fonts.apply()
        var values: [Double]
        do { values = try Sweep.values(from: from, to: to, step: step) } catch { throw Failure.usage(error.message) }
        if let frames {
            do { values = Array(values[try Sweep.frameRange(frames, count: values.count)]) } catch {
                throw Failure.badInput(error.message)
            }
        }
        // Read once (standard input can be read only once), decoded again for each parameter value.
        let images = ImageCache()
        let bytes: [UInt8]
        do { bytes = try SceneFile.read(scene) } catch { throw Failure.badInput(error.description) }
        // A Swift file may leave the swept name free: the first value gives it.
        let base = try sceneOptions.loadScene(scene, bytes: bytes, overrides: param.map { [$0: .number(values.first ?? from)] } ?? [:],
                                              images: images)
        if let param, base.params[param] == nil {
            throw Failure.badInput("\(base.file): --param \(param): the scene declares no parameter \"\(param)\"")
        }
        do {
            try OutputFile.checkDistinct(outputs: [output, sheet].compactMap { $0 }, inputs: [scene].filter { $0 != "-" } + base.inputFiles)
        } catch {
            throw Failure.usage(error.description)
        }
        let baseOptions = try sceneOptions.renderOptions(for: base)
        if param == nil, let device = baseOptions.device {
            throw Failure.usage("the scene renders on device \(device.name), whose width is fixed; sweep a scene parameter with --param, or give --device none")
        }
        let frames: [Sweep.Frame]
        do {
            frames = try Sweep.frames(
                values: values,
                caption: { value in param.map { "\($0) = \(formatNumber(value))" } ?? "width = \(formatNumber(value))" },
                scene: { value in
                    guard let param else { return base }
                    return try sceneOptions.loadScene(scene, bytes: bytes, overrides: [param: .number(value)], notes: false, images: images)
                },
                options: { value in
                    var options = baseOptions
                    if param == nil { options.width = value }
                    return options
                },
                debug: figure.debug, margin: figure.margin, fit: figure.fit, jobs: jobs ?? ParallelWork.defaultJobs)
        } catch let error as SceneError {
            throw Failure.badInput(error.description)
        } catch let error as RenderError {
            if let sceneError = error.sceneError { throw Failure.badInput(sceneError.description) }
            throw Failure.badInput(base.error(error.message).description)
        } catch let error as PaintError where error.isTooLarge {
            throw Failure.badInput(base.error(error.message).description)
        }
        let animation: [UInt8]?, contactSheet: [UInt8]?
        do {
            animation = try output.map { _ in try Sweep.animation(frames, delayMilliseconds: delay) }
            contactSheet = try sheet.map { _ in try Sweep.contactSheet(frames) }
        } catch let error as RenderError {
            throw Failure.badInput(base.error(error.message).description)
        } catch {
            throw Failure.output("\(base.file): cannot assemble the sweep: \(error)")
        }
        var files: [(bytes: [UInt8], path: String)] = []
        if let output, let animation { files.append((animation, output)) }
        if let sheet, let contactSheet { files.append((contactSheet, sheet)) }
        do { try OutputFile.writeAll(files) } catch { throw Failure.output(error.description) }
        FileHandle.standardError.write(Data("render: \(frames.count) frames\n".utf8))
    }
}
