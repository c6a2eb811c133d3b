import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Text measured with Pango through the project's own font configuration.
final class PangoTextTests: XCTestCase {
    func testProjectFontConfigurationLoads() {
        XCTAssertTrue(PangoTextMeasurer.isConfigured, "fonts-inter and fonts-noto-cjk must be installed (make deps)")
    }

    func testOnlyTheProjectsFontsAreUsed() {
        let measurer = PangoTextMeasurer()
        let latin = measurer.fontFiles(for: TextRequest(string: "Hello World", font: .body))
        XCTAssertEqual(latin, ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"])
        let bold = measurer.fontFiles(for: TextRequest(string: "Hi", font: Font.TextStyle.headline.font))
        XCTAssertEqual(bold, ["/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"])
        let chinese = measurer.fontFiles(for: TextRequest(string: "晴天，气温25°", font: .body))
        XCTAssertTrue(chinese.contains("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"), "\(chinese)")
        for file in latin + chinese {
            XCTAssertTrue(ProjectFonts.directories.contains { file.hasPrefix($0 + "/") }, file)
        }
    }

    func testFontMetricsAreTheFontsOwn() {
        let measurer = PangoTextMeasurer()
        let metrics = measurer.fontMetrics(.body)
        let line = measurer.measure(TextRequest(string: "Hello", font: .body))
        // Inter's ascent and descent make up its line, and its first baseline is the ascent.
        XCTAssertEqual(metrics.ascent + metrics.descent, line.lineHeight, accuracy: 0.01)
        XCTAssertEqual(metrics.ascent, line.firstBaseline, accuracy: 0.01)
        XCTAssertGreaterThan(metrics.capHeight, 0.6 * 17)
        XCTAssertLessThan(metrics.capHeight, metrics.ascent)
        XCTAssertGreaterThanOrEqual(metrics.leading, 0)
        let large = measurer.fontMetrics(Font.TextStyle.largeTitle.font)
        XCTAssertEqual(large.ascent / metrics.ascent, 2, accuracy: 0.01, "linear in the size")
    }

    func testIdealSizeIsOneUnwrappedLine() {
        let measurer = PangoTextMeasurer()
        let ideal = measurer.measure(TextRequest(string: "Hello World", font: .body))
        XCTAssertEqual(ideal.lineCount, 1)
        XCTAssertFalse(ideal.truncated)
        XCTAssertGreaterThan(ideal.size.width, 80)
        XCTAssertLessThan(ideal.size.width, 100)
        XCTAssertEqual(ideal.size.height, ideal.lineHeight, accuracy: 0.001)
        XCTAssertGreaterThan(ideal.firstBaseline, 0)
        XCTAssertLessThan(ideal.firstBaseline, ideal.size.height)
    }

    func testWrapsAtWordsAndAnswersTheWidestLine() {
        let measurer = PangoTextMeasurer()
        let ideal = measurer.measure(TextRequest(string: "Hello World", font: .body))
        let wrapped = measurer.measure(TextRequest(string: "Hello World", font: .body, width: ideal.size.width - 1))
        XCTAssertEqual(wrapped.lineCount, 2)
        let hello = measurer.measure(TextRequest(string: "Hello", font: .body))
        let world = measurer.measure(TextRequest(string: "World", font: .body))
        XCTAssertEqual(wrapped.size.width, max(hello.size.width, world.size.width), accuracy: 0.01)
        XCTAssertEqual(wrapped.size.height, 2 * ideal.size.height, accuracy: 0.01)
        XCTAssertEqual(wrapped.lastBaseline - wrapped.firstBaseline, ideal.lineHeight, accuracy: 0.01)
    }

    /// The first baseline and the last come from one table of the lines' extents (one line asks
    /// Pango for its baseline, several read both from one iterator): a three-line text's first
    /// is the first line's alone, its last two line heights lower.
    func testASeveralLineTextsBaselinesAreItsFirstAndLastLines() {
        let measurer = PangoTextMeasurer()
        let hello = measurer.measure(TextRequest(string: "Hello", font: .body))
        let three = measurer.measure(TextRequest(string: "Hello Beautiful World", font: .body, width: 100))
        XCTAssertEqual(three.lineCount, 3)
        XCTAssertEqual(hello.lastBaseline, hello.firstBaseline)
        XCTAssertEqual(three.firstBaseline, hello.firstBaseline)
        XCTAssertEqual(three.lastBaseline - three.firstBaseline, 2 * hello.lineHeight, accuracy: 0.01)
    }

    func testBreaksInsideALongWordWithoutHyphens() {
        let measurer = PangoTextMeasurer()
        let word = "Supercalifragilistic"
        let broken = measurer.measure(TextRequest(string: word, font: .body, width: 50))
        XCTAssertGreaterThan(broken.lineCount, 2)
        XCTAssertLessThanOrEqual(broken.size.width, 50)
        // Hyphens would make the lines wider than the pieces of the word alone.
        let pieces = measurer.measure(TextRequest(string: word, font: .body, width: 50, maxLines: 1, truncation: .tail))
        XCTAssertTrue(pieces.truncated)
    }

    func testLineLimitEllipsizes() {
        let measurer = PangoTextMeasurer()
        for mode in TruncationMode.allCases {
            let result = measurer.measure(TextRequest(string: "Hello Beautiful World", font: .body, width: 100, maxLines: 1, truncation: mode))
            XCTAssertEqual(result.lineCount, 1, "\(mode)")
            XCTAssertEqual(result.naturalLineCount, 3, "\(mode): Hello / Beautiful / World")
            XCTAssertTrue(result.truncated, "\(mode)")
            XCTAssertLessThanOrEqual(result.size.width, 100, "\(mode)")
        }
    }

    func testMeasuringTheSameRunTwiceCallsPangoOnce() throws {
        let pango = PangoTextMeasurer()
        // A ViewThatFits asks each Text its ideal size, and the frame and the border ask again.
        _ = try layout(#"""
        {"type": "ViewThatFits", "in": "horizontal", "children": [
          {"type": "Text", "text": "Hello Beautiful World"},
          {"type": "Text", "text": "Hello World"},
          {"type": "Text", "text": "Hi"}
        ], "modifiers": [{"border": "blue"}, {"frame": {"width": 100}}, {"border": "red"}]}
        """#, width: 200, measurer: pango)
        // Two ideal measurements, then Hello World at width 100 is answered by its ideal one.
        XCTAssertEqual(pango.calls, 2)
    }

    /// `PangoTextMeasurer.measure`'s steps, as a fresh `CachingTextMeasurer` in front of it
    /// answered: within a pass, a request measured once and a width its ideal fits are answered
    /// without measuring; a new pass measures again, and a width first asked in it is measured
    /// at that width, not answered by an earlier pass's ideal.
    func testAPassAnswersAsACachingMeasurerDid() {
        let pango = PangoTextMeasurer()
        let ideal = TextRequest(string: "Hello World", font: .body)
        var wide = ideal
        wide.width = 500
        var narrow = ideal
        narrow.width = 40
        pango.startPass()
        let first = pango.measure(ideal)
        XCTAssertEqual(pango.measure(ideal), first)
        XCTAssertEqual(pango.measure(wide), first)
        XCTAssertEqual(pango.calls, 1)
        let wrapped = pango.measure(narrow)
        XCTAssertEqual(pango.calls, 2)
        XCTAssertGreaterThan(wrapped.lineCount, 1)
        pango.startPass()
        XCTAssertEqual(pango.measure(wide), CachingTextMeasurer(PangoTextMeasurer()).measure(wide))
        XCTAssertEqual(pango.calls, 3)
        XCTAssertEqual(pango.measure(ideal), first)
        XCTAssertEqual(pango.measure(narrow), wrapped)
        XCTAssertEqual(pango.calls, 5)
    }

    /// A placed Text names the kept layout it was measured from (`TextMeasurement.layoutSlot`),
    /// and the painter reads it only with the measurer that measured the tree
    /// (`Renderer.LayoutResult.slotsOf`): the same bytes as a fresh measurer draws, which looks
    /// every request up, for a text its ideal answers at a width, a wrapped centred one and a
    /// truncated one.
    func testAPlacedTextDrawsFromTheLayoutItWasMeasuredWith() throws {
        let json = #"""
        {"type": "VStack", "children": [
          {"type": "Text", "text": "Hello World"},
          {"type": "Text", "text": "A text long enough to wrap in this column", "modifiers": [{"multilineTextAlignment": "center"}]},
          {"type": "Text", "text": "Cut short at one line", "modifiers": [{"lineLimit": 1}, {"frame": {"width": 60}}]}
        ], "modifiers": [{"frame": {"width": 120}}]}
        """#
        let pango = PangoTextMeasurer()
        let result = try layout(json, width: 200, measurer: pango)
        XCTAssertEqual(result.slotsOf, pango.serial)
        var slots: [Int32] = []
        result.root.forEach { node in
            if case .text(let run) = node.content { slots.append(run.measurement.layoutSlot) }
        }
        XCTAssertEqual(slots.count, 3)
        XCTAssertTrue(slots.allSatisfy { $0 >= 0 }, "\(slots)")
        let other = PangoTextMeasurer()
        XCTAssertNotEqual(other.serial, pango.serial)
        let fromSlots = try Renderer.draw(result, format: .png, background: .color(.white), text: pango)
        let lookedUp = try Renderer.draw(result, format: .png, background: .color(.white), text: other)
        XCTAssertEqual(fromSlots, lookedUp)
        XCTAssertEqual(try layout(json, width: 200).slotsOf, 0, "another measurer's measurements name no slot")
    }

    func testChineseTextHasNoMissingGlyphs() {
        let measurer = PangoTextMeasurer()
        let text = measurer.measure(TextRequest(string: "晴天，气温25°", font: Font.TextStyle.title.font))
        // Each CJK character is about one em wide: six of them plus three narrow ones.
        XCTAssertGreaterThan(text.size.width, 6 * 28 * 0.9)
        XCTAssertLessThan(text.size.width, 9 * 28)
    }
}

final class FontDesignTests: XCTestCase {
    func testEachDesignUsesItsProjectFont() {
        let measurer = PangoTextMeasurer()
        let expected: [Font.Design: String] = [
            .default: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            .monospaced: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf",
            .serif: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
            .rounded: "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf",
        ]
        for (design, file) in expected {
            XCTAssertEqual(measurer.fontFiles(for: TextRequest(string: "Weekly", font: Font(size: 17, design: design))), [file], "\(design)")
        }
        let italic = measurer.fontFiles(for: TextRequest(string: "Weekly", font: Font(size: 17, italic: true)))
        XCTAssertEqual(italic, ["/usr/share/fonts/opentype/inter/Inter-Italic.otf"])
    }

    func testMonospacedAdvancesAreEqual() {
        let measurer = PangoTextMeasurer()
        let mono = Font(size: 17, design: .monospaced)
        let narrow = measurer.measure(TextRequest(string: "iiii", font: mono)).size.width
        let wide = measurer.measure(TextRequest(string: "WWWW", font: mono)).size.width
        XCTAssertEqual(narrow, wide, accuracy: 0.01)
    }
}

final class TruncationTests: XCTestCase {
    /// Head and middle truncation keep the ellipsis tight against the kept text.
    func testHeadAndMiddleTruncationHaveNoGapAtTheEllipsis() {
        let measurer = PangoTextMeasurer()
        let text = "The quick brown fox jumps over the lazy dog"
        for mode in [TruncationMode.head, .middle] {
            let request = TextRequest(string: text, font: .body, width: 150, maxLines: 1, truncation: mode)
            let result = measurer.measure(request)
            XCTAssertTrue(result.truncated, "\(mode)")
            XCTAssertEqual(result.lineCount, 1, "\(mode)")
            XCTAssertLessThanOrEqual(result.size.width, 150, "\(mode)")
            let shown = measurer.lines(for: request).map(\.text)
            XCTAssertEqual(shown.count, 1)
            let line = shown.first ?? ""
            XCTAssertFalse(line.contains("… ") || line.contains(" …"), "\(mode): \(line)")
            if mode == .head { XCTAssertTrue(line.hasPrefix("…") && text.hasSuffix(line.dropFirst()), line) }
            if mode == .middle { XCTAssertTrue(line.hasPrefix("The") && line.hasSuffix("dog"), line) }
        }
        // Text that fits is left alone.
        let fits = TextRequest(string: "Hi", font: .body, width: 150, maxLines: 1, truncation: .head)
        XCTAssertFalse(measurer.measure(fits).truncated)
    }
}
