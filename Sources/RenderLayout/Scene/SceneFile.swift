import Foundation

/// Reading a scene file (JSON or Swift) with the checks every front end shares.
public enum SceneFile {
    /// The bytes of `path` (`-` for standard input), or an error naming the file.
    public static func read(_ path: String) throws(SceneError) -> [UInt8] {
        let name = path == "-" ? "<stdin>" : path
        do {
            if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SceneError(file: name, message: "no such file")
            }
            guard !isDirectory.boolValue else { throw SceneError(file: name, message: "is a directory, not a scene file") }
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            guard bytes.count <= SceneLimits.maxFileBytes else {
                throw SceneError(file: name, message: "the file is larger than \(SceneLimits.maxFileBytes >> 20) MiB")
            }
            return bytes
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(file: name, message: "cannot read the file: \(error.localizedDescription)")
        }
    }

    /// Whether a path names a Swift source rather than a JSON scene.
    public static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    /// A JSON or Swift scene, by the file's extension; notes go to `notes`.
    public static func load(_ path: String, overrides: [String: SceneParameter] = [:], viewName: String? = nil,
                            strict: Bool = false, notes: ((String) -> Void)? = nil) throws(SceneError) -> Scene {
        guard isSwift(path) else {
            if viewName != nil { throw SceneError(file: path, message: "--view applies to Swift files") }
            return try SceneDecoder.decode(contentsOf: path, overrides: overrides)
        }
        let loaded = try SwiftSource.load(contentsOf: path, options: SwiftSource.Options(overrides: overrides, viewName: viewName, strict: strict))
        for note in loaded.notes { notes?(note) }
        return loaded.scene
    }
}
