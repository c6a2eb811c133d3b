import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The Swift-source front end: each construct of a view file, interpreted into the view tree
/// and laid out with the fixed-advance measurer (10 pt per character, 20 pt lines at 17 pt).
final class SwiftSourceTests: XCTestCase {
    func load(_ source: String, _ overrides: [String: SceneParameter] = [:], view: String? = nil, strict: Bool = false) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(overrides: overrides, viewName: view, strict: strict)
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    func swiftLayout(_ source: String, width: Double? = nil, height: Double? = nil,
                     _ overrides: [String: SceneParameter] = [:], view: String? = nil) throws -> Renderer.LayoutResult {
        let loaded = try load(source, overrides, view: view)
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func error(_ source: String, _ overrides: [String: SceneParameter] = [:], strict: Bool = false) -> SceneError? {
        do {
            let loaded = try load(source, overrides, strict: strict)
            _ = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
            return nil
        } catch let error as SceneError {
            return error
        } catch let error as RenderError {
            return error.sceneError ?? SceneError(file: "?", message: error.message)
        } catch {
            return SceneError(file: "?", message: "\(error)")
        }
    }

    func text(_ result: Renderer.LayoutResult, _ id: String) -> String? {
        guard case .text(let run)? = result.node(id)?.content else { return nil }
        return run.request.string
    }

    // MARK: - What real files hold (review of issue 13)

    /// Several views in one label: a Toggle's or NavigationLink's title over its subtitle
    /// (leading), a Button's image over its title (centred) — never drawn on top of each other.
    func testLabelsOfSeveralViewsStackVertically() throws {
        let result = try swiftLayout("""
        VStack(spacing: 0) {
            Toggle(isOn: .constant(true)) {
                Text("Sync").id("title")
                Text("Notes").id("subtitle")
            }
            Button { } label: {
                Image(systemName: "star").id("star")
                Text("Favorite").id("favorite")
            }
        }
        .frame(width: 200)
        """)
        let title = try XCTUnwrap(result.frame("title")), subtitle = try XCTUnwrap(result.frame("subtitle"))
        XCTAssertEqual(subtitle.minX, title.minX, "leading")
        XCTAssertGreaterThanOrEqual(subtitle.minY, title.maxY, "one under the other")
        let star = try XCTUnwrap(result.frame("star")), favorite = try XCTUnwrap(result.frame("favorite"))
        XCTAssertGreaterThanOrEqual(favorite.minY, star.maxY)
        XCTAssertEqual(star.minX + star.width / 2, favorite.minX + favorite.width / 2, accuracy: 0.5, "centred")
    }

    /// `let id = UUID()` (an Identifiable model) and `Date()` run: distinct, reproducible ids
    /// and a fixed moment; list-editing modifiers that are not layout are notes, not errors.
    func testIdentifiableModelsWithUUIDsAndDates() throws {
        let source = """
        struct Item: Identifiable {
            let id = UUID()
            let title: String
        }
        struct Items: View {
            let items = [Item(title: "Milk"), Item(title: "Eggs")]
            @State private var due = Date()
            var body: some View {
                List {
                    ForEach(items) { item in Text("\\(item.title) \\(item.id)") }
                        .onDelete { _ in }
                }
                .toggleStyle(.switch)
            }
        }
        """
        let loaded = try load(source)
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains("Milk 00000000-0000-4000-8000-000000000001"), json)
        XCTAssertTrue(json.contains("Eggs 00000000-0000-4000-8000-000000000002"), json)
        XCTAssertEqual(loaded.notes.count, 2, "\(loaded.notes)")
    }

    /// Apple's `AlignmentID` sample declares the screen (`StripesGroup`) and then the helper it
    /// is made of (`HorizontalStripes`): the view rendered is the one no other view uses.
    func testTheRootIsTheLastViewNoOtherViewUses() throws {
        let result = try swiftLayout("""
        struct Screen: View {
            var body: some View { VStack { Stripe().id("a"); Stripe() } }
        }
        struct Stripe: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        """)
        XCTAssertNotNil(result.frame("a"))
        XCTAssertEqual(result.root.frame.height, 28)
    }

