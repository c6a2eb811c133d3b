import CCairoPango

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
        /// Those of `warnings` that are whole lines at a Swift source location
        /// (`File.swift:LINE:COL: warning: …`, a tree the Swift front end built); the others
        /// name a view's JSON path and are printed after the scene's file name.
        public var locatedWarnings: Set<String> = []
        /// The `PangoTextMeasurer.serial` of the measurer whose kept layouts the placed Texts'
        /// measurements name (`TextMeasurement.layoutSlot`), 0 for another measurer: `draw` reads
        /// those slots only with the same measurer.
        package var slotsOf: UInt64 = 0
    }

    /// Lays `root` out as `options` say, measuring text with `measurer`. The canvas alone must
    /// fit the limits; what `draw` adds (margin, legend strip) is checked there.
    public static func layout(_ root: ViewNode, options: RenderOptions, measurer: TextMeasuring,
                              trace: LayoutTrace? = nil) throws(RenderError) -> LayoutResult {
        var result = try layout(root, options: options, proposal: ProposedViewSize(width: options.width, height: options.height),
                                measurer: measurer, trace: trace)
        // A canvas that fits its content (no width or height given) around a view that takes all
        // it is offered along an axis (`.frame(maxWidth: .infinity)` filled to an aspect ratio)
        // would be infinite: that axis is the default iPhone's instead, as Xcode's canvas shows
        // such a view on its device (decision, issue 25; docs/swift-input.md).
        let device = options.device ?? Device.all[0]
        let fallback = device.size
        let openWidth = options.width == nil && !result.canvas.width.isFinite
        let openHeight = options.height == nil && !result.canvas.height.isFinite
        if openWidth || openHeight {
            let proposal = ProposedViewSize(width: openWidth ? fallback.width : options.width, height: openHeight ? fallback.height : options.height)
            // `--explain` shows the pass that was drawn, not the infinite one.
            trace?.reset()
            result = try layout(root, options: options, proposal: proposal, measurer: measurer, trace: trace)
            let sides = [openWidth ? "\(formatNumber(fallback.width)) wide" : nil, openHeight ? "\(formatNumber(fallback.height)) tall" : nil]
            let message = "\(root.label) takes all it is offered, so a canvas fitted to it would be infinite; "
                + "laid out \(sides.compactMap { $0 }.joined(separator: " and ")) as the \(device.appleName)'s screen (give --width/--height to choose)"
            // A Swift file's root says where in its source, as the engine's warnings do.
            if let position = root.source.sourcePosition {
                result.warnings.insert("\(position): warning: \(message)", at: 0)
                result.locatedWarnings.insert(result.warnings[0])
            } else {
                result.warnings.insert("\(root.path): \(message)", at: 0)
            }
        }
        try checkCanvas(result.canvas, scale: options.scale)
        return result
    }

    private static func layout(_ root: ViewNode, options: RenderOptions, proposal: ProposedViewSize, measurer: TextMeasuring,
                               trace: LayoutTrace?) throws(RenderError) -> LayoutResult {
        var builder = LayoutTreeBuilder()
        var environment = options.environment
        // `preferredColorScheme` sets the whole presentation's scheme (PreferredColorScheme).
        if let preferred = root.preferredColorScheme { environment.colorScheme = preferred }
        let tree = builder.build(root, environment: environment)
        if let failure = builder.failure { throw RenderError(sceneError: failure) }
        let passMeasurer = passMeasurer(measurer)
        let engine = LayoutEngine(measurer: passMeasurer, scale: options.scale, trace: trace)
        engine.nextNodeIndex = builder.count
        let screen = options.device.map { SafeAreaLevel(inner: $0.safeRect, outer: Rect(origin: .zero, size: $0.size),
                                                                  navigationBarTop: $0.navigationBarTop) }
        let (canvas, placed) = engine.layoutRoot(tree, proposal: proposal, alignment: options.alignment, safeArea: screen)
        if let failure = engine.failure { throw RenderError(sceneError: failure) }
        var result = LayoutResult(canvas: canvas, scale: options.scale, root: placed, warnings: engine.warnings,
                                  locatedWarnings: engine.locatedWarnings)
        if let pango = passMeasurer as? PangoTextMeasurer { result.slotsOf = pango.serial }
        // The layout tree is done with: a process that exits after this render keeps it.
        TeardownAtExit.keep(tree)
        return result
    }

    /// What a pass measures with: Pango's measurer keeps each request's measurement beside its
    /// layout (`PangoTextMeasurer.measure`, from this pass on); another is wrapped in a fresh
    /// `CachingTextMeasurer`. Either answers as a caching measurer does.
    private static func passMeasurer(_ measurer: TextMeasuring) -> TextMeasuring {
        guard let pango = measurer as? PangoTextMeasurer else { return CachingTextMeasurer(measurer) }
        pango.startPass()
        return pango
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

    /// Paints a layout into a file of `format`.
    ///
    /// 1. The picture is the canvas, grown with `fit` to the union of everything drawn (the
    ///    tree's painted extent, the debug boxes and tags), then `margin` points on every side
    ///    (default: `DebugBorders.defaultMargin` with debug borders — 8, 16 with tags — else 0), snapped outwards
    ///    to whole pixels. Layout coordinates are shifted into it; the dump keeps them as laid out.
    /// 2. The tree, then the debug borders, then the legend strip below.
    public static func draw(_ layout: LayoutResult, format: OutputFormat, background: CanvasBackground,
                            debug: DebugBorders? = nil, margin: Double? = nil, fit: Bool = false,
                            text: PangoTextMeasurer = PangoTextMeasurer()) throws(PaintError) -> [UInt8] {
        let canvas = Rect(origin: .zero, size: layout.canvas)
        let margin = max(0, margin ?? debug?.defaultMargin ?? 0)
        var content = canvas
        if fit, let painted = PaintedExtent.of(layout.root) { content = content.union(painted) }
        let overlay = debug.map { options in
            DebugOverlay(root: layout.root, canvas: canvas, options: options, scale: layout.scale, text: text,
                         tagRegion: fit ? nil : content.insetBy(-margin))
        }
        if fit, let extent = overlay?.extent { content = content.union(extent) }
        let area = pixelAligned(content.insetBy(-margin), scale: layout.scale)
        var size = area.size
        if debug?.legend == true {
            size.height += DebugBorderPainter.legendHeight
            size.width = max(size.width, DebugBorderPainter.legendWidth(text: text).rounded(.up))
        }
        let pixels = (width: size.width * layout.scale, height: size.height * layout.scale)
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width <= SceneLimits.maxCanvasSide,
              pixels.height <= SceneLimits.maxCanvasSide,
              pixels.width * pixels.height <= Double(SceneLimits.maxCanvasPixels) else {
            throw PaintError(message: "the picture would be \(formatNumber(size.width))×\(formatNumber(size.height)) points at scale \(formatNumber(layout.scale)), more than \(Int(SceneLimits.maxCanvasSide)) pixels on a side or \(SceneLimits.maxCanvasPixels) pixels in all; use a smaller --margin or drop --fit", isTooLarge: true)
        }
        let surface = try CairoSurface(format: format, size: size, scale: layout.scale)
        let painter = Painter(cairo: surface.context, text: text)
        painter.readsTextSlots = layout.slotsOf == text.serial
        painter.paintBackground(background, size: size, colorScheme: layout.root.colorScheme)
        cairo_save(surface.context)
        cairo_translate(surface.context, -area.minX, -area.minY)
        painter.paint(layout.root)
        let debugPainter = overlay.map { DebugBorderPainter(painter: painter, overlay: $0, scale: layout.scale, area: area) }
        debugPainter?.paint()
        cairo_restore(surface.context)
        if debug?.legend == true { debugPainter?.paintLegend(top: area.height, width: size.width) }
        let bytes = try surface.finish()
        return format == .svg
            ? SVGTextLayer.add(to: bytes, root: layout.root, text: text, offset: Point(x: -area.minX, y: -area.minY))
            : bytes
    }

    /// `rect` grown to whole pixels at `scale`.
    package static func pixelAligned(_ rect: Rect, scale: Double) -> Rect {
        let x0 = (rect.minX * scale + 1e-9).rounded(.down) / scale, y0 = (rect.minY * scale + 1e-9).rounded(.down) / scale
        let x1 = (rect.maxX * scale - 1e-9).rounded(.up) / scale, y1 = (rect.maxY * scale - 1e-9).rounded(.up) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Scene to file bytes in one call, with Pango measuring.
    public static func render(_ scene: Scene, options: RenderOptions, format: OutputFormat) throws -> [UInt8] {
        let text = PangoTextMeasurer()
        let result = try layout(scene.root, options: options, measurer: text)
        return try draw(result, format: format, background: options.background, text: text)
    }
}
