import CCairoPango

/// The file formats `render` writes.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// By file extension; nil for anything else.
    public init?(path: String) {
        let lower = path.lowercased()
        guard let format = Self.allCases.first(where: { lower.hasSuffix(".\($0.rawValue)") }) else { return nil }
        self = format
    }
}

/// An error at the Cairo boundary: a status that is not success.
public struct PaintError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The input asked for a picture larger than the limits (`--fit`, `--margin`): bad input
    /// rather than an output failure.
    public var isTooLarge = false
    public var description: String { message }
}

/// Collects the bytes Cairo streams out (SVG, PDF, PNG encoding).
package final class ByteSink {
    package var bytes: [UInt8] = []

    /// A `cairo_write_func_t` whose closure argument is an unretained `ByteSink`.
    package static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}

/// One Cairo surface and its drawing context, destroyed with the object.
///
/// PNG uses an image surface of `ceil(size × scale)` pixels with the context scaled, so layout
/// stays in points; SVG and PDF are vector surfaces in points, streamed into memory.
package final class CairoSurface {
    package let surface: OpaquePointer
    package let context: OpaquePointer
    package let format: OutputFormat
    private let sink = ByteSink()

    package init(format: OutputFormat, size: Size, scale: Double) throws(PaintError) {
        self.format = format
        let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
        switch format {
        case .png:
            let width = Int32((size.width * scale).rounded(.up)), height = Int32((size.height * scale).rounded(.up))
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(1, width), max(1, height))
        case .svg:
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, sinkPointer, size.width, size.height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sinkPointer, size.width, size.height)
            // Pinned dates make the same scene give the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "render")
        }
        context = cairo_create(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw PaintError(message: "cannot create a \(format.rawValue) surface: \(String(cString: cairo_status_to_string(status)))")
        }
        if format == .png { cairo_scale(context, scale, scale) }
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Finishes the surface and returns the file's bytes.
    package func finish() throws(PaintError) -> [UInt8] {
        let contextStatus = cairo_status(context)
        guard contextStatus == CAIRO_STATUS_SUCCESS else {
            throw PaintError(message: "drawing failed: \(String(cString: cairo_status_to_string(contextStatus)))")
        }
        if format == .png {
            do {
                return try PNGWriter.encode(surface: surface)
            } catch {
                throw PaintError(message: "PNG encoding failed: \(error)")
            }
        } else {
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw PaintError(message: "\(format.rawValue) output failed: \(String(cString: cairo_status_to_string(status)))")
            }
        }
        return sink.bytes
    }
}