    /// Dynamic Type sizes are ordered and know whether they are accessibility sizes.
    func testDynamicTypeSizesCompare() throws {
        let result = try swiftLayout("""
        let size = DynamicTypeSize.xxLarge
        Text("\\(size >= .accessibility1) \\(size > .large) \\(size.isAccessibilitySize) \\(DynamicTypeSize.accessibility2.isAccessibilitySize)").id("t")
        """)
        XCTAssertEqual(text(result, "t"), "false true false true")
    }

    /// `id(_:)` takes any Hashable in SwiftUI: whole numbers and enum cases name the view too.
    func testIdsOfNumbersAndEnumCases() throws {
        let result = try swiftLayout("""
        enum Tab { case home }
        VStack {
            Text("a").id(3)
            Text("b").id(Tab.home)
        }
        """)
        XCTAssertEqual(text(result, "3"), "a")
        XCTAssertEqual(text(result, "home"), "b")
    }

    // MARK: - What a file may be

    func testBareExpressionWithModifierChain() throws {
        let result = try swiftLayout("""
        ViewThatFits(in: .horizontal) {
            Text("Hello Beautiful World").id("a")
            Text("Hello World").id("b")
            Text("Hi").id("c")
        }
        .border(.blue)
        .frame(width:110)
        .border(.red)
        """)
        XCTAssertEqual(result.root.first(where: { $0.kind == "ViewThatFits" })?.selected, 1)
        XCTAssertSize(result.frame("b"), 110, 20)
    }

    func testSeveralTopLevelViewsStackVertically() throws {
        let result = try swiftLayout("Text(\"ab\").id(\"a\")\nText(\"cdef\").id(\"b\")")
        XCTAssertEqual(result.root.kind, "VStack")
        XCTAssertFrame(result.frame("a"), 10, 0, 20, 20)
    }

    func testViewChoiceOrder() throws {
        let source = """
        import SwiftUI
        struct First: View { var body: some View { Text("first").id("t") } }
        struct Second: View { var body: some View { Text("second").id("t") } }
        """
        XCTAssertSize(try swiftLayout(source).frame("t"), 60, 20)
        XCTAssertSize(try swiftLayout(source, view: "First").frame("t"), 50, 20)
        XCTAssertSize(try swiftLayout(source + "\n#Preview { First() }").frame("t"), 50, 20)
        XCTAssertSize(try swiftLayout(source + """

        struct Previews: PreviewProvider { static var previews: some View { First() } }
        """).frame("t"), 50, 20)
        XCTAssertEqual(error(source + "\n#Preview(\"x\") { First() }").map { _ in "error" }, nil)
        XCTAssertThrowsError(try swiftLayout(source, view: "Third")) { error in
            XCTAssertTrue("\(error)".contains("First, Second"), "\(error)")
        }
    }

    func testBodyFragmentAtFileScopeWithState() throws {
        let source = """
        @State var width: CGFloat = 100
        var body: some View {
            Rectangle().frame(width: width, height: 10).id("r")
        }
        """
        XCTAssertSize(try swiftLayout(source).frame("r"), 100, 10)
        XCTAssertSize(try swiftLayout(source, ["width": .number(250)]).frame("r"), 250, 10)
        XCTAssertEqual(try load(source).scene.params["width"], .number(100))
    }

    // MARK: - Structs, properties, functions

    func testStructsWithMemberwiseInitialisersAndDefaults() throws {
        let result = try swiftLayout("""
        struct Tag: View {
            let text: String
            var color: Color = .orange
            var inset: CGFloat = 5
            var body: some View {
                Text(text).padding(inset).background(color).id(text)
            }
        }
        #Preview {
            VStack(spacing: 0) {
                Tag(text: "New", color: .orange)
                Tag(text: "Sale", inset: 10)
            }
        }
        """)
        XCTAssertSize(result.frame("New"), 40, 30)
        XCTAssertSize(result.frame("Sale"), 60, 40)
    }

    func testExplicitInitialiserAndViewBuilderContent() throws {
        let result = try swiftLayout("""
        struct Card<Content: View>: View {
            let title: String
            let content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(title).id("title")
                    content
                }
            }
        }
        #Preview { Card("Hi") { Text("body").id("b"); Text("x") } }
        """)
        XCTAssertFrame(result.frame("title"), 0, 0, 20, 20)
        XCTAssertFrame(result.frame("b"), 0, 20, 40, 20)
    }

