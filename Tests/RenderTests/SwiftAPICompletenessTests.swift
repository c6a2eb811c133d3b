import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The Swift API is complete by construction: every overload of the vocabulary table (every
/// view and modifier, every SwiftUI signature it lists) has a compiled API counterpart.
///
/// Swift cannot list a module's methods at run time, so the test builds the scene JSON of views
/// that call the API — the parity, idiom and coverage views, each also rendered by the
/// Swift-source front end and compared — while `OverloadRecorder` notes each table overload the
/// API built through (`SceneJSON.view`, `SceneJSON.modifier`, `SceneJSON.counterpart`). An
/// overload no compiled call reaches is a gap, and the failure names each one. A new table
/// overload therefore fails here until the API has a function for it and a coverage view calls
/// that function (which must then compile, and render as the Swift file does).
@Suite struct SwiftAPICompletenessTests {
    /// Table overloads that cannot have a Swift API counterpart, each with the reason. Keep this
    /// short: an entry here is a spelling a Swift file or JSON scene has and compiled code lacks.
    static let allowed: [String: String] = [
        // The JSON key `environment(\.layoutDirection, _)` writes; SwiftUI has no
        // `layoutDirection(_:)` modifier, so the API must not invent one.
        "layoutDirection(_:)": "JSON key of environment(\\.layoutDirection, _)",
    ]

    /// Swift Charts (`Chart`, its marks and modifiers) and `Canvas` (its `GraphicsContext`) have
    /// no RenderSwiftUI API yet: the Swift files and JSON scenes draw them (ChartTests,
    /// SwiftCanvasTests); the compiled API is work left (docs/swift-api.md).
    static func awaitingAPI(_ name: String, _ overload: Vocabulary.Overload) -> Bool {
        let chartNames = Set((ChartMarkViews.definitions.map { $0.entry.name }) + ChartModifiers.definitions.map { $0.entry.name })
        return chartNames.contains(name) || name == CanvasView.entry.name || overload.parameters.contains { $0.kind == .plottable }
            || overload.signature(name) == "cornerRadius(_:style:)"
    }

    /// Every view whose building the test watches.
    static var examples: [(name: String, view: AnyView)] { [
        ("ParityCard", AnyView(ParityCard())), ("ParityStacks", AnyView(ParityStacks())), ("ParityFits", AnyView(ParityFits())),
        ("ParityShapes", AnyView(ParityShapes())), ("ParityControls", AnyView(ParityControls())), ("ParitySafeArea", AnyView(ParitySafeArea())),
        ("ParityText", AnyView(ParityText())), ("ParityGeometry", AnyView(ParityGeometry())), ("ParityRest", AnyView(ParityRest())),
        ("ParityGrid", AnyView(ParityGrid())), ("ParityLabel", AnyView(ParityLabel())), ("ParityInputControls", AnyView(ParityInputControls())),
        ("ParityLists", AnyView(ParityLists())), ("ParityLazy", AnyView(ParityLazy())), ("ParityAlignments", AnyView(ParityAlignments())),
        ("ParityDirection", AnyView(ParityDirection())),
        ("IdiomBackgrounds", AnyView(IdiomBackgrounds())), ("IdiomGenerics", AnyView(IdiomGenerics())), ("IdiomLists", AnyView(IdiomLists())),
        ("IdiomText", AnyView(IdiomText())), ("IdiomEffects", AnyView(IdiomEffects())), ("IdiomShapes", AnyView(IdiomShapes())),
    ] + SwiftAPICoverageTests.views }

    /// `name(labels:) [kinds]`: two overloads may share their labels and differ in kinds.
    static func describe(_ name: String, _ overload: Vocabulary.Overload) -> String {
        overload.signature(name) + " [" + overload.parameters.map(\.kind.rawValue).joined(separator: ", ") + "]"
    }

    @Test func everyOverloadOfTheTableHasAnAPICounterpart() throws {
        let recorder = OverloadRecorder()
        try OverloadRecorder.$current.withValue(recorder) {
            for example in Self.examples { _ = try ImageRenderer(content: example.view).sceneJSON() }
        }
        let reached = recorder.overloads
        var missing: [String] = []
        var needlesslyAllowed: [String] = []
        for entry in Vocabulary.views + Vocabulary.modifiers {
            for (index, overload) in entry.overloads.enumerated() {
                let isReached = reached.contains("\(entry.name)#\(index)")
                let isAllowed = Self.allowed[overload.signature(entry.name)] != nil || Self.awaitingAPI(entry.name, overload)
                if !isReached && !isAllowed { missing.append(Self.describe(entry.name, overload)) }
                if isReached && isAllowed { needlesslyAllowed.append(overload.signature(entry.name)) }
            }
        }
        #expect(missing.isEmpty, """
            The Swift API has no compiled counterpart for \(missing.count) overload(s) of the vocabulary table; \
            add each to Sources/RenderSwiftUI/ with SwiftUI's signature and call it from a view of \
            SwiftAPICoverageViews.swift (or allow it, with the reason, in SwiftAPICompletenessTests.allowed):
            \(missing.joined(separator: "\n"))
            """)
        #expect(needlesslyAllowed.isEmpty, "allowed, yet the API has them: \(needlesslyAllowed.joined(separator: ", "))")
        let signatures = Set((Vocabulary.views + Vocabulary.modifiers).flatMap { entry in entry.overloads.map { $0.signature(entry.name) } })
        for name in Self.allowed.keys { #expect(signatures.contains(name), "\(name) is allowed but the table has no such overload") }
    }

    /// The test sees a gap: with no examples nothing is reached, and every overload is named.
    @Test func anUnreachedOverloadIsNamed() throws {
        let recorder = OverloadRecorder()
        try OverloadRecorder.$current.withValue(recorder) { _ = try ImageRenderer(content: Text("x").padding(4)).sceneJSON() }
        #expect(recorder.overloads == ["Text#0", "padding#1"])
    }
}
