import Foundation

import RenderLayout

/// Reads a file or standard input, stopping one byte past `limit`: an endless stream (`yes |`,
/// a FIFO, `/dev/zero`) costs at most `limit + 1` bytes of memory and ends with an error.
package enum BoundedRead {
    package enum Failure: Error {
        case tooLarge
        case unreadable(String)
    }

    /// The bytes of `descriptor` up to end of file; `.tooLarge` as soon as there are more than `limit`.
    package static func read(descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge }
        }
    }

    /// The bytes of the file at `path` (which may be a FIFO or a device), as `read(descriptor:limit:)`.
    package static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, limit: limit)
    }
}
