import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A view rendered directly whose required input is of a type the module declares a sample of
/// (issue 25, lane atrest25f; docs/swift-input.md, "At rest"; `InterpreterSampleArguments`).
/// Snippets shaped like Grocy's `RecipeRowView` (`Recipe.sampleRecipe`) and clean-architecture's
/// `ApiModel.Country.mockedData`, written here.
extension SwiftAppCodeTests {
    func testARequiredPropertyTakesTheModulesOneSampleOfItsType() throws {
        let source = """
        import SwiftUI

        class Recipe {
            var name: String
            var score: Int
            static let shared = Recipe(name: "Shared", score: 0)
            init(name: String, score: Int) { self.name = name; self.score = score }
        }

        struct RecipeRow: View {
            var recipe: Recipe
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(recipe.name)
                    Text("Score \\(recipe.score)")
                }
            }
        }

        #if DEBUG
        extension Recipe {
            static let sampleName = "not a Recipe"
            static let sampleRecipe = Recipe(name: "Soup", score: 3)
        }
        #endif
        """
        XCTAssertEqual(try texts(source), ["Soup", "Score 3"])
        // 10 pt a character, 20 pt a line: the column is 70 wide, centred in 390 x 800.
        XCTAssertEqual(try leaves(source), ["Text 160,380 40x20", "Text 160,400 70x20"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: RecipeRow.recipe is the module's sample Recipe.sampleRecipe ") }, "\(loaded.notes)")
    }

    func testAnInitParameterTakesTheFirstOfTheModulesSampleArray() throws {
        let source = """
        import SwiftUI

        enum ApiModel {
            struct Country { let name: String; let population: Int }
        }

        extension ApiModel.Country {
            static let mockedData: [ApiModel.Country] = [
                ApiModel.Country(name: "Georgia", population: 2),
                ApiModel.Country(name: "Canada", population: 5)
            ]
        }

        struct Details: View {
            private let country: ApiModel.Country
            @State private var loaded: Bool
            init(country: ApiModel.Country, loaded: Bool = false) {
                self.country = country
                _loaded = .init(initialValue: loaded)
            }
            var body: some View {
                Text("\\(country.name) \\(country.population) \\(loaded ? "loaded" : "idle")")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Georgia 2 idle"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: Details.country is the module's sample ApiModel.Country.mockedData[0] ") }, "\(loaded.notes)")
    }

    func testThePreferredSampleWordWinsAndATieOrNoSampleLeavesThePlaceholder() throws {
        func source(_ statics: String, property: String = "let item: Item") -> String {
            """
            import SwiftUI

            struct Item { let title: String }
            extension Item {
            \(statics)
            }
            struct Row: View {
                \(property)
                var body: some View { Text(item.title) }
            }
            """
        }
        // `preview` comes before `mock` and `example` in the documented order.
        let preferred = source("static let mock = Item(title: \"mock\")\nstatic let example = Item(title: \"example\")\nstatic let preview = Item(title: \"preview\")")
        XCTAssertEqual(try texts(preferred), ["preview"])
        // Two of the most preferred word: ambiguous, so none is used.
        let tie = source("static let sample1 = Item(title: \"one\")\nstatic let sample2 = Item(title: \"two\")\nstatic let mock = Item(title: \"mock\")")
        XCTAssertEqual(try texts(tie), ["Text(Row.item)"])
        XCTAssertEqual(try load(tie).placeholders, 1)
        // The name that is the word comes before names containing it (Food Truck's `Order`
        // declares `preview`, `preview2`…`previewArray`; review R1 item 6).
        let exact = source("static let preview2 = Item(title: \"two\")\nstatic let preview = Item(title: \"preview\")\nstatic let previewArray = [Item(title: \"array\")]")
        XCTAssertEqual(try texts(exact), ["preview"])
        // Candidates left unused by a tie leave no warnings of their evaluation (review R1 item 7).
        let unusedWarnings = """
        import SwiftUI

        struct Item { let title: String; var tint: Color = .red }
        extension Item {
            static let sample1 = Item(title: "one", tint: Color("Missing"))
            static let sample2 = Item(title: "two", tint: Color("Missing"))
        }
        struct Row: View {
            let item: Item
            var body: some View { Text(item.title) }
        }
        """
        let unused = try load(unusedWarnings)
        XCTAssertEqual(unused.placeholders, 1)
        XCTAssertEqual(unused.warnings.count, 1, "\(unused.warnings)")
        // A value of the type whose name is no sample word (`shared`, `default`) is not a sample.
        let unnamed = source("static let shared = Item(title: \"shared\")")
        XCTAssertEqual(try texts(unnamed), ["Text(Row.item)"])
        // An optional input is nil, as before; a type the module does not declare has no sample.
        XCTAssertEqual(try texts(source("static let preview = Item(title: \"p\")", property: "let item: Item?")
            .replacingOccurrences(of: "Text(item.title)", with: "Text(item?.title ?? \"none\")")), ["none"])
        let standard = source("static let preview = Item(title: \"p\")", property: "let text: String; var item: Item { Item(title: text) }")
        XCTAssertEqual(try texts(standard), ["Text(Row.text)"])
    }

    /// Review R1 item 9: a model input (an `ObservableObject`) whose type declares a sample gets
    /// the sample, as a preview passes it (Food Truck's `FoodTruckModel.preview`), not a
    /// placeholder.
    func testAModelInputWithASampleTakesTheSample() throws {
        let source = """
        import SwiftUI

        final class TruckModel: ObservableObject {
            @Published var name: String
            init(name: String) { self.name = name }
            static let preview = TruckModel(name: "Preview Truck")
        }
        struct TruckView: View {
            @ObservedObject var model: TruckModel
            var body: some View { Text(model.name) }
        }
        """
        XCTAssertEqual(try texts(source), ["Preview Truck"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: TruckView.model is the module's sample TruckModel.preview ") }, "\(loaded.notes)")
        // Without the sample it is made by its initialiser (`InterpreterInputModels`), whose
        // parameter no caller passes at rest: the named placeholder of that parameter.
        XCTAssertEqual(try texts(source.replacingOccurrences(of: "static let preview", with: "static let shared")), ["Text(TruckModel.name)"])
    }

    func testAStandardTypeHasNoSampleEvenWhenAnExtensionDeclaresOne() throws {
        let source = """
        import SwiftUI

        struct Badge: View {
            let label: String
            var body: some View { Text(label) }
        }
        extension String { static let preview = "sample" }
        """
        // `String` is not a type the module declares: only `--set` gives it.
        XCTAssertEqual(try texts(source), ["Text(Badge.label)"])
    }
}

extension SwiftAppCodeTests {
    func testASlidersLabelIsANoteAndItsEndLabelsAreDrawn() throws {
        // ControlRoom's `Slider(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:) {
        // Text("Level:") }`: iOS shows no label beside a slider, and draws the value labels at
        // the track's ends (SliderView step 4).
        let source = """
        import SwiftUI

        struct Battery: View {
            @State private var level = 50.0
            var body: some View {
                VStack(spacing: 0) {
                    Slider(value: $level, in: 0...100) { Text("Level:") }
                    Slider(value: $level, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%")) { Text("Level:") }
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: ignored Slider's label: argument: iOS draws no label") }, "\(loaded.notes)")
        // A bare slider across the width; under it "0%" (20 wide), the system spacing (8), the
        // track, 8, "100%" (40 wide), the 20-point labels centred on the 34-point track.
        XCTAssertEqual(try leaves(source), ["Slider 0,366 390x34", "Text 0,407 20x20", "Slider 28,400 314x34", "Text 350,407 40x20"])
        // Review R1 item 5: the note comes from the vocabulary (`NotDrawn.silentArguments`), so
        // the generated docs list `label:` as not drawn by iOS, and the value labels are drawn.
        XCTAssertEqual(Vocabulary.view("Slider")?.notDrawn.silentArguments, ["label"])
        XCTAssertEqual(Vocabulary.view("Slider")?.notDrawn.arguments, [])
        let docs = Vocabulary.markdown()
        XCTAssertFalse(docs.contains("| `Slider` | `minimumValueLabel:`, `maximumValueLabel:` |"), docs)
        XCTAssertTrue(docs.contains("`Slider(value:in:step:minimumValueLabel:maximumValueLabel:onEditingChanged:)`"), docs)
        XCTAssertTrue(docs.contains("| `Slider` | `label:` | iOS draws no label beside a slider"), docs)
    }

    func testASlidersValueLabelsInClosuresAndAloneInJSON() throws {
        // iOS 13's closure form, with a step; the labels take their ideal widths and the track
        // the rest of the 200-point frame: "Slow" 40, 8, 104, 8, "Fast" 40.
        let source = """
        import SwiftUI

        struct Speed: View {
            @State private var speed = 30.0
            var body: some View {
                Slider(value: $speed, in: 0...100, step: 5) {
                    Text("Speed")
                } minimumValueLabel: {
                    Text("Slow")
                } maximumValueLabel: {
                    Text("Fast")
                }
                .frame(width: 200)
            }
        }
        """
        XCTAssertEqual(try leaves(source), ["Text 95,390 40x20", "Slider 143,383 104x34", "Text 255,390 40x20"])
        // A scene may give one label alone: it takes its end, the track the rest.
        let scene = #"{"type": "Slider", "value": 0.5, "maximumValueLabel": {"type": "Text", "text": "Max"}, "modifiers": [{"frame": {"width": 100}}]}"#
        let placed = try RenderTests.layout(scene, width: 100, height: 100).root
        var leaves: [String] = []
        placed.forEach { if $0.children.isEmpty { leaves.append("\($0.kind) \(Int($0.frame.origin.x)) \(Int($0.frame.size.width))") } }
        XCTAssertEqual(leaves, ["Slider 0 62", "Text 70 30"])
    }
}
