/// Text kept inside a PNG file, in an uncompressed international text chunk (`iTXt`): how a
/// snapshot image carries its layout dump, so one file holds both and still opens as a picture.
public enum PNGText {
    /// `png` with `text` stored under `key` (any earlier text under `key` replaced), placed
    /// before the image data.
    public static func embed(_ text: String, key: String, in png: [UInt8]) throws -> [UInt8] {
        var chunks = try PNGChunk.parse(png).filter { !($0.type == "iTXt" && keyword(of: $0) == key) }
        // keyword, NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL, text
        let data = Array(key.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
        let at = chunks.firstIndex { $0.type == "IDAT" } ?? 1
        chunks.insert(PNGChunk(type: "iTXt", data: data), at: at)
        var out = PNGCodec.signature
        for chunk in chunks { chunk.serialized(into: &out) }
        return out
    }

    /// The text stored under `key`, nil when the file has none (or is not a PNG).
    public static func read(key: String, from png: [UInt8]) -> String? {
        guard let chunks = try? PNGChunk.parse(png) else { return nil }
        for chunk in chunks where chunk.type == "iTXt" && keyword(of: chunk) == key {
            let body = chunk.data.dropFirst(key.utf8.count + 1)
            guard body.count >= 2, body[body.startIndex] == 0 else { return nil }  // uncompressed only
            var rest = body.dropFirst(2)
            for _ in 0..<2 {  // language tag, translated keyword
                guard let end = rest.firstIndex(of: 0) else { return nil }
                rest = rest[(end + 1)...]
            }
            return String(decoding: rest, as: UTF8.self)
        }
        return nil
    }

    private static func keyword(of chunk: PNGChunk) -> String? {
        guard let end = chunk.data.firstIndex(of: 0) else { return nil }
        return String(decoding: chunk.data[..<end], as: UTF8.self)
    }
}
