import CCairoPango
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// Puts sweep frames of different sizes onto one size, each with its caption (Sweep step 3).
package enum FrameComposer {
    package static let captionHeight = 18.0
    package static let unofferedGray = RGBA(red: 0.93, green: 0.93, blue: 0.95)

    package static func compose(_ frames: [Sweep.Frame]) throws -> [[UInt8]] {
        // Sizes from the PNG headers; pixels are decoded one frame at a time, by Cairo.
        let sizes = frames.compactMap { PNGCodec.headerSize($0.png) }
        guard let first = frames.first, sizes.count == frames.count else { throw RenderError("a sweep needs at least one frame") }
        let scale = first.layout.scale
        let width = sizes.map(\.width).max() ?? 1
        let caption = Int((captionHeight * scale).rounded(.up))
        let height = (sizes.map(\.height).max() ?? 1) + caption
        let text = PangoTextMeasurer()
        return try frames.map { frame in
            try ImageCanvas.png(width: width, height: height, allowingGrey: false) { cairo in
                cairo_set_source_rgb(cairo, unofferedGray.red, unofferedGray.green, unofferedGray.blue)
                cairo_paint(cairo)
                let picture = try PNGCodec.decodeSurface(frame.png)
                defer { cairo_surface_destroy(picture) }
                cairo_set_source_surface(cairo, picture, 0, 0)
                cairo_paint(cairo)
                cairo_scale(cairo, scale, scale)
                let request = TextRequest(string: frame.caption, font: Font(size: 11))
                let size = text.measure(request).size
                let strip = Double(height) / scale - captionHeight
                cairo_set_source_rgb(cairo, 1, 1, 1)
                cairo_rectangle(cairo, 0, strip, Double(width) / scale, captionHeight)
                cairo_fill(cairo)
                text.draw(request, in: cairo, at: Point(x: 4, y: strip + (captionHeight - size.height) / 2),
                          color: RGBA(red: 0.24, green: 0.24, blue: 0.26))
            }
        }
    }
}
