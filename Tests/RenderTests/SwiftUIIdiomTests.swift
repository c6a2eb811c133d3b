import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// SwiftUI code compiles unchanged against the API (`SwiftUIIdiomViews.swift` compiling is the
/// first half of the test) and renders as the Swift-source front end renders the same text: each
/// view is compiled here and also read from that file as source, with identical layout dumps
/// and PNG bytes required.
@Suite struct SwiftUIIdiomTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SwiftUIIdiomViews.swift").path

    func same<V: View>(_ view: V, _ name: String) throws {
        let d = try SwiftAPIParityTests.dumps(view, name, file: Self.file)
        #expect(d.api == d.source, "\(name): the layouts differ")
    }

    @Test func backgrounds() throws { try same(IdiomBackgrounds(), "IdiomBackgrounds") }
    @Test func generics() throws { try same(IdiomGenerics(), "IdiomGenerics") }
    @Test func lists() throws { try same(IdiomLists(), "IdiomLists") }
    @Test func text() throws { try same(IdiomText(), "IdiomText") }
    @Test func effects() throws { try same(IdiomEffects(), "IdiomEffects") }
    @Test func shapes() throws { try same(IdiomShapes(), "IdiomShapes") }

    /// The overloads SwiftUI code relies on resolve to the forms it means: a colour given to
    /// `background` is the style form, `Color.opacity` stays a colour, `Text + Text` is one Text.
    @Test func overloadsResolveAsInSwiftUI() throws {
        let background = try ImageRenderer(content: Text("x").background(Color.orange)).sceneJSON()
        #expect(background.contains("\"background\": { \"style\": \"orange\" }"), "\(background)")
        let translucent = try ImageRenderer(content: Text("x").background(Color.orange.opacity(0.2))).sceneJSON()
        #expect(translucent.contains("\"opacity\": 0.2") && !translucent.contains("\"type\": \"Color\""), "\(translucent)")
        let joined = try ImageRenderer(content: Text("a") + Text("b").bold()).sceneJSON()
        #expect(joined.contains("\"runs\""), "\(joined)")
        let markdown = try ImageRenderer(content: Text("**a**")).sceneJSON()
        let verbatim = try ImageRenderer(content: Text(String("**a**"))).sceneJSON()
        #expect(markdown.contains("\"markdown\"") && !verbatim.contains("\"markdown\""))
    }
}
