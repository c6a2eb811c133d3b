import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The Swift API builds the same tree as the Swift-source front end: each view of
/// `SwiftAPIParityViews.swift` is compiled here and also read from that file as source.
@Suite struct SwiftAPIParityTests {
    static let parityFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SwiftAPIParityViews.swift").path
    static let options = RenderOptions(width: 300, height: 400)

    /// The layout dump (fixed-advance text) and the PNG (Pango) of each tree: colours and
    /// fonts are not in the dump, so the pixels are compared too.
    func dumps<V: View>(_ view: V, _ name: String) throws -> (api: String, source: String) {
        try Self.dumps(view, name, file: Self.parityFile)
    }

    /// The views files are self-contained: read without their module, which would be this whole
    /// test target (over a hundred files, parsed again for every case by a debug build).
    static func fileAlone(viewName: String) -> SwiftSource.Options {
        var options = SwiftSource.Options(viewName: viewName)
        options.readsModule = false
        return options
    }

    /// `view` compiled and the view `name` of the Swift file `file` read as source: their layout
    /// dumps, after requiring identical PNG bytes (when the project's fonts are installed).
    static func dumps<V: View>(_ view: V, _ name: String, file: String) throws -> (api: String, source: String) {
        let measurer = FixedAdvanceMeasurer()
        let renderer = ImageRenderer(content: view)
        // `Image("name")` is found beside the Swift file, as the source front end finds it.
        renderer.imageDirectory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let apiTree = try renderer.viewTree()
        let loaded = try SwiftSource.load(contentsOf: file, options: fileAlone(viewName: name))
        func dump(_ tree: ViewNode) throws -> String {
            LayoutDump.json(try Renderer.layout(tree, options: options, measurer: measurer)).rendered()
        }
        func png(_ tree: ViewNode) throws -> [UInt8] {
            let text = PangoTextMeasurer()
            return try Renderer.draw(try Renderer.layout(tree, options: options, measurer: text), format: .png,
                                     background: .color(.white), text: text)
        }
        if PangoTextMeasurer.isConfigured {
            #expect(try png(apiTree) == png(loaded.scene.root), "\(name): the pixels differ")
        }
        return (try dump(apiTree), try dump(loaded.scene.root))
    }