    func testComputedPropertiesAtFileScopeAndRepeatedIDs() throws {
        let result = try swiftLayout("""
        var logo: some View {
            Rectangle().frame(width: 20, height: 20).id("logo")
        }
        struct Demo: View {
            var body: some View {
                HStack(spacing: 0) { logo; logo }
            }
        }
        """)
        XCTAssertFrame(result.frame("logo"), 0, 0, 20, 20)
        XCTAssertFrame(result.frame("logo@2"), 20, 0, 20, 20)
    }

    func testFunctionsAndUserModifiers() throws {
        let result = try swiftLayout("""
        func badge(_ n: Int, wide: Bool = false) -> some View {
            Text("\\(n)").frame(width: wide ? 50 : 30).id("b\\(n)")
        }
        extension View {
            func card(_ inset: CGFloat = 10) -> some View {
                self.padding(inset).border(.gray)
            }
            func framed() -> some View { padding(1) }
        }
        struct Demo: View {
            var body: some View {
                VStack(spacing: 0) {
                    badge(7).card().id("c")
                    badge(12, wide: true).framed().id("f")
                }
            }
        }
        """)
        XCTAssertSize(result.frame("b7"), 30, 20)
        XCTAssertSize(result.frame("c"), 50, 40)
        XCTAssertSize(result.frame("b12"), 50, 20)
        XCTAssertSize(result.frame("f"), 52, 22)
    }

    func testViewModifierStructs() throws {
        let result = try swiftLayout("""
        struct Inset: ViewModifier {
            var amount: CGFloat
            func body(content: Content) -> some View { content.padding(amount) }
        }
        #Preview { Text("ab").modifier(Inset(amount: 4)).id("m") }
        """)
        XCTAssertSize(result.frame("m"), 28, 28)
    }

    // MARK: - View builders

    func testIfElseIfLetAndSwitch() throws {
        let source = """
        enum Mode { case compact, regular }
        struct Demo: View {
            @State var mode: Mode = .compact
            var flag = true
            var name: String? = "Ann"
            var body: some View {
                VStack(spacing: 0) {
                    if flag { Text("yes").id("yes") } else { Text("no").id("no") }
                    if let name { Text(name).id("name") }
                    switch mode {
                    case .compact: Text("c").id("mode")
                    case .regular: Text("regular").id("mode")
                    }
                    let greeting = (name ?? "") + "!"
                    Text(greeting).id("d")
                }
            }
        }
        """
        let result = try swiftLayout(source)
        XCTAssertSize(result.frame("yes"), 30, 20)
        XCTAssertNil(result.node("no"))
        XCTAssertSize(result.frame("name"), 30, 20)
        XCTAssertSize(result.frame("mode"), 10, 20)
        XCTAssertSize(result.frame("d"), 40, 20)
        let off = try swiftLayout(source, ["flag": .string("false")])
        XCTAssertSize(off.frame("no"), 20, 20)
    }

    func testForEachOverRangesArraysAndStructs() throws {
        let result = try swiftLayout("""
        struct Item: Identifiable { let id: Int; let name: String }
        struct Demo: View {
            let items = [Item(id: 1, name: "a"), Item(id: 2, name: "bbb")]
            let words = ["x", "yy"]
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 0) { ForEach(0..<3) { i in Text("\\(i)").id("r\\(i)") } }
                    HStack(spacing: 0) { ForEach(0...2, id: \\.self) { Text("\\($0 * 10)").id("c\\($0)") } }
                    ForEach(items) { item in Text(item.name).id(item.name) }
                    ForEach(words, id: \\.self) { word in Text(word).id(word) }
                    Text("\\(items.count) \\(words[1])").id("n")
                }
            }
        }
        """)
        XCTAssertFrame(result.frame("r2"), 20, 0, 10, 20)
        XCTAssertSize(result.frame("c2"), 20, 20)
        XCTAssertSize(result.frame("bbb"), 30, 20)
        XCTAssertSize(result.frame("yy"), 20, 20)
        XCTAssertEqual(text(result, "n"), "2 yy")
    }

    // MARK: - Expressions

