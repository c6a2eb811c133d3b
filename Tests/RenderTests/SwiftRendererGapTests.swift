import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Session 15's renderer gaps from the corpus (EnvironmentOverrides' toggle glyph and settings
/// text, Food Truck's axis marks, a provider's `Group` of previews) and review 14 R2's
/// truck25v items, each in a snippet written for these tests.
extension SwiftAppCodeTests {
    /// R2 truck25v 5: past the 1,000-mark cap, `value.count` is still every value of that
    /// `AxisMarks` (SwiftUI's), and the warning is located at the `AxisMarks` that passes it.
    func testAxisValueCountIsKeptPastTheMarkCap() throws {
        let source = """
            import SwiftUI
            import Charts
            struct Cups: View {
                var body: some View {
                    Chart {
                        LineMark(x: .value("Hour", 0), y: .value("Cups", 0))
                        LineMark(x: .value("Hour", 100), y: .value("Cups", 5))
                    }
                    .chartXAxis {
                        AxisMarks(values: Array(0..<600))
                        AxisMarks(values: Array(0..<600)) { value in
                            AxisValueLabel("\\(value.index)/\\(value.count)")
                        }
                    }
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        let capped = loaded.warnings.filter { $0.contains("past 1,000 marks on one axis") }
        XCTAssertEqual(capped.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(capped.first?.hasPrefix("V.swift:11:") == true, "\(capped)")
        let json = "\(loaded.json)"
        // The second AxisMarks keeps its first 400 values, each labelled with all 600.
        XCTAssertTrue(json.contains("\"399/600\""), json)
        XCTAssertFalse(json.contains("\"400/600\""), json)
        XCTAssertFalse(json.contains("/400\""), json)
    }

    /// R2 truck25v 7: the app's own `InsettableShape` (or a `Path`) as a container shape is left
    /// out with a located warning; the view is drawn, its `ContainerRelativeShape` a rectangle.
    func testACustomContainerShapeIsLeftOutWithAWarning() throws {
        let source = """
        import SwiftUI
        struct Ticket: InsettableShape {
            var inset: CGFloat = 0
            func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
            func inset(by amount: CGFloat) -> Ticket { Ticket(inset: inset + amount) }
        }
        #Preview {
            VStack(spacing: 0) {
                Text("A").background(ContainerRelativeShape().fill(.red)).containerShape(Ticket())
                Text("B").containerShape(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[0].contains("App.swift:9:66: warning: left out .containerShape(…): the custom shape Ticket as the container shape is not drawn yet"), "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[1].contains("App.swift:10:18: warning: left out .containerShape(…): a Path as the container shape"), "\(loaded.warnings)")
        XCTAssertEqual(try texts(source), ["A", "B"])
    }

    /// `path.addRoundedRect(in:cornerSize:style:)` (EnvironmentOverrides' toggle glyph): the
    /// outline `RoundedRectPath` makes, drawn with no warning; `Path(roundedRect:cornerRadius:)`.
    func testAddRoundedRectMakesItsOutline() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Path { path in
                    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 4, height: 4), style: .circular)
                    path.addRoundedRect(in: CGRect(x: 50, y: 0, width: 20, height: 20), cornerSize: CGSize(width: 2, height: 2))
                }
                .stroke(.red, lineWidth: 2)
                Path(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 40).fill(.blue)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        // The scene's steps, numbers to 3 places.
        func compact(_ node: JSONNode) -> String {
            switch node.value {
            case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
            case .object(let members): return "{" + members.map { $0.key + ":" + compact($0.value) }.joined(separator: ",") + "}"
            case .number(let number): return String(format: "%g", (number * 1000).rounded() / 1000)
            case .string(let text): return text
            default: return "\(node.value)"
            }
        }
        let json = compact(loaded.json)
        // The first rect: from the middle of its right edge down to the bottom-right corner's
        // start, then its quarter ellipse (its handles 4 × 0.4477 from the corner); the
        // second's continuous corners start 2 × 1.52866 from each corner.
        XCTAssertTrue(json.contains("elements:[[move,40,10],[line,40,16],[curve,36,20,40,18.209,38.209,20],[line,4,20]"), json)
        XCTAssertTrue(json.contains("[close],[move,70,10],[line,70,16.943],[curve,69.869,18.66,70,17.823,70,18.263]"), json)
        // A radius past half the side is half the side: a circle of 15.
        XCTAssertTrue(json.contains("elements:[[move,30,15],[line,30,15],[curve,15,30,30,23.284,23.284,30]"), json)
    }

    /// `RoundedRectPath` (steps 1–3): exact elements for circular corners; a continuous corner
    /// reaches 1.52866 extents along each edge; one that would not fit is circular.
    func testRoundedRectPathElements() {
        let circular = RoundedRectPath.elements(in: Rect(x: 0, y: 0, width: 40, height: 20), corners: .init(width: 4, height: 2), continuous: false)
        let k = 1 - RoundedRectPath.quarterHandle
        XCTAssertEqual(circular.count, 1 + 4 * 2 + 1)
        XCTAssertEqual(circular[0], .move(to: Point(x: 40, y: 10)))
        XCTAssertEqual(circular[1], .line(to: Point(x: 40, y: 18)))
        XCTAssertEqual(circular[2], .curve(to: Point(x: 36, y: 20), control1: Point(x: 40, y: 20 - 2 * k), control2: Point(x: 40 - 4 * k, y: 20)))
        XCTAssertEqual(circular[3], .line(to: Point(x: 4, y: 20)))
        XCTAssertEqual(circular.last, .close)
        let smooth = RoundedRectPath.elements(in: Rect(x: 0, y: 0, width: 100, height: 100), corners: .init(width: 10, height: 10), continuous: true)
        XCTAssertEqual(smooth.count, 1 + 4 * 6 + 1)
        XCTAssertEqual(smooth[1], .line(to: Point(x: 100, y: 100 - 15.2866483)))
        // 20 × 10 with corners of 4: 1.52866 × 4 passes half the height, so the corners are circular.
        let tight = RoundedRectPath.elements(in: Rect(x: 0, y: 0, width: 20, height: 10), corners: .init(width: 4, height: 4), continuous: true)
        XCTAssertEqual(tight.count, 1 + 4 * 2 + 1)
        // Extents past half a side are clamped to it; zero corners are square.
        let clamped = RoundedRectPath.elements(in: Rect(x: 0, y: 0, width: 10, height: 10), corners: .init(width: 40, height: 40), continuous: false)
        XCTAssertEqual(clamped[1], .line(to: Point(x: 10, y: 5)))
        let square = RoundedRectPath.elements(in: Rect(x: 0, y: 0, width: 10, height: 10), corners: .init(width: 0, height: 0), continuous: true)
        XCTAssertEqual(square, [.move(to: Point(x: 10, y: 5)), .line(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)),
                                .line(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .close])
    }

    /// `extension Text { func settingsStyle() -> Text }` used as a modifier on a Text: its
    /// `font(.footnote).bold()` goes on that Text (the same scene as writing them there).
    func testATextExtensionMethodIsAModifierOfTheText() throws {
        let source = """
        import SwiftUI
        extension Text {
            func settingsStyle() -> Text { font(.footnote).bold() }
            static func title(_ s: String) -> Text { Text(s) }
        }
        #Preview {
            VStack(spacing: 0) {
                Text("Dark").settingsStyle()
                Text("Big").italic().settingsStyle()
            }
        }
        """
        let direct = """
        import SwiftUI
        #Preview {
            VStack(spacing: 0) {
                Text("Dark").font(.footnote).bold()
                Text("Big").italic().font(.footnote).bold()
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(source), ["Dark", "Big"])
        let made = try layout(source), written = try layout(direct)
        var sizes: [[Double]] = [], expected: [[Double]] = []
        made.root.forEach { if case .text = $0.content { sizes.append([$0.frame.width, $0.frame.height]) } }
        written.root.forEach { if case .text = $0.content { expected.append([$0.frame.width, $0.frame.height]) } }
        XCTAssertEqual(sizes, expected)
        XCTAssertTrue("\(loaded.json)".contains("footnote"), "\(loaded.json)")
    }

    /// A provider's `Group { A; B }` of previews under `render FILE`: only the first is built
    /// (`PreviewGroups`), with the group's modifiers; the second, an endless loop, never runs.
    func testAProvidersGroupOfPreviewsShowsItsFirstOnly() throws {
        let source = """
        import SwiftUI
        func spin() -> Int { var n = 0; while true { n += 1 }; return n }
        struct Spin: View {
            @State private var n = spin()
            var body: some View { Text("\\(n)") }
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Text("first").padding(1)
                    Spin()
                }
                .padding(2)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(source), ["first"])
        XCTAssertEqual(try leaves(source), ["Text 170,390 50x20"])
    }

    /// A provider's `ForEach` of previews (one preview per element in Xcode's canvas) under
    /// `render FILE`: only its first element's views are built (`PreviewGroups` step 3), with the
    /// ForEach's modifiers; the same for a `ForEach` that makes a group of previews' first views.
    func testAProvidersForEachOfPreviewsShowsItsFirstElementOnly() throws {
        let source = """
        import SwiftUI
        func spin() -> Int { var n = 0; while true { n += 1 }; return n }
        struct Spin: View {
            @State private var n = spin()
            var body: some View { Text("\\(n)") }
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                ForEach(["first", "never"], id: \\.self) { name in
                    if name == "never" { Spin() } else { Text(name).padding(1) }
                }
                .padding(2)
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["first"])
        XCTAssertEqual(try leaves(source), ["Text 170,390 50x20"])
        // The same ForEach making a group of previews' first views, a second preview after it.
        let grouped = source.replacingOccurrences(of: "        ForEach(", with: "        Group { ForEach(")
            .replacingOccurrences(of: "        }\n        .padding(2)", with: "        }\n        Spin() }\n        .padding(2)")
        XCTAssertTrue(grouped.contains("Group { ForEach(") && grouped.contains("Spin() }"), grouped)
        XCTAssertEqual(try texts(grouped), ["first"])
        XCTAssertEqual(try leaves(grouped), ["Text 170,390 50x20"])
        // In a `#Preview` (one picture), a ForEach's views all stay, stacked.
        XCTAssertEqual(try texts("import SwiftUI\n#Preview { VStack { ForEach([\"a\", \"b\"], id: \\.self) { Text($0) } } }"), ["a", "b"])
    }

    /// `RoundedRectangle(cornerRadius: 6).inset(by: -2).fill(…)` (EnvironmentOverrides' button
    /// box): drawn 2 points past its frame with a radius of 8, its layout the shape's.
    func testInsetByOfABuiltInShape() throws {
        let source = """
        import SwiftUI
        #Preview {
            ZStack {
                RoundedRectangle(cornerRadius: 6).inset(by: -2).fill(.red)
                Capsule().inset(by: 3).stroke(.blue)
            }
            .frame(width: 40, height: 20)
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(Interpreter.insetOutline("RoundedRectangle", radius: 6, continuous: false, amount: -2, width: 40, height: 20),
                       RoundedRectPath.elements(in: Rect(x: -2, y: -2, width: 44, height: 24), corners: .init(width: 8, height: 8), continuous: false))
        XCTAssertEqual(Interpreter.insetOutline("Capsule", radius: 0, continuous: false, amount: 3, width: 40, height: 20),
                       RoundedRectPath.elements(in: Rect(x: 3, y: 3, width: 34, height: 14), corners: .init(width: 7, height: 7), continuous: false))
        XCTAssertEqual(Interpreter.insetOutline("Circle", radius: 0, continuous: false, amount: 2, width: 40, height: 20),
                       [.ellipse(Rect(x: 12, y: 2, width: 16, height: 16))])
        XCTAssertEqual(Interpreter.insetOutline("RoundedRectangle", radius: 2, continuous: true, amount: 5, width: 40, height: 20),
                       RoundedRectPath.elements(in: Rect(x: 5, y: 5, width: 30, height: 10), corners: .init(width: 0, height: 0), continuous: true))
        // Laid out as the shapes are: each takes the 40 × 20 frame.
        XCTAssertEqual(try leaves(source).filter { $0.hasPrefix("Path") }.map { $0.split(separator: " ")[2] }, ["40x20", "40x20"])
    }
}