    @Test func card() throws { let d = try dumps(ParityCard(), "ParityCard"); #expect(d.api == d.source) }
    @Test func stacks() throws { let d = try dumps(ParityStacks(), "ParityStacks"); #expect(d.api == d.source) }
    @Test func fits() throws { let d = try dumps(ParityFits(), "ParityFits"); #expect(d.api == d.source) }
    @Test func shapes() throws { let d = try dumps(ParityShapes(), "ParityShapes"); #expect(d.api == d.source) }
    @Test func controls() throws { let d = try dumps(ParityControls(), "ParityControls"); #expect(d.api == d.source) }
    /// On an iPhone 15, so the safe area is there to ignore.
    @Test func safeArea() throws {
        var options = RenderOptions()
        options.setDevice(Device.named("iphone-15"), scale: 1)
        let apiTree = try ImageRenderer(content: ParitySafeArea()).viewTree()
        let loaded = try SwiftSource.load(contentsOf: Self.parityFile, options: Self.fileAlone(viewName: "ParitySafeArea"))
        func dump(_ tree: ViewNode) throws -> String {
            LayoutDump.json(try Renderer.layout(tree, options: options, measurer: FixedAdvanceMeasurer())).rendered()
        }
        #expect(try dump(apiTree) == dump(loaded.scene.root))
        #expect(try dump(apiTree).contains("\"height\": 852"))
    }
    @Test func text() throws { let d = try dumps(ParityText(), "ParityText"); #expect(d.api == d.source) }
    @Test func geometry() throws { let d = try dumps(ParityGeometry(), "ParityGeometry"); #expect(d.api == d.source) }
    @Test func rest() throws { let d = try dumps(ParityRest(), "ParityRest"); #expect(d.api == d.source) }
    @Test func grid() throws { let d = try dumps(ParityGrid(), "ParityGrid"); #expect(d.api == d.source) }
    @Test func label() throws { let d = try dumps(ParityLabel(), "ParityLabel"); #expect(d.api == d.source) }
    @Test func inputControls() throws { let d = try dumps(ParityInputControls(), "ParityInputControls"); #expect(d.api == d.source) }
    @Test func lists() throws { let d = try dumps(ParityLists(), "ParityLists"); #expect(d.api == d.source) }
    @Test func lazy() throws { let d = try dumps(ParityLazy(), "ParityLazy"); #expect(d.api == d.source) }
    @Test func alignments() throws { let d = try dumps(ParityAlignments(), "ParityAlignments"); #expect(d.api == d.source) }
    @Test func direction() throws {
        let d = try dumps(ParityDirection(), "ParityDirection")
        #expect(d.api == d.source)
        #expect(d.api.contains("rightToLeft"))
    }

    /// Not a vacuous comparison: a changed view changes the dump.
    @Test func differentViewsDiffer() throws {
        let measurer = FixedAdvanceMeasurer()
        let a = try Renderer.layout(try ImageRenderer(content: ParityCard(title: "A")).viewTree(), options: Self.options, measurer: measurer)
        let b = try Renderer.layout(try ImageRenderer(content: ParityCard(title: "A much longer title")).viewTree(), options: Self.options, measurer: measurer)
        #expect(LayoutDump.json(a).rendered() != LayoutDump.json(b).rendered())
    }

    /// `Color.primary` and `Color.secondary` are the fixed label colours in a style, as in the
    /// Swift reader; the hierarchical `.primary` stays a level (docs/figures.md, "Device truth
    /// (session 18)").
    @Test func colorPrimaryIsTheFixedLabelColour() throws {
        let fixed = try ImageRenderer(content: Text("x").foregroundStyle(Color.primary)).sceneJSON()
        #expect(fixed.contains(#""foregroundStyle":"label""#) || fixed.contains(#""foregroundStyle": "label""#), "\(fixed)")
        let grey = try ImageRenderer(content: Text("x").foregroundStyle(Color.secondary)).sceneJSON()
        #expect(grey.contains("secondaryLabel"), "\(grey)")
        let level = try ImageRenderer(content: Text("x").foregroundStyle(.primary)).sceneJSON()
        #expect(!level.contains("label"), "\(level)")
    }

    /// The modifiers the API ignores are the ones the vocabulary calls "not layout".
    @Test func ignoredModifiersAreTheVocabularys() throws {
        let view = Text("x").onTapGesture {}.accessibilityLabel("x")
            .animation(.default, value: 1).onAppear().help("h").allowsHitTesting(false).contentShape(Rectangle())
        let json = try ImageRenderer(content: view).sceneJSON()
        #expect(!json.contains("modifiers"))
        for name in ["onTapGesture", "accessibilityLabel", "animation", "onAppear", "help",
                     "allowsHitTesting", "contentShape", "onDisappear", "task", "accessibilityHint", "accessibilityHidden"] {
            #expect(Vocabulary.ignoredModifiers.contains(name), "\(name)")
        }
        // The bar's modifiers and presentations are definitions now (issue 26), not ignored.
        // `disabled` is drawn too (the controls' disabled look).
        for name in ["navigationTitle", "toolbar", "searchable", "sheet", "alert", "disabled"] {
            #expect(!Vocabulary.ignoredModifiers.contains(name) && Vocabulary.modifier(name) != nil, "\(name)")
        }
    }
}

@Suite struct SwiftAPITests {
    @Test func builderBranchesAndForEach() throws {
        struct Item: Identifiable { let id: Int; let name: String }
        struct List: View {
            let items: [Item]
            let mode: Int
            var body: some View {
                VStack {
                    ForEach(items) { item in Text(item.name) }
                    switch mode {
                    case 0: Text("zero")
                    case 1: Image(systemName: "star")
                    default: EmptyView()
                    }
                    if mode > 5 { Text("big") }
                }
            }
        }
        let json = try ImageRenderer(content: List(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")], mode: 1)).sceneJSON()
        #expect(json.contains("\"a\"") && json.contains("\"b\"") && json.contains("\"star\""))
        #expect(!json.contains("zero") && !json.contains("big"))
    }

    @Test func customViewModifier() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(8).border(.gray) }
        }
        let tree = try ImageRenderer(content: Text("x").modifier(Card())).sceneJSON()
        #expect(tree.contains("\"padding\": 8") && tree.contains("\"color\": \"gray\""))
    }

    /// Bad values meet the decoder's checks; the error names the view type and the JSON path.
    @Test func badValueNamesThePath() throws {
        let renderer = ImageRenderer(content: Text("x").frame(width: -10))
        do {
            _ = try renderer.pngData()
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.contains("ModifiedContent<Text, SceneModifier>"))
            #expect(text.contains("root.modifiers[0].frame.width"), "\(text)")
        }
    }

    @Test func proposedSizeAndScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 10))
        renderer.scale = 2
        let png = try PNGCodec.decode([UInt8](try renderer.pngData()))
        #expect(png.width == 60 && png.height == 20)
        renderer.proposedSize = ProposedViewSize(width: 100, height: 50)
        let layout = try renderer.layout()
        #expect(layout.canvas == Size(width: 100, height: 50))
        #expect(String(decoding: try renderer.svgData(), as: UTF8.self).contains("<svg"))
        #expect(try renderer.pdfData().starts(with: Array("%PDF".utf8)))
    }

    /// A server renders concurrently: 100 views from 8 threads at once give the bytes one thread gives.
    @Test func hundredViewsFromEightThreads() throws {
        guard PangoTextMeasurer.isConfigured else { Issue.record("the project's fonts are not installed"); return }
        @Sendable func png(_ index: Int) -> Data? {
            let renderer = ImageRenderer(content: ParityCard(title: "Card number \(index % 10)"))
            renderer.proposedSize = ProposedViewSize(width: index % 2 == 0 ? 240 : 180, height: nil)
            renderer.scale = 2
            return try? renderer.pngData()
        }
        let expected = (0..<100).map(png)
        #expect(expected.allSatisfy { $0 != nil })
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var bytes: [Int: Data?] = [:]
        }
        let results = Results()
        let done = DispatchGroup()
        for thread in 0..<8 {
            done.enter()
            let worker = Thread {
                for index in stride(from: thread, to: 100, by: 8) {
                    let data = png(index)
                    results.lock.lock()
                    results.bytes[index] = data
                    results.lock.unlock()
                }
                done.leave()
            }
            worker.start()
        }
        done.wait()
        #expect(results.bytes.count == 100)
        for index in 0..<100 { #expect(results.bytes[index] ?? nil == expected[index], "view \(index)") }
    }
}

/// SwiftUI code passes `CGFloat`s; the API's `Double` lengths take them as they are.
@Suite struct SwiftAPICGFloatTests {
    @Test func cgFloatLengthsCompileAndCount() throws {
        let width: CGFloat = 120, gap: CGFloat = 4
        let view = VStack(spacing: gap) { Text("x").frame(width: width).padding(gap).offset(x: gap) }
        let json = try ImageRenderer(content: view).sceneJSON()
        #expect(json.contains("\"width\": 120") && json.contains("\"spacing\": 4"))
    }
}

/// What a compiled view controls still meets the limits, as an error rather than a crash.
@Suite struct SwiftAPILimitTests {
    struct Loop: View {
        var body: some View { AnyView(Loop()) }
    }

    @Test func selfContainingBodyIsAnError() {
        #expect { try ImageRenderer(content: Loop()).viewTree() } throws: { error in
            "\(error)".contains("views nest more than \(SceneLimits.maxViewDepth) bodies deep")
        }
    }

    @Test func hugeForEachIsAnError() {
        #expect { try ImageRenderer(content: ForEach(0..<1_000_000) { Text("\($0)") }).pngData() } throws: { error in
            "\(error)".contains("ForEach over 1000000 elements; at most \(SceneLimits.maxViews)")
        }
    }
}
