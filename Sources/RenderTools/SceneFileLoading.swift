import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// Scene files of either front end: the one place that reads a `.swift` file as well as JSON,
/// so only the tools over files (the command line, folder checks, sweeps) need the Swift-source
/// front end, and the Swift API and golden checks of views do not.
extension SceneFile {
    /// A JSON or Swift scene, by the file's extension; notes and warnings go to `notes`.
    /// `bytes`, when given, are the file's contents already read (a sweep reads standard input
    /// once and decodes it for every value); `images` shares decoded image files between
    /// decodes. A Swift file is read with its module (`moduleDirectory`, else found), under the
    /// `defines`; `allowPlaceholders: false` makes a file that draws a placeholder an error.
    public static func load(_ path: String, bytes: [UInt8]? = nil, overrides: [String: SceneParameter] = [:],
                            viewName: String? = nil, strict: Bool = false, now: Date? = nil, locale: String? = nil,
                            notes: ((String) -> Void)? = nil,
                            images: ImageCache = ImageCache(), moduleDirectory: String? = nil, defines: [String] = [],
                            allowPlaceholders: Bool = true, colorScheme: ColorScheme? = nil) throws(SceneError) -> Scene {
        try loadShown(path, bytes: bytes, overrides: overrides, viewName: viewName, strict: strict, now: now, locale: locale,
                      notes: notes, images: images, moduleDirectory: moduleDirectory, defines: defines,
                      allowPlaceholders: allowPlaceholders, colorScheme: colorScheme).scene
    }

    /// `load`, with the traits of the preview the scene shows (nil for JSON, and for a Swift
    /// file whose view is not a preview): `render FILE` lays a preview out as Xcode's canvas does.
    public static func loadShown(_ path: String, bytes: [UInt8]? = nil, overrides: [String: SceneParameter] = [:],
                                 viewName: String? = nil, strict: Bool = false, now: Date? = nil, locale: String? = nil,
                                 notes: ((String) -> Void)? = nil,
                                 images: ImageCache = ImageCache(), moduleDirectory: String? = nil, defines: [String] = [],
                                 allowPlaceholders: Bool = true, colorScheme: ColorScheme? = nil,
                                 packagesDirectory: String? = nil) throws(SceneError)
        -> (scene: Scene, preview: PreviewTraits?) {
        let contents: [UInt8]
        if let bytes { contents = bytes } else { contents = try read(path) }
        guard isSwift(path) else {
            if viewName != nil { throw SceneError(file: path, message: "--view applies to Swift files") }
            return (try SceneDecoder.decode(contents, file: name(path), baseDirectory: baseDirectory(path),
                                            overrides: overrides, images: images), nil)
        }
        var options = SwiftSource.Options(overrides: overrides, viewName: viewName, strict: strict,
                                          moduleDirectory: moduleDirectory, defines: defines)
        options.now = now
        options.locale = locale
        options.packagesDirectory = packagesDirectory
        if let colorScheme { options.colorScheme = colorScheme }
        let loaded = try SwiftSource.load(contents, file: path, baseDirectory: baseDirectory(path), options: options)
        if !allowPlaceholders, loaded.placeholders > 0 {
            let first = loaded.warnings.first { $0.contains(": warning: placeholder for ") } ?? ""
            throw SceneError(file: path, message: "the view holds \(loaded.placeholders) placeholder\(loaded.placeholders == 1 ? "" : "s") (the first: \(first)); a golden is recorded with placeholders only under --allow-placeholders")
        }
        for note in loaded.notes { notes?(note) }
        for warning in loaded.warnings { notes?(warning) }
        return (loaded.scene, loaded.preview)
    }
}

extension GoldenCheck {
    /// Checks a scene file; the golden is named after the file and lives beside it unless
    /// `directory` says otherwise.
    public static func verify(sceneFile: URL, in directory: URL? = nil, options: GoldenOptions = GoldenOptions(),
                              record: RecordMode? = nil) -> GoldenResult {
        let name = sceneFile.deletingPathExtension().lastPathComponent
        do {
            let scene = try SceneFile.load(sceneFile.path)
            return verify(scene, named: name, in: directory ?? sceneFile.deletingLastPathComponent(), options: options, record: record)
        } catch {
            var result = GoldenResult(name: name, status: .failed)
            result.problems = [error.description]
            return result
        }
    }
}
