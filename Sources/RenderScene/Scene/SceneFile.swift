import Foundation

import RenderLayout

/// Reading a scene file (JSON or Swift) with the checks every front end shares.
public enum SceneFile {
    /// The bytes of `path` (`-` for standard input), or an error naming the file. Reads at most
    /// `SceneLimits.maxFileBytes` and one byte more: an endless stream (`yes |`, a FIFO,
    /// `/dev/zero`) costs that much memory and ends with an error.
    public static func read(_ path: String) throws(SceneError) -> [UInt8] {
        let name = name(path)
        do {
            if path == "-" { return try BoundedRead.read(descriptor: STDIN_FILENO, limit: SceneLimits.maxFileBytes) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SceneError(file: name, message: "no such file")
            }
            guard !isDirectory.boolValue else { throw SceneError(file: name, message: "is a directory, not a scene file") }
            return try BoundedRead.read(path: path, limit: SceneLimits.maxFileBytes)
        } catch let error as SceneError {
            throw error
        } catch BoundedRead.Failure.tooLarge {
            throw SceneError(file: name, message: "the file is larger than \(SceneLimits.maxFileBytes >> 20) MiB")
        } catch BoundedRead.Failure.unreadable(let reason) {
            throw SceneError(file: name, message: "cannot read the file: \(reason)")
        } catch {
            throw SceneError(file: name, message: "cannot read the file: \(error)")
        }
    }

    /// The name messages use: the path, or `<stdin>` for `-`.
    public static func name(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Where `Image` files are looked up: the scene's folder (the working folder for `-`).
    public static func baseDirectory(_ path: String) -> String {
        let base = path == "-" ? FileManager.default.currentDirectoryPath : (path as NSString).deletingLastPathComponent
        return base.isEmpty ? "." : base
    }

    /// Whether a path names a Swift source rather than a JSON scene.
    public static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }
}
