/// Finding a run of bytes in bytes without Foundation's `String` search, which bridges and
/// normalises (a manifest's folder names, the live page's answer: both on every edit).
package enum ByteSearch {
    /// Where `needle` first occurs in `bytes`; nil when it does not (or is empty).
    package static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count, let head = needle.first else { return nil }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == head, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
