import CCairoPango
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// A grid of composed sweep frames on white, in order, left to right then top to bottom.
///
/// 1. Columns: as many as fit in about 1600 pixels (at least one, at most the frame count),
///    or more when the rows would otherwise be taller than Cairo's 32767-pixel side.
/// 2. Frames are separated by an 8-pixel gap and framed by a hairline so their edges show.
package enum ContactSheet {
    package static let targetWidth = 1600
    package static let gap = 8

    package static func make(from frames: [[UInt8]]) throws -> [UInt8] {
        // All frames have one size (FrameComposer); pixels are decoded one frame at a time, by Cairo.
        let images = frames.compactMap { PNGCodec.headerSize($0) }
        guard let cell = images.first, images.count == frames.count else { throw RenderError("a contact sheet needs at least one frame") }
        let side = Int(SceneLimits.maxCanvasSide)
        let maxRows = max(1, (side - gap) / (cell.height + gap))
        let fitting = max(1, min(images.count, (targetWidth - gap) / (cell.width + gap)))
        let columns = max(fitting, (images.count + maxRows - 1) / maxRows)
        let rows = (images.count + columns - 1) / columns
        let width = gap + columns * (cell.width + gap), height = gap + rows * (cell.height + gap)
        guard width <= side, height <= side else {
            throw RenderError("the contact sheet of \(images.count) frames of \(cell.width)×\(cell.height) pixels would be \(width)×\(height) pixels, more than \(side) on a side; sweep fewer frames or give a smaller scale")
        }
        return try ImageCanvas.png(width: width, height: height) { cairo in
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            for (index, (image, png)) in zip(images, frames).enumerated() {
                let x = Double(gap + (index % columns) * (cell.width + gap))
                let y = Double(gap + (index / columns) * (cell.height + gap))
                let picture = try PNGCodec.decodeSurface(png)
                cairo_set_source_surface(cairo, picture, x, y)
                cairo_paint(cairo)
                cairo_surface_destroy(picture)
                cairo_set_source_rgb(cairo, 0.8, 0.8, 0.82)
                cairo_set_line_width(cairo, 1)
                cairo_rectangle(cairo, x - 0.5, y - 0.5, Double(image.width) + 1, Double(image.height) + 1)
                cairo_stroke(cairo)
            }
        }
    }
}
