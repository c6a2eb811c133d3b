import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

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

    /// `--frames FIRST-LAST`: the indices of frames FIRST through LAST (numbered from 1) of a
    /// sweep of `count` frames, so several jobs can each render a part; the parts' captions
    /// and values are those of the whole sweep.
    public static func frameRange(_ text: String, count: Int) throws(RenderError) -> Range<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]) else {
            throw RenderError("--frames takes FIRST-LAST, whole numbers from 1 (e.g. 1-20), got '\(text)'")
        }
        guard first >= 1, first <= last, last <= count else {
            throw RenderError("--frames \(text): the sweep has frames 1…\(count); FIRST-LAST must lie within, FIRST ≤ LAST")
        }
        return (first - 1)..<last
    }

    /// Step 2: lays out and draws every frame. `scene(value)` gives the scene for a value
    /// (with the parameter set), `options(value)` the render options; `debug`, `margin` and
    /// `fit` draw each frame as `Renderer.draw` does.
    ///
    /// Scenes are made in order on the calling thread; layouts and drawings run on `jobs`
    /// threads, each with its own Pango measurer (`ParallelWork`). The outcome is the serial
    /// one: frames in value order, and the error of the first frame that fails — a frame is
    /// drawn only when it and every frame before it passed the budget.
    public static func frames(values: [Double], caption: (Double) -> String,
                              scene: (Double) throws -> Scene, options: (Double) -> RenderOptions,
                              debug: DebugBorders? = nil, margin: Double? = nil, fit: Bool = false,
                              jobs: Int = 1) throws -> [Frame] {
        let scenes = values.map { value in Result<Scene, any Error> { try scene(value) } }
        let frameOptions = values.map(options)
        let layouts = ParallelWork.map(values.count, jobs: jobs, state: { PangoTextMeasurer() }) { text, index in
            scenes[index].flatMap { frameScene in
                Result<Renderer.LayoutResult, any Error> { try Renderer.layout(frameScene.root, options: frameOptions[index], measurer: text) }
            }
        }
        // The budget, frame by frame: where the serial run would have stopped, and why.
        var widest = 0.0, tallest = 0.0
        var stop: (index: Int, error: Error)?
        for index in values.indices {
            let layout: Renderer.LayoutResult, frameScene: Scene
            do {
                frameScene = try scenes[index].get()
                layout = try layouts[index].get()
            } catch {
                stop = (index, error)
                break
            }
            widest = max(widest, (layout.canvas.width * layout.scale).rounded(.up))
            tallest = max(tallest, ((layout.canvas.height + FrameComposer.captionHeight) * layout.scale).rounded(.up))
            guard widest <= SceneLimits.maxCanvasSide, tallest <= SceneLimits.maxCanvasSide else {
                stop = (index, frameScene.error("a sweep frame with its caption strip would be \(formatNumber(widest))×\(formatNumber(tallest)) pixels, more than \(Int(SceneLimits.maxCanvasSide)) on a side"))
                break
            }
            let total = Double(values.count) * widest * tallest
            guard total <= Double(maxPixels) else {
                stop = (index, frameScene.error("the sweep's \(values.count) frames of up to \(formatNumber(widest))×\(formatNumber(tallest)) pixels would hold \(formatNumber(total)) pixels; at most \(maxPixels) (fewer frames, a smaller scale or a smaller canvas)"))
                break
            }
        }
        let drawn = stop?.index ?? values.count
        let pngs = ParallelWork.map(drawn, jobs: jobs, state: { PangoTextMeasurer() }) { text, index in
            layouts[index].flatMap { layout in
                Result<[UInt8], any Error> {
                    try Renderer.draw(layout, format: .png, background: frameOptions[index].background, debug: debug,
                                      margin: margin, fit: fit, text: text)
                }
            }
        }
        var frames: [Frame] = []
        for index in 0..<drawn {
            frames.append(Frame(value: values[index], caption: caption(values[index]), layout: try layouts[index].get(),
                                png: try pngs[index].get()))
        }
        if let stop { throw stop.error }
        return frames
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
