import CCairoPango

import Foundation

/// What the effects SwiftUI draws outside the layout share: the extent a subtree draws over
/// once each effect has spread or cut it (`DrawingEffect.drawnExtent`), and the offscreen
/// image that `shadow`, `blur` and the colour effects (`ColorMatrixEffect`) paint through.
///
/// 1. An offscreen effect draws the subtree offscreen, into an image of its drawn extent (grown
///    by a margin: three blur deviations and a point for a blur, a point for a colour effect;
///    cut to the visible clip, grown by the same margin) at the output's pixel density (2 for
///    the vector formats), then changes the image's premultiplied ARGB32 pixels.
/// 2. The blur is a Gaussian of standard deviation `radius` points (decision: CoreAnimation's
///    shadow radius, as design tools convert it), approximated by three box blurs per axis on
///    premultiplied pixels.
/// 3. `shadow` paints its colour through the blurred image's alpha, moved by (x, y), then the
///    subtree itself over it; `blur` and the colour effects paint their image instead of the
///    subtree (`paintOffscreen`).
extension Painter {
    /// What the subtree draws over, in canvas points (frames, grown by effects that spill).
    package func drawnExtent(_ node: PlacedNode) -> Rect? {
        var result: Rect? = Self.finite(node.frame) ? node.frame : nil
        func add(_ rect: Rect?) {
            guard let rect else { return }
            result = result.map { $0.union(rect) } ?? rect
        }
        var inner: Rect?
        for child in node.children {
            guard let extent = drawnExtent(child) else { continue }
            inner = inner.map { $0.union(extent) } ?? extent
        }
        guard let inner else { return result }
        switch node.content {
        case .effect(let placed):
            add(placed.effect.drawnExtent(of: inner, in: node.frame))
        case .scroll(let under):
            add(Self.intersection(inner, PlacedContent.scrollClip(node.frame, under: under)))
        case .canvas:
            add(Self.intersection(inner, node.frame))
        default:
            add(inner)
        }
        return result
    }

    /// The point of `frame` an anchor names (`.topLeading` is the top-left corner).
    package static func anchorPoint(_ anchor: Alignment, in frame: Rect) -> Point {
        let fx: Double = anchor.horizontal == .leading ? 0 : anchor.horizontal == .trailing ? 1 : 0.5
        let fy: Double = anchor.vertical == .top ? 0 : anchor.vertical == .center ? 0.5 : 1
        return Point(x: frame.minX + fx * frame.width, y: frame.minY + fy * frame.height)
    }

    /// An image of a subtree drawn offscreen: a Cairo image surface (ARGB32, premultiplied)
    /// covering `rect` (canvas points) at `density` pixels per point.
    package typealias Offscreen = (surface: OpaquePointer, rect: Rect, density: Double)

    /// Step 1 and 2: the subtree's children drawn offscreen and blurred; nil when nothing shows.
    /// The caller destroys the surface.
    package func blurredSubtree(_ node: PlacedNode, radius: Double) -> Offscreen? {
        offscreenSubtree(node, margin: 3 * radius + 1) { data, width, height, stride, density in
            GaussianBlur.apply(to: data, width: width, height: height, stride: stride, sigma: radius * density)
        }
    }

    /// Step 1: the subtree's children drawn offscreen into an image of their drawn extent grown
    /// by `margin` points, whose pixels `process` then changes (data, width, height, stride in
    /// bytes, density); nil when nothing shows. The caller destroys the surface.
    package func offscreenSubtree(_ node: PlacedNode, margin: Double,
                          process: (UnsafeMutablePointer<UInt8>, Int, Int, Int, Double) -> Void) -> Offscreen? {
        var inner: Rect?
        for child in node.children {
            guard let extent = drawnExtent(child) else { continue }
            inner = inner.map { $0.union(extent) } ?? extent
        }
        guard let inner else { return nil }
        // The visible part only (in user space), so a far offset cannot make a huge image.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        let visible = Rect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
        guard let rect = Self.intersection(Self.grown(inner, by: margin), visible).map(Self.integral),
              rect.width > 0, rect.height > 0 else { return nil }
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cairo, &dx, &dy)
        let isImage = cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
        let density = isImage ? max(1, (dx * dx + dy * dy).squareRoot()) : 2
        let width = Int32((rect.width * density).rounded(.up)), height = Int32((rect.height * density).rounded(.up))
        guard width > 0, height > 0, Double(width) * Double(height) <= 16_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(context, density, density)
        cairo_translate(context, -rect.minX, -rect.minY)
        let offscreen = Painter(cairo: context, text: text)
        offscreen.readsTextSlots = readsTextSlots
        offscreen.paintChildren(node)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            process(data, Int(width), Int(height), Int(cairo_image_surface_get_stride(surface)), density)
        }
        cairo_surface_mark_dirty(surface)
        return (surface, rect, density)
    }

    /// Step 3: paints an offscreen image where its subtree would be, and destroys it.
    package func paintOffscreen(_ offscreen: Offscreen) {
        cairo_save(cairo)
        cairo_translate(cairo, offscreen.rect.minX, offscreen.rect.minY)
        cairo_scale(cairo, 1 / offscreen.density, 1 / offscreen.density)
        cairo_set_source_surface(cairo, offscreen.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_surface_destroy(offscreen.surface)
    }

    private static func finite(_ r: Rect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }

    package static func grown(_ r: Rect, by amount: Double) -> Rect {
        Rect(x: r.minX - amount, y: r.minY - amount, width: r.width + 2 * amount, height: r.height + 2 * amount)
    }

    package static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whole points outward, so the offscreen image lines up with the pixel grid.
    private static func integral(_ r: Rect) -> Rect {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    package static func bounds(of r: Rect, _ transform: (Point) -> Point) -> Rect {
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(transform)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

/// Three box blurs per axis approximate a Gaussian (Wells, "Efficient synthesis of Gaussian
/// filters by cascaded uniform filters", 1986); each byte lane is blurred alone, which is
/// right for premultiplied pixels whatever the byte order. Outside the image the line is zero,
/// or, with `extendingEdges` (a material's backdrop, cut from a larger picture), its edge pixel.
package enum GaussianBlur {
    package static func apply(to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                              extendingEdges: Bool = false) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        // Box widths whose three passes have variance sigma² (each box: (w² − 1) / 12).
        let radius = max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                let row = data + y * stride
                for lane in 0..<4 { boxBlur(row + lane, count: width, step: 4, radius: radius, extend: extendingEdges, scratch: &line) }
            }
            for x in 0..<width {
                let column = data + x * 4
                for lane in 0..<4 { boxBlur(column + lane, count: height, step: stride, radius: radius, extend: extendingEdges, scratch: &line) }
            }
        }
    }

    /// A running sum over 2r + 1 samples, zero (or the edge sample) outside the line.
    private static func boxBlur(_ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, extend: Bool,
                                scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = UInt32(base[i * step]) }
        let window = UInt32(2 * radius + 1)
        func sample(_ i: Int) -> UInt32 {
            if i >= 0, i < count { return scratch[i] }
            return extend ? scratch[min(max(i, 0), count - 1)] : 0
        }
        var sum: UInt32 = 0
        for i in -radius - 1..<radius { sum += sample(i) }
        for i in 0..<count {
            sum += sample(i + radius)
            sum -= sample(i - radius - 1)
            base[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
