import CCairoPango

import Foundation
import Synchronization

/// Measures (and draws) text with Pango at real fonts, through the project's fonts.conf.
///
/// One instance owns one font map and one context: use an instance on one thread only
/// (docs/architecture.md, "Rules the code keeps").
public final class PangoTextMeasurer: TextMeasuring {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    /// The same, with a right-to-left base direction, for text in a right-to-left environment.
    private let rtlContext: OpaquePointer
    private let language: OpaquePointer?
    /// How many requests were measured, not answered from a measurement made before.
    public private(set) var calls = 0
    /// Layouts built while measuring or drawing, kept for the next measure or draw of the same
    /// request: a grid of 20,000 labels with a few hundred distinct texts and widths lays each
    /// one out once, not once per label drawn, and a screen whose every label is a different
    /// string draws each from the layout it was measured with. Bounded by count and by the text
    /// they hold (a short label's layout is about 1 KB), so a scene probed at many widths
    /// cannot keep them all. Each keeps its measurement and the layout pass that made it
    /// (`measure`).
    private var measured: [TextRequest: KeptLayout] = [:]
    /// This pass's measurements of requests whose layouts found no room in `measured`.
    private var overflow: [TextRequest: TextMeasurement] = [:]
    /// The layout pass measurements are answered for (`startPass`); a kept measurement of an
    /// earlier pass is made again, from its kept layout.
    private var pass = 1
    private var keptBytes = 0
    private static let keptLayouts = 1 << 16
    private static let keptTextBytes = 4 << 20
    private var metricsTable: [Font: FontMetrics] = [:]
    /// The kept layouts in the order they were kept; a measurement names its own by index
    /// (`TextMeasurement.layoutSlot`), so drawing a placed Text finds its layout without
    /// hashing its request (`draw(_:slot:in:at:color:)`).
    private var slots: [Slot] = []
    /// Which measurer this is, among every one the process made: a layout's placed Texts name
    /// this measurer's slots only when it measured them (`Renderer.LayoutResult.slotsOf`).
    package let serial: UInt64 = PangoTextMeasurer.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<UInt64>(0)

    /// The fontconfig configuration all instances share: built once, read-only afterwards.
    nonisolated(unsafe) private static let fontConfig: OpaquePointer? = {
        let directory = ProjectFonts.cacheDirectory
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard let config = FcConfigCreate() else { return nil }
        let text = ProjectFonts.fontsConf(cacheDirectory: directory)
        let loaded = text.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        guard loaded != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        // Made current before any font map exists: a new Pango font map calls FcInit (on a
        // thread its first use waits for), which otherwise parses the machine's /etc/fonts
        // (~60 files, ~4 ms) for a configuration this renderer never uses.
        FcConfigSetCurrent(config)
        return config
    }()

