import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// Golden-image checks as a Swift API, for XCTest and Swift Testing users of RenderLayout.
/// The same checker as `render check`; the library does not depend on XCTest.
///
/// ```swift
/// // XCTest
/// let result = GoldenCheck.verify(scene, named: "card", in: goldensFolder)
/// XCTAssertTrue(result.passed, result.message)
///
/// // Swift Testing
/// let result = GoldenCheck.verify(scene, named: "card", in: goldensFolder)
/// #expect(result.passed, Comment(rawValue: result.message))
///
/// // Either: throws GoldenFailure, whose description is the report
/// try assertLayoutSnapshot(of: scene, named: "card", in: goldensFolder)
/// ```
///
/// Goldens live in `directory/__goldens__/NAME.png` and `NAME.layout.json`, failures in
/// `directory/__failures__/`, exactly as for `render check directory`. The record mode is
/// `record`, else `RENDER_RECORD`, else `never` when `CI` is set and `missing` otherwise.
public enum GoldenCheck {
    /// Checks `scene` (its `canvas` gives width, height, scale and background).
    public static func verify(_ scene: Scene, named name: String, in directory: URL,
                              options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil) -> GoldenResult {
        verify(scene.root, renderOptions: RenderOptions(canvas: scene.canvas), named: name, in: directory,
               options: options, record: record)
    }

