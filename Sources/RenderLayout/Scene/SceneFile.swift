import Foundation

/// A scene file's bytes, read once: a path, or `-` for standard input, which can be read only
/// once (a sweep decodes the scene again for each value of its parameter from these bytes).
public struct SceneFile: Sendable {
    /// The name messages use: the path, or `<stdin>`.
    public var file: String
    /// Where `Image` files are looked up: the scene's folder (the working folder for `-`).
    public var baseDirectory: String
    public var bytes: [UInt8]

    /// Reads at most `SceneLimits.maxFileBytes` (plus one byte to know there are more).
    public init(contentsOf path: String) throws(SceneError) {
        let name = path == "-" ? "<stdin>" : path
        do {
            if path == "-" {
                bytes = try BoundedRead.read(descriptor: STDIN_FILENO, limit: SceneLimits.maxFileBytes)
            } else {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw SceneError(file: name, message: "no such file")
                }
                guard !isDirectory.boolValue else { throw SceneError(file: name, message: "is a directory, not a scene file") }
                bytes = try BoundedRead.read(path: path, limit: SceneLimits.maxFileBytes)
            }
        } catch let error as SceneError {
            throw error
        } catch BoundedRead.Failure.tooLarge {
            throw SceneError(file: name, message: "the file is larger than \(SceneLimits.maxFileBytes >> 20) MiB")
        } catch BoundedRead.Failure.unreadable(let reason) {
            throw SceneError(file: name, message: "cannot read the file: \(reason)")
        } catch {
            throw SceneError(file: name, message: "cannot read the file: \(error)")
        }
        file = name
        let base = path == "-" ? FileManager.default.currentDirectoryPath : (path as NSString).deletingLastPathComponent
        baseDirectory = base.isEmpty ? "." : base
    }
}
