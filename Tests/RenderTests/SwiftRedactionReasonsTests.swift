import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Redaction reasons add up (`InterpreterRedaction`, steps 3–4): a `.redacted` inside another
/// joins its reason to the outer ones, as SwiftUI's documentation of `redacted(reason:)` says
/// ("Adding a redaction is an additive process"), and reasons that hold `.placeholder` are
/// drawn as `.placeholder`. Fixed-advance measurer.
extension SwiftAppCodeTests {
    private func redactedTexts(_ source: String) throws -> [String] {
        var found: [String] = []
        try layout(source).root.forEach {
            if case .text(let run) = $0.content { found.append("\(run.request.string)\($0.isRedacted ? " redacted" : "")") }
        }
        return found
    }

    func testNestedRedactionsAddTheirReasons() throws {
        let source = """
        import SwiftUI
        struct Reasons: View {
            @Environment(\\.redactionReasons) var reasons
            var body: some View {
                Text(reasons.contains(.placeholder) && reasons.contains(.privacy) ? "both" : "\\(reasons.count)")
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    VStack {
                        Reasons().redacted(reason: .privacy)
                        Text("Inner").redacted(reason: .privacy)
                    }
                    .redacted(reason: .placeholder)
                    Reasons().redacted(reason: .privacy)
                }
            }
        }
        """
        let loaded = try load(source)
        // Only the outer `.privacy` alone is left out with its warning (App.swift:16).
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("App.swift:16:22: warning: left out .redacted(reason: .privacy)") == true, "\(loaded.warnings)")
        XCTAssertEqual(try redactedTexts(source), ["both redacted", "Inner redacted", "1"])
    }

    func testReasonsHoldingPlaceholderAreDrawnRedacted() throws {
        let source = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Both").redacted(reason: [.placeholder, .privacy])
                    Text("One").redacted(reason: [.privacy])
                    Text("None").redacted(reason: [])
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("left out .redacted(reason: .privacy)") == true, "\(loaded.warnings)")
        XCTAssertEqual(try redactedTexts(source), ["Both redacted", "One", "None"])
    }
}