    /// Checks a view tree rendered with `renderOptions`.
    public static func verify(_ root: ViewNode, renderOptions: RenderOptions, named name: String, in directory: URL,
                              options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil) -> GoldenResult {
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(record)
        } catch {
            var result = GoldenResult(name: name, status: .failed)
            result.problems = [error.description]
            return result
        }
        let source = RecordMode.source(record)
        if let problem = invalidName(name) {
            var result = GoldenResult(name: name, status: .failed)
            result.problems = [problem]
            return result
        }
        guard PangoTextMeasurer.isConfigured else {
            var result = GoldenResult(name: name, status: .failed)
            result.problems = [GoldenSuiteError.fontsMissing.description]
            return result
        }
        let store = GoldenStore(directory: directory.path)
        let measurer = PangoTextMeasurer()
        let rendered: RenderedScene
        do {
            rendered = try RenderedScene(root, options: renderOptions, measurer: measurer)
        } catch {
            var result = GoldenResult(name: name, status: .failed)
            result.problems = ["cannot render: \(error)"]
            return result
        }
        var result = compare(name: name, rendered: rendered, store: store, options: options, record: mode, source: source)
        if options.checkEnvironment {
            let current = EnvironmentFingerprint.current(fontFiles: rendered.fontFiles)
            let outcome = store.reconcileEnvironment(current, complete: false, record: mode, replace: false)
            result.environmentChanges = outcome.changes
            result.environmentNote = outcome.note
            if outcome.writeFailed { result.writeFailed = true }
        }
        return result
    }

    package static func invalidName(_ name: String) -> String? {
        if name.isEmpty || name.hasPrefix(".") || name.contains("/") || name.contains("\u{0}") {
            return "a golden's name must be a plain file name (no '/', not starting with '.'), got '\(name)'"
        }
        return GoldenStore.nameTooLong(name)
    }

    // MARK: One scene against its goldens

    /// Compares a rendered scene with its goldens, records as `record` says, writes failure
    /// files or removes stale ones. The environment is not looked at here.
    package static func compare(name: String, rendered: RenderedScene, store: GoldenStore, options: GoldenOptions,
                        record: RecordMode, source: String) -> GoldenResult {
        var result = GoldenResult(name: name, status: .passed)
        result.options = options
        result.record = record
        result.recordSource = source
        // A golden that exists but cannot be read is an error, never a missing golden: recording
        // over it would hide a regression.
        let goldenPNG: [UInt8]?, goldenLayout: String?
        do {
            goldenPNG = try store.readGolden(store.goldenImage(name))
            goldenLayout = try store.readGolden(store.goldenLayout(name)).map { String(decoding: $0, as: UTF8.self) }
        } catch {
            result.status = .failed
            result.problems.append(error.description)
            return result
        }
        let actualPNG = rendered.png, actualLayout = rendered.layoutJSON

        // 1. Layout first: exact.
        if let goldenLayout { result.layoutChanges = LayoutDiff.compare(expected: goldenLayout, actual: actualLayout) }
        // 2. Pixels: identical bytes pass at once; otherwise compare with tolerances.
        var expectedImage: RGBAImage?, actualImage: RGBAImage?
        if let goldenPNG {
            if goldenPNG == actualPNG {
                result.pixels = .identicalBytes
            } else if let goldenSize = PNGCodec.headerSize(goldenPNG), let actualSize = PNGCodec.headerSize(actualPNG),
                      goldenSize != actualSize {
                // Sizes differ: that is the answer, without decoding a golden of any size.
                result.pixels = .compared(ImageDiff.sizeMismatch(expected: goldenSize, actual: actualSize))
            } else {
                do {
                    expectedImage = try PNGCodec.decode(goldenPNG)
                } catch {
                    result.pixels = .unreadableGolden("\(store.goldenImage(name)): \(error)")
                }
                actualImage = try? PNGCodec.decode(actualPNG)
                if let expectedImage, let actualImage {
                    result.pixels = .compared(ImageDiff.compare(expected: expectedImage, actual: actualImage, options: options.pixels))
                }
            }
        }
        let comparisonFailed = !result.layoutChanges.isEmpty || !result.pixels.passes
        let missing = [goldenPNG == nil ? store.goldenImage(name) : nil, goldenLayout == nil ? store.goldenLayout(name) : nil]
            .compactMap { $0 }

        // 3. Decide, and record as the mode says.
        var toWrite: [(String, [UInt8])] = []
        if comparisonFailed {
            if record.recordsFailed {
                toWrite = [(store.goldenImage(name), actualPNG), (store.goldenLayout(name), Array(actualLayout.utf8))]
                var what: [String] = []
                if !result.layoutChanges.isEmpty { what.append("layout changed") }
                if !result.pixels.passes { what.append("pixels differ") }
                result.recordReason = "re-recorded (--record \(record)): " + what.joined(separator: ", ")
            } else {
                result.status = .failed
            }
        } else if !missing.isEmpty {
            if record.recordsMissing {
                if goldenPNG == nil { toWrite.append((store.goldenImage(name), actualPNG)) }
                if goldenLayout == nil { toWrite.append((store.goldenLayout(name), Array(actualLayout.utf8))) }
                result.recordReason = goldenPNG == nil && goldenLayout == nil ? "new golden" : "missing golden file recorded"
            } else {
                result.status = .failed
                let files = missing.joined(separator: " and ")
                result.problems.append("no golden: \(files) missing, and the record mode is never (\(source)); "
                    + "record it with `render check \(store.directory) --record missing` (or RENDER_RECORD=missing) "
                    + "on a machine with the project's fonts, look at it, and commit \(store.goldens)/")
            }
        } else if record == .all {
            if goldenPNG != actualPNG { toWrite.append((store.goldenImage(name), actualPNG)) }
            if goldenLayout != actualLayout { toWrite.append((store.goldenLayout(name), Array(actualLayout.utf8))) }
            if !toWrite.isEmpty { result.recordReason = "re-recorded (--record all)" }
        }
        if !toWrite.isEmpty {
            do {
                try store.makeDirectory(store.goldens)
                for (path, bytes) in toWrite {
                    try OutputFile.write(bytes, to: path)
                    result.recordedFiles.append(path)
                }
                result.status = .recorded
            } catch {
                result.status = .failed
                result.writeFailed = true
                result.problems.append("cannot record the golden: \(error)")
            }
        }

        // 4. Failure files, or clean up old ones.
        if result.status == .failed {
            if options.writeFailureFiles {
                writeFailureFiles(&result, rendered: rendered, store: store, expected: expectedImage ?? goldenPNG.flatMap(decodeForPictures),
                                  actual: actualImage, layoutChanged: goldenLayout == nil || !result.layoutChanges.isEmpty)
            }
        } else {
            store.removeFailureFiles(of: name)
        }
        return result
    }

    /// Pixels a golden of another size may have for the diff and side-by-side pictures to be
    /// made: beyond it they would cost more than the check (a 10000×10000 golden against a
    /// 120×40 render); the report says the sizes.
    package static let maxMismatchPicturePixels = 4_000_000

    private static func decodeForPictures(_ png: [UInt8]) -> RGBAImage? {
        guard let size = PNGCodec.headerSize(png), size.width * size.height <= maxMismatchPicturePixels else { return nil }
        return try? PNGCodec.decode(png)
    }

    package static func writeFailureFiles(_ result: inout GoldenResult, rendered: RenderedScene, store: GoldenStore,
                                  expected: RGBAImage?, actual: RGBAImage?, layoutChanged: Bool) {
        let name = result.name
        store.removeFailureFiles(of: name)
        do {
            try store.makeDirectory(store.failures)
            try OutputFile.write(rendered.png, to: store.failure(name, .actual))
            result.failureFiles.actual = store.failure(name, .actual)
            if layoutChanged {
                try OutputFile.write(Array(rendered.layoutJSON.utf8), to: store.failure(name, .actualLayout))
                result.failureFiles.actualLayout = store.failure(name, .actualLayout)
            }
            if let expected, let actual = actual ?? (try? PNGCodec.decode(rendered.png)) {
                let comparison: ImageDiffResult
                if case .compared(let done) = result.pixels {
                    comparison = done
                } else {
                    comparison = ImageDiff.compare(expected: expected, actual: actual, options: result.options.pixels)
                }
                let diff = ImageDiff.diffImage(expected: expected, actual: actual, result: comparison)
                try OutputFile.write(try PNGCodec.encode(diff), to: store.failure(name, .diff))
                result.failureFiles.diff = store.failure(name, .diff)
                let side = ImageDiff.sideBySide(expected: expected, actual: actual, diff: diff)
                try OutputFile.write(try PNGCodec.encode(side), to: store.failure(name, .sideBySide))
                result.failureFiles.sideBySide = store.failure(name, .sideBySide)
            }
        } catch {
            result.writeFailed = true
            result.problems.append("cannot write the failure files: \(error)")
        }
    }
}

