import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// UIKit's text metrics read by app code to size a view (`InterpreterTextMetrics`), measured
/// with the renderer's own text measurer (Pango, the project's Inter standing in for SF Pro):
/// a snippet shaped like WeChat's `ChatInputToolBar`, whose text editor is as tall as its text
/// (`String.boundingRect(…)` through an `extension String`), at most four lines
/// (`UIFont.lineHeight`).
extension SwiftAppCodeTests {
    /// The font the snippets use, as the interpreter measures it.
    private var sixteen: FontMetrics { PangoTextMeasurer().fontMetrics(Font(size: 16)) }

    private func toolBar(text: String, minHeight: Int = 10, width: Int = 200) -> String {
        """
        import SwiftUI
        import UIKit

        extension String {
            func height(withConstrainedWidth width: CGFloat, font: UIFont) -> CGFloat {
                let constraintRect = CGSize(width: width, height: .greatestFiniteMagnitude)
                let box = self.boundingRect(with: constraintRect, options: [.usesLineFragmentOrigin, .usesFontLeading],
                                            attributes: [.font: font], context: nil)
                return ceil(box.height)
            }
        }

        struct Bar: View {
            let text: String
            var body: some View {
                Text("\\(editorHeight) \\(maxHeight) \\(Constant.textFont.lineHeight == Constant.textFont.ascender - Constant.textFont.descender + Constant.textFont.leading)")
                    .frame(height: editorHeight)
            }
            var editorHeight: CGFloat {
                let textHeight = text.height(withConstrainedWidth: \(width), font: Constant.textFont)
                return min(max(Constant.minHeight, textHeight + 16), maxHeight)
            }
            var maxHeight: CGFloat { ceil(Constant.maxLines * Constant.textFont.lineHeight + 16) }
        }

        private extension Bar {
            enum Constant {
                static let maxLines: CGFloat = 4
                static let minHeight: CGFloat = \(minHeight)
                static let textFont: UIFont = .systemFont(ofSize: 16)
            }
        }

        #Preview { Bar(text: "\(text)") }
        """
    }

    func testLineHeightIsTheFontsAscenderDescenderAndLeading() throws {
        // WeChat's `ceil(4 * textFont.lineHeight + 16)`: UIKit answers SF Pro's ascender +
        // descender + leading (20.287109375 at 17 points on an iPhone); here Inter's, measured.
        let line = sixteen.ascent + sixteen.descent + sixteen.leading
        XCTAssertEqual(line, 19.36328125, "Inter at 16 points: hhea ascender 2728 + descender 680 over 2816 units, no line gap")
        let shown = try texts(toolBar(text: "Hi"))
        XCTAssertEqual(shown.count, 1)
        let words = shown[0].split(separator: " ")
        XCTAssertEqual(words.count, 3)
        XCTAssertEqual(Double(words[1]), (4 * line + 16).rounded(.up))
        XCTAssertEqual(words[1], "94.0")
        XCTAssertEqual(words[2], "true", "lineHeight = ascender − descender (negative) + leading")
    }

    func testBoundingRectWrapsAtTheWidthAndCountsLines() throws {
        let line = sixteen.ascent + sixteen.descent + sixteen.leading
        // One line: ceil(line) + 16 insets.
        XCTAssertEqual(try texts(toolBar(text: "Hi")).first?.split(separator: " ").first, "\((line.rounded(.up) + 16))")
        XCTAssertEqual(try texts(toolBar(text: "Hi")).first?.split(separator: " ").first, "36.0")
        // Wrapped at 200 points into as many lines as Pango breaks it (the measurer that lays
        // out every Text), each a line of the font.
        let long = String(repeating: "word ", count: 12)
        let lines = PangoTextMeasurer().measure(TextRequest(string: long, font: Font(size: 16), width: 200)).lineCount
        XCTAssertEqual(lines, 3)
        XCTAssertEqual(try texts(toolBar(text: long)).first?.split(separator: " ").first, "\((3 * line).rounded(.up) + 16)")
        XCTAssertEqual(try texts(toolBar(text: long)).first?.split(separator: " ").first, "75.0")
        // Five lines and more are more than the four the bar shows.
        let longer = String(repeating: "word ", count: 60)
        XCTAssertEqual(try texts(toolBar(text: longer)).first?.split(separator: " ").first, "\((4 * line + 16).rounded(.up))")
        // An empty text has no line: the bar's own minimum (WeChat's 36).
        XCTAssertEqual(try texts(toolBar(text: "", minHeight: 36)).first?.split(separator: " ").first, "36.0")
    }

    func testBoundingRectWithoutLineFragmentOriginStaysUnknown() throws {
        // A single line measured from its baseline: not modelled, still a placeholder.
        let source = toolBar(text: "Hi").replacingOccurrences(of: "[.usesLineFragmentOrigin, .usesFontLeading]", with: "[.usesFontLeading]")
        XCTAssertEqual(try load(source).placeholders, 1)
        let kerned = toolBar(text: "Hi").replacingOccurrences(of: "[.font: font]", with: "[.font: font, .kern: 2]")
        XCTAssertEqual(try load(kerned).placeholders, 1)
        XCTAssertEqual(try load(toolBar(text: "Hi")).placeholders, 0)
    }
}
