import CCairoPango

/// Writes a Cairo image surface as PNG bytes: the same pixels Cairo's own writer stores, found
/// faster.
///
/// Cairo's writer hands rows to libpng, whose adaptive filtering tries all five filters on every
/// row; on pictures of text that search costs more than the compression itself. This writer
/// uses one filter, "up", for every row, at zlib level 1 (docs/performance.md, "PNG writing":
/// "up" at level 6 was 1.7–2.2× faster than Cairo's writer with files the same size or smaller;
/// level 1 then cut the long-text render's CPU time by 40% for files about 10% larger — a
/// deliberate trade: renders are read back by tools far more often than they are stored).
///
/// 1. Colour type: the smallest that holds the pixels exactly. Opaque (an RGB24 surface, or an
///    ARGB32 one whose every pixel has alpha 255): grey (type 0) when every pixel has red = green
///    = blue, else RGB (type 2). Otherwise grey with alpha (type 4) or RGBA (type 6) by the same
///    test. Black text antialiased on white is all grey, so most renders store one byte a pixel
///    where Cairo's writer stores three (it never writes grey): a third of the bytes to filter
///    and deflate, the same pixels when read back. 8 bits a channel, no interlacing.
/// 2. Chunks as Cairo writes them: IHDR, bKGD (white: three 16-bit samples for a colour type,
///    one for grey, as the PNG specification sizes it by type), the image data, IEND.
/// 3. Pixels: Cairo's premultiplied native-endian words to straight bytes with Cairo's own
///    rounding (`PNGCodec.unpremultiply`); a fully transparent pixel is (0, 0, 0, 0). Premultiplied
///    channels are equal exactly when the straight ones are, so greyness is read from the words.
/// 4. Each row filtered "up" (its bytes minus the row above's), deflated as one zlib stream at
///    level 1, cut into IDAT chunks of at most 64 KiB. zlib deflates raw; the stream's header
///    and its Adler-32 trailer (`PNGAdler32`) are written here: the same bytes zlib writes.
///
/// Surfaces of other formats (A8, …) are first painted onto an ARGB32 surface.
package enum PNGWriter {
    package static let level: Int32 = 1
    package static let chunkSize = 1 << 16

    /// `allowingGrey: false`: RGB or RGBA whatever the pixels (frames of an animated PNG must
    /// share one colour type).
    package static func encode(surface: OpaquePointer, allowingGrey: Bool = true) throws -> [UInt8] {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            let converted = try PNGCodec.argb32Copy(of: surface)
            defer { cairo_surface_destroy(converted) }
            return try encode(surface: converted, allowingGrey: allowingGrey)
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            throw ImageError("cannot encode an empty \(width)×\(height) image as PNG")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawPointer(data)
        var content = Content(pixels, width: width, height: height, stride: stride, alphaIsOpaque: format == CAIRO_FORMAT_RGB24)
        if !allowingGrey { content.grey = false }
        let channels = content.channels

        var out = PNGCodec.signature
        var header = [UInt8]()
        appendBigEndian32(UInt32(width), to: &header)
        appendBigEndian32(UInt32(height), to: &header)
        header += [8, content.colourType, 0, 0, 0]
        PNGChunk(type: "IHDR", data: header).serialized(into: &out)
        PNGChunk(type: "bKGD", data: content.grey ? [0, 255] : [0, 255, 0, 255, 0, 255]).serialized(into: &out)

        // Raw deflate (window bits −15: the same 32 KiB window and the same compressed blocks as a
        // zlib stream), its two-byte zlib header and Adler-32 trailer written here, the checksum
        // by `PNGAdler32` (zlib's own is scalar: 151 M instructions of the settings screen's PNG).
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ImageError("PNG encode failed: zlib could not start")
        }
        defer { deflateEnd(&stream) }
        let rowBytes = width * channels
        // The file is at most its chunks so far, zlib's bound on the filtered rows, 12 bytes for
        // each IDAT chunk and IEND's 12: reserved at once, the bytes are never copied into a
        // larger array, and the pages never written are never touched (a block this large is
        // mapped, not filled). Grown by doubling, the settings screen's 1.7 MB file ended in
        // 3.1 MB of capacity, after copies through every smaller one (docs/performance.md,
        // "Nineteenth pass"). At most 64 MiB of address space is asked for: a larger picture's
        // file grows past it by doubling, as before, so no system that refuses to overcommit
        // fails an allocation its bytes never needed.
        let bound = Int(deflateBound(&stream, UInt(height * (rowBytes + 1)))) + 6
        out.reserveCapacity(min(out.count + bound + (bound / chunkSize + 1) * 12 + 12, 64 << 20))
        // Two rows of straight bytes (this one, the one above) and the filtered row zlib reads;
        // raw pointers and while loops keep unoptimised (debug) builds fast too.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes + 1)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 3 * rowBytes + 1)
        var previous = rows, current = rows + rowBytes
        let filtered = rows + 2 * rowBytes
        filtered[0] = 2  // "up"
        // zlib's output, one IDAT chunk's worth, copied once into the file with its CRC.
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        var adler: UInt32 = 1

        /// Deflates `count` bytes of `input` (or finishes the stream), emitting full IDAT chunks.
        func deflate(_ input: UnsafeMutablePointer<UInt8>?, count: Int, finish: Bool) throws {
            stream.next_in = input
            stream.avail_in = UInt32(count)
            if let input, count > 0 { adler = PNGAdler32.update(adler, input, count: count) }
            while true {
                stream.next_out = buffer + (chunkSize - Int(stream.avail_out))
                let status = CCairoPango.deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw ImageError("PNG encode failed: zlib status \(status)")
                }
                if stream.avail_out == 0 {
                    appendIDAT(UnsafeBufferPointer(start: buffer, count: chunkSize), to: &out)
                    stream.avail_out = UInt32(chunkSize)
                }
                if status == Z_STREAM_END { return }
                if !finish && stream.avail_in == 0 && stream.avail_out > 0 { return }
            }
        }

        /// One byte of the zlib stream after zlib's own, emitting the chunk it fills.
        func put(_ byte: UInt8) {
            buffer[chunkSize - Int(stream.avail_out)] = byte
            stream.avail_out -= 1
            if stream.avail_out == 0 {
                appendIDAT(UnsafeBufferPointer(start: buffer, count: chunkSize), to: &out)
                stream.avail_out = UInt32(chunkSize)
            }
        }

        // The zlib header zlib writes (RFC 1950): deflate with a 32 KiB window, the level's
        // flag, the check bits that make the pair a multiple of 31 (0x78 0x01 at level 1).
        let levelFlag: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header16: UInt16 = 0x7800 | levelFlag << 6
        header16 += 31 - header16 % 31
        buffer[0] = UInt8(header16 >> 8)
        buffer[1] = UInt8(header16 & 0xFF)
        stream.avail_out = UInt32(chunkSize - 2)
        var y = 0
        while y < height {
            convert(pixels + y * stride, width: width, content: content, into: current)
            var i = 0
            while i < rowBytes {
                filtered[i + 1] = current[i] &- previous[i]
                i += 1
            }
            try deflate(filtered, count: rowBytes + 1, finish: false)
            swap(&previous, &current)
            y += 1
        }
        try deflate(nil, count: 0, finish: true)
        // The trailer, the rows' Adler-32, big-endian; then the last, partly filled chunk.
        put(UInt8(adler >> 24))
        put(UInt8((adler >> 16) & 0xFF))
        put(UInt8((adler >> 8) & 0xFF))
        put(UInt8(adler & 0xFF))
        if stream.avail_out < chunkSize {
            appendIDAT(UnsafeBufferPointer(start: buffer, count: chunkSize - Int(stream.avail_out)), to: &out)
        }
        PNGChunk(type: "IEND", data: []).serialized(into: &out)
        return out
    }

    /// What a surface's pixels need: alpha or not, colour or only greys.
    package struct Content {
        package var opaque: Bool
        package var grey: Bool

        /// One pass over the words, a row at a time; stops after the row where neither answer can
        /// change any more. `alphaIsOpaque`: an RGB24 surface, whose alpha byte is undefined.
        ///
        /// A row is read as two reductions the compiler vectorises (four words a step with SSE2):
        /// the AND of its words (its alpha byte is 0xFF only when every pixel's is) and the OR of
        /// each word XOR itself shifted a byte right (whose low 16 bits are blue ^ green and
        /// green ^ red: zero only when every pixel is grey). The per-pixel tests and early exit
        /// this replaced ran 28 instructions a pixel, 442 M for the settings screen's 786×17,800
        /// surface, against 27 M now (docs/performance.md, "The PNG writer's row loops").
        package init(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, alphaIsOpaque: Bool) {
            var opaque = true, grey = true
            var y = 0
            while y < height && (grey || (!alphaIsOpaque && opaque)) {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                var all: UInt32 = ~0, differ: UInt32 = 0
                var x = 0
                while x < width {
                    let word = row[x]
                    all &= word
                    differ |= word ^ (word &>> 8)
                    x += 1
                }
                if all >> 24 != 0xFF { opaque = false }
                if differ & 0xFFFF != 0 { grey = false }
                y += 1
            }
            self.opaque = alphaIsOpaque || opaque
            self.grey = grey
        }

        /// PNG's colour type: 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA.
        package var colourType: UInt8 { opaque ? (grey ? 0 : 2) : (grey ? 4 : 6) }
        package var channels: Int { (grey ? 1 : 3) + (opaque ? 0 : 1) }
    }

    /// One row of Cairo words as the bytes of `content`'s colour type.
    private static func convert(_ row: UnsafeRawPointer, width: Int, content: Content, into out: UnsafeMutablePointer<UInt8>) {
        let words = row.assumingMemoryBound(to: UInt32.self)
        var x = 0, o = 0
        switch (content.opaque, content.grey) {
        case (true, true):
            while x < width {
                out[x] = UInt8(truncatingIfNeeded: words[x])
                x += 1
            }
        case (true, false):
            // Red, green, blue in one 4-byte store: the word byte-swapped and shifted is
            // 0x00BBGGRR, whose little-endian bytes are R G B 0; the 0 is overwritten by the next
            // pixel's store, and the last pixel is written byte by byte so no store passes the
            // row's end. 6 instructions a pixel where three byte stores took 12.
            let bytes = UnsafeMutableRawPointer(out)
            while x + 1 < width {
                bytes.storeBytes(of: (words[x].byteSwapped &>> 8).littleEndian, toByteOffset: o, as: UInt32.self)
                o += 3
                x += 1
            }
            if x < width {
                let word = words[x]
                out[o] = UInt8(truncatingIfNeeded: word >> 16)
                out[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                out[o + 2] = UInt8(truncatingIfNeeded: word)
            }
        case (false, true):
            while x < width {
                let word = words[x], a = Int(word >> 24)
                out[o] = PNGCodec.unpremultiply(Int(word & 0xFF), a)
                out[o + 1] = UInt8(truncatingIfNeeded: a)
                o += 2
                x += 1
            }
        case (false, false):
            while x < width {
                let word = words[x], a = Int(word >> 24)
                out[o] = PNGCodec.unpremultiply(Int((word >> 16) & 0xFF), a)
                out[o + 1] = PNGCodec.unpremultiply(Int((word >> 8) & 0xFF), a)
                out[o + 2] = PNGCodec.unpremultiply(Int(word & 0xFF), a)
                out[o + 3] = UInt8(truncatingIfNeeded: a)
                o += 4
                x += 1
            }
        }
    }

    /// One IDAT chunk: length, type, `data` and the CRC of type and data, `data` copied once
    /// (`PNGChunk.serialized`, which the other chunks take, wants an array: a copy more).
    private static func appendIDAT(_ data: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let type: [UInt8] = [73, 68, 65, 84]  // "IDAT"
        appendBigEndian32(UInt32(data.count), to: &out)
        out += type
        out.append(contentsOf: data)
        let crc = crc32_z(crc32_z(0, type, 4), data.baseAddress, z_size_t(data.count))
        appendBigEndian32(UInt32(truncatingIfNeeded: crc), to: &out)
    }

    private static func appendBigEndian32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
