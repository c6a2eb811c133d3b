import CCairoPango

import Foundation

/// SHA-256 digests, for the font hashes of the environment fingerprint, through GLib's
/// checksums: GLib comes with Pango, so the project need not carry a hash of its own (a
/// hand-written one took seconds on a 20 MB font in a debug build, issue 11).
package enum SHA256Digest {
    /// The lowercase hex digest of `bytes`.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digest = bytes.withUnsafeBufferPointer { buffer in
            g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count))
        }
        guard let digest else { return "" }
        defer { g_free(digest) }
        return String(cString: digest)
    }

    /// The lowercase hex digest of a file's contents, read in 1 MiB chunks so a large font is
    /// never held whole in memory.
    package static func hex(ofFile path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { throw CocoaError(.fileReadUnknown) }
        defer { g_checksum_free(checksum) }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { buffer in
                g_checksum_update(checksum, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
            }
        }
        guard let digest = g_checksum_get_string(checksum) else { throw CocoaError(.fileReadUnknown) }
        return String(cString: digest)
    }
}