    func testArithmeticConversionsAndFormatting() throws {
        let result = try swiftLayout("""
        struct Demo: View {
            @State var step: CGFloat = 3
            var count: Int { Int(step) }
            let total = 1_204
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(count) \\(7 / 2) \\(CGFloat(7) / 2) \\(step)").id("a")
                    Text(total, format: .number).id("b")
                    Text(0.75.formatted(.percent)).id("c")
                    Text("mixed".uppercased()).id("d")
                    Text(count > 2 && !(count == 5) || false ? "big" : "small").id("e")
                    Text("\\([1, 2, 3].count + -1)").id("f")
                }
            }
        }
        """)
        XCTAssertEqual(text(result, "a"), "3 3 3.5 3.0")
        XCTAssertEqual(text(result, "b"), "1,204")
        XCTAssertEqual(text(result, "c"), "75%")
        XCTAssertEqual(text(result, "d"), "MIXED")
        XCTAssertEqual(text(result, "e"), "big")
        XCTAssertEqual(text(result, "f"), "2")
    }

    func testEnumStyleMembersBecomeSceneValues() throws {
        let loaded = try load("""
        VStack(alignment: .leading) {
            Text("a").font(.system(size: 20, weight: .bold, design: .rounded))
            Text("b").font(.footnote.weight(.semibold)).foregroundStyle(Color.blue.opacity(0.5))
            Rectangle().fill(.orange.gradient).frame(maxWidth: .infinity)
            Color(white: 0.95)
            Text("c").padding(.horizontal, 8).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Circle().stroke(.blue, lineWidth: 2).background(.red, in: RoundedRectangle(cornerRadius: 7))
        }
        """)
        let json = JSONOutput.scene(loaded.json)
        for fragment in [#""size": 20"#, #""weight": "bold""#, #""design": "rounded""#, #""style": "footnote""#,
                         #""weight": "semibold""#, #""opacity": 0.5"#, #""fill": "orange.gradient""#, #""maxWidth": "infinity""#,
                         ##""color": "#F2F2F2FF""##, #""trailing": 4"#, #""length": 8"#, #""horizontal""#, #""stroke": "blue""#,
                         #""cornerRadius": 7"#, #""alignment": "leading""#] {
            XCTAssertTrue(json.contains(fragment), "\(fragment) missing in\n\(json)")
        }
    }

