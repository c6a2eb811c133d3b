import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Decodes a scene from JSON text.
func scene(_ json: String, file: String = "test.json") throws -> Scene {
    try SceneDecoder.decode(Array(json.utf8), file: file)
}

/// Lays out a scene with the fixed-advance measurer (10 pt per character, 20 pt lines at 17 pt).
func layout(_ json: String, width: Double? = nil, height: Double? = nil, scale: Double = 1,
            measurer: TextMeasuring = FixedAdvanceMeasurer()) throws -> Renderer.LayoutResult {
    let decoded = try scene(json)
    var options = RenderOptions(canvas: decoded.canvas)
    if let width { options.width = width }
    if let height { options.height = height }
    options.scale = scale
    return try Renderer.layout(decoded.root, options: options, measurer: measurer)
}

extension Renderer.LayoutResult {
    /// The frame of the view with `id`; fails the test when absent.
    func frame(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let node = root.first(id: id) else {
            XCTFail("no node with id \(id)", file: file, line: line)
            return Rect(x: -1, y: -1, width: -1, height: -1)
        }
        return node.frame
    }

    func node(_ id: String) -> PlacedNode? { root.first(id: id) }
}

func XCTAssertFrame(_ frame: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual([frame.minX, frame.minY, frame.width, frame.height], [x, y, width, height],
                   "frame", file: file, line: line)
}

func XCTAssertSize(_ frame: Rect, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual([frame.width, frame.height], [width, height], "size", file: file, line: line)
}

/// The repository's root folder.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `render` executable beside the test bundle.
var renderExecutable: URL {
    var directory = Bundle.main.bundleURL
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        directory = bundle.bundleURL.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("render")
}

struct RunResult {
    var status: Int32
    var stdout: Data
    var stderr: String
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the `render` executable with `arguments`, optional standard input, in `directory`.
@discardableResult
func runRender(_ arguments: [String], input: Data? = nil, directory: URL = repositoryRoot,
               environment: [String: String] = [:]) throws -> RunResult {
    let process = Process()
    process.executableURL = renderExecutable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Standard error goes to a file, so a large error output cannot block the child.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("render-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let out = Pipe(), inPipe = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(input) }
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stderr = (try? Data(contentsOf: errorFile)) ?? Data()
    return RunResult(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
}

/// A module folder in a fresh temporary directory, holding `files` (path → text), read from its
/// `entry` as `render` reads a view of a module.
func loadModule(_ files: [String: String], entry: String = "View.swift", locale: String? = nil, strict: Bool = false,
                view: String? = nil, test: XCTestCase) throws -> SwiftSource.Loaded {
    let folder = try temporaryDirectory(test)
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    var options = SwiftSource.Options(moduleDirectory: folder.path)
    options.stepLimit = 200_000
    options.strict = strict
    if let locale { options.locale = locale }
    options.viewName = view
    return try SwiftSource.load(contentsOf: folder.appendingPathComponent(entry).path, options: options)
}

/// Lays out and draws `body` as the body of a `Probe` view in the module folder `module`, on a
/// 30 × 30 canvas at 3× with the fixed-advance measurer (the asset catalog tests' probe).
func renderProbe(_ body: String, module: String, scheme: ColorScheme = .light, strict: Bool = false) throws
    -> (image: RGBAImage, loaded: SwiftSource.Loaded, layout: Renderer.LayoutResult) {
    let source = "import SwiftUI\nstruct Probe: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    var options = SwiftSource.Options(strict: strict, moduleDirectory: module)
    options.colorScheme = scheme
    let loaded = try SwiftSource.load(Array(source.utf8), file: module + "/Probe.swift", baseDirectory: module, options: options)
    var render = RenderOptions(width: 30, height: 30, scale: 3)
    render.colorScheme = scheme
    let result = try Renderer.layout(loaded.scene.root, options: render, measurer: FixedAdvanceMeasurer())
    return (try PNGCodec.decode(try Renderer.draw(result, format: .png, background: render.background)), loaded, result)
}

/// The frame of the view with `id` in a Swift file laid out as `layoutTexts` lays it out.
func layoutFrame(_ loaded: SwiftSource.Loaded, _ id: String) throws -> Rect {
    var options = RenderOptions(canvas: loaded.scene.canvas)
    options.width = 390
    options.height = 800
    return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).frame(id)
}

/// The strings of the Texts a loaded file lays out, in order, on a 390 × 800 canvas with the
/// fixed-advance measurer.
func layoutTexts(_ loaded: SwiftSource.Loaded) throws -> [String] {
    var options = RenderOptions(canvas: loaded.scene.canvas)
    options.width = 390
    options.height = 800
    var found: [String] = []
    try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
        if case .text(let run) = $0.content { found.append(run.request.string) }
    }
    return found
}

/// A fresh temporary directory, removed at the end of the test.
func temporaryDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// Writes `files` (paths relative to a fresh temporary folder, symlinks resolved) and returns
/// the folder: a package or an Xcode project laid out for a test.
func writeFolder(_ files: [String: String], for test: XCTestCase) throws -> URL {
    let folder = try temporaryDirectory(test).resolvingSymlinksInPath()
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}
