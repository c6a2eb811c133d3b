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

    /// Lays `root` out as `options` say, measuring text with `measurer`. With `legend`, the
    /// debug-border key drawn below the canvas must fit too.
    public static func layout(_ root: ViewNode, options: RenderOptions, measurer: TextMeasuring,
                              trace: LayoutTrace? = nil, legend: Bool = false) throws(RenderError) -> LayoutResult {
        var builder = LayoutTreeBuilder()
        let tree = builder.build(root)
        let engine = LayoutEngine(measurer: CachingTextMeasurer(measurer), scale: options.scale, trace: trace)
        engine.nextNodeIndex = builder.count
        let proposal = ProposedViewSize(width: options.width, height: options.height)
        let (canvas, placed) = engine.layoutRoot(tree, proposal: proposal, alignment: options.alignment)
        if let failure = engine.failure { throw RenderError(sceneError: failure) }
        var drawn = canvas
        if legend {
            drawn = legendSize(canvas, text: measurer as? PangoTextMeasurer ?? PangoTextMeasurer())
        }
        try checkCanvas(drawn, scale: options.scale)
        return LayoutResult(canvas: canvas, scale: options.scale, root: placed, warnings: engine.warnings)
    }

    /// Refuses a canvas of more than `SceneLimits.maxCanvasSide` pixels on a side or
    /// `SceneLimits.maxCanvasPixels` in all (both limits included).
    public static func checkCanvas(_ size: Size, scale: Double) throws(RenderError) {
        let pixelWidth = (size.width * scale).rounded(.up)
        let pixelHeight = (size.height * scale).rounded(.up)
        guard size.width.isFinite, size.height.isFinite, pixelWidth <= SceneLimits.maxCanvasSide,
              pixelHeight <= SceneLimits.maxCanvasSide, pixelWidth * pixelHeight <= Double(SceneLimits.maxCanvasPixels) else {
            throw RenderError("the canvas would be \(formatNumber(size.width))×\(formatNumber(size.height)) points at scale \(formatNumber(scale)), more than \(Int(SceneLimits.maxCanvasSide)) pixels on a side or \(SceneLimits.maxCanvasPixels) pixels in all; give --width/--height or make the scene smaller")
        }
    }

    /// The canvas with the debug-border key below it.
    static func legendSize(_ canvas: Size, text: PangoTextMeasurer) -> Size {
        Size(width: max(canvas.width, DebugBorderPainter.legendWidth(text: text).rounded(.up)),
             height: canvas.height + DebugBorderPainter.legendHeight)
    }

    /// Paints a layout into a file of `format`.
    public static func draw(_ layout: LayoutResult, format: OutputFormat, background: CanvasBackground,
                            debug: DebugBorders? = nil, text: PangoTextMeasurer = PangoTextMeasurer()) throws(PaintError) -> [UInt8] {
        let size = debug?.legend == true ? legendSize(layout.canvas, text: text) : layout.canvas
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