    func testAlignmentGuideClosures() throws {
        let source = """
        ZStack(alignment: .topTrailing) {
            Rectangle().frame(width: 100, height: 40).id("base")
            Rectangle().frame(width: 20, height: 20)
                .alignmentGuide(.top) { $0.height / 2 }
                .alignmentGuide(HorizontalAlignment.trailing, computeValue: { d in d[HorizontalAlignment.center] })
                .id("dot")
        }
        """
        let result = try swiftLayout(source)
        XCTAssertSize(result.frame("base"), 100, 40)
        let json = JSONOutput.scene(try load(source).json)
        XCTAssertTrue(json.contains(#""value": "(height / 2)""#), json)
        XCTAssertTrue(json.contains(#""value": "centerX""#), json)
        // The dot's centre sits on the base's top-trailing corner.
        let base = result.frame("base"), dot = result.frame("dot")
        XCTAssertEqual(dot.minX + dot.width / 2, base.maxX)
        XCTAssertEqual(dot.minY + dot.height / 2, base.minY)
    }

    func testGeometryReaderRunsItsClosureWithTheOfferedSize() throws {
        let result = try swiftLayout("""
        GeometryReader { proxy in
            Text("\\(Int(proxy.size.width))").id("w")
                .frame(width: proxy.size.width / 2)
                .id("half")
        }
        .frame(width: 120, height: 50)
        """)
        XCTAssertEqual(text(result, "w"), "120")
        XCTAssertSize(result.frame("half"), 60, 20)
    }

    func testControlsBindToParameters() throws {
        let loaded = try load("""
        struct Demo: View {
            @State var width: CGFloat = 150
            @State var on = true
            var body: some View {
                VStack {
                    Slider(value: $width, in: 90 ... 250)
                    Toggle("Wi-Fi", isOn: $on)
                    Stepper("Count", value: $width, in: 0...300, step: 10)
                    Button("Go") { print("tap") }.buttonStyle(.borderedProminent)
                    Button { } label: { Text("Label") }
                }
            }
        }
        """, ["width": .number(200)])
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains(#""value": 200"#), json)
        XCTAssertTrue(json.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "").contains(#""in":[90,250]"#), json)
        XCTAssertTrue(json.contains(#""isOn": true"#), json)
        XCTAssertTrue(json.contains(#""buttonStyle": "borderedProminent""#), json)
        // Actions never run, so the print in one is not even noted.
        XCTAssertEqual(loaded.notes, [])
    }

    // MARK: - Errors and notes

    func testErrorsNameLineColumnAndShowACaret() throws {
        let unknown = try XCTUnwrap(error("VStack {\n    Text(\"a\").frame(width: width)\n}"))
        XCTAssertEqual(unknown.location, SourceLocation(line: 2, column: 28))
        XCTAssertTrue(unknown.description.contains("cannot find 'width' in scope"), unknown.description)
        XCTAssertTrue(unknown.description.hasSuffix("    Text(\"a\").frame(width: width)\n                           ^"), unknown.description)
        XCTAssertNil(error("Text(\"a\").frame(width: width)", ["width": .number(5)]))

        let syntax = try XCTUnwrap(error("VStack {\n  Text(\"a\"\n}"))
        XCTAssertTrue(syntax.message.hasPrefix("syntax error"), syntax.message)
        XCTAssertEqual(syntax.location?.line, 2)

        // What the renderer does not know is a placeholder (SwiftPlaceholderTests); --strict
        // makes it an error at its place.
        let modifier = try XCTUnwrap(error("Text(\"a\")\n    .shadowy(radius: 3)", strict: true))
        XCTAssertEqual(modifier.location, SourceLocation(line: 2, column: 5))
        XCTAssertTrue(modifier.message.contains("unsupported modifier .shadowy"), modifier.message)

        let layout = try XCTUnwrap(error("struct _MyLayout: Layout { }\nstruct V: View { var body: some View { _MyLayout { Text(\"a\") } } }"))
        XCTAssertTrue(layout.message.contains("_MyLayout has no sizeThatFits(proposal:subviews:cache:)"), layout.message)
        let unknownView = try XCTUnwrap(error("SpriteView { context, size in }", strict: true))
        XCTAssertTrue(unknownView.message.contains("unknown SpriteView"), unknownView.message)

        let overload = try XCTUnwrap(error("Text(\"a\").padding(top: 3)"))
        XCTAssertTrue(overload.message.contains("padding(_:_:)"), overload.message)

        let value = try XCTUnwrap(error("Text(\"a\").frame(width: -5)"))
        XCTAssertEqual(value.location, SourceLocation(line: 1, column: 24))
        XCTAssertTrue(value.message.contains("negative"), value.message)
        XCTAssertNil(value.path)

        let unusedSet = try XCTUnwrap(error("Text(\"a\")", ["nope": .number(1)]))
        XCTAssertTrue(unusedSet.message.contains("--set nope"), unusedSet.message)
    }

    func testRunawayCodeIsStopped() throws {
        let recursion = try XCTUnwrap(error("struct A: View { var body: some View { A() } }"))
        XCTAssertTrue(recursion.message.contains("nest more than"), recursion.message)
        let loop = try XCTUnwrap(error("""
        func spin() -> Int { var i = 0; while true { i += 1 }; return i }
        Text("\\(spin())")
        """))
        XCTAssertTrue(loop.message.contains("evaluation steps"), loop.message)
        let big = try XCTUnwrap(error("ForEach(0..<10_000_000) { Text(\"\\($0)\") }"))
        XCTAssertTrue(big.message.contains("more than"), big.message)
        let crash = try XCTUnwrap(error("Text(\"\\([1][3])\")"))
        XCTAssertTrue(crash.message.contains("out of range"), crash.message)
        let divide = try XCTUnwrap(error("Text(\"\\(1 / 0)\")"))
        XCTAssertTrue(divide.message.contains("division by zero"), divide.message)
    }

    func testWhatIsNotLayoutIsANoteOrWithStrictAnError() throws {
        let source = "Text(\"a\").onTapGesture { }.animation(.easeInOut, value: 1).onAppear { }.onTapGesture { }"
        let loaded = try load(source)
        XCTAssertEqual(loaded.notes.count, 3, "\(loaded.notes)")
        XCTAssertTrue(loaded.notes[0].hasPrefix("View.swift:1:10: note: ignored .onTapGesture"), loaded.notes[0])
        let strict = try XCTUnwrap(error(source, strict: true))
        XCTAssertTrue(strict.message.contains("--strict"), strict.message)
    }
}

extension PlacedNode {
    /// The first node, depth first, that satisfies `predicate`.
    func first(where predicate: (PlacedNode) -> Bool) -> PlacedNode? {
        if predicate(self) { return self }
        for child in children { if let found = child.first(where: predicate) { return found } }
        return nil
    }
}
