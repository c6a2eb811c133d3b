/// `render sweep`: one scene across a range of widths, or of a parameter's values — the
/// articles' slider animations as an animated PNG and a labelled contact sheet.
///
/// 1. The values run from `from` to `to` (inclusive when a step lands on it) by `step`.
/// 2. Each value makes one frame: the width proposed to the root, or the parameter's value.
/// 3. Frames are composed onto one size (the largest canvas): each frame's canvas at the top
///    left over a light gray that shows the space it was not offered, and a caption strip
///    naming the value below.
/// 4. The frames become an APNG (`APNGWriter`) and/or a contact sheet (`ContactSheet`).
///
/// One budget bounds the whole command: the composed frames together hold at most
/// `maxPixels` pixels (frames × the largest canvas with its caption), and one composed frame
/// at most 32 767 pixels a side, checked after each frame's layout and before it is drawn.
public enum Sweep {
    public static let maxFrames = 400
    public static let maxPixels = 25_000_000

    public struct Frame {
        public var value: Double
        public var caption: String
        public var layout: Renderer.LayoutResult
        /// The frame's own PNG, at its canvas size.
        public var png: [UInt8]
    }

    /// Step 1.
    public static func values(from: Double, to: Double, step: Double) throws(RenderError) -> [Double] {
        guard from.isFinite, to.isFinite, step.isFinite, step > 0 else {
            throw RenderError("--step must be a positive number and --from/--to finite")
        }
        guard to >= from else { throw RenderError("--to (\(formatNumber(to))) is below --from (\(formatNumber(from)))") }
        let steps = ((to - from) / step + 1e-9).rounded(.down)
        guard steps.isFinite, steps < Double(maxFrames) else {
            throw RenderError("the sweep would make \(steps.isFinite ? formatNumber(steps + 1) : "too many") frames; at most \(maxFrames) (raise --step)")
        }
        let count = Int(steps) + 1
        return (0..<count).map { from + Double($0) * step }
    }

    /// Step 2: lays out and draws every frame. `scene(value)` gives the scene for a value
    /// (with the parameter set), `options(value)` the render options; `debug`, `margin` and
    /// `fit` draw each frame as `Renderer.draw` does.
    public static func frames(values: [Double], caption: (Double) -> String,
                              scene: (Double) throws -> Scene, options: (Double) -> RenderOptions,
                              debug: DebugBorders? = nil, margin: Double? = nil, fit: Bool = false) throws -> [Frame] {
        let text = PangoTextMeasurer()
        var widest = 0.0, tallest = 0.0
        return try values.map { value in
            let frameScene = try scene(value)
            let frameOptions = options(value)
            let layout = try Renderer.layout(frameScene.root, options: frameOptions, measurer: text)
            widest = max(widest, (layout.canvas.width * layout.scale).rounded(.up))
            tallest = max(tallest, ((layout.canvas.height + FrameComposer.captionHeight) * layout.scale).rounded(.up))
            guard widest <= SceneLimits.maxCanvasSide, tallest <= SceneLimits.maxCanvasSide else {
                throw frameScene.error("a sweep frame with its caption strip would be \(formatNumber(widest))×\(formatNumber(tallest)) pixels, more than \(Int(SceneLimits.maxCanvasSide)) on a side")
            }
            let total = Double(values.count) * widest * tallest
            guard total <= Double(maxPixels) else {
                throw frameScene.error("the sweep's \(values.count) frames of up to \(formatNumber(widest))×\(formatNumber(tallest)) pixels would hold \(formatNumber(total)) pixels; at most \(maxPixels) (fewer frames, a smaller scale or a smaller canvas)")
            }
            let png = try Renderer.draw(layout, format: .png, background: frameOptions.background, debug: debug,
                                        margin: margin, fit: fit, text: text)
            return Frame(value: value, caption: caption(value), layout: layout, png: png)
        }
    }

    /// Step 3 and 4: the animated PNG.
    public static func animation(_ frames: [Frame], delayMilliseconds: Int) throws -> [UInt8] {
        let composed = try FrameComposer.compose(frames)
        return try APNGWriter.assemble(frames: composed, delayMilliseconds: delayMilliseconds)
    }

    /// Step 3 and 4: the contact sheet.
    public static func contactSheet(_ frames: [Frame]) throws -> [UInt8] {
        try ContactSheet.make(from: try FrameComposer.compose(frames))
    }
}
