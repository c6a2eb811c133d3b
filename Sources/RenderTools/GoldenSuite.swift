import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// `render check DIR`: every `*.json` scene at the top of `directory` against
/// `directory/__goldens__/`.
///
/// 1. Each scene is decoded and rendered at its own `canvas` (width, height, scale,
///    background), text measured by Pango through the project's fonts.
/// 2. Each is compared (layout dump exactly, then pixels within `options.pixels`) and recorded
///    as `record` says; failures get `__failures__/NAME.actual.png`, `.diff.png`, `.side-by-side.png`.
/// 3. The environment fingerprint of the whole run (library versions, hashes of every font
///    used) is compared with `__goldens__/environment.json` and written as the mode allows.
/// 4. Failure files of scenes that no longer fail are removed; `__failures__/index.html` is
///    written when something fails and removed otherwise.
/// 5. A variant run (`layoutDirection`, `colorScheme`, `dynamicTypeSize`: `render check --rtl`,
///    `--color-scheme dark`, `--dynamic-type`) renders every scene with that root environment
///    and keeps its goldens beside the default ones as `NAME.rtl.png`, `NAME.dark.png`,
///    `NAME.accessibility3.png`, `NAME.rtl.dark.xxLarge.layout.json`; `--color-scheme light` is
///    the default run; it leaves the default run's goldens, failures and
///    environment fingerprint alone (the fingerprint is the default run's).
public struct GoldenSuite {
    public var directory: String
    public var options: GoldenOptions
    public var record: RecordMode
    /// Where the record mode came from, for messages.
    public var recordSource: String
    /// `render check --device`: every scene on this device (its own device otherwise).
    public var device: Device?

    /// Step 5: the variant's root environment, nil for the scenes' own.
    public var layoutDirection: LayoutDirection?
    public var dynamicTypeSize: DynamicTypeSize?
    public var colorScheme: ColorScheme?

    /// `".rtl"`, `".dark"`, `".xxLarge"`, `".rtl.dark.xxLarge"`, or `""` for the default run.
    public var variantSuffix: String {
        (layoutDirection == .rightToLeft ? ".rtl" : "") + (colorScheme == .dark ? ".dark" : "")
            + (dynamicTypeSize.map { "." + $0.rawValue } ?? "")
    }

