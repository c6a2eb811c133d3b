import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The coverage views (`SwiftAPICoverageViews.swift`): each compiled, and read from that file as
/// Swift source, with identical layout dumps and PNG bytes required.
@Suite struct SwiftAPICoverageTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SwiftAPICoverageViews.swift").path

    /// Every coverage view, for the parity tests here and the completeness test.
    static var views: [(name: String, view: AnyView)] { [
        ("CoverageEffects", AnyView(CoverageEffects())), ("CoverageColorEffects", AnyView(CoverageColorEffects())), ("CoverageText", AnyView(CoverageText())),
        ("CoverageShapes", AnyView(CoverageShapes())), ("CoverageLists", AnyView(CoverageLists())),
        ("CoverageControls", AnyView(CoverageControls())), ("CoverageNavigation", AnyView(CoverageNavigation())),
        ("CoverageTabs", AnyView(CoverageTabs())), ("CoverageLegacyNavigation", AnyView(CoverageLegacyNavigation())),
        ("CoverageStates", AnyView(CoverageStates())),
        ("CoverageColorScheme", AnyView(CoverageColorScheme())),
        ("CoverageCorpusOverloads", AnyView(CoverageCorpusOverloads())),
        ("CoverageAppControls", AnyView(CoverageAppControls())),
        ("CoverageRowsAndSymbols", AnyView(CoverageRowsAndSymbols())),
        ("CoverageEnvironmentStyles", AnyView(CoverageEnvironmentStyles())),
        ("CoverageScrollMargins", AnyView(CoverageScrollMargins())),
        ("CoveragePhotosPicker", AnyView(CoveragePhotosPicker())),
        ("CoverageLiquidGlass", AnyView(CoverageLiquidGlass())),
    ] }

    @Test(arguments: views.map(\.name)) func sameAsTheSwiftFile(_ name: String) throws {
        guard let view = Self.views.first(where: { $0.name == name })?.view else { Issue.record("no view \(name)"); return }
        let d = try SwiftAPIParityTests.dumps(view, name, file: Self.file)
        #expect(d.api == d.source, "\(name): the layouts differ")
    }
}
