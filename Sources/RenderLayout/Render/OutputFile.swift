import Foundation

/// Writes a whole file or nothing: bytes go to a temporary file beside the target, which is
/// then renamed over it, so an existing file is replaced only by a complete new one.
public enum OutputFile {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): cannot write: \(reason)" }
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
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temporary) }
            throw WriteError(path: file.path, reason: reason)
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
        let temporary = directory + "/." + url.lastPathComponent + ".render-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
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

    /// Writes to standard output (for `-`).
    public static func writeStandardOutput(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }
}
