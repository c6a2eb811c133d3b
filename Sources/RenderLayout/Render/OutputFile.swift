import Foundation

/// Writes a whole file or nothing: bytes go to a temporary file beside the target, which is
/// then renamed over it, so an existing file is replaced only by a complete new one.
///
/// - Temporary names never exceed NAME_MAX (255 bytes): the target's name is shortened in them.
/// - The renames of one command happen under an exclusive `flock` on each target folder, so
///   two commands writing the same image and dump leave a matching pair, never one of each.
/// - `checkDistinct` refuses an output that is an input or another output of the same command.
public enum OutputFile {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): cannot write: \(reason)".escapingControlCharacters }

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try writeAll([(bytes, path)])
    }

    /// Writes several files all or nothing: every one goes to a temporary file first, and only
    /// when all are complete are they renamed into place; on any failure no target changes.
    public static func writeAll(_ files: [(bytes: [UInt8], path: String)]) throws(WriteError) {
        var staged: [(temporary: String, path: String)] = []
        do {
            for file in files { staged.append((try stage(file.bytes, for: file.path), file.path)) }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw error
        }
        let locks = lockFolders(of: staged.map(\.path))
        defer { for descriptor in locks { flock(descriptor, LOCK_UN); close(descriptor) } }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temporary) }
            throw WriteError(path: file.path, reason: reason)
        }
    }

    /// Takes an exclusive lock on each distinct folder of `paths`, in a fixed order (device,
    /// inode) so that two commands cannot deadlock. A folder that cannot be locked is skipped:
    /// the lock only orders render's own writers.
    private static func lockFolders(of paths: [String]) -> [Int32] {
        guard paths.count > 1 else { return [] }
        var folders: [(device: UInt64, inode: UInt64, descriptor: Int32)] = []
        for path in paths {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var info = stat()
            guard fstat(descriptor, &info) == 0,
                  !folders.contains(where: { $0.device == UInt64(info.st_dev) && $0.inode == UInt64(info.st_ino) }) else {
                close(descriptor)
                continue
            }
            folders.append((UInt64(info.st_dev), UInt64(info.st_ino), descriptor))
        }
        folders.sort { ($0.device, $0.inode) < ($1.device, $1.inode) }
        for folder in folders {
            while flock(folder.descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        return folders.map(\.descriptor)
    }

    /// A path's identity: device and inode when it exists, else its folder's real path and its name.
    private static func identity(_ path: String) -> String {
        var info = stat()
        if stat(path, &info) == 0 { return "inode \(info.st_dev):\(info.st_ino)" }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let real = realpath(folder, nil) else { return "path " + url.standardizedFileURL.path }
        defer { free(real) }
        return "path " + String(cString: real) + "/" + url.lastPathComponent
    }

    /// Throws when an output is one of `inputs` (the scene, its images) or when two outputs
    /// are the same file, however the paths are written: writing would destroy an input or
    /// half of the result.
    public static func checkDistinct(outputs: [String], inputs: [String]) throws(WriteError) {
        let inputIdentities = Dictionary(inputs.map { (identity($0), $0) }, uniquingKeysWith: { first, _ in first })
        var seen: [String: String] = [:]
        for output in outputs {
            let id = identity(output)
            if let input = inputIdentities[id] {
                throw WriteError(path: output, reason: "it is the input \(input); choose another output")
            }
            if let other = seen[id] {
                throw WriteError(path: output, reason: "it is also the output \(other); give each output its own file")
            }
            seen[id] = output
        }
    }

    /// Writes `bytes` to a new temporary file beside `path` and returns its name.
    private static func stage(_ bytes: [UInt8], for path: String) throws(WriteError) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(path: path, reason: "the folder \(directory) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(path: path, reason: "it is a directory")
        }
        let temporary = directory + "/" + temporaryName(for: url.lastPathComponent)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let result = Foundation.write(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += result
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
        return temporary
    }

    /// `.NAME.render-PID-RANDOM.tmp`, with NAME cut (at a character boundary) so that the
    /// whole stays within NAME_MAX, 255 bytes, even for a target name of 255 bytes.
    package static func temporaryName(for name: String) -> String {
        let suffix = ".render-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let room = 255 - 1 - suffix.utf8.count
        var kept = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            guard bytes + size <= room else { break }
            kept.unicodeScalars.append(scalar)
            bytes += size
        }
        return "." + kept + suffix
    }

    /// Writes to standard output (for `-`).
    public static func writeStandardOutput(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }
}
