import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Constructs of the corpus files of lane atrest25c (issue 25: Backyard Birds, Scrumdinger),
/// each in a snippet shaped like the app code, written for the test; fixed-advance measurer
/// (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    func testAQueryAnInitMakesHoldsNoRows() throws {
        // Backyard Birds' `BackyardsSearchResults`: the wrapper made in `init`, with or without a
        // `#Predicate`, holds what `@Query` holds on a fresh install: no rows.
        func source(_ search: String) -> String {
            """
            import SwiftUI
            import SwiftData

            struct Yard: Identifiable { var id: Int; var name: String }

            struct YardResults: View {
                @Binding var searchText: String
                @Query private var yards: [Yard]

                init(searchText: Binding<String>) {
                    _searchText = searchText
                    if searchText.wrappedValue.isEmpty {
                        _yards = Query(sort: \\.name)
                    } else {
                        let term = searchText.wrappedValue
                        _yards = Query(filter: #Predicate { yard in
                            yard.name.contains(term)
                        }, sort: \\.name)
                    }
                }

                var body: some View {
                    VStack {
                        Text("Yards")
                        ForEach(yards) { yard in Text(yard.name) }
                        Text("\\(yards.count) shown")
                    }
                }
            }

            #Preview { YardResults(searchText: .constant("\(search)")) }
            """
        }
        for search in ["", "oak"] {
            let loaded = try load(source(search))
            XCTAssertEqual(loaded.warnings, [], search)
            XCTAssertEqual(try texts(source(search)), ["Yards", "0 shown"], search)
        }
        // A body that is only the ForEach of no rows (Backyard Birds' `PlantsSearchSuggestions`):
        // an empty screen, not an error.
        let bare = try layout("""
        import SwiftUI
        import SwiftData
        struct Plant { var name: String }
        struct Suggestions: View {
            @Query private var plants: [Plant]
            var body: some View {
                ForEach(plants.map(\\.name), id: \\.self) { name in Text(name) }
            }
        }
        """)
        var drawn = 0
        bare.root.forEach { if case .text = $0.content { drawn += 1 } }
        XCTAssertEqual(drawn, 0)
    }

    func testASetKeepsEachElementOnce() throws {
        // Backyard Birds' `PlantsSearchSuggestions`: `Set(names).sorted()`; also a set of the
        // app's values and an empty one.
        let source = """
        import SwiftUI

        struct Tag: Equatable { var name: String }

        struct Suggestions: View {
            let names = ["Oak", "Fern", "Oak", "Ash", "Fern"]
            let tags = [Tag(name: "a"), Tag(name: "b"), Tag(name: "a")]
            var sortedNames: [String] { Set(names).sorted() }

            var body: some View {
                VStack {
                    ForEach(sortedNames, id: \\.self) { name in Text(name) }
                    Text("\\(Set(tags).count) tags, \\(Set(["x"]).contains("x")), \\(Set<String>().isEmpty)")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Ash", "Fern", "Oak", "2 tags, true, true"])
    }

    func testEnvironmentObjectsAnAppModifierProvidesReachTheView() throws {
        // Scrumdinger's `.withMockProviders()`: an `extension View` function whose body gives
        // `self` its environment objects; the view it is called on reads them. The provider's
        // `init` starts a Task, which never delivers at rest: the list is its declared `[]`.
        let source = """
        import SwiftUI

        final class ScrumStore: ObservableObject {
            @Published private(set) var scrums: [String] = []
            private var loading: Task<Void, Never>?
            let title: String

            init(title: String, load: @escaping () async -> [String]) {
                self.title = title
                loading = Task { scrums = await load() }
            }

            static var mock: ScrumStore = { .init(title: "Mock", load: { ["Design"] }) }()
        }

        final class Recorder: ObservableObject {
            let name: String
            init(name: String) { self.name = name }
            static let mock = Recorder(name: "Mic")
        }

        extension View {
            func withMockProviders() -> some View {
                self
                    .environmentObject(ScrumStore.mock)
                    .padding(1)
                    .environmentObject(Recorder.mock)
            }
        }

        struct AllScrums: View {
            @EnvironmentObject private var store: ScrumStore
            @EnvironmentObject private var recorder: Recorder
            var body: some View {
                VStack {
                    Text("\\(store.title) \\(store.scrums.count)")
                    ForEach(store.scrums, id: \\.self) { Text($0) }
                    Text(recorder.name)
                }
            }
        }

        #Preview { AllScrums().withMockProviders() }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertFalse(loaded.notes.contains { $0.contains("nothing above the view provides") }, "\(loaded.notes)")
        XCTAssertEqual(try texts(source), ["Mock 0", "Mic"])
    }

    func testARowsSeparatorGuideMovesItsSeparator() throws {
        // Scrumdinger's `ScrumListView`: `.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`
        // on a row whose text is padded in: the separator starts at the guided view's leading
        // edge (the row's content inset, 20 in from the card), not at the text.
        func separators(_ guide: String) throws -> [[Double]] {
            let result = try layout("""
            import SwiftUI

            struct Scrums: View {
                let names = ["Design", "Review"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in
                            Text(name)
                                .padding(.leading, 30)
                                \(guide)
                        }
                    }
                    .listStyle(.insetGrouped)
                }
            }
            """, width: 393)
            var found: [[Double]] = []
            result.root.forEach { node in
                if node.kind == "ListSeparator" { found.append([node.frame.minX, node.frame.minY, node.frame.width]) }
            }
            return found
        }
        // Without a guide: from the text, 20 + 20 + 30 in.
        XCTAssertEqual(try separators(""), [[70, 78, 303]])
        // The guided view (the padded text) starts 40 in; its guide at 0 and at 12.
        XCTAssertEqual(try separators(".alignmentGuide(.listRowSeparatorLeading) { _ in 0 }"), [[40, 78, 333]])
        XCTAssertEqual(try separators(".alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] + 12 }"), [[52, 78, 321]])
        // The trailing guide ends it: the padded text is 30 + 60 wide, so its width less 10 is 80 in.
        XCTAssertEqual(try separators(".alignmentGuide(.listRowSeparatorTrailing) { d in d.width - 10 }"), [[70, 78, 50]])
    }

    func testRedactionWithNoReasonChangesNothing() throws {
        // isowords' `.redacted(reason: store.isLoading ? .placeholder : [])` of a store at rest.
        func source(_ loading: Bool) -> String {
            """
            import SwiftUI

            struct Results: View {
                let isLoading = \(loading)
                var body: some View {
                    VStack {
                        Text("Title").redacted(reason: isLoading ? .placeholder : [])
                        Text("Rank").unredacted()
                    }
                }
            }
            """
        }
        let atRest = try load(source(false))
        XCTAssertEqual(atRest.warnings, [])
        XCTAssertEqual(try texts(source(false)), ["Title", "Rank"])
        // A placeholder reason is drawn (RedactionTests): no warning, the same texts laid out.
        let loading = try load(source(true))
        XCTAssertEqual(loading.warnings, [])
        XCTAssertEqual(try texts(source(true)), ["Title", "Rank"])
    }

    func testAnImageReadThroughImageIOAndKeptInADictionary() throws {
        // Landmarks' `ImageStore`: a bundle JPEG (here a PNG) read through ImageIO, kept in a
        // dictionary and drawn from `images.values[index]` at scale 2.
        let folder = try temporaryDirectory(self)
        let png = try PNGCodec.encode(RGBAImage(width: 40, height: 20, fill: RGBAPixel(r: 200, g: 40, b: 40, a: 255)))
        try Data(png).write(to: folder.appendingPathComponent("rock.png"))
        let source = """
        import SwiftUI
        import ImageIO

        final class Store {
            typealias Images = [String: CGImage]
            fileprivate var images: Images = [:]
            static var shared = Store()

            func image(name: String) -> Image {
                let index = guarantee(name: name)
                return Image(images.values[index], scale: CGFloat(2), label: Text(name))
            }

            static func load(name: String) -> CGImage {
                guard
                    let url = Bundle.main.url(forResource: name, withExtension: "png"),
                    let source = CGImageSourceCreateWithURL(url as NSURL, nil),
                    let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
                else {
                    fatalError("Couldn't load image \\(name).png")
                }
                return image
            }

            fileprivate func guarantee(name: String) -> Images.Index {
                if let index = images.index(forKey: name) { return index }
                images[name] = Store.load(name: name)
                return images.index(forKey: name)!
            }
        }

        struct Rock: View {
            var body: some View {
                Store.shared.image(name: "rock")
            }
        }
        """
        try source.write(to: folder.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 200_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("View.swift").path, options: options)
        XCTAssertEqual(loaded.warnings, [])
        var renderOptions = RenderOptions(canvas: loaded.scene.canvas)
        renderOptions.width = 390
        renderOptions.height = 800
        let result = try Renderer.layout(loaded.scene.root, options: renderOptions, measurer: FixedAdvanceMeasurer())
        var images: [Rect] = []
        result.root.forEach { node in
            if case .image = node.content { images.append(node.frame) }
        }
        // 40 × 20 pixels at scale 2: 20 × 10 points.
        XCTAssertEqual(images.map(\.size), [Size(width: 20, height: 10)])
        // An index past the image: nil, as ImageIO answers, so the app's `fatalError` is its error.
        let missing = source.replacingOccurrences(of: "CGImageSourceCreateImageAtIndex(source, 0, nil)",
                                                  with: "CGImageSourceCreateImageAtIndex(source, 1, nil)")
        try missing.write(to: folder.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SwiftSource.load(contentsOf: folder.appendingPathComponent("View.swift").path, options: options)) { error in
            XCTAssertTrue("\(error)".contains("Couldn't load image rock.png"), "\(error)")
        }
    }
}