/// `try assertLayoutSnapshot(of: scene, named: "card", in: folder)`: checks the scene against its
/// goldens and throws a `GoldenFailure` (whose description is the report) when it fails.
/// Returns the result when it passes or recorded.
@discardableResult
public func assertLayoutSnapshot(of scene: Scene, named name: String, in directory: URL,
                                 options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil,
                                 file: StaticString = #filePath, line: UInt = #line) throws(GoldenFailure) -> GoldenResult {
    let result = GoldenCheck.verify(scene, named: name, in: directory, options: options, record: record)
    guard result.passed else { throw GoldenFailure(result: result, file: "\(file)", line: line) }
    return result
}

/// The same for a view tree and its render options.
@discardableResult
public func assertLayoutSnapshot(of root: ViewNode, renderOptions: RenderOptions, named name: String, in directory: URL,
                                 options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil,
                                 file: StaticString = #filePath, line: UInt = #line) throws(GoldenFailure) -> GoldenResult {
    let result = GoldenCheck.verify(root, renderOptions: renderOptions, named: name, in: directory, options: options, record: record)
    guard result.passed else { throw GoldenFailure(result: result, file: "\(file)", line: line) }
    return result
}

/// A scene rendered for a golden check: the layout dump, the PNG and the fonts Pango used.
package struct RenderedScene {
    package var layoutJSON: String
    package var png: [UInt8]
    package var fontFiles: Set<String>
    /// The canvas in points and the layout's warnings ("Contradictory frame constraints…").
    package var canvas: Size
    package var warnings: [String]
    /// Those of `warnings` that are whole `File.swift:LINE:COL: warning: …` lines.
    package var locatedWarnings: Set<String>

    package init(_ root: ViewNode, options: RenderOptions, measurer: PangoTextMeasurer) throws {
        let layout = try Renderer.layout(root, options: options, measurer: measurer)
        canvas = layout.canvas
        warnings = layout.warnings
        locatedWarnings = layout.locatedWarnings
        layoutJSON = LayoutDump.json(layout).rendered()
        png = try Renderer.draw(layout, format: .png, background: options.background, text: measurer)
        fontFiles = EnvironmentFingerprint.fontFiles(in: layout, measurer: measurer)
    }
}
