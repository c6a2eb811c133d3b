import CCairoPango
import Foundation

/// An SVG (librsvg) or PDF (poppler) image, parsed once when the scene is read and drawn as
/// vectors straight into Cairo at paint time: it stays vector in SVG and PDF output and is sharp
/// at any scale in PNG. The libraries are loaded on first use (`vector_images.h`).
///
/// 1. What it is comes from its bytes: `%PDF-` in its first 1,024 bytes is a PDF; text whose
///    first tag is `<svg` (after an XML declaration, comments, a doctype) is an SVG. Gzip data
///    (an `.svgz`) is taken for an SVG so that it is refused by name: the scan of step 3 cannot
///    see inside it (decision: refused, not inflated).
/// 2. Its size in points: a PDF's first page's size (its crop box, which is the media box
///    unless the file crops it, as poppler reports it after the page's rotation); an SVG's
///    `width`/`height`, a user unit (`px` or none) being a point and absolute units converted
///    at 72 per inch (so `pt` is a point; decision), else its `viewBox`'s size when either is
///    absent or a percentage. A size that is not finite, under `minSide` or over
///    `maxSide` on a side is an error.
/// 3. Bounds on what a hostile file may cost (decisions; `docs/scene-format.md` lists them):
///    at most `maxFileBytes`; an SVG of at most `maxSVGElements` elements nested at most
///    `maxSVGDepth` deep, with no `<!ENTITY` anywhere in its bytes (entity expansion is how
///    an XML file of a few kilobytes becomes gigabytes), counted by a scan of the bytes before
///    librsvg sees them; librsvg's own limits stay on (libxml2's safe parsing, at most 500,000
///    elements referenced by `<use>` in one drawing). A PDF's drawing time is not bounded
///    in-process (decision): its compressed streams expand about 1,000 times, nested Form
///    XObjects drawn many times grow exponentially, and poppler cannot be stopped mid-page;
///    render untrusted PDFs under `timeout` (a child process with a wall-clock limit is a
///    follow-up).
/// 4. It is drawn once when decoded, into a 4 × 4 pixel surface, so a file librsvg parses but
///    cannot draw is an error when the scene is read, not a blank later.
/// 5. Drawing: the image's own coordinates scaled to the frame on each axis (a resizable image
///    is stretched as a bitmap is); librsvg and poppler are not thread-safe on one document, so
///    each image draws under its own lock.
package final class VectorImage: @unchecked Sendable {
    package enum Format: String, Sendable { case svg = "SVG", pdf = "PDF" }

    package static let maxFileBytes = 8 << 20
    package static let maxSide = 32_767.0
    /// A smaller side scales the image by more than cairo's matrices can hold when it is drawn
    /// resizable (`1e-200` points stretched to a frame is not a finite scale).
    package static let minSide = 0.01
    package static let maxSVGElements = 100_000
    package static let maxSVGDepth = 200

    package let format: Format
    /// Step 2, in points.
    package let width: Double
    package let height: Double
    private let handle: OpaquePointer
    /// The PDF's first page (the document `handle` owns it through its reference).
    private let page: OpaquePointer?
    private let lock = NSLock()

    /// Step 1: the format `data` is, or nil when it is neither.
    package static func format(of data: [UInt8]) -> Format? {
        let head = data.prefix(1024)
        let pdf = Array("%PDF-".utf8)
        if head.count >= pdf.count {
            for start in head.startIndex...(head.endIndex - pdf.count) where head[start] == pdf[0] {
                if Array(head[start..<start + pdf.count]) == pdf { return .pdf }
            }
        }
        if data.count >= 2, data[0] == 0x1F, data[1] == 0x8B { return .svg }
        return SVGScan.firstTagIsSVG(data) ? .svg : nil
    }

    /// Steps 1–4.
    package init(_ data: [UInt8]) throws {
        guard data.count <= Self.maxFileBytes else { throw ImageError("a vector image is larger than \(Self.maxFileBytes >> 20) MiB") }
        guard let format = Self.format(of: data) else { throw ImageError("neither an SVG nor a PDF file") }
        // The C side returns its static table, never NULL; a guard rather than a trap all the same.
        guard let api = render_vector_api() else { throw ImageError("the vector image libraries' table is missing") }
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        func reason(_ fallback: String) -> String {
            guard let message = error?.pointee.message else { return fallback }
            return String(cString: message)
        }
        switch format {
        case .svg:
            guard let open = api.pointee.rsvg_handle_new_from_data else {
                throw ImageError("SVG images need librsvg 2.52 or later (Debian: librsvg2-2): \(Self.text(api.pointee.rsvg_error))")
            }
            // Gzip data (an `.svgz`) is refused rather than inflated: librsvg would inflate it
            // (about 1,000 times) past the scan below, which only sees the compressed bytes.
            guard data.first != 0x1F else {
                throw ImageError("a gzip-compressed SVG (.svgz): the renderer reads uncompressed SVG only (gunzip it to an .svg)")
            }
            try SVGScan.check(data)
            guard let svg = data.withUnsafeBufferPointer({ open($0.baseAddress, gsize($0.count), &error) }) else {
                throw ImageError("librsvg cannot read it: \(reason("not an SVG document"))")
            }
            api.pointee.rsvg_handle_set_dpi(svg, 72)
            var size = (width: 0.0, height: 0.0)
            if api.pointee.rsvg_handle_get_intrinsic_size_in_pixels(svg, &size.width, &size.height) == 0 {
                var hasViewBox: gboolean = 0
                var viewBox = render_rsvg_rectangle()
                api.pointee.rsvg_handle_get_intrinsic_dimensions(svg, nil, nil, nil, nil, &hasViewBox, &viewBox)
                guard hasViewBox != 0 else {
                    g_object_unref(UnsafeMutableRawPointer(svg))
                    throw ImageError("an SVG needs a width and height, or a viewBox, to have a size")
                }
                size = (viewBox.width, viewBox.height)
            }
            (handle, page, width, height, self.format) = (svg, nil, size.width, size.height, .svg)
        case .pdf:
            guard let open = api.pointee.poppler_document_new_from_bytes else {
                throw ImageError("PDF images need poppler-glib (Debian: libpoppler-glib8): \(Self.text(api.pointee.poppler_error))")
            }
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            guard let document = open(bytes, nil, &error) else { throw ImageError("poppler cannot read it: \(reason("not a PDF document"))") }
            guard api.pointee.poppler_document_get_n_pages(document) > 0, let first = api.pointee.poppler_document_get_page(document, 0) else {
                g_object_unref(UnsafeMutableRawPointer(document))
                throw ImageError("the PDF has no page")
            }
            var size = (width: 0.0, height: 0.0)
            api.pointee.poppler_page_get_size(first, &size.width, &size.height)
            (handle, page, width, height, self.format) = (document, first, size.width, size.height, .pdf)
        }
        guard width.isFinite, height.isFinite, width >= Self.minSide, height >= Self.minSide, width <= Self.maxSide, height <= Self.maxSide else {
            throw ImageError("a \(format.rawValue) of \(Self.number(width)) × \(Self.number(height)) points: each side must be at least \(Self.minSide) and at most \(Int(Self.maxSide))")
        }
        // Step 4.
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4) else { throw ImageError("no surface to draw the image into") }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { throw ImageError("no context to draw the image into") }
        defer { cairo_destroy(cairo) }
        if let problem = draw(into: cairo, width: 4, height: 4) { throw ImageError(problem) }
        // poppler reports nothing; a drawing that left cairo in an error state (a matrix it
        // cannot invert, say) would end the run later with cairo's message naming no file.
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageError("drawing it failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    deinit {
        if let page { g_object_unref(UnsafeMutableRawPointer(page)) }
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// Step 5: draws the image into `width` × `height` at the current origin of `cairo`; the
    /// reason when librsvg could not, else nil.
    @discardableResult
    package func draw(into cairo: OpaquePointer, width frameWidth: Double, height frameHeight: Double) -> String? {
        guard frameWidth > 0, frameHeight > 0 else { return nil }
        guard let api = render_vector_api() else { return "the vector image libraries' table is missing" }
        lock.lock()
        defer { lock.unlock() }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_scale(cairo, frameWidth / width, frameHeight / height)
        if let page {
            // The page's own white is not painted (poppler_page_render draws the content only).
            api.pointee.poppler_page_render(page, cairo)
            return nil
        }
        var viewport = render_rsvg_rectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        guard api.pointee.rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else {
            defer { if let error { g_error_free(error) } }
            return "librsvg cannot draw it: " + (error.map { String(cString: $0.pointee.message) } ?? "an error in the drawing")
        }
        return nil
    }

    private static func text<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    private static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Step 3's scan of an SVG's bytes: elements, their depth, entity declarations. Not a parser:
/// it skips comments, CDATA, processing instructions and quoted attribute values, which is all
/// it takes to count tags as an XML parser would.
package enum SVGScan {
    /// The first tag after the prolog is `<svg` (or a prefixed `<x:svg`).
    package static func firstTagIsSVG(_ data: [UInt8]) -> Bool {
        var i = 0
        let limit = min(data.count, 64 << 10)
        while i < limit {
            guard data[i] == UInt8(ascii: "<") else { i += 1; continue }
            let next = i + 1 < limit ? data[i + 1] : 0
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                i = skip(data, from: i, limit: limit)
                continue
            }
            var end = i + 1
            while end < limit, !isSpaceOrEnd(data[end]) { end += 1 }
            let name = String(decoding: data[(i + 1)..<end], as: UTF8.self)
            return name == "svg" || name.hasSuffix(":svg")
        }
        return false
    }

    /// Throws when a limit is passed.
    package static func check(_ data: [UInt8]) throws {
        // Anywhere in the bytes, not only in a doctype as `skip` finds it: a quoted `]` in the
        // internal subset (`<!ATTLIST svg a CDATA "]]">`) would end it early and hide the rest.
        if find(data, "<!ENTITY", from: 0, before: data.count) != nil {
            throw ImageError("the SVG declares entities (<!ENTITY): the renderer does not expand them")
        }
        var i = 0, depth = 0, elements = 0
        let count = data.count
        while i < count {
            guard data[i] == UInt8(ascii: "<") else { i += 1; continue }
            let next = i + 1 < count ? data[i + 1] : 0
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                i = skip(data, from: i, limit: count)
                continue
            }
            if next == UInt8(ascii: "/") {
                depth -= 1
                i = tagEnd(data, from: i + 1) + 1
                continue
            }
            elements += 1
            guard elements <= VectorImage.maxSVGElements else {
                throw ImageError("the SVG has more than \(VectorImage.maxSVGElements) elements")
            }
            let end = tagEnd(data, from: i + 1)
            if !(end > 0 && end < count && data[end - 1] == UInt8(ascii: "/")) {
                depth += 1
                guard depth <= VectorImage.maxSVGDepth else {
                    throw ImageError("the SVG's elements are nested more than \(VectorImage.maxSVGDepth) deep")
                }
            }
            i = end + 1
        }
    }

    private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    /// The `>` that ends the tag begun before `start`, quoted values skipped (the data's end
    /// when there is none).
    private static func tagEnd(_ data: [UInt8], from start: Int) -> Int {
        var i = start
        var quote: UInt8 = 0
        while i < data.count {
            let byte = data[i]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return i
            }
            i += 1
        }
        return data.count
    }

    /// Past a comment, CDATA section, processing instruction or doctype beginning at `start`
    /// (a doctype's internal subset in brackets included).
    private static func skip(_ data: [UInt8], from start: Int, limit: Int) -> Int {
        for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")] where starts(data, at: start, with: open) {
            return (find(data, close, from: start + open.utf8.count, before: limit).map { $0 + close.utf8.count }) ?? limit
        }
        // `<!DOCTYPE … [ … ]>`
        var i = start, brackets = 0
        while i < limit {
            switch data[i] {
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: ">") where brackets <= 0: return i + 1
            default: break
            }
            i += 1
        }
        return limit
    }

    private static func starts(_ data: [UInt8], at index: Int, with text: String) -> Bool {
        let bytes = Array(text.utf8)
        return index + bytes.count <= data.count && Array(data[index..<index + bytes.count]) == bytes
    }

    private static func find(_ data: [UInt8], _ text: String, from start: Int, before end: Int) -> Int? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        var i = start
        while i + bytes.count <= min(end, data.count) {
            if data[i] == bytes[0], Array(data[i..<i + bytes.count]) == bytes { return i }
            i += 1
        }
        return nil
    }
}