    /// The variant suffix a golden's name ends with (`""` for a default golden).
    package static func variantSuffix(of golden: String) -> String {
        var parts = golden.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var suffix = ""
        if parts.count > 1, let last = parts.last, DynamicTypeSize(rawValue: last) != nil {
            suffix = "." + last
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "dark" {
            suffix = ".dark" + suffix
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "rtl" { suffix = ".rtl" + suffix }
        return suffix
    }

    /// Threads that check scenes at once (1: all on the calling thread).
    public var jobs = ParallelWork.defaultJobs
    /// `--allow-placeholders`: a Swift scene that draws a placeholder (something the renderer
    /// does not know) is checked and recorded; without it, such a scene fails.
    public var allowPlaceholders = false
    /// Only this shard's scenes (`GoldenShard`), or all.
    public var shard: GoldenShard?

    public init(directory: String, options: GoldenOptions = GoldenOptions(), record: RecordMode, recordSource: String = "default") {
        self.directory = directory
        self.options = options
        self.record = record
        self.recordSource = recordSource
    }

    /// Scene names (file names without `.json` or `.swift`) at the top of `directory`, sorted.
    public static func sceneNames(in directory: String) throws(GoldenSuiteError) -> [String] {
        try sceneFiles(in: directory).map(\.name)
    }

    /// Scene names with their files (`card.json` or `card.swift`), sorted by name.
    package static func sceneFiles(in directory: String) throws(GoldenSuiteError) -> [(name: String, file: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw .notADirectory(directory)
        }
        var files: [(name: String, file: String)] = []
        for entry in entries where !entry.hasPrefix(".") {
            for suffix in [".json", ".swift"] where entry.hasSuffix(suffix) && entry.count > suffix.count {
                files.append((String(entry.dropLast(suffix.count)), entry))
            }
        }
        files.sort { ($0.name, $0.file) < ($1.name, $1.file) }
        guard !files.isEmpty else { throw .noScenes(directory) }
        return files
    }

    /// Runs the check. `progress(index, total, name)` is called as each scene starts (index
    /// from 1, in the order scenes start). Scenes are checked on `jobs` threads, each with its
    /// own Pango measurer (`ParallelWork`); results keep the sorted order whatever the jobs.
    public func run(progress: ((Int, Int, String) -> Void)? = nil) throws(GoldenSuiteError) -> GoldenSuiteResult {
        let allFiles = try Self.sceneFiles(in: directory)
        let files = shard.map { shard in shard.positions(of: allFiles.count).map { allFiles[$0] } } ?? allFiles
        let suffix = variantSuffix
        let names = files.map { $0.name + suffix }
        guard PangoTextMeasurer.isConfigured else { throw .fontsMissing }
        return run(names: names, groups: names.indices.map { [$0] }, allNames: allFiles.map { $0.name + suffix }, variant: suffix,
                   owned: { Self.variantSuffix(of: $0) == suffix }, progress: progress) { index, store, measurer in
            check(files[index], as: names[index], store: store, measurer: measurer)
        }
    }

    /// What checking one item gave: its result, the fonts it used, whether it failed to render.
    package typealias ItemOutcome = (result: GoldenResult, fontFiles: Set<String>, renderFailed: Bool)

    /// Steps 2–4 over items named `names` (this shard's, with the variant's suffix), checked by
    /// `check(index, store, measurer)`. The items of one group run on one thread, in order
    /// (previews of one file share its parsed module); groups run on `jobs` threads.
    /// `allNames`: every item's name, this shard's or not; `owned`: whether a golden is this
    /// run's kind (its variant), for orphans and stale failures; `variant`: the run's suffix
    /// (the environment fingerprint is the default run's only).
    package func run(names: [String], groups: [[Int]], allNames: [String], variant suffix: String, owned: @escaping (String) -> Bool,
                     progress: ((Int, Int, String) -> Void)?,
                     check: @escaping (Int, GoldenStore, PangoTextMeasurer) -> ItemOutcome) -> GoldenSuiteResult {
        var store = GoldenStore(directory: directory)
        store.keepsFailuresFolder = true
        let started = ProgressCounter()
        let frozenStore = store
        let grouped = ParallelWork.map(groups.count, jobs: jobs, state: { PangoTextMeasurer() }) { measurer, group in
            groups[group].map { index -> (Int, ItemOutcome) in
                started.next { progress?($0, names.count, names[index]) }
                return (index, check(index, frozenStore, measurer))
            }
        }
        var outcomes = [ItemOutcome?](repeating: nil, count: names.count)
        for (index, outcome) in grouped.joined() { outcomes[index] = outcome }
        let checked = outcomes.compactMap { $0 }
        let results = checked.map(\.result)
        let fontFiles = checked.reduce(into: Set<String>()) { $0.formUnion($1.fontFiles) }
        let rendersFailed = checked.contains { $0.renderFailed }

        var suite = GoldenSuiteResult(directory: store.directory, results: results, record: record, recordSource: recordSource)
        if options.checkEnvironment && suffix.isEmpty {
            // A scene that did not render contributed no fonts: do not call its fonts unused.
            let current = EnvironmentFingerprint.current(fontFiles: fontFiles)
            // A shard saw part of the fonts: compare, never replace the whole from a part.
            let complete = !rendersFailed && shard == nil
            let outcome = store.reconcileEnvironment(current, complete: complete, record: record,
                                                     replace: record.recordsFailed && complete)
            suite.environmentChanges = outcome.changes
            suite.environmentNote = outcome.note
            suite.environmentPath = store.environment
            if outcome.writeFailed { suite.writeFailed = true }
        }
        suite.shard = shard
        suite.sceneTotal = allNames.count
        suite.orphanedGoldens = store.goldenNames().filter(owned).subtracting(allNames).sorted()
        let failing = Set(results.filter { $0.status == .failed }.map(\.name))
        store.removeStaleFailures(keeping: failing, scope: shard.map { _ in Set(names) }, owned: owned)
        if !failing.isEmpty && options.writeFailureFiles {
            do {
                try store.makeDirectory(store.failures)
                try OutputFile.write(Array(GoldenReport.html(suite).utf8), to: store.report)
                suite.reportPath = store.report
            } catch {
                suite.writeFailed = true
                suite.reportProblem = "cannot write \(store.report): \(error)"
            }
        }
        return suite
    }

    /// One scene: rendered with `measurer`, compared, recorded as the mode says.
    /// `name`: the golden's name (the scene's, with the variant's suffix).
    private func check(_ file: (name: String, file: String), as name: String, store: GoldenStore,
                       measurer: PangoTextMeasurer) -> (result: GoldenResult, fontFiles: Set<String>, renderFailed: Bool) {
        let path = store.directory + "/" + file.file
        let rendered: RenderedScene
        do {
            if let problem = GoldenStore.nameTooLong(name) { throw GoldenNameError(message: problem) }
            let scene = try SceneFile.load(path, allowPlaceholders: allowPlaceholders, colorScheme: colorScheme)
            var renderOptions = RenderOptions(canvas: scene.canvas)
            if let device { renderOptions.setDevice(device, scale: scene.canvas.scale) }
            if let layoutDirection { renderOptions.layoutDirection = layoutDirection }
            if let dynamicTypeSize { renderOptions.dynamicTypeSize = dynamicTypeSize }
            if let colorScheme { renderOptions.colorScheme = colorScheme }
            rendered = try RenderedScene(scene.root, options: renderOptions, measurer: measurer)
        } catch {
            var result = GoldenResult(name: name, status: .failed)
            result.options = options
            result.record = record
            result.recordSource = recordSource
            let text = "\(error)"
            result.problems = [text.hasPrefix(path) ? text : "\(path): \(text)"]
            return (result, [], true)
        }
        let result = GoldenCheck.compare(name: name, rendered: rendered, store: store, options: options,
                                         record: record, source: recordSource)
        return (result, rendered.fontFiles, false)
    }
}

/// Numbers items (scenes as they start, preview files as they finish) for a progress line, one
/// caller at a time.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next(_ report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        report(count)
    }
}

package struct GoldenNameError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
