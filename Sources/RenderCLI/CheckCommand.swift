import ArgumentParser
import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// `render check DIR`: golden-image regression check of every scene in DIR (docs/golden-testing.md).
///
/// Exit status: 0 every scene passed or was recorded; 1 a scene failed (or DIR has no scenes);
/// 2 usage error; 3 a golden, failure image or report could not be written.
struct CheckCommand: ParsableCommand {
    /// `_superCommandName`: see `SceneCommand.configuration` (`RenderTool.parse` parses
    /// `render check …` with this command as the root).
    static let configuration = CommandConfiguration(
        commandName: "check",
        _superCommandName: "render",
        abstract: "Check every *.json and *.swift scene in DIR against DIR/__goldens__/ (layout dump, then pixels).",
        discussion: """
        Failures are written to DIR/__failures__/ (actual, diff, side-by-side images and index.html).
        The record mode is --record, else $RENDER_RECORD, else 'never' when $CI is set and 'missing' otherwise.
        The last line of output is always 'N passed, N failed'.
        """
    )

    @Argument(help: "The folder of scene files (with --previews: a Swift file, folder or package).")
    var directory: String

    @Flag(name: .long, help: "Check every #Preview and PreviewProvider view under the path instead of scene files: goldens named after the file and the preview, in PATH/__goldens__ (docs/previews.md).")
    var previews = false

    @Option(name: .long, help: ArgumentHelp(
        "When to write goldens: never, missing (new scenes), failed (also re-record failing ones), all (default: $RENDER_RECORD, else never on CI, else missing).",
        valueName: "mode"))
    var record: RecordMode?

    @Option(name: .customLong("max-channel-delta"), help: "A pixel differs when a channel (composited over white) or alpha moves by more than this, 0…255.")
    var maxChannelDelta: Int = 16

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels allowed per scene.")
    var maxDiffPixels: Int = 0

    @Option(name: .customLong("max-diff-ratio"), help: "Largest allowed share of differing pixels, 0…1 (both limits must hold).")
    var maxDiffRatio: Double = 0

    @Flag(name: .customLong("antialiasing-aware"), inversion: .prefixedNo,
          help: "Forgive differing pixels that look like anti-aliased edges.")
    var antialiasingAware = true

    @Flag(name: .customLong("no-environment"), help: "Do not compare or write __goldens__/environment.json.")
    var noEnvironment = false

    @Option(name: .long, help: ArgumentHelp("Render every scene on this device (default: each scene's own \"device\", if any).", valueName: "name"))
    var device: String?

    @Flag(name: .long, help: "Render every scene right-to-left and check it against NAME.rtl goldens.")
    var rtl = false

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("Render every scene in this color scheme; dark is checked against NAME.dark goldens.", valueName: "light|dark"))
    var colorScheme: String?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("Render every scene at this Dynamic Type size and check it against NAME.SIZE goldens.", valueName: "size"))
    var dynamicType: String?

    @Option(name: .long, help: ArgumentHelp(
        "Check only shard K of N: the scenes whose position in name order, counted from 0, is K-1 modulo N.",
        valueName: "K/N"))
    var shard: String?

    @Option(name: .long, help: "Scenes checked at once, each on its own thread (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .customLong("allow-placeholders"), help: "Check and record Swift scenes that draw placeholders for what the renderer does not know (default: such a scene fails).")
    var allowPlaceholders = false

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        guard (0...255).contains(maxChannelDelta) else {
            throw ValidationError("--max-channel-delta must be in 0…255, got \(maxChannelDelta)")
        }
        if let dynamicType, DynamicTypeSize(name: dynamicType) == nil {
            throw ValidationError("--dynamic-type: unknown size '\(dynamicType.escapingControlCharacters)'; use one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let colorScheme, ColorScheme(rawValue: colorScheme) == nil {
            throw ValidationError("--color-scheme: unknown color scheme '\(colorScheme.escapingControlCharacters)'; use light or dark")
        }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more, got \(maxDiffPixels)") }
        guard maxDiffRatio >= 0 && maxDiffRatio <= 1 else {
            throw ValidationError("--max-diff-ratio must be in 0…1, got \(formatNumber(maxDiffRatio))")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
    }

    func run() throws {
        try fonts.apply()
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(record)
        } catch {
            throw ValidationError(error.description)
        }
        let options = GoldenOptions(maxChannelDelta: maxChannelDelta, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                                    antialiasingAware: antialiasingAware, checkEnvironment: !noEnvironment)
        var suite = GoldenSuite(directory: directory, options: options, record: mode, recordSource: RecordMode.source(record))
        if let device {
            guard let found = Device.named(device) else {
                throw Failure.badInput("\(directory): --device: unknown device '\(device)'; the renderer knows \(Device.knownNames)")
            }
            suite.device = found
        }
        if rtl { suite.layoutDirection = .rightToLeft }
        suite.dynamicTypeSize = dynamicType.flatMap { DynamicTypeSize(name: $0) }
        suite.colorScheme = colorScheme.flatMap { ColorScheme(rawValue: $0) }
        if let jobs { suite.jobs = jobs }
        suite.allowPlaceholders = allowPlaceholders
        if let shard {
            do { suite.shard = try GoldenShard(parsing: shard) } catch { throw Failure.badInput(error.description) }
        }
        let progress = ProgressLine()
        let result: GoldenSuiteResult
        do {
            if previews {
                var previewSuite = PreviewGoldenSuite(path: directory, suite: suite)
                // `--color-scheme light` is the default run, as for scenes (no suffix).
                previewSuite.variant = PreviewVariant(device: suite.device, colorScheme: suite.colorScheme == .dark ? "dark" : nil,
                                                      dynamicTypeSize: suite.dynamicTypeSize, rightToLeft: rtl)
                // The variant names the goldens: the suite itself renders the previews' own way.
                previewSuite.suite.device = nil
                previewSuite.suite.layoutDirection = nil
                previewSuite.suite.dynamicTypeSize = nil
                previewSuite.suite.colorScheme = nil
                result = try previewSuite.run(progress: progress.isEnabled ? progress.show : nil)
            } else {
                result = try suite.run(progress: progress.isEnabled ? progress.show : nil)
            }
        } catch {
            progress.clear()
            throw Failure.badInput(error.description)
        }
        progress.clear()
        FileHandle.standardOutput.write(Data(result.text.utf8))
        if result.writeFailed { Foundation.exit(3) }
        if !result.succeeded { Foundation.exit(1) }
    }
}

extension RecordMode: ExpressibleByArgument {}

/// `\r[3/40] name` on standard error while a terminal watches; nothing otherwise.
final class ProgressLine {
    let isEnabled = isatty(STDERR_FILENO) != 0

    func show(_ index: Int, _ total: Int, _ name: String) {
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(index)/\(total)] \(name)".utf8))
    }

    func clear() {
        if isEnabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