    public init() {
        let config = Self.fontConfig
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        if let config {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        }
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        rtlContext = pango_font_map_create_context(fontMap)
        language = pango_language_from_string("en-us")
        for (each, direction) in [(context, PANGO_DIRECTION_LTR), (rtlContext, PANGO_DIRECTION_RTL)] {
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(each, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(each, 0)
            pango_context_set_language(each, language)
            pango_context_set_base_dir(each, direction)
        }
        // The tables' storage types built now, not at the first measure: the measurer is made
        // before a Swift file's read registers swift-syntax's records (`SceneCommand`), after
        // which the first `Font`/`TextRequest: Hashable` lookup scans every record, swift-syntax's
        // too (docs/performance.md, "Conformance scans after registration, again"). Layout asks
        // these tables directly (`startPass`), no `CachingTextMeasurer`'s of its own.
        measured.reserveCapacity(1)
        metricsTable.reserveCapacity(1)
    }

    deinit {
        for kept in measured.values { kept.prepared.release() }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(rtlContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Whether the project's fonts.conf loaded (false when the font packages are missing).
    public static var isConfigured: Bool { fontConfig != nil }

    /// Starts a layout pass (`Renderer.layout`): `measure` answers from the measurements made
    /// since, as a fresh `CachingTextMeasurer` in front of this measurer did.
    package func startPass() {
        pass &+= 1
        if !overflow.isEmpty { overflow = [:] }
    }

    /// A request's measurement, by `CachingTextMeasurer`'s steps for the measurements of this
    /// layout pass (`startPass`), kept beside the request's layout: one table keyed by the
    /// request, where a `CachingTextMeasurer` in front of this one hashed and compared every
    /// label's request in a table of its own as well (a 40,201-view grid: 20,000 requests looked
    /// up and stored in both).
    /// 1. A request measured this pass is answered as it was.
    /// 2. A width the same text's untruncated ideal measurement of this pass (no width) fits is
    ///    answered by that ideal (`CachingTextMeasurer` step 2).
    /// 3. Otherwise it is measured, from its kept layout or a new one, and `calls` counts it; the
    ///    measurement is kept with the layout (or, without room, for the pass).
    public func measure(_ request: TextRequest) -> TextMeasurement {
        let kept = measured[request]
        if let kept, kept.pass == pass { return kept.measurement }
        if !overflow.isEmpty, let known = overflow[request] { return known }
        if let width = request.width, let ideal = idealStillFits(request, width: width) { return ideal }
        calls += 1
        if let kept {
            var result = measurement(of: kept.prepared, request: request)
            result.layoutSlot = kept.measurement.layoutSlot
            measured[request] = KeptLayout(prepared: kept.prepared, measurement: result, pass: pass)
            return result
        }
        guard let prepared = prepare(request) else {
            let none = TextMeasurement(size: .zero, lineCount: 1, naturalLineCount: 1, truncated: false, lineHeight: 0,
                                       firstBaseline: 0, lastBaseline: 0)
            overflow[request] = none
            return none
        }
        let result = measurement(of: prepared, request: request)
        guard let kept = keep(request, prepared, result, pass: pass) else {
            prepared.release()
            overflow[request] = result
            return result
        }
        return kept
    }

    /// `CachingTextMeasurer` step 2 over this pass's measurements.
    private func idealStillFits(_ request: TextRequest, width: Double) -> TextMeasurement? {
        var unlimited = request
        unlimited.width = nil
        let ideal: TextMeasurement
        if let kept = measured[unlimited], kept.pass == pass {
            ideal = kept.measurement
        } else if !overflow.isEmpty, let known = overflow[unlimited] {
            ideal = known
        } else {
            return nil
        }
        guard !ideal.truncated, ideal.size.width <= width else { return nil }
        return ideal
    }

    /// `prepared`'s measurement for `request`. The offset every run shares grows the box here;
    /// the rest are the runs' rises (`BaselineShift` step 4).
    private func measurement(of prepared: PreparedLayout, request: TextRequest) -> TextMeasurement {
        // A plain text without an offset shares none: its measurement as it is, without the
        // arrays of `split` and `grown` (about 1,900 instructions a label, measured and drawn).
        let measured = lineMeasurement(of: prepared, request: request)
        if request.runs.isEmpty && request.decoration.baselineOffset == 0 { return measured }
        return BaselineShift.grown(measured, by: [BaselineShift.split(request).shared])
    }

    /// The font's ascent, descent and line gap from Pango's metrics for the font the request's
    /// family resolves to; the cap height from the ink top of "H" (Pango has no cap-height metric).
    public func fontMetrics(_ font: Font) -> FontMetrics {
        if let known = metricsTable[font] { return known }
        let scale = Double(PANGO_SCALE)
        var result = FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, leading: 0, capHeight: font.size * 0.7)
        if let layout = newLayout(TextRequest(string: "H", font: font)) {
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let description = pango_layout_get_font_description(layout)
            if let metrics = pango_context_get_metrics(context, description, language) {
                let ascent = Double(pango_font_metrics_get_ascent(metrics)) / scale
                let descent = Double(pango_font_metrics_get_descent(metrics)) / scale
                let height = Double(pango_font_metrics_get_height(metrics)) / scale
                pango_font_metrics_unref(metrics)
                var ink = PangoRectangle()
                pango_layout_get_extents(layout, &ink, nil)
                let baseline = Double(pango_layout_get_baseline(layout)) / scale
                result = FontMetrics(ascent: ascent, descent: descent, leading: max(0, height - ascent - descent),
                                     capHeight: baseline - Double(ink.y) / scale)
            }
        }
        metricsTable[font] = result
        return result
    }

    /// Draws `request` laid out exactly as `measure` laid it out, its top-left at `origin`.
    public func draw(_ request: TextRequest, in cairo: OpaquePointer, at origin: Point, color: RGBA) {
        draw(request, slot: -1, in: cairo, at: origin, color: color)
    }

    /// The same, from the kept layout `slot` names when it is this request's (a placed Text's
    /// `measurement.layoutSlot`, when this measurer measured it: `Renderer.LayoutResult.slotsOf`).
    package func draw(_ request: TextRequest, slot: Int32, in cairo: OpaquePointer, at origin: Point, color: RGBA) {
        guard let (prepared, owned) = slotLayout(slot, for: request) ?? drawingLayout(for: request) else { return }
        defer { if owned { prepared.release() } }
        let layout = prepared.layout
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        // Lines are aligned inside the layout width; the view's frame starts at the widest line.
        // A shared downward offset grows the box at the bottom: the glyphs sit that much lower
        // (`BaselineShift` step 4); an upward one grows it at the top, where they stay.
        // A plain text without an offset: y as it is (the growth of no offset is −0, whose sum is y).
        let plain = request.runs.isEmpty && request.decoration.baselineOffset == 0
        let y = plain ? origin.y : origin.y + BaselineShift.growth([BaselineShift.split(request).shared]).bottom
        cairo_move_to(cairo, origin.x - Double(logical.x) / Double(PANGO_SCALE), y)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }

    /// The lines Pango laid out for `request`: each line's text and where its baseline starts,
    /// relative to the origin `draw` uses (for SVG's text layer).
    public func lines(for request: TextRequest) -> [(text: String, x: Double, baseline: Double)] {
        guard let prepared = prepare(request) else { return [] }
        defer { prepared.release() }
        let layout = prepared.layout
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard let iter = pango_layout_get_iter(layout), let base = pango_layout_get_text(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let utf8 = UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self)
        let scale = Double(PANGO_SCALE)
        var result: [(String, Double, Double)] = []
        let lowered = BaselineShift.growth([BaselineShift.split(request).shared]).bottom
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &extents)
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            var text = String(decoding: UnsafeBufferPointer(start: utf8 + start, count: length), as: UTF8.self)
            if pango_layout_is_ellipsized(layout) != 0, pango_layout_iter_at_last_line(iter) != 0 {
                text = Self.ellipsized(text, mode: request.truncation)
            }
            result.append((text, Double(extents.x - logical.x) / scale, Double(pango_layout_iter_get_baseline(iter)) / scale + lowered))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// The box of each line Pango laid out for `request` (its logical extents: the line's
    /// width as drawn, its height as spaced), relative to the origin `draw` uses; a line with
    /// no width is left out. Redaction draws these (`Painter.paintRedacted`).
    public func lineBoxes(for request: TextRequest) -> [Rect] {
        guard let prepared = prepare(request) else { return [] }
        defer { prepared.release() }
        let layout = prepared.layout
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        let lowered = BaselineShift.growth([BaselineShift.split(request).shared]).bottom
        var result: [Rect] = []
        repeat {
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &extents)
            guard extents.width > 0 else { continue }
            result.append(Rect(x: Double(extents.x - logical.x) / scale, y: Double(extents.y - logical.y) / scale + lowered,
                               width: Double(extents.width) / scale, height: Double(extents.height) / scale))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// A text approximation of what an ellipsized line shows (the glyphs are exact; this is
    /// only for the searchable text layer).
    private static func ellipsized(_ text: String, mode: TruncationMode) -> String {
        switch mode {
        case .head: return "…" + text.suffix(max(0, text.count / 2))
        case .middle: return text.prefix(max(0, text.count / 4)) + "…" + text.suffix(max(0, text.count / 4))
        case .tail: return text.prefix(max(0, text.count / 2)) + "…"
        }
    }

    /// The characters Pango found no glyph for in any of the project's fonts (its "unknown
    /// glyph" flag: a hex box is drawn).
    public func missingGlyphs(_ string: String, font: Font) -> [Character] {
        guard string.unicodeScalars.contains(where: { $0.value > 0x7F }),
              let layout = newLayout(TextRequest(string: string, font: font)) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let iter = pango_layout_get_iter(layout), let base = pango_layout_get_text(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let text = Array(UnsafeBufferPointer(start: UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self), count: strlen(base)))
        var offsets: [Int] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs else { continue }
            let start = Int(run.pointee.item.pointee.offset)
            for index in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                offsets.append(start + Int(glyphs.pointee.log_clusters[index]))
            }
        } while pango_layout_iter_next_run(iter) != 0
        var result: [Character] = []
        for offset in offsets where offset < text.count {
            // The character starting at that byte.
            var end = offset + 1
            while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
            guard let character = String(decoding: text[offset..<end], as: UTF8.self).first, !result.contains(character) else { continue }
            result.append(character)
        }
        return result
    }

    /// Paths of the font files Pango chose for `request`, for environment fingerprints.
    public func fontFiles(for request: TextRequest) -> [String] {
        guard let prepared = prepare(request) else { return [] }
        defer { prepared.release() }
        let layout = prepared.layout
        var files = Set<String>()
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
               let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) {
                var file: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                    files.insert(String(cString: file))
                }
            }
        } while pango_layout_iter_next_run(iter) != 0
        return files.sorted()
    }

    // MARK: - Layout

    /// A Pango layout for a request, and whether `handTruncation` already cut its text.
    private struct PreparedLayout {
        let layout: OpaquePointer
        let truncatedByHand: Bool

        func release() { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// A kept layout, with its measurement and the pass that made it (none yet: a pass of 0,
    /// which `pass` never is, for a layout kept by `draw`).
    private struct KeptLayout {
        let prepared: PreparedLayout
        let measurement: TextMeasurement
        let pass: Int
    }

    /// A kept layout as a slot names it: whether it was made without a width (for a request's
    /// untruncated ideal, which may draw the same request at a width: `drawingLayout`).
    private struct Slot {
        let prepared: PreparedLayout
        let widthless: Bool
    }

    /// Keeps `prepared` and its measurement for `request` if there is room (`keptLayouts`,
    /// `keptTextBytes`), in a new slot; returns the measurement naming that slot, nil without room.
    private func keep(_ request: TextRequest, _ prepared: PreparedLayout, _ measurement: TextMeasurement,
                      pass: Int) -> TextMeasurement? {
        let bytes = request.string.utf8.count
        guard measured.count < Self.keptLayouts, keptBytes + bytes <= Self.keptTextBytes else { return nil }
        var named = measurement
        // Fewer than 2¹⁶ layouts are kept (`keptLayouts`): the index fits.
        named.layoutSlot = Int32(slots.count)
        slots.append(Slot(prepared: prepared, widthless: request.width == nil))
        measured[request] = KeptLayout(prepared: prepared, measurement: named, pass: pass)
        keptBytes += bytes
        return named
    }

    /// The layout `drawingLayout` finds for `request`, read from the slot its measurement named
    /// instead of looked up by the request (two hashes of it, about 2,100 instructions a label).
    /// A measurement names the layout it was measured from: the request's own, or, for a request
    /// at a width that its untruncated ideal answered (`measure` step 2), the ideal's (the same
    /// request without a width). So:
    /// 1. Either both have a width or neither: the request's own layout.
    /// 2. The ideal's, for a request at a finite width with no line limit: drawn when it draws
    ///    alike at that width (`drawingLayout`'s rule). Where the same text was also laid out at
    ///    that exact width, `drawingLayout` would draw that layout instead: the same lines,
    ///    glyphs and positions, by the same rule.
    /// 3. Otherwise (no slot, or another measurer's: the caller passes −1) nil, and `drawingLayout`
    ///    looks it up.
    private func slotLayout(_ slot: Int32, for request: TextRequest) -> (prepared: PreparedLayout, owned: Bool)? {
        guard slot >= 0, Int(slot) < slots.count else { return nil }
        let kept = slots[Int(slot)]
        if kept.widthless == (request.width == nil) { return (kept.prepared, false) }
        guard kept.widthless, let width = request.width, width.isFinite, request.maxLines == nil,
              !kept.prepared.truncatedByHand, Self.drawsAlike(kept.prepared.layout, atWidth: width) else { return nil }
        return (kept.prepared, false)
    }

    /// The layout for `request`: one kept from an earlier measure or draw, else a new one, kept
    /// while there is room; `owned` when it was not kept and the caller releases it.
    private func layout(for request: TextRequest) -> (prepared: PreparedLayout, owned: Bool)? {
        if let kept = measured[request] { return (kept.prepared, false) }
        guard let prepared = prepare(request) else { return nil }
        let unmeasured = TextMeasurement(size: .zero, lineCount: 0, naturalLineCount: 0, truncated: false, lineHeight: 0,
                                         firstBaseline: 0, lastBaseline: 0)
        return (prepared, keep(request, prepared, unmeasured, pass: 0) == nil)
    }

    /// The layout `draw` shows `request` from. A request with a width draws exactly as the
    /// same text laid out without one when that unlimited layout already fits the width, has
    /// no line limit (so no ellipsis) and every line aligned left in its own direction: no
    /// line wraps and a left-aligned line starts at 0 however wide the layout, so the lines,
    /// glyphs and positions are the same (what `CachingTextMeasurer` step 2 relies on for the
    /// measurement). A grid whose labels each got a slightly different width then lays each
    /// text out once, not once per label.
    private func drawingLayout(for request: TextRequest) -> (prepared: PreparedLayout, owned: Bool)? {
        if let kept = measured[request] { return (kept.prepared, false) }
        if let width = request.width, width.isFinite, request.maxLines == nil {
            var unlimited = request
            unlimited.width = nil
            if let (prepared, owned) = layout(for: unlimited) {
                if !prepared.truncatedByHand && Self.drawsAlike(prepared.layout, atWidth: width) { return (prepared, owned) }
                if owned { prepared.release() }
            }
        }
        return layout(for: request)
    }

    /// Whether a layout without a width draws the same at `width`: it fits, and each line is
    /// aligned left in the context's direction (Pango swaps left and right for a line of the
    /// other direction).
    private static func drawsAlike(_ layout: OpaquePointer, atWidth width: Double) -> Bool {
        guard pango_layout_get_alignment(layout) == PANGO_ALIGN_LEFT, pango_layout_get_indent(layout) == 0,
              pango_layout_get_justify(layout) == 0 else { return false }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard logical.x == 0, logical.width <= pangoUnits(width) else { return false }
        let base = pango_context_get_base_dir(pango_layout_get_context(layout))
        for index in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, index),
                  pango_layout_line_get_resolved_direction(line) == base else { return false }
        }
        return true
    }

    private func prepare(_ request: TextRequest) -> PreparedLayout? {
        if let cut = handTruncation(request) {
            var shortened = request
            shortened.string = cut
            shortened.maxLines = nil
            return newLayout(shortened).map { PreparedLayout(layout: $0, truncatedByHand: true) }
        }
        return newLayout(request).map { PreparedLayout(layout: $0, truncatedByHand: false) }
    }

    /// One line cut at the head or in the middle, done here rather than by Pango, which leaves
    /// a space-wide gap after its ellipsis in those modes: the most characters that fit beside
    /// "…", found by bisection, spaces at the cut dropped. Nil when Pango's own ellipsizing
    /// applies (tail, several lines, explicit newlines) or nothing needs cutting.
    private func handTruncation(_ request: TextRequest) -> String? {
        guard request.maxLines == 1, request.truncation != .tail, let width = request.width, width.isFinite,
              !request.string.contains("\n") else { return nil }
        func lineWidth(_ text: String) -> Double {
            guard let layout = newLayout(TextRequest(string: text, font: request.font)) else { return 0 }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
        guard lineWidth(request.string) > width else { return nil }
        let characters = Array(request.string)
        func candidate(_ kept: Int) -> String {
            let tail = String(characters.suffix(request.truncation == .head ? kept : kept / 2))
            let trimmedTail = String(tail.drop(while: \.isWhitespace))
            guard request.truncation == .middle else { return "…" + trimmedTail }
            var head = String(characters.prefix(kept - kept / 2))
            while head.last?.isWhitespace == true { head.removeLast() }
            return head + "…" + trimmedTail
        }
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineWidth(candidate(middle)) <= width { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }

    private func newLayout(_ request: TextRequest) -> OpaquePointer? {
        guard let layout = pango_layout_new(request.direction == .rightToLeft ? rtlContext : context) else { return nil }
        // Each styled run's bytes, after emoji preparation, so attributes land on them.
        var text = ""
        var emoji: [Range<Int>] = []
        // Bounds, not a `Range<Int>`: an array of tuples holding a range builds `Range<Int>`'s
        // metadata on first use, which checks `Int: Comparable` by scanning every conformance
        // record (twice as many after a Swift file's read; docs/performance.md, "Conformance
        // scans after registration"). `emoji` stays empty, so unbuilt, for a text without emoji.
        var runRanges: [(run: TextRun, start: Int, end: Int)] = []
        if request.runs.isEmpty {
            // One run, the whole string: its text as is, without a list of runs to build and
            // copy the string through (only styled runs read `runRanges`).
            (text, emoji) = Self.emojiRuns(request.string)
        } else {
            for run in request.runs {
                let (piece, pictures) = Self.emojiRuns(run.text)
                let start = text.utf8.count
                emoji += pictures.map { ($0.lowerBound + start)..<($0.upperBound + start) }
                text += piece
                runRanges.append((run, start, text.utf8.count))
            }
        }
        pango_layout_set_text(layout, text, -1)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, ProjectFonts.families(for: request.font))
        pango_font_description_set_absolute_size(description, request.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(request.font.weight.numeric)))
        pango_font_description_set_style(description, request.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // The user's variable SF Pro draws at its optical size, as Apple's system font does;
        // fonts without an `opsz` axis ignore it.
        if !ProjectFonts.userDirectories.isEmpty {
            pango_font_description_set_variations(description, "opsz=\(request.font.size)")
        }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>? = nil) {
            guard let attribute else { return }
            if let range {
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
            }
            pango_attr_list_insert(attributes, attribute)
        }
        if !request.runs.isEmpty {
            let rises = BaselineShift.split(request).rises
            for (index, (run, start, end)) in runRanges.enumerated() where start < end {
                let range = start..<end
                if index < rises.count, rises[index] != 0, rises[index].isFinite {
                    insert(pango_attr_rise_new(Int32(clamping: Self.pangoUnits(rises[index]))), range)
                }
                var font = request.font
                if let size = run.size { font.size = size }
                if let weight = run.weight { font.weight = weight }
                if run.bold { font = font.bolded() }
                if run.monospaced { font.design = .monospaced }
                if font.design != request.font.design { insert(pango_attr_family_new(ProjectFonts.families(for: font)), range) }
                if font.size != request.font.size { insert(pango_attr_size_new_absolute(Int32(clamping: Self.pangoUnits(font.size))), range) }
                if font.weight != request.font.weight { insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(font.weight.numeric))), range) }
                if run.italic && !request.font.italic { insert(pango_attr_style_new(PANGO_STYLE_ITALIC), range) }
                if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), range) }
                if run.strikethrough { insert(pango_attr_strikethrough_new(1), range) }
                if let color = run.color {
                    func channel(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65535) }
                    insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), range)
                    if color.alpha < 1 { insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), range) }
                }
            }
        }
        let decoration = request.decoration
        if decoration.tracking != 0 { insert(pango_attr_letter_spacing_new(Int32(clamping: Self.pangoUnits(decoration.tracking)))) }
        if decoration.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if decoration.strikethrough { insert(pango_attr_strikethrough_new(1)) }
        if decoration.monospacedDigit { insert(pango_attr_font_features_new("tnum 1")) }
        for range in emoji { insert(pango_attr_family_new(ProjectFonts.emojiFamily), range) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // Between lines only; negative where a text style's leading is less than the font's
        // line (`TextStyleLeading`).
        if request.decoration.lineSpacing != 0, request.decoration.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Int32(clamping: Self.pangoUnits(request.decoration.lineSpacing)))
        }
        if let width = request.width, width.isFinite {
            pango_layout_set_width(layout, Self.pangoUnits(width))
        }
        if let limit = request.maxLines, limit >= 1, pango_layout_get_line_count(layout) > Int32(clamping: limit) {
            if request.width == nil || !(request.width?.isFinite ?? false) {
                // Ellipsizing needs a width: use the unwrapped width, which changes no line.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                pango_layout_set_width(layout, logical.width + 1)
            }
            switch request.truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            pango_layout_set_height(layout, -Int32(clamping: limit))
        }
        Self.align(layout, request)
        return layout
    }

    /// Bidi and alignment. Each paragraph's reading order comes from its first strong character
    /// (Pango's auto-dir, as TextKit's natural writing direction); text with none takes the
    /// environment's direction (the context's base direction). `leading` is the environment's
    /// leading side, left in left-to-right and right in right-to-left, whatever the text's own
    /// direction (decision, docs/scene-format.md, "Right-to-left"). Pango swaps left and right for
    /// a paragraph whose direction differs from the context's, so the side asked for is swapped
    /// back when the first paragraph's direction differs (mixed-direction paragraphs follow it).
    private static func align(_ layout: OpaquePointer, _ request: TextRequest) {
        let rightToLeft = request.direction == .rightToLeft
        let left: Bool
        switch request.alignment {
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            return
        case .leading: left = !rightToLeft
        case .trailing: left = rightToLeft
        }
        var swapped = false
        if rightToLeft || request.string.unicodeScalars.contains(where: { $0.value >= 0x0590 && $0.value < 0x0900 || $0.value >= 0xFB1D && $0.value < 0xFF00 }),
           let line = pango_layout_get_line_readonly(layout, 0) {
            let resolved = pango_layout_line_get_resolved_direction(line)
            swapped = (resolved == PANGO_DIRECTION_RTL) != rightToLeft
        }
        pango_layout_set_alignment(layout, left != swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
    }

    /// The text Pango lays out, and the UTF-8 byte ranges in it of the emoji drawn as pictures:
    /// a character with Emoji Presentation (👍, 🎉) or asking for it with U+FE0F (❤️, ☁️).
    /// Those ranges are set in the colour emoji font, which fallback would otherwise never
    /// reach for ❤ and ☁ (Inter and Noto Sans CJK have text forms of them). Their U+FE0F is
    /// dropped: the emoji font does not map it, so Pango would look for a font with both
    /// characters and find a monochrome one.
    package static func emojiRuns(_ string: String) -> (text: String, emoji: [Range<Int>]) {
        // Most text has no emoji. When no scalar of it asks for a picture (Emoji Presentation
        // or U+FE0F), no character's does and the loop below appends every character as it is:
        // the string is the text. A scan of scalars, not of characters, and no copy.
        if !string.unicodeScalars.contains(where: { $0.value > 0x7F && ($0.value == 0xFE0F || $0.properties.isEmojiPresentation) }) {
            return (string, [])
        }
        var ranges: [Range<Int>] = []
        var text = ""
        text.reserveCapacity(string.utf8.count)
        var offset = 0
        for character in string {
            let scalars = character.unicodeScalars
            guard let first = scalars.first, first.value > 0x7F,
                  first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) else {
                text.append(character)
                offset += character.utf8.count
                continue
            }
            var picture = String.UnicodeScalarView()
            picture.append(contentsOf: scalars.filter { $0.value != 0xFE0F })
            let length = String(picture).utf8.count
            text.unicodeScalars.append(contentsOf: picture)
            if let last = ranges.last, last.upperBound == offset {
                ranges[ranges.count - 1] = last.lowerBound..<(offset + length)
            } else {
                ranges.append(offset..<(offset + length))
            }
            offset += length
        }
        return (text, ranges)
    }

    private func lineMeasurement(of prepared: PreparedLayout, request: TextRequest) -> TextMeasurement {
        let layout = prepared.layout
        let scale = Double(PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lineCount = Int(pango_layout_get_line_count(layout))
        let truncated = prepared.truncatedByHand || pango_layout_is_ellipsized(layout) != 0
        var natural = lineCount
        if truncated, let unlimited = newLayout(TextRequest(string: request.string, font: request.font, width: request.width,
                                                            truncation: request.truncation, alignment: request.alignment,
                                                            direction: request.direction)) {
            natural = Int(pango_layout_get_line_count(unlimited))
            g_object_unref(UnsafeMutableRawPointer(unlimited))
        }
        var lineRect = PangoRectangle()
        if let line = pango_layout_get_line_readonly(layout, 0) {
            pango_layout_line_get_extents(line, nil, &lineRect)
        }
        // Both baselines from one computation of the lines' extents: `pango_layout_get_baseline`
        // is the first line's entry of the same table an iterator builds (Pango's
        // `pango_layout_get_extents_internal`), so one line asks for it once, and several lines
        // read the first and the last from one iterator (a label made and freed an iterator
        // besides: about 1,350 of Pango's instructions a label).
        var first: Double, last: Double
        if lineCount <= 1 {
            first = Double(pango_layout_get_baseline(layout)) / scale
            last = first
        } else if let iter = pango_layout_get_iter(layout) {
            first = Double(pango_layout_iter_get_baseline(iter)) / scale
            while pango_layout_iter_next_line(iter) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iter)) / scale
            pango_layout_iter_free(iter)
        } else {
            first = Double(pango_layout_get_baseline(layout)) / scale
            last = first
        }
        return TextMeasurement(size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                               lineCount: max(1, lineCount), naturalLineCount: max(1, natural), truncated: truncated,
                               lineHeight: Double(lineRect.height) / scale, firstBaseline: first, lastBaseline: last)
    }

    private static func pangoUnits(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded(.down)))
    }
}
