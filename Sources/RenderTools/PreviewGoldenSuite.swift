import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// `render check PATH --previews`: a golden for every preview of a file, folder or package,
/// with no test code (docs/previews.md).
///
/// 1. The previews are found and read as `PreviewCatalog` says, each file on one thread.
/// 2. Each preview's golden is named `PreviewNaming.stableName` plus the variant's suffix
///    (`Views-LandmarkRow--Turtle-Rock`, `….rtl.xxLarge`), so it keeps its name while the
///    files around it change; names are sorted, and `--shard K/N` takes every Nth from K
///    (`GoldenShard`).
/// 3. Goldens live in the store of `GoldenSuite` (`directory/__goldens__`, failures and the
///    report in `directory/__failures__`), directory being PATH, or a file's folder; record
///    modes, the layout-first comparison, the report and the environment fingerprint are
///    `render check`'s.
/// 4. A preview that draws placeholders (what the renderer does not know) fails with them
///    listed, and is never recorded, unless `allowPlaceholders`; a preview that does not read
///    or render fails with its error. A file that does not parse fails under its file's name.
/// 5. Two previews whose names come out the same: the second fails, naming the first.
public struct PreviewGoldenSuite {
    public var path: String
    public var suite: GoldenSuite
    public var variant = PreviewVariant.none
    public var scale: Double?
    public var options = SwiftSource.Options()

    /// `suite` gives the options, record mode, shard, jobs and `allowPlaceholders`; its
    /// directory is replaced by the store's (step 3).
    public init(path: String, suite: GoldenSuite) {
        self.path = path
        self.suite = suite
        self.suite.directory = PreviewGallery(path: path).root
    }

    public func run(progress: ((Int, Int, String) -> Void)? = nil) throws(GoldenSuiteError) -> GoldenSuiteResult {
        let root = suite.directory
        let files: [String]
        do { files = try PreviewCatalog.swiftFiles(at: path) } catch { throw .notADirectory(path) }
        guard PangoTextMeasurer.isConfigured else { throw .fontsMissing }
        let options = self.options
        // Step 1: every file read (the quick test first), on every core.
        let candidates = files.filter { file in (try? SceneFile.read(file)).map(PreviewCatalog.mayHavePreviews) ?? true }
        let loaded = ParallelWork.map(candidates.count, jobs: suite.jobs, state: {}) { _, index -> Result<[LoadedPreview], SceneError> in
            Result { () throws(SceneError) -> [LoadedPreview] in try PreviewCatalog.load(file: candidates[index], options: options) }
        }
        // Step 2: items by name; a file that failed is one item named after the file.
        struct Item { var name: String; var file: Int; var preview: LoadedPreview?; var error: String?; var duplicateOf: String? }
        var items: [Item] = []
        for (fileIndex, result) in loaded.enumerated() {
            switch result {
            case .success(let previews):
                for preview in previews {
                    items.append(Item(name: PreviewNaming.stableName(preview.preview, root: root) + variant.suffix, file: fileIndex, preview: preview))
                }
            case .failure(let error):
                items.append(Item(name: PreviewNaming.fileStem(candidates[fileIndex], root: root) + variant.suffix, file: fileIndex, error: error.description))
            }
        }
        guard !items.isEmpty else { throw .noPreviews(path) }
        items.sort { $0.name < $1.name }
        // Step 5.
        for index in items.indices.dropFirst() where items[index].name == items[index - 1].name {
            items[index].duplicateOf = "\(items[index - 1].preview.map { "\($0.preview.file):\($0.preview.line)" } ?? items[index - 1].name)"
        }
        let allNames = items.map(\.name)
        let chosen = suite.shard.map { shard in shard.positions(of: items.count).map { items[$0] } } ?? items
        let names = chosen.map(\.name)
        // Items of one file go to one thread, in name order.
        var byFile: [Int: [Int]] = [:]
        for (index, item) in chosen.enumerated() { byFile[item.file, default: []].append(index) }
        let groups = byFile.keys.sorted().compactMap { byFile[$0] }
        let suffix = variant.suffix
        let (variant, scale, allowPlaceholders) = (self.variant, self.scale, suite.allowPlaceholders)
        let (goldenOptions, record, recordSource) = (suite.options, suite.record, suite.recordSource)
        return suite.run(names: names, groups: groups, allNames: allNames, variant: suffix,
                         owned: { PreviewNaming.variantSuffix(of: $0) == suffix }, progress: progress) { index, store, measurer in
            let item = chosen[index]
            func failed(_ problem: String, renderFailed: Bool = true) -> GoldenSuite.ItemOutcome {
                var result = GoldenResult(name: item.name, status: .failed)
                result.options = goldenOptions
                result.record = record
                result.recordSource = recordSource
                result.problems = [problem]
                return (result, [], renderFailed)
            }
            if let first = item.duplicateOf {
                return failed("\(item.preview.map { "\($0.preview.file):\($0.preview.line)" } ?? item.name): the golden name \(item.name) is taken by the preview at \(first); rename one (#Preview(\"…\") or .previewDisplayName)")
            }
            guard let preview = item.preview else { return failed(item.error ?? "the file could not be read") }
            if let problem = GoldenStore.nameTooLong(item.name) { return failed(problem) }
            let render = PreviewRenderer.render(preview, variant: variant, scale: scale, measurer: measurer)
            if let error = render.error { return failed(error) }
            guard let rendered = render.rendered else { return failed("\(preview.preview.file): nothing was rendered") }
            if render.placeholders > 0 && !allowPlaceholders {
                let placeholders = render.warnings.filter { $0.contains(": warning: placeholder for ") || $0.contains(PreviewRenderer.decodedPlaceholder) }
                return failed("the preview draws \(render.placeholders) placeholder\(render.placeholders == 1 ? "" : "s") for what the renderer does not know, so no golden is recorded (--allow-placeholders records it): "
                              + placeholders.joined(separator: "; "), renderFailed: false)
            }
            let result = GoldenCheck.compare(name: item.name, rendered: rendered, store: store, options: goldenOptions,
                                             record: record, source: recordSource)
            return (result, rendered.fontFiles, false)
        }
    }
}
