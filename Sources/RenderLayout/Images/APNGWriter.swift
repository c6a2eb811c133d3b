import CCairoPango

/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42), computed by zlib, which is linked for
/// deflate anyway and has a faster, table-sliced implementation of the same function.
package enum PNGCRC32 {
    /// Continues a running CRC (start with 0) over `bytes`.
    package static func update(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        // zlib answers its initial value, 0, for a null buffer whatever the CRC so far: an empty
        // chunk (IEND) must leave the CRC of its type as it is.
        guard !bytes.isEmpty else { return crc }
        return bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32_z(uLong(crc), buffer.baseAddress, z_size_t(buffer.count)))
        }
    }

    package static func checksum(_ bytes: [UInt8]) -> UInt32 { update(0, bytes) }
}

/// One chunk of a PNG stream.
package struct PNGChunk: Equatable {
    package var type: String
    package var data: [UInt8]

    /// Splits a PNG file into chunks, validating the signature, chunk bounds, CRCs, IHDR-first
    /// and IEND-last.
    package static func parse(_ png: [UInt8], name: String = "PNG") throws -> [PNGChunk] {
        guard png.count >= 8, Array(png[0..<8]) == PNGCodec.signature else {
            throw ImageError("\(name): bad PNG signature")
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < png.count {
            guard png.count - offset >= 12 else { throw ImageError("\(name): truncated chunk header at byte \(offset)") }
            let length = Int(PNGCodec.readBigEndian32(png, offset))
            guard length <= 0x7FFF_FFFF, length <= png.count - offset - 12 else {
                throw ImageError("\(name): chunk at byte \(offset) claims \(length) bytes, beyond end of file")
            }
            let typeBytes = Array(png[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw ImageError("\(name): invalid chunk type at byte \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            let stored = PNGCodec.readBigEndian32(png, offset + 8 + length)
            let computed = PNGCRC32.update(PNGCRC32.checksum(typeBytes), data)
            guard stored == computed else { throw ImageError("\(name): CRC mismatch in \(type) chunk") }
            chunks.append(PNGChunk(type: type, data: data))
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR", chunks[0].data.count == 13 else {
            throw ImageError("\(name): first chunk is not a 13-byte IHDR")
        }
        guard chunks.last?.type == "IEND" else { throw ImageError("\(name): missing IEND chunk") }
        guard chunks.contains(where: { $0.type == "IDAT" }) else { throw ImageError("\(name): no IDAT chunk") }
        return chunks
    }

    /// Length, type, data, CRC.
    package func serialized(into out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        APNGWriter.appendBigEndian32(UInt32(data.count), to: &out)
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        APNGWriter.appendBigEndian32(PNGCRC32.update(PNGCRC32.checksum(typeBytes), data), to: &out)
    }
}

/// Assembles Animated PNG files out of same-sized PNG frames.
public enum APNGWriter {
    /// Builds an APNG from complete PNG files (all the same size, bit depth, colour type and
    /// interlace method — note `PNGCodec.encode` writes opaque images as grey or RGB and
    /// translucent ones as grey or RGB with alpha, so mixing them throws; the sweep's frames are
    /// encoded with `allowingGrey: false` and a common background). Every frame covers the full
    /// canvas, with dispose_op NONE and blend_op SOURCE. Frame 0 is also the default image
    /// (stored as IDAT), so viewers without APNG support show it. `loops` = 0 plays forever.
    ///
    /// Ancillary chunks of the first frame that precede its image data (gAMA, sRGB, pHYs, PLTE,
    /// tRNS, …) are kept; later frames' extra chunks are dropped, except that palette frames must
    /// share the first frame's PLTE/tRNS. Delays above 65.535 s are stored in coarser units.
    public static func assemble(frames: [[UInt8]], delayMilliseconds: Int, loops: Int = 0) throws -> [UInt8] {
        guard !frames.isEmpty else { throw ImageError("APNG needs at least one frame") }
        guard frames.count <= Int(UInt32.max) / 2 else { throw ImageError("too many APNG frames") }
        guard delayMilliseconds >= 0 else { throw ImageError("negative APNG frame delay \(delayMilliseconds) ms") }
        guard loops >= 0, loops <= Int(UInt32.max) else { throw ImageError("invalid APNG loop count \(loops)") }

        let parsed = try frames.enumerated().map { index, png in
            try PNGChunk.parse(png, name: "frame \(index)")
        }
        let header = parsed[0][0].data
        let width = PNGCodec.readBigEndian32(header, 0), height = PNGCodec.readBigEndian32(header, 4)
        for (index, chunks) in parsed.enumerated().dropFirst() {
            let other = chunks[0].data
            let w = PNGCodec.readBigEndian32(other, 0), h = PNGCodec.readBigEndian32(other, 4)
            guard w == width, h == height else {
                throw ImageError("frame \(index) is \(w)×\(h), frame 0 is \(width)×\(height)")
            }
            guard other[8] == header[8], other[9] == header[9] else {
                var message = "frame \(index) has bit depth \(other[8]) / colour type \(other[9]), "
                    + "frame 0 has \(header[8]) / \(header[9])"
                if other[9] & 4 != header[9] & 4 {
                    message += " (opaque images are written without alpha and others with it: give every "
                        + "frame the same transparency, e.g. an opaque background)"
                }
                if other[9] & 2 != header[9] & 2 {
                    message += " (all-grey images are written as grey: encode the frames with allowingGrey: false)"
                }
                throw ImageError(message)
            }
            guard other[10...12] == header[10...12] else {
                throw ImageError("frame \(index) differs from frame 0 in compression/filter/interlace method")
            }
            for shared in ["PLTE", "tRNS"] where header[9] == 3 {
                guard chunks.first(where: { $0.type == shared }) == parsed[0].first(where: { $0.type == shared }) else {
                    throw ImageError("frame \(index) has a different \(shared) chunk from frame 0")
                }
            }
        }

        let (delayNumerator, delayDenominator) = delayFraction(milliseconds: delayMilliseconds)
        var out = PNGCodec.signature
        PNGChunk(type: "IHDR", data: header).serialized(into: &out)
        var actl: [UInt8] = []
        appendBigEndian32(UInt32(frames.count), to: &actl)
        appendBigEndian32(UInt32(loops), to: &actl)
        PNGChunk(type: "acTL", data: actl).serialized(into: &out)

        // Frame 0's chunks that precede the image data, minus anything APNG-specific.
        let excluded: Set<String> = ["IHDR", "acTL", "fcTL", "fdAT", "IDAT", "IEND"]
        for chunk in parsed[0].prefix(while: { $0.type != "IDAT" }) where !excluded.contains(chunk.type) {
            chunk.serialized(into: &out)
        }

        var sequence: UInt32 = 0
        for (index, chunks) in parsed.enumerated() {
            var fctl: [UInt8] = []
            appendBigEndian32(sequence, to: &fctl)
            sequence += 1
            appendBigEndian32(width, to: &fctl)
            appendBigEndian32(height, to: &fctl)
            appendBigEndian32(0, to: &fctl)  // x_offset
            appendBigEndian32(0, to: &fctl)  // y_offset
            fctl.append(UInt8(delayNumerator >> 8)); fctl.append(UInt8(delayNumerator & 0xFF))
            fctl.append(UInt8(delayDenominator >> 8)); fctl.append(UInt8(delayDenominator & 0xFF))
            fctl.append(0)  // dispose_op: APNG_DISPOSE_OP_NONE
            fctl.append(0)  // blend_op: APNG_BLEND_OP_SOURCE
            PNGChunk(type: "fcTL", data: fctl).serialized(into: &out)

            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    chunk.serialized(into: &out)
                } else {
                    guard chunk.data.count <= 0x7FFF_FFFF - 4 else { throw ImageError("IDAT chunk too large") }
                    var fdat: [UInt8] = []
                    fdat.reserveCapacity(chunk.data.count + 4)
                    appendBigEndian32(sequence, to: &fdat)
                    sequence += 1
                    fdat.append(contentsOf: chunk.data)
                    PNGChunk(type: "fdAT", data: fdat).serialized(into: &out)
                }
            }
        }
        PNGChunk(type: "IEND", data: []).serialized(into: &out)
        return out
    }

    /// fcTL delay as a 16-bit fraction of a second: ms/1000 when it fits, else centiseconds,
    /// else whole seconds (clamped to 65535 s).
    package static func delayFraction(milliseconds: Int) -> (UInt16, UInt16) {
        if milliseconds <= 0xFFFF { return (UInt16(milliseconds), 1000) }
        let centiseconds = (milliseconds + 5) / 10
        if centiseconds <= 0xFFFF { return (UInt16(centiseconds), 100) }
        return (UInt16(min(0xFFFF, (milliseconds + 500) / 1000)), 1)
    }

    package static func appendBigEndian32(_ value: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(value >> 24))
        out.append(UInt8((value >> 16) & 0xFF))
        out.append(UInt8((value >> 8) & 0xFF))
        out.append(UInt8(value & 0xFF))
    }
}
