/// The pipeline: view tree → layout → placed tree → paint → file bytes.
public enum Renderer {
    /// The layout of a whole scene.
    public struct LayoutResult: Sendable {
        /// The canvas, in points.
        public var canvas: Size
        public var scale: Double
        public var root: PlacedNode
        /// Messages such as "Contradictory frame constraints specified.", naming the node.
        public var warnings: [String]
    }

    /// Lays `root` out as `options` say, measuring text with `measurer`.
    public static func layout(_ root: ViewNode, options: RenderOptions, measurer: TextMeasuring,
                              trace: LayoutTrace? = nil) throws(RenderError) -> LayoutResult {
        var builder = LayoutTreeBuilder()
        let tree = builder.build(root)
        let engine = LayoutEngine(measurer: CachingTextMeasurer(measurer), scale: options.scale, trace: trace)
        engine.nextNodeIndex = builder.count
        let proposal = ProposedViewSize(width: options.width, height: options.height)
        let (canvas, placed) = engine.layoutRoot(tree, proposal: proposal, alignment: options.alignment)
        if let failure = engine.failure { throw RenderError(sceneError: failure) }
        // Room for the debug-border key, which may be added below the canvas when drawing.
        let pixelWidth = (canvas.width * options.scale).rounded(.up)
        let pixelHeight = ((canvas.height + DebugBorderPainter.legendHeight) * options.scale).rounded(.up)
        guard canvas.width.isFinite, canvas.height.isFinite, pixelWidth <= SceneLimits.maxCanvasSide,
              pixelHeight <= SceneLimits.maxCanvasSide, pixelWidth * pixelHeight <= Double(SceneLimits.maxCanvasPixels) else {
            throw RenderError("the canvas would be \(formatNumber(canvas.width))×\(formatNumber(canvas.height)) points at scale \(formatNumber(options.scale)), more than \(Int(SceneLimits.maxCanvasSide)) pixels on a side or \(SceneLimits.maxCanvasPixels) pixels in all; give --width/--height or make the scene smaller")
        }
        return LayoutResult(canvas: canvas, scale: options.scale, root: placed, warnings: engine.warnings)
    }

    /// Paints a layout into a file of `format`.
    public static func draw(_ layout: LayoutResult, format: OutputFormat, background: CanvasBackground,
                            debug: DebugBorders? = nil, text: PangoTextMeasurer = PangoTextMeasurer()) throws(PaintError) -> [UInt8] {
        var size = layout.canvas
        if debug?.legend == true {
            size.height += DebugBorderPainter.legendHeight
            size.width = max(size.width, DebugBorderPainter.legendWidth(text: text).rounded(.up))
        }
        let surface = try CairoSurface(format: format, size: size, scale: layout.scale)
        let painter = Painter(cairo: surface.context, text: text)
        painter.paintBackground(background, size: size)
        painter.paint(layout.root)
        if let debug { DebugBorderPainter(painter: painter, options: debug, scale: layout.scale, canvas: layout.canvas).paint(layout.root) }
        let bytes = try surface.finish()
        return format == .svg ? SVGTextLayer.add(to: bytes, root: layout.root, text: text) : bytes
    }

    /// Scene to file bytes in one call, with Pango measuring.
    public static func render(_ scene: Scene, options: RenderOptions, format: OutputFormat) throws -> [UInt8] {
        let text = PangoTextMeasurer()
        let result = try layout(scene.root, options: options, measurer: text)
        return try draw(result, format: format, background: options.background, text: text)
    }
}
