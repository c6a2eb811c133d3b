import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The corpus's last vocabulary gaps (docs/corpus.md, "Branch vocab25"): what iOS draws at rest
/// for each, or the one table of what the renderer knows and does not draw
/// (`Vocabulary.NotDrawn`). Fixed-advance measurer (10 pt per character, 20 pt lines).
final class SwiftVocabularyGapsTests: XCTestCase {
    private func load(_ source: String, strict: Bool = false) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(strict: strict)
        options.stepLimit = 200_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    private func layout(_ loaded: SwiftSource.Loaded, width: Double = 390) throws -> Renderer.LayoutResult {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    private func texts(_ loaded: SwiftSource.Loaded) throws -> [String] {
        var found: [String] = []
        try layout(loaded).root.forEach { if case .text(let run) = $0.content { found.append(run.request.string) } }
        return found
    }

    /// Grocy's `StockFilterCapsuleView`: iOS 26's `.glassEffect(.regular.tint(…).interactive())`
    /// with no `#available` guard (an app whose minimum is iOS 26) is drawn, with no warning
    /// (docs/swift-input.md, "Liquid Glass"); the capsule's content is laid out as without it,
    /// and `--strict` has nothing to refuse.
    func testAnUnguardedGlassEffectIsDrawnAndChangesNoFrame() throws {
        let source = """
        HStack {
            Text("3")
        }
        .padding(12)
        .glassEffect(.regular.tint(.blue).interactive())
        .id("capsule")
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        let capsule = try layout(loaded).frame("capsule")
        XCTAssertEqual(capsule.width, 10 + 24)
        XCTAssertEqual(capsule.height, 20 + 24)
        XCTAssertNoThrow(try load(source, strict: true))
    }

    /// What a still picture does not show: suggestions (only while a search is typed), scroll
    /// targets and positions (a scroll view rests at its start), an importer's sheet, a content
    /// transition. Each is a note, not a warning, and changes no frame.
    func testModifiersThatChangeNothingAtRestAreNotes() throws {
        let loaded = try load("""
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Text("ab").contentTransition(.numericText())
                Text("cd")
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: .constant(nil as Int?), anchor: .trailing)
        .scrollTargetBehavior(.viewAligned)
        .searchSuggestions { Text("suggested") }
        .fileImporter(isPresented: .constant(false), allowedContentTypes: []) { _ in }
        .coordinateSpace(name: "scroll")
        .id("scroll")
        """)
        XCTAssertEqual(loaded.warnings, [])
        for name in ["contentTransition", "scrollTargetLayout", "scrollPosition", "scrollTargetBehavior", "searchSuggestions", "fileImporter", "coordinateSpace"] {
            XCTAssertTrue(loaded.notes.contains { $0.contains(".\(name)") }, "\(name): \(loaded.notes)")
        }
        XCTAssertEqual(try texts(loaded), ["ab", "cd"])
        XCTAssertEqual(try layout(loaded).frame("scroll").height, 20)
    }

    /// Landmarks' `Hike.formatter.string(fromValue: distance, unit: .kilometer)`: Foundation's
    /// `LengthFormatter` in the render's locale (iOS's medium style: "12.3 km").
    func testLengthFormatter() throws {
        let loaded = try load("""
        struct Hike {
            var distance: Double
            static var formatter = LengthFormatter()
            var distanceText: String { Hike.formatter.string(fromValue: distance, unit: .kilometer) }
        }
        struct V: View {
            var body: some View {
                let long = LengthFormatter()
                long.unitStyle = .long
                return VStack {
                    Text(Hike(distance: 12.3).distanceText)
                    Text(long.string(fromValue: 12.3, unit: .kilometer))
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(loaded), ["12.3 km", "12.3 kilometers"])
    }

    /// ControlRoom's `OverridesView`: `NSLocale.isoLanguageCodes` filtered and sorted by
    /// `NSLocale.current.localizedString(forLanguageCode:)` (the first 40 codes here, to keep the
    /// test fast: the whole list sorts in some 200,000 evaluation steps), and `Locale.current`'s
    /// names; `NSLocale.current.language.languageCode?.identifier` is a language code's.
    func testLocaleLanguageLists() throws {
        let loaded = try load("""
        struct V: View {
            private let languages: [String] = {
                NSLocale.isoLanguageCodes.prefix(40)
                    .filter { NSLocale.current.localizedString(forLanguageCode: $0) != nil }
                    .sorted { lhs, rhs in
                        let l = NSLocale.current.localizedString(forLanguageCode: lhs) ?? ""
                        let r = NSLocale.current.localizedString(forLanguageCode: rhs) ?? ""
                        return l.lowercased() < r.lowercased()
                    }
            }()
            var body: some View {
                VStack {
                    Text(NSLocale.current.localizedString(forLanguageCode: "de") ?? "")
                    Text(Locale.current.localizedString(forIdentifier: "fr_CA") ?? "")
                    Text(Locale.current.localizedString(forLanguageCode: "zz") ?? "none")
                    Text(NSLocale.current.identifier)
                    Text(languages.prefix(3).map { NSLocale.current.localizedString(forLanguageCode: $0) ?? "" }.joined(separator: ", "))
                    Text(NSLocale.current.language.languageCode?.identifier ?? "")
                    Text(Locale.LanguageCode.isoLanguageCodes.first?.identifier ?? "")
                    Text("\\(Locale.availableIdentifiers.contains("en_US"))")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(loaded), ["German", "French (Canada)", "none", "en_US", "Abkhazian, Acehnese, Acoli", "en", "aa", "true"])
    }

    /// IceCubes' `UIFontMetrics.default.scaledValue(for: 17)`: at the Dynamic Type size the
    /// interpreter reads (`.large`, iOS's default) the ratio is 1.
    func testUIFontMetricsScaledValueAtTheDefaultSize() throws {
        let loaded = try load("""
        Color.red
            .frame(width: UIFontMetrics.default.scaledValue(for: 17),
                   height: UIFontMetrics(forTextStyle: .title1).scaledValue(for: 40))
            .id("box")
        """)
        XCTAssertEqual(loaded.warnings, [])
        let box = try layout(loaded).frame("box")
        XCTAssertEqual(box.width, 17)
        XCTAssertEqual(box.height, 40)
    }

    /// The one table: the styles and arguments the Swift front end leaves out are the
    /// vocabulary entries' (`notDrawn`), and docs/vocabulary.md lists them.
    func testTheNotDrawnTableIsTheVocabularys() throws {
        XCTAssertEqual(Vocabulary.modifier("listStyle")?.notDrawn.styles, ["bordered", "carousel", "elliptical"])
        // The end labels are drawn (SliderView step 4); the `label:` iOS itself does not draw.
        XCTAssertEqual(Vocabulary.view("Slider")?.notDrawn.arguments, [])
        XCTAssertEqual(Vocabulary.view("Slider")?.notDrawn.silentArguments, ["label"])
        XCTAssertNotNil(Vocabulary.notDrawnModifiers["glassEffectUnion"])
        XCTAssertNil(Vocabulary.notDrawnModifiers["glassEffect"], "drawn (GlassEffect)")
        let docs = Vocabulary.markdown()
        XCTAssertTrue(docs.contains("| `listStyle` | `.listStyle(.bordered)`, "), docs)
        XCTAssertTrue(docs.contains("| `NavigationLink` | `tag:`, `selection:`, `isActive:` |"), docs)
        XCTAssertTrue(docs.contains("| `glassEffectUnion` | the modifier |"), docs)
        // A style not in the table stays the modifier's error.
        XCTAssertThrowsError(try load("List { Text(\"a\") }.listStyle(.sidebarish)"))
        // The sidebar style is drawn (session 13); a Mac app's list style says iOS has none.
        XCTAssertEqual(try load("List { Text(\"a\") }.listStyle(.sidebar)").warnings, [])
        let loaded = try load("List { Text(\"a\") }.listStyle(.bordered)")
        XCTAssertEqual(loaded.warnings, ["View.swift:1:1: warning: left out .listStyle(.bordered): a macOS-only SwiftUI style, not available on iOS (an iOS build of this line would not compile)"])
        // A Mac app's style (ControlRoom's `.pickerStyle(.radioGroup)`) says iOS has none.
        let mac = try load("Picker(\"Mode\", selection: .constant(1)) { Text(\"One\").tag(1) }.pickerStyle(.radioGroup)")
        XCTAssertEqual(mac.warnings, ["View.swift:1:1: warning: left out .pickerStyle(.radioGroup): a macOS-only SwiftUI style, not available on iOS (an iOS build of this line would not compile)"])
    }

    /// `sorted(by:)` is a merge sort: stable, as Swift's sort, in n log n comparisons. 64
    /// elements in reverse order take at most 64 × 6 comparisons (an insertion sort took 2 016),
    /// and equal keys keep their order.
    func testSortedByIsStableInNLogNComparisons() throws {
        let loaded = try load("""
        final class Counter {
            var count = 0
            func less(_ a: Int, _ b: Int) -> Bool {
                count += 1
                return a / 2 > b / 2
            }
        }
        struct V: View {
            let counter = Counter()
            var body: some View {
                let sorted = Array(0..<64).sorted { counter.less($0, $1) }
                return VStack {
                    Text(sorted.prefix(4).map { String($0) }.joined(separator: " "))
                    Text("\\(counter.count <= 64 * 6)")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(loaded), ["62 63 60 61", "true"])
    }

    /// `TextEditor(text:)` (WeChat's chat input, Grocy's forms): UITextView's insets (8 top and
    /// bottom, 5 leading and trailing) around the text in body, filling the frame it is
    /// offered; an ideal one is the text plus the insets.
    func testTextEditorFillsItsFrameWithTheTextInset() throws {
        let loaded = try load("""
        struct V: View {
            @State private var notes = "abc"
            var body: some View {
                VStack(spacing: 0) {
                    TextEditor(text: $notes).frame(width: 200, height: 100).id("editor")
                    TextEditor(text: .constant("de")).fixedSize().id("ideal")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let result = try layout(loaded)
        let editor = result.frame("editor")
        XCTAssertEqual(editor.size, Size(width: 200, height: 100))
        var texts: [Rect] = []
        result.root.forEach { if case .text = $0.content { texts.append($0.frame) } }
        XCTAssertEqual(texts.count, 2)
        XCTAssertFrame(texts[0], editor.minX + 5, editor.minY + 8, 30, 20)
        XCTAssertEqual(result.frame("ideal").size, Size(width: 20 + 10, height: 20 + 16))
    }
    /// A text taller than its TextEditor keeps every line (a UITextView scrolls; at rest it
    /// shows the start of the text, cut off at its bottom edge), where a Text that does not fit
    /// would end in "…": four lines of 20 (fixed-advance measurer) in a 200 × 50 editor are a
    /// Text 80 high at (5, 8), each line whole, clipped to the editor.
    func testATallTextIsClippedNotTruncated() throws {
        let loaded = try load("""
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    TextEditor(text: .constant("one\\ntwo\\nthree\\nfour")).frame(width: 200, height: 50).id("editor")
                    Color.red.frame(height: 10).id("below")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let result = try layout(loaded)
        let editor = result.frame("editor")
        XCTAssertEqual(editor.size, Size(width: 200, height: 50))
        XCTAssertEqual(result.frame("below").minY, editor.maxY)
        var runs: [(Rect, PlacedText)] = []
        result.root.forEach { if case .text(let run) = $0.content { runs.append(($0.frame, run)) } }
        XCTAssertEqual(runs.count, 1)
        XCTAssertFrame(runs[0].0, editor.minX + 5, editor.minY + 8, 50, 80)
        XCTAssertEqual(runs[0].1.measurement.lineCount, 4)
        XCTAssertFalse(runs[0].1.measurement.truncated)
        // The editor clips: a `clipped` effect node exactly the editor's frame.
        var clipped = false
        result.root.forEach { if $0.view.kindName == "clipped", $0.frame == editor { clipped = true } }
        XCTAssertTrue(clipped)
    }
    /// `scrollContentBackground(.hidden)` on or around a TextEditor hides its systemBackground
    /// (iOS 16): what lies behind it (here the canvas's red) shows through; without it, white.
    func testScrollContentBackgroundHiddenShowsWhatLiesBehindTheEditor() throws {
        for hidden in [false, true] {
            let modifiers = hidden ? #"[{"scrollContentBackground": "hidden"}]"# : "[]"
            let decoded = try scene(#"""
            {"canvas": {"width": 100, "height": 60, "background": "red"},
             "root": {"type": "VStack", "modifiers": \#(modifiers), "children": [{"type": "TextEditor", "text": ""}]}}
            """#)
            let options = RenderOptions(canvas: decoded.canvas)
            let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
            let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
            XCTAssertEqual(image[50, 30], hidden ? RGBAPixel(r: 255, g: 59, b: 48) : RGBAPixel(r: 255, g: 255, b: 255), "hidden \(hidden)")
        }
    }
}
