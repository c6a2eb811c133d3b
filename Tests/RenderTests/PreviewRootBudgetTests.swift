import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// The step budget is per rendered root (`EvaluationBudget`, step 1; `PreviewRoots`): each view
/// of a preview's body gets its own meter, so a file whose previews each build a costly model
/// (Food Truck's four `TopFiveDonutsChart` previews) renders them all, while one view that
/// costs more than the limit still stops.
final class PreviewRootBudgetTests: XCTestCase {
    /// `Heavy(n:)` costs 8,013 steps (4 a turn of the loop); the limit below lies between one and two of them.
    let source = """
    func spin(_ n: Int) -> Int {
        var total = 0
        for i in 0..<n { total += i }
        return total
    }
    struct Heavy: View {
        let n: Int
        @State private var total = spin(2000)
        var body: some View { Text("\\(n)") }
    }
    struct Both: View {
        var body: some View { VStack { Heavy(n: 1); Heavy(n: 2) } }
    }
    struct Heavy_Previews: PreviewProvider {
        static var previews: some View {
            Heavy(n: 1)
            Heavy(n: 2)
        }
    }
    """

    func options(view: String? = nil, fileLimit: Int = EvaluationBudget.maxFileSteps) -> SwiftSource.Options {
        var options = SwiftSource.Options(viewName: view)
        options.readsModule = false
        options.stepLimit = 10_000
        options.fileStepLimit = fileLimit
        return options
    }

    func texts(_ loaded: SwiftSource.Loaded) throws -> [String] {
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        var found: [String] = []
        result.root.forEach { if $0.view.label.hasPrefix("Text \"") { found.append($0.view.label) } }
        return found
    }

    /// Two previews, each under the limit and together over it: `render FILE` shows the first,
    /// as Xcode's canvas opens the first of a provider's previews (`previewViews` step 5), and
    /// `render previews` renders each (a run for each).
    func testTwoPreviewsEachUnderTheLimitRenderBoth() throws {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Heavy.swift", options: options())
        XCTAssertEqual(try texts(loaded), ["Text \"1\""])
        let previews = try PreviewCatalog.load(Array(source.utf8), file: "Heavy.swift", options: options())
        XCTAssertEqual(previews.count, 2)
        for (index, preview) in previews.enumerated() {
            XCTAssertEqual(try texts(try preview.result.get()), ["Text \"\(index + 1)\""])
        }
    }

    /// The same two views in one root together cross the limit: it is per root, not unlimited.
    func testOneRootOverTheLimitStops() throws {
        XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "Heavy.swift", options: options(view: "Both"))) { error in
            XCTAssertEqual((error as? SceneError)?.message, "the file takes more than 10000 evaluation steps (an endless loop or recursion?)")
        }
    }

    /// All the roots of one evaluation together stop at the file's limit: a `#Preview` of two
    /// views (both shown, stacked) is two roots.
    func testTheFileLimitBoundsAllRoots() throws {
        let twoRoots = source.replacingOccurrences(of: "struct Heavy_Previews", with: "#Preview { Heavy(n: 1); Heavy(n: 2) }\nstruct Heavy_Previews")
        XCTAssertThrowsError(try SwiftSource.load(Array(twoRoots.utf8), file: "Heavy.swift", options: options(fileLimit: 15_000))) { error in
            XCTAssertEqual((error as? SceneError)?.message, "the file's previews take more than 15000 evaluation steps in all (10000 each)")
        }
    }

    /// `render FILE` of a provider never runs the views listed after the first (Food Truck's
    /// `TopFiveDonutsChart` builds a `FoodTruckModel` in each of its four): an endless loop in
    /// the second preview is not reached; `render previews` reaches it.
    func testOnlyTheFirstPreviewOfAProviderIsEvaluated() throws {
        let spin = """
            struct Fine: View { var body: some View { Text("fine") } }
            struct Spin: View { var body: some View { Text("\\(spin())") } }
            func spin() -> Int { while true { }; return 0 }
            struct Fine_Previews: PreviewProvider {
                static var previews: some View {
                    Fine().previewDisplayName("First")
                    Spin().previewDisplayName("Second")
                }
            }
            """
        let loaded = try SwiftSource.load(Array(spin.utf8), file: "Fine.swift", options: options())
        XCTAssertEqual(try texts(loaded), ["Text \"fine\""])
        let previews = try PreviewCatalog.load(Array(spin.utf8), file: "Fine.swift", options: options())
        XCTAssertTrue(previews.contains { if case .failure = $0.result { return true } else { return false } }, "\(previews.count)")
    }

    /// An endless loop in a preview stops at its own meter, named as the preview's.
    func testAnEndlessLoopInAPreviewStops() throws {
        let loop = "struct Spin: View { var body: some View { Text(\"\\(spin())\") } }\nfunc spin() -> Int { while true { }; return 0 }\n#Preview { Spin() }"
        XCTAssertThrowsError(try SwiftSource.load(Array(loop.utf8), file: "Spin.swift", options: options())) { error in
            XCTAssertEqual((error as? SceneError)?.message, "the preview takes more than 10000 evaluation steps (an endless loop or recursion?)")
        }
    }
}
