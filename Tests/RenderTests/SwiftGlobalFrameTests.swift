import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `GeometryProxy.frame(in: .global)`: the reader's frame as placed on the screen, which its
/// body reads at layout time (GeometryReader step 2; MovieSwiftUI's carousel positions its
/// scroll view at `reader.frame(in: .global).midX`). Snippets written for the test, laid out
/// with the fixed-advance measurer (SwiftAppCodeTests) (10 points a character, 20-point lines) in a 390 × 800 canvas.
extension SwiftAppCodeTests {
    func testGlobalFrameOfAReaderBelowAndBesideOtherViewsReadsWhereItSits() throws {
        let source = """
        import SwiftUI
        struct Carousel: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    GeometryReader { reader in
                        Text("Poster")
                            .position(x: reader.frame(in: .global).midX, y: reader.frame(in: .global).minY)
                    }
                }
                .padding(.leading, 30)
            }
        }
        """
        // The reader is 360 × 700 at (30, 100): its global midX is 210 and minY 100, and
        // `.position` centres "Poster" (60 × 20) there in the reader's own space, at (240, 200)
        // on the screen.
        XCTAssertEqual(try leaves(source), ["Color 30,0 360x100", "Text 210,190 60x20"])
    }

    func testGlobalFrameFollowsAnOffset() throws {
        // `.offset` moves where the reader is placed (OffsetLayout step 2), so its global frame.
        let source = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                GeometryReader { reader in
                    Text("\\(Int(reader.frame(in: .global).minX)),\\(Int(reader.frame(in: .global).minY))")
                }
                .frame(width: 100, height: 50)
                .offset(x: 7, y: 11)
            }
        }
        """
        // The 100 × 50 frame is centred in 390 × 800 at (145, 375), moved by (7, 11).
        XCTAssertEqual(try texts(source), ["152,386"])
    }

    func testGlobalFrameNamedSpaceStaysUnknown() throws {
        // A named coordinate space is not known: `.position` of it is left out, and the text
        // stays at the reader's top leading corner.
        let source = """
        import SwiftUI
        struct Header: View {
            var body: some View {
                GeometryReader { reader in
                    Text("Title").position(x: 50, y: reader.frame(in: .named("scroll")).minY)
                }
            }
        }
        """
        XCTAssertEqual(try leaves(source), ["Text 0,0 50x20"])
        // The modifier left out is warned of where it is (line 5, column 26: `.position`),
        // naming the unknown value.
        let warnings = try load(source).warnings
        XCTAssertTrue(warnings.contains { $0.contains("App.swift:5:26:") && $0.contains("left out .position")
            && $0.contains("GeometryProxy.frame(in: .named)") }, "\(warnings)")
    }

    /// Under an ancestor's scale or rotation effect SwiftUI's global frame goes through the
    /// effect, which layout does not place: the unknown value, drawn as a placeholder, with a
    /// located warning among the layout's; a factor of 1 changes nothing.
    func testGlobalFrameUnderAScaleOrRotationEffectIsUnknown() throws {
        func source(_ effect: String) -> String {
            """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    GeometryReader { reader in
                        Text("\\(Int(reader.frame(in: .global).minX))")
                    }
                    .frame(width: 100, height: 50)
                    .\(effect)
                }
            }
            """
        }
        XCTAssertEqual(try texts(source("scaleEffect(1)")), ["145"])
        XCTAssertEqual(try layout(source("scaleEffect(1)")).warnings, [])
        for effect in ["scaleEffect(0.5)", "rotationEffect(.degrees(30))"] {
            let result = try layout(source(effect))
            var shown: [String] = []
            result.root.forEach { if case .text(let run) = $0.content { shown.append(run.request.string) } }
            XCTAssertFalse(shown.contains("145"), effect)
            XCTAssertTrue(result.warnings.contains { $0.contains("App.swift:5:13:") && $0.contains("placeholder for Text(GeometryProxy.frame(in: .global))") },
                          "\(effect): \(result.warnings)")
        }
    }
}
