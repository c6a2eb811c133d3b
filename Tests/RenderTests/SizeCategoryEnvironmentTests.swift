import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `@Environment(\.sizeCategory)` at rest is `ContentSizeCategory.large`, the default Dynamic Type
/// size (lane fresh25at, issue 25: Pocket Casts' scalable fonts scale through `UIFontMetrics`
/// with the trait collection of the environment's size category; it was an unknown value, so
/// the font was left out). Snippet shaped like that modifier, written for the test; the
/// fixed-advance measurer (10 pt a character and 20 pt lines at 17 pt, scaled with the size).
final class SizeCategoryEnvironmentTests: XCTestCase {
    func testAScalableFontReadsTheDefaultSizeCategory() throws {
        let source = """
        import SwiftUI
        import UIKit

        private struct ScaledFont: ViewModifier {
            @Environment(\\.sizeCategory) var sizeCategory
            var size: Double
            var style: Font.TextStyle
            var largest: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge

            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: .callout)
                let cap = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: largest))
                let scaled = min(cap, metrics.scaledValue(for: size, compatibleWith: sizeCategory.traits))
                return content.font(.system(size: scaled))
            }
        }

        private extension ContentSizeCategory {
            var traits: UITraitCollection {
                UITraitCollection(preferredContentSizeCategory: uiCategory)
            }
            var uiCategory: UIContentSizeCategory {
                switch self {
                case .extraSmall: return .extraSmall
                case .large: return .large
                default: return .extraExtraExtraLarge
                }
            }
        }

        struct Banner: View {
            var body: some View {
                Text("Hello").modifier(ScaledFont(size: 34, style: .callout, largest: .accessibilityMedium)).id("hello")
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        XCTAssertEqual(loaded.warnings, [])
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        // 34 points at `.large` (ratio 1, under the cap): five characters of 20 pt, a 40 pt line.
        XCTAssertSize(try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).frame("hello"), 100, 40)
    }
}
