#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a run of bytes in bytes without Foundation's `String` search, which bridges and
/// normalises (a manifest's folder names, the live page's answer: both on every edit).
package enum ByteSearch {
    /// Where `needle` first occurs in `bytes`; nil when it does not (or is empty). Candidates
    /// are found with the C library's `memchr` (vectorised): a byte-by-byte loop over the
    /// package's manifest was 0.27M instructions of a one-file Swift render, the six searches
    /// of `SwiftModule.mayName`.
    package static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count, let head = needle.first else { return nil }
        return bytes.withUnsafeBufferPointer { haystack -> Int? in
            needle.withUnsafeBufferPointer { wanted -> Int? in
                guard let base = haystack.baseAddress, let rest = wanted.baseAddress else { return nil }
                let last = bytes.count - needle.count  // the last index a match may start at
                var index = 0
                while index <= last {
                    guard let found = memchr(base + index, Int32(head), last - index + 1) else { return nil }
                    let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    if memcmp(base + at, rest, needle.count) == 0 { return at }
                    index = at + 1
                }
                return nil
            }
        }
    }
}
