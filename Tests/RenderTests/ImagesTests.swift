import CCairoPango
import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

final class ImagesTests: XCTestCase {
    // MARK: Helpers

    /// Minimal independent PNG chunk parser (does not reuse the module's parser).
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcValid: Bool
    }

    static func chunks(_ png: [UInt8]) throws -> [Chunk] {
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var result: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(be32(png, offset))
            let typeBytes = Array(png[(offset + 4)..<(offset + 8)])
            guard offset + 12 + length <= png.count else { throw ImageError("test parser: chunk overruns") }
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            let crc = be32(png, offset + 8 + length)
            result.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data,
                                crcValid: crc == crc32(typeBytes + data)))
            offset += 12 + length
        }
        XCTAssertEqual(offset, png.count, "trailing bytes after last chunk")
        return result
    }

    /// Bitwise CRC-32, deliberately not table-driven, to cross-check the module's implementation.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c & 1) == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    static func be32(_ b: [UInt8], _ o: Int) -> UInt32 {
        UInt32(b[o]) << 24 | UInt32(b[o + 1]) << 16 | UInt32(b[o + 2]) << 8 | UInt32(b[o + 3])
    }

    static func be16(_ b: [UInt8], _ o: Int) -> UInt16 { UInt16(b[o]) << 8 | UInt16(b[o + 1]) }

    static func chunkBytes(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        let n = UInt32(data.count), crc = crc32(t + data)
        return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)] + t + data
            + [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    }

    /// Hand-built PNG with an uncompressed (stored) zlib stream, so tests can feed formats
    /// cairo never writes (greyscale, 16-bit).
    static func handmadePNG(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, rows: [[UInt8]]) -> [UInt8] {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw.append(contentsOf: row) }  // filter type 0
        var zlib: [UInt8] = [0x78, 0x01, 0x01]
        let len = UInt16(raw.count), nlen = ~len
        zlib += [UInt8(len & 0xFF), UInt8(len >> 8), UInt8(nlen & 0xFF), UInt8(nlen >> 8)] + raw
        var s1: UInt32 = 1, s2: UInt32 = 0
        for byte in raw { s1 = (s1 + UInt32(byte)) % 65521; s2 = (s2 + s1) % 65521 }
        let adler = s2 << 16 | s1
        zlib += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        let w = UInt32(width), h = UInt32(height)
        let ihdr: [UInt8] = [UInt8(w >> 24), UInt8((w >> 16) & 0xFF), UInt8((w >> 8) & 0xFF), UInt8(w & 0xFF),
                             UInt8(h >> 24), UInt8((h >> 16) & 0xFF), UInt8((h >> 8) & 0xFF), UInt8(h & 0xFF),
                             bitDepth, colourType, 0, 0, 0]
        return PNGCodec.signature + chunkBytes("IHDR", ihdr) + chunkBytes("IDAT", zlib) + chunkBytes("IEND", [])
    }

    static func solid(_ width: Int, _ height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: RGBAPixel(r: r, g: g, b: b))
    }

    /// A `width`×`height` image: black left of column `edge`, one grey anti-aliased column at
    /// `edge` with value `grey`, white to the right.
    static func softEdge(width: Int, height: Int, edge: Int, grey: UInt8) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: .white)
        image.fill(x: 0, y: 0, width: edge, height: height, with: .black)
        image.fill(x: edge, y: 0, width: 1, height: height, with: RGBAPixel(r: grey, g: grey, b: grey))
        return image
    }

    // MARK: RGBAImage

    func testImageBasics() throws {
        var image = RGBAImage(width: 3, height: 2, fill: RGBAPixel(r: 1, g: 2, b: 3, a: 4))
        XCTAssertEqual(image.pixels.count, 24)
        XCTAssertEqual(image[2, 1], RGBAPixel(r: 1, g: 2, b: 3, a: 4))
        image[1, 1] = .white
        XCTAssertEqual(Array(image.pixels[16..<20]), [255, 255, 255, 255])
        XCTAssertNil(image.pixel(x: 3, y: 0))
        image.setPixel(x: -1, y: 0, .black)  // ignored
        XCTAssertEqual(image.pixel(x: 0, y: 0), RGBAPixel(r: 1, g: 2, b: 3, a: 4))
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0]))
        XCTAssertEqual(try RGBAImage(width: 1, height: 1, pixels: [9, 8, 7, 6])[0, 0], RGBAPixel(r: 9, g: 8, b: 7, a: 6))
    }

    // MARK: PNG

    func testCRC32() {
        XCTAssertEqual(PNGCRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(PNGCRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
        // zlib's CRC, continued: an empty chunk keeps its type's CRC, and pieces give one pass's.
        XCTAssertEqual(PNGCRC32.update(PNGCRC32.checksum(Array("IEND".utf8)), []), 0xAE42_6082)
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        XCTAssertEqual(PNGCRC32.update(PNGCRC32.checksum(Array(bytes[..<3])), Array(bytes[3...])), Self.crc32(bytes))
    }

    func testPNGRoundTripOpaqueIsExact() throws {
        var image = RGBAImage(width: 7, height: 5)
        for y in 0..<5 {
            for x in 0..<7 { image[x, y] = RGBAPixel(r: UInt8(x * 36), g: UInt8(y * 60), b: UInt8((x * y * 13) % 256)) }
        }
        let png = try PNGCodec.encode(image)
        XCTAssertEqual(Array(png.prefix(8)), PNGCodec.signature)
        XCTAssertEqual(try PNGCodec.decode(png), image)
    }

    func testPNGRoundTripSemiTransparent() throws {
        var image = RGBAImage(width: 4, height: 3, fill: RGBAPixel(r: 10, g: 20, b: 30))
        let samples: [RGBAPixel] = [
            RGBAPixel(r: 255, g: 0, b: 0, a: 128), RGBAPixel(r: 12, g: 200, b: 99, a: 200),
            RGBAPixel(r: 77, g: 133, b: 250, a: 129), RGBAPixel(r: 1, g: 254, b: 128, a: 254),
            RGBAPixel(r: 90, g: 90, b: 90, a: 255), RGBAPixel(r: 200, g: 100, b: 50, a: 0),
        ]
        for (i, p) in samples.enumerated() { image[i % 4, i / 4] = p }
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        XCTAssertEqual(decoded.width, 4)
        XCTAssertEqual(decoded.height, 3)
        for y in 0..<3 {
            for x in 0..<4 {
                let want = image[x, y], got = decoded[x, y]
                XCTAssertEqual(got.a, want.a, "alpha at (\(x), \(y))")
                if want.a == 0 {
                    XCTAssertEqual(got, .clear, "fully transparent pixels lose their colour")
                    continue
                }
                for (w, g) in [(want.r, got.r), (want.g, got.g), (want.b, got.b)] {
                    XCTAssertLessThanOrEqual(abs(Int(w) - Int(g)), 1, "(\(x), \(y)): \(want) → \(got)")
                }
            }
        }
    }

    func testDecodeOtherFormats() throws {
        // 8-bit greyscale (cairo loads it as RGB24).
        let grey = Self.handmadePNG(width: 3, height: 2, bitDepth: 8, colourType: 0, rows: [[0, 128, 255], [1, 2, 3]])
        let g = try PNGCodec.decode(grey)
        XCTAssertEqual(g[1, 0], RGBAPixel(r: 128, g: 128, b: 128))
        XCTAssertEqual(g[2, 1], RGBAPixel(r: 3, g: 3, b: 3))
        // 16-bit RGBA (newer cairo loads it as a float format).
        let deep = Self.handmadePNG(width: 2, height: 1, bitDepth: 16, colourType: 6,
                                    rows: [[0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xFF,  0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0xFF, 0xFF]])
        let d = try PNGCodec.decode(deep)
        XCTAssertEqual(d[0, 0], RGBAPixel(r: 255, g: 0, b: 0))
        XCTAssertEqual(d[1, 0], RGBAPixel(r: 128, g: 128, b: 128))
    }

    func testDecodeGarbageThrows() throws {
        XCTAssertThrowsError(try PNGCodec.decode([]))
        XCTAssertThrowsError(try PNGCodec.decode(Array("definitely not a png file at all".utf8)))
        XCTAssertThrowsError(try PNGCodec.decode(PNGCodec.signature + [UInt8](repeating: 0xAB, count: 100)))
        var rng = SystemRandomNumberGenerator()
        XCTAssertThrowsError(try PNGCodec.decode(PNGCodec.signature + (0..<500).map { _ in UInt8.random(in: 0...255, using: &rng) }))

        let good = try PNGCodec.encode(Self.solid(40, 30, 200, 10, 10))
        XCTAssertNoThrow(try PNGCodec.decode(good))
        // Truncated.
        XCTAssertThrowsError(try PNGCodec.decode(Array(good.prefix(good.count / 2))))
        XCTAssertThrowsError(try PNGCodec.decode(Array(good.prefix(40))))
        // Corrupted image data (bad CRC / bad zlib).
        var corrupt = good
        let idat = try XCTUnwrap(Self.findChunkOffset("IDAT", in: good))
        for i in (idat + 10)..<(idat + 20) { corrupt[i] ^= 0x5A }
        XCTAssertThrowsError(try PNGCodec.decode(corrupt)) { error in
            XCTAssertTrue(error is ImageError)
        }
        // Zero-size and empty images cannot be encoded.
        XCTAssertThrowsError(try PNGCodec.encode(RGBAImage(width: 0, height: 3)))
    }

    func testMutatedPNGsNeverCrash() throws {
        var image = RGBAImage(width: 23, height: 17)
        for y in 0..<17 {
            for x in 0..<23 { image[x, y] = RGBAPixel(r: UInt8(x * 11), g: UInt8(y * 15), b: 77, a: UInt8(100 + x * 6)) }
        }
        let good = try PNGCodec.encode(image)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // deterministic xorshift
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var decoded = 0, rejected = 0
        for round in 0..<400 {
            var bytes = good
            if round % 4 == 3 {
                bytes = Array(bytes.prefix(next(bytes.count)))
            } else {
                for _ in 0...next(4) { bytes[8 + next(bytes.count - 8)] = UInt8(next(256)) }
            }
            do {
                let result = try PNGCodec.decode(bytes)
                XCTAssertEqual(result.pixels.count, result.width * result.height * 4)
                decoded += 1
            } catch {
                XCTAssertTrue(error is ImageError)
                rejected += 1
            }
            _ = try? APNGWriter.assemble(frames: [good, bytes], delayMilliseconds: 10)
        }
        XCTAssertGreaterThan(rejected, 0)
        XCTAssertEqual(decoded + rejected, 400)
    }

    static func findChunkOffset(_ type: String, in png: [UInt8]) -> Int? {
        let t = Array(type.utf8)
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(be32(png, offset))
            if Array(png[(offset + 4)..<(offset + 8)]) == t { return offset + 8 }
            offset += 12 + length
        }
        return nil
    }

    func testEncodeCairoSurface() throws {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 6, 4))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_set_source_rgba(cr, 0, 0, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgba(cr, 1, 0, 0, 0.5)
        cairo_rectangle(cr, 0, 0, 3, 4)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_fill(cr)
        cairo_destroy(cr)
        let decoded = try PNGCodec.decode(try PNGCodec.encode(surface: surface))
        XCTAssertEqual(decoded.width, 6)
        XCTAssertEqual(decoded[5, 3], RGBAPixel(r: 0, g: 0, b: 255))
        let half = decoded[0, 0]
        XCTAssertEqual(half.r, 255)
        XCTAssertEqual(half.g, 0)
        XCTAssertTrue((127...128).contains(half.a), "\(half)")
        XCTAssertEqual(try PNGCodec.image(fromSurface: surface), decoded)
    }

    /// The writer stores the smallest exact colour type (PNGWriter step 1): each case's pixels
    /// read back as the surface holds them, whatever type was chosen.
    func testColourTypeIsTheSmallestThatHoldsThePixels() throws {
        func colourType(_ png: [UInt8]) -> UInt8 { png[8 + 8 + 9] }  // signature, IHDR length+type, width, height, depth
        // bKGD holds one 16-bit sample for grey types, three for colour (PNG specification 11.3.5.1).
        func backgroundLength(_ png: [UInt8]) -> Int? { Self.findChunkOffset("bKGD", in: png).map { Int(Self.be32(png, $0 - 8)) } }
        func encoded(_ paint: (OpaquePointer) -> Void, allowingGrey: Bool = true) throws -> (type: UInt8, same: Bool) {
            let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 5, 3))
            defer { cairo_surface_destroy(surface) }
            let cr = try XCTUnwrap(cairo_create(surface))
            paint(cr)
            cairo_destroy(cr)
            let png = try PNGCodec.encode(surface: surface, allowingGrey: allowingGrey)
            XCTAssertEqual(backgroundLength(png), colourType(png) & 2 == 0 ? 2 : 6)
            return (colourType(png), try PNGCodec.decode(png) == PNGCodec.image(fromSurface: surface))
        }
        // Antialiased grey text on white: grey, one byte a pixel.
        let grey: (OpaquePointer) -> Void = { cr in
            cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr)
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3); cairo_rectangle(cr, 0.5, 0.5, 2.2, 1.7); cairo_fill(cr)
        }
        XCTAssertEqual(try encoded(grey).type, 0)
        XCTAssertTrue(try encoded(grey).same)
        XCTAssertEqual(try encoded(grey, allowingGrey: false).type, 2)
        XCTAssertTrue(try encoded(grey, allowingGrey: false).same)
        // One coloured pixel makes it RGB.
        let colour: (OpaquePointer) -> Void = { cr in
            grey(cr); cairo_set_source_rgb(cr, 0.3, 0.3, 0.31); cairo_rectangle(cr, 4, 2, 1, 1); cairo_fill(cr)
        }
        XCTAssertEqual(try encoded(colour).type, 2)
        XCTAssertTrue(try encoded(colour).same)
        // Translucent greys: grey with alpha; translucent colour: RGBA.
        let translucentGrey: (OpaquePointer) -> Void = { cr in
            cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.4); cairo_paint(cr)
        }
        XCTAssertEqual(try encoded(translucentGrey).type, 4)
        XCTAssertTrue(try encoded(translucentGrey).same)
        let translucentColour: (OpaquePointer) -> Void = { cr in
            translucentGrey(cr); cairo_set_source_rgba(cr, 1, 0, 0, 0.5); cairo_rectangle(cr, 0, 0, 1, 1); cairo_fill(cr)
        }
        XCTAssertEqual(try encoded(translucentColour).type, 6)
        XCTAssertTrue(try encoded(translucentColour).same)
        // Frames of one animation: a grey one and a coloured one share RGB when asked.
        let greyFrame = RGBAImage(width: 4, height: 2, fill: RGBAPixel(r: 9, g: 9, b: 9))
        let redFrame = RGBAImage(width: 4, height: 2, fill: RGBAPixel(r: 200, g: 0, b: 0))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [PNGCodec.encode(greyFrame), PNGCodec.encode(redFrame)],
                                                     delayMilliseconds: 100))
        XCTAssertNoThrow(try APNGWriter.assemble(frames: [PNGCodec.encode(greyFrame, allowingGrey: false),
                                                          PNGCodec.encode(redFrame, allowingGrey: false)], delayMilliseconds: 100))
    }

    /// The colour-type scan reads a row at a time and an opaque colour row is written with one
    /// 4-byte store a pixel (PNGWriter, `Content` and `convert`): every width from 1 to 9 (the
    /// last pixel of a row is written apart), the one pixel that decides the type in the last
    /// row's last column, and an RGB24 surface whose alpha bytes are not 0xFF.
    func testEveryRowWidthAndTheLastPixelDecideTheColourType() throws {
        func colourType(_ png: [UInt8]) -> UInt8 { png[8 + 8 + 9] }
        func encoded(_ format: cairo_format_t = CAIRO_FORMAT_ARGB32, width: Int, height: Int,
                     _ pixel: (Int, Int) -> UInt32) throws -> (type: UInt8, same: Bool) {
            let surface = try XCTUnwrap(cairo_image_surface_create(format, Int32(width), Int32(height)))
            defer { cairo_surface_destroy(surface) }
            cairo_surface_flush(surface)
            let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = pixel(x, y) }
            }
            cairo_surface_mark_dirty(surface)
            let png = try PNGCodec.encode(surface: surface)
            // (`image(fromSurface:)` reads an RGB24 surface as opaque, whatever its alpha bytes.)
            return (colourType(png), try PNGCodec.decode(png) == PNGCodec.image(fromSurface: surface))
        }
        let last = { (width: Int, height: Int, x: Int, y: Int) in x == width - 1 && y == height - 1 }
        for width in 1...9 {
            for height in 1...3 {
                // Every pixel a different opaque colour.
                let colours = try encoded(width: width, height: height) { x, y in
                    0xFF00_0000 | UInt32(x * 29 + 3) << 16 | UInt32(y * 71 + 5) << 8 | UInt32(x * 13 + y * 17 + 11)
                }
                XCTAssertEqual(colours.type, 2, "\(width)×\(height)")
                XCTAssertTrue(colours.same, "\(width)×\(height)")
                // Grey, but for the last pixel: colour.
                let lastColoured = try encoded(width: width, height: height) { x, y in
                    last(width, height, x, y) ? 0xFF10_2030 : 0xFF00_0000 | UInt32(x * 20 + y) * 0x01_0101
                }
                XCTAssertEqual(lastColoured.type, 2, "\(width)×\(height)")
                XCTAssertTrue(lastColoured.same, "\(width)×\(height)")
                // Colour from the first pixel on; the last is translucent: RGBA, so the scan goes on
                // after the colour is found.
                let lastTranslucent = try encoded(width: width, height: height) { x, y in
                    last(width, height, x, y) ? 0x8040_2010 : 0xFF00_0000 | UInt32(x * 29 + 3) << 16 | UInt32(y + 1)
                }
                XCTAssertEqual(lastTranslucent.type, 6, "\(width)×\(height)")
                XCTAssertTrue(lastTranslucent.same, "\(width)×\(height)")
                // Greys; the last translucent: grey with alpha.
                let greyTranslucent = try encoded(width: width, height: height) { x, y in
                    last(width, height, x, y) ? 0x8020_2020 : 0xFF00_0000 | UInt32(x * 20 + y) * 0x01_0101
                }
                XCTAssertEqual(greyTranslucent.type, 4, "\(width)×\(height)")
                XCTAssertTrue(greyTranslucent.same, "\(width)×\(height)")
                // RGB24: alpha bytes of 0 do not make it translucent; greys stay grey.
                let rgb24Grey = try encoded(CAIRO_FORMAT_RGB24, width: width, height: height) { x, y in
                    UInt32(x * 20 + y) * 0x01_0101
                }
                XCTAssertEqual(rgb24Grey.type, 0, "\(width)×\(height)")
                XCTAssertTrue(rgb24Grey.same, "\(width)×\(height)")
                let rgb24Colour = try encoded(CAIRO_FORMAT_RGB24, width: width, height: height) { x, y in
                    last(width, height, x, y) ? 0x0001_0203 : UInt32(x * 20 + y) * 0x01_0101
                }
                XCTAssertEqual(rgb24Colour.type, 2, "\(width)×\(height)")
                XCTAssertTrue(rgb24Colour.same, "\(width)×\(height)")
            }
        }
    }

    /// `PNGAdler32`'s 16-byte steps give zlib's checksum: every length 0–40 and around the block
    /// size (5,536) and zlib's (5,552), continued from 1 and from another checksum, and bytes
    /// of 255 for the largest sums.
    func testAdler32IsZlibs() {
        var state: UInt64 = 12345
        let bytes = (0..<40_000).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 40)
        }
        let full = [UInt8](repeating: 255, count: 60_000)
        let lengths = Array(0...40) + Array(5520...5570) + [11_071, 11_072, 11_073, 16_608, 39_999, 40_000]
        bytes.withUnsafeBufferPointer { buffer in
            for length in lengths {
                for offset in [0, 1, 7] where offset + length <= buffer.count {
                    for start: UInt32 in [1, 0x1234_5678 % 65521, PNGAdler32.zlib(1, buffer.baseAddress!, count: 999)] {
                        XCTAssertEqual(PNGAdler32.vectorised(start, buffer.baseAddress! + offset, count: length),
                                       PNGAdler32.zlib(start, buffer.baseAddress! + offset, count: length), "\(length) at \(offset)")
                    }
                }
            }
        }
        full.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(PNGAdler32.vectorised(1, buffer.baseAddress!, count: buffer.count),
                           PNGAdler32.zlib(1, buffer.baseAddress!, count: buffer.count))
        }
    }

    /// The zlib stream's header and Adler-32 trailer are written by `PNGWriter` (zlib deflates
    /// raw): pictures whose stream ends two bytes into a new IDAT chunk (the trailer split
    /// across two) and exactly at a chunk's end read back whole, every IDAT but the last of
    /// 65,536 bytes, the stream's header 0x78 0x01 and its checksum right (`uncompress` checks it).
    func testTheZlibTrailerAcrossIDATChunks() throws {
        // One column of random opaque pixels: with these seeds, the stream's length is 2 bytes past
        // a multiple of 65,536, then exactly a multiple.
        for (height, seed, lastLength) in [(18920, UInt64(23920), 2), (18917, UInt64(18917), 65536)] {
            let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, Int32(height)))
            defer { cairo_surface_destroy(surface) }
            cairo_surface_flush(surface)
            let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            var state = seed &* 6364136223846793005 &+ 1442695040888963407
            for y in 0..<height {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                UnsafeMutableRawPointer(data + y * stride).storeBytes(of: UInt32(truncatingIfNeeded: state >> 32) | 0xFF00_0000, as: UInt32.self)
            }
            cairo_surface_mark_dirty(surface)
            let png = try PNGCodec.encode(surface: surface)
            let idats = try PNGChunk.parse(png).filter { $0.type == "IDAT" }
            XCTAssertEqual(idats.last?.data.count, lastLength, "height \(height)")
            XCTAssertTrue(idats.dropLast().allSatisfy { $0.data.count == 65536 })
            let stream = idats.flatMap(\.data)
            XCTAssertEqual(Array(stream.prefix(2)), [0x78, 0x01])
            var size = uLongf(height * 4)
            var rows = [UInt8](repeating: 0, count: Int(size))
            XCTAssertEqual(uncompress(&rows, &size, stream, uLong(stream.count)), Z_OK)
            XCTAssertEqual(Int(size), height * 4)  // a filter byte and three channels a row
            XCTAssertEqual(try PNGCodec.decode(png), try PNGCodec.image(fromSurface: surface))
        }
    }

    // MARK: APNG

    func testAPNGThreeFrames() throws {
        let frames = [Self.solid(16, 12, 255, 0, 0), Self.solid(16, 12, 0, 200, 0), Self.solid(16, 12, 0, 0, 255)]
        let pngs = try frames.map(PNGCodec.encode)
        let apng = try APNGWriter.assemble(frames: pngs, delayMilliseconds: 250, loops: 2)
        let chunks = try Self.chunks(apng)
        XCTAssertTrue(chunks.allSatisfy(\.crcValid), "invalid CRC in \(chunks.filter { !$0.crcValid }.map(\.type))")

        // Chunk sequence: IHDR acTL [ancillary…] fcTL IDAT+ (fcTL fdAT+)×2 IEND.
        let types = chunks.map(\.type)
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(types[1], "acTL")
        XCTAssertEqual(types.last, "IEND")
        let animation = types.filter { ["fcTL", "IDAT", "fdAT"].contains($0) }
        var collapsed: [String] = []
        for t in animation where collapsed.last != t || t == "fcTL" { collapsed.append(t) }
        XCTAssertEqual(collapsed, ["fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT"])
        XCTAssertEqual(types.firstIndex(of: "fcTL")! + 1, types.firstIndex(of: "IDAT")!)
        XCTAssertEqual(types.count, types.firstIndex(of: "fcTL")! + animation.count + 1)

        let actl = chunks[1].data
        XCTAssertEqual(Self.be32(actl, 0), 3, "num_frames")
        XCTAssertEqual(Self.be32(actl, 4), 2, "num_plays")

        let fctls = chunks.filter { $0.type == "fcTL" }
        XCTAssertEqual(fctls.count, 3)
        for fctl in fctls {
            XCTAssertEqual(fctl.data.count, 26)
            XCTAssertEqual(Self.be32(fctl.data, 4), 16)
            XCTAssertEqual(Self.be32(fctl.data, 8), 12)
            XCTAssertEqual(Self.be32(fctl.data, 12), 0)
            XCTAssertEqual(Self.be32(fctl.data, 16), 0)
            XCTAssertEqual(Self.be16(fctl.data, 20), 250)
            XCTAssertEqual(Self.be16(fctl.data, 22), 1000)
            XCTAssertEqual(fctl.data[24], 0, "dispose_op NONE")
            XCTAssertEqual(fctl.data[25], 0, "blend_op SOURCE")
        }
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.be32($0.data, 0) }
        XCTAssertEqual(sequence, Array(0..<UInt32(sequence.count)), "sequence numbers start at 0 and increase by 1")

        // Each frame, rebuilt as a plain PNG, decodes back to the original image.
        XCTAssertEqual(try PNGCodec.decode(apng), frames[0], "default image is frame 0")
        var frameData: [[UInt8]] = []
        for chunk in chunks {
            if chunk.type == "fcTL" { frameData.append([]) }
            if chunk.type == "IDAT" { frameData[frameData.count - 1] += chunk.data }
            if chunk.type == "fdAT" { frameData[frameData.count - 1] += chunk.data.dropFirst(4) }
        }
        XCTAssertEqual(frameData.count, 3)
        for (i, data) in frameData.enumerated() {
            let png = PNGCodec.signature + Self.chunkBytes("IHDR", chunks[0].data) + Self.chunkBytes("IDAT", data)
                + Self.chunkBytes("IEND", [])
            XCTAssertEqual(try PNGCodec.decode(png), frames[i], "frame \(i)")
        }
    }

    func testAPNGDelayAndSingleFrame() throws {
        let png = try PNGCodec.encode(Self.solid(2, 2, 1, 2, 3))
        let apng = try APNGWriter.assemble(frames: [png], delayMilliseconds: 100_000)
        let chunks = try Self.chunks(apng)
        XCTAssertEqual(chunks.filter { $0.type == "fcTL" }.count, 1)
        XCTAssertEqual(Self.be32(chunks[1].data, 4), 0, "loops forever by default")
        let fctl = try XCTUnwrap(chunks.first { $0.type == "fcTL" })
        XCTAssertEqual(Self.be16(fctl.data, 20), 10_000)
        XCTAssertEqual(Self.be16(fctl.data, 22), 100)
    }

    func testAPNGRejectsBadInput() throws {
        let a = try PNGCodec.encode(Self.solid(16, 12, 255, 0, 0))
        let b = try PNGCodec.encode(Self.solid(16, 13, 255, 0, 0))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a, b], delayMilliseconds: 100)) { error in
            XCTAssertTrue(String(describing: error).contains("16×13"), "\(error)")
        }
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [], delayMilliseconds: 100))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a], delayMilliseconds: -1))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a, Array(a.prefix(30))], delayMilliseconds: 100))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a, [1, 2, 3]], delayMilliseconds: 100))
        var badCRC = a
        badCRC[badCRC.count - 1] ^= 0xFF
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a, badCRC], delayMilliseconds: 100))
        // cairo writes opaque images as RGB and translucent ones as RGBA: mixing them throws.
        let translucent = try PNGCodec.encode(RGBAImage(width: 16, height: 12, fill: RGBAPixel(r: 9, g: 9, b: 9, a: 100)))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a, translucent], delayMilliseconds: 100)) { error in
            XCTAssertTrue(String(describing: error).contains("opaque"), "\(error)")
        }
        // Same size but different colour type (greyscale).
        let grey = Self.handmadePNG(width: 16, height: 12, bitDepth: 8, colourType: 0,
                                    rows: Array(repeating: Array(repeating: 7, count: 16), count: 12))
        XCTAssertThrowsError(try APNGWriter.assemble(frames: [a, grey], delayMilliseconds: 100))
    }

    // MARK: Diff

    func testDiffIdentical() {
        let image = Self.softEdge(width: 20, height: 10, edge: 8, grey: 128)
        let result = ImageDiff.compare(expected: image, actual: image, options: ImageDiffOptions())
        XCTAssertTrue(result.identical)
        XCTAssertTrue(result.passes)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.largestDelta, 0)
        XCTAssertNil(result.boundingBox)
        XCTAssertNil(result.sizeMismatch)
        XCTAssertEqual(result.ratio, 0)
    }

    func testDiffSingleChangedPixel() {
        let expected = Self.solid(20, 10, 40, 80, 120)
        var actual = expected
        actual[13, 7] = RGBAPixel(r: 40, g: 180, b: 120)
        let result = ImageDiff.compare(expected: expected, actual: actual, options: ImageDiffOptions())
        XCTAssertFalse(result.identical)
        XCTAssertFalse(result.passes)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antialiasedPixels, 0)
        XCTAssertEqual(result.largestDelta, 100)
        XCTAssertEqual(result.boundingBox, .init(x: 13, y: 7, width: 1, height: 1))
        XCTAssertEqual(result.ratio, 1.0 / 200, accuracy: 1e-12)

        // Two changes span a box.
        actual[2, 1] = RGBAPixel(r: 0, g: 0, b: 0)
        let two = ImageDiff.compare(expected: expected, actual: actual)
        XCTAssertEqual(two.differingPixels, 2)
        XCTAssertEqual(two.boundingBox, .init(x: 2, y: 1, width: 12, height: 7))
        XCTAssertEqual(two.largestDelta, 120)
    }

    func testDiffThresholds() {
        let expected = Self.solid(10, 10, 100, 100, 100)
        var small = expected
        small[4, 4] = RGBAPixel(r: 110, g: 100, b: 100)  // delta 10 ≤ 16
        let tolerated = ImageDiff.compare(expected: expected, actual: small)
        XCTAssertTrue(tolerated.passes)
        XCTAssertFalse(tolerated.identical)
        XCTAssertEqual(tolerated.differingPixels, 0)
        XCTAssertEqual(tolerated.largestDelta, 10)
        XCTAssertFalse(ImageDiff.compare(expected: expected, actual: small,
                                         options: ImageDiffOptions(maxChannelDelta: 9)).passes)

        var three = expected
        for x in 0..<3 { three[x, 0] = RGBAPixel(r: 0, g: 0, b: 0) }
        XCTAssertEqual(ImageDiff.compare(expected: expected, actual: three).differingPixels, 3)
        // Both limits must allow the difference.
        XCTAssertFalse(ImageDiff.compare(expected: expected, actual: three,
                                         options: ImageDiffOptions(maxDiffPixels: 3)).passes)
        XCTAssertTrue(ImageDiff.compare(expected: expected, actual: three,
                                        options: ImageDiffOptions(maxDiffPixels: 3, maxDiffRatio: 0.03)).passes)
        XCTAssertFalse(ImageDiff.compare(expected: expected, actual: three,
                                         options: ImageDiffOptions(maxDiffPixels: 2, maxDiffRatio: 1)).passes)
        XCTAssertFalse(ImageDiff.compare(expected: expected, actual: three,
                                         options: ImageDiffOptions(maxDiffPixels: 100, maxDiffRatio: 0.029)).passes)

        // Alpha counts; hidden colour of transparent pixels does not.
        let clearA = RGBAImage(width: 2, height: 2, fill: RGBAPixel(r: 255, g: 0, b: 0, a: 0))
        let clearB = RGBAImage(width: 2, height: 2, fill: RGBAPixel(r: 0, g: 255, b: 0, a: 0))
        let clearResult = ImageDiff.compare(expected: clearA, actual: clearB)
        XCTAssertTrue(clearResult.passes)
        XCTAssertEqual(clearResult.largestDelta, 0)
        XCTAssertFalse(clearResult.identical)
        let white = RGBAImage(width: 2, height: 2, fill: .white)
        XCTAssertEqual(ImageDiff.compare(expected: clearA, actual: white).largestDelta, 255)

        // Size mismatch never passes.
        let other = ImageDiff.compare(expected: expected, actual: Self.solid(10, 11, 100, 100, 100),
                                      options: ImageDiffOptions(maxDiffPixels: 1000, maxDiffRatio: 1))
        XCTAssertFalse(other.passes)
        XCTAssertEqual(other.sizeMismatch?.expected, .init(width: 10, height: 10))
        XCTAssertEqual(other.sizeMismatch?.actual, .init(width: 10, height: 11))
    }

    func testDiffAntialiasedEdge() {
        // A hard vertical edge with a one-pixel anti-aliased band, shifted by a sub-pixel amount
        // (only the band pixel changes) and by a whole pixel (band moves one column right).
        let expected = Self.softEdge(width: 20, height: 12, edge: 9, grey: 128)
        let subpixel = Self.softEdge(width: 20, height: 12, edge: 9, grey: 64)
        let shifted = Self.softEdge(width: 20, height: 12, edge: 10, grey: 128)
        for actual in [subpixel, shifted] {
            let aware = ImageDiff.compare(expected: expected, actual: actual)
            XCTAssertEqual(aware.differingPixels, 0, "\(aware)")
            XCTAssertGreaterThan(aware.antialiasedPixels, 0)
            XCTAssertTrue(aware.passes)
            let strict = ImageDiff.compare(expected: expected, actual: actual,
                                           options: ImageDiffOptions(antialiasingAware: false))
            XCTAssertEqual(strict.differingPixels, aware.antialiasedPixels)
            XCTAssertFalse(strict.passes)
        }
        XCTAssertEqual(ImageDiff.compare(expected: expected, actual: shifted,
                                         options: ImageDiffOptions(antialiasingAware: false)).differingPixels, 24)

        // A real change next to the edge (a blob in the flat region) is still counted.
        var blob = expected
        blob.fill(x: 14, y: 4, width: 2, height: 2, with: .black)
        let result = ImageDiff.compare(expected: expected, actual: blob)
        XCTAssertEqual(result.differingPixels, 4)
        XCTAssertEqual(result.boundingBox, .init(x: 14, y: 4, width: 2, height: 2))
    }

    func testDiffAndSideBySideImages() throws {
        let expected = Self.solid(20, 10, 0, 0, 200)
        var actual = expected
        actual.fill(x: 5, y: 2, width: 3, height: 2, with: RGBAPixel(r: 255, g: 255, b: 0))
        let result = ImageDiff.compare(expected: expected, actual: actual)
        let diff = ImageDiff.diffImage(expected: expected, actual: actual, result: result)
        XCTAssertEqual(diff.width, 20)
        XCTAssertEqual(diff.height, 10)
        XCTAssertEqual(diff[6, 3], ImageDiff.differenceColor)
        let faded = diff[0, 0]
        XCTAssertEqual(faded.a, 255)
        XCTAssertEqual(faded.b, 241)  // 255 - (255 - 200) / 4
        XCTAssertTrue((185...195).contains(Int(faded.r)), "\(faded) should be ~25% of the original contrast")
        XCTAssertEqual(ImageDiff.diffImage(expected: expected, actual: actual), diff)

        let panel = ImageDiff.sideBySide(expected: expected, actual: actual, diff: diff)
        XCTAssertEqual(panel.width, 20 * 3 + 2 * 8)
        XCTAssertEqual(panel.height, 10)
        XCTAssertEqual(panel[0, 0], expected[0, 0])
        XCTAssertEqual(panel[28 + 6, 3], RGBAPixel(r: 255, g: 255, b: 0))
        XCTAssertEqual(panel[56 + 6, 3], ImageDiff.differenceColor)
        XCTAssertEqual(panel[22, 5], RGBAPixel(r: 128, g: 128, b: 128), "gap")
        XCTAssertEqual(ImageDiff.sideBySide(expected: expected, actual: actual, diff: diff, gap: 0).width, 60)

        // Size mismatch: diff covers both; uncovered area is flagged.
        let taller = Self.solid(20, 14, 0, 0, 200)
        let mismatch = ImageDiff.compare(expected: expected, actual: taller)
        let mismatchDiff = ImageDiff.diffImage(expected: expected, actual: taller, result: mismatch)
        XCTAssertEqual(mismatchDiff.width, 20)
        XCTAssertEqual(mismatchDiff.height, 14)
        XCTAssertEqual(mismatchDiff[3, 12], ImageDiff.differenceColor)
        XCTAssertEqual(ImageDiff.sideBySide(expected: expected, actual: taller, diff: mismatchDiff).height, 14)

        if let dir = ProcessInfo.processInfo.environment["RENDER_IMAGES_DEBUG_DIR"] {
            let edgeA = Self.softEdge(width: 40, height: 30, edge: 15, grey: 128)
            var edgeB = Self.softEdge(width: 40, height: 30, edge: 16, grey: 128)
            edgeB.fill(x: 25, y: 10, width: 6, height: 5, with: RGBAPixel(r: 0, g: 120, b: 255))
            let r = ImageDiff.compare(expected: edgeA, actual: edgeB)
            let d = ImageDiff.diffImage(expected: edgeA, actual: edgeB, result: r)
            let sbs = ImageDiff.sideBySide(expected: edgeA, actual: edgeB, diff: d)
            try Data(PNGCodec.encode(sbs)).write(to: URL(fileURLWithPath: dir + "/diff-side-by-side.png"))
            let colours: [(UInt8, UInt8, UInt8)] = [(255, 59, 48), (52, 199, 89), (0, 122, 255), (255, 204, 0)]
            var frames: [[UInt8]] = []
            for (i, c) in colours.enumerated() {
                var frame = Self.solid(64, 48, c.0, c.1, c.2)
                frame.fill(x: 8 + i * 12, y: 16, width: 12, height: 16, with: RGBAPixel(r: 255, g: 255, b: 255, a: 160))
                frames.append(try PNGCodec.encode(frame))
            }
            try Data(APNGWriter.assemble(frames: frames, delayMilliseconds: 400))
                .write(to: URL(fileURLWithPath: dir + "/sweep.apng.png"))
        }
    }
}
