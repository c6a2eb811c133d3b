import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `List`, `Form`, `Section` and `listStyle` under the fixed-advance measurer (10 points a
/// character, 20-point lines at 17 pt): the numbers of ListMetrics.swift, List.swift (the List
/// and its rows) and Section.swift, on a 393-point iPhone.
final class ListTests: XCTestCase {
    func nodes(_ kind: String, in result: Renderer.LayoutResult) -> [PlacedNode] {
        var found: [PlacedNode] = []
        result.root.forEach { if $0.kind == kind { found.append($0) } }
        return found
    }

    func separators(_ result: Renderer.LayoutResult) -> [[Double]] {
        nodes("ListSeparator", in: result).map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
    }

    let twoRows = #"[{"type": "Text", "id": "a", "text": "Apples"}, {"type": "Text", "id": "b", "text": "Pears"}]"#

    func testInsetGroupedRowsSeparatorAndListSize() throws {
        let result = try layout(#"{"type": "List", "id": "list", "children": \#(twoRows)}"#, width: 393, height: 600)
        // The List takes the space offered.
        XCTAssertFrame(result.frame("list"), 0, 0, 393, 600)
        // 35 above the first section; cards 20 in (measured: DeviceEvidenceTests); rows 44 (20 of text + 11 + 11 is less).
        let rows = nodes("ListRow", in: result).map(\.frame)
        XCTAssertEqual(rows.count, 2)
        XCTAssertFrame(rows[0], 20, 35, 353, 44)
        XCTAssertFrame(rows[1], 20, 79, 353, 44)
        // The text 20 in from the card, centred in the row.
        XCTAssertFrame(result.frame("a"), 40, 47, 60, 20)
        XCTAssertFrame(result.frame("b"), 40, 91, 50, 20)
        // One hairline between the rows, from the text to the card's trailing edge; none after the last.
        XCTAssertEqual(separators(result), [[40, 78, 333, 1]])
        // The card under the rows, and the section's frame.
        XCTAssertFrame(try XCTUnwrap(nodes("SectionCard", in: result).first).frame, 20, 35, 353, 88)
        XCTAssertFrame(try XCTUnwrap(nodes("Section", in: result).first).frame, 0, 0, 393, 123)
        guard case .shape(.continuousRoundedRectangle(let radius), _)? = nodes("SectionCard", in: result).first?.content else {
            return XCTFail("an inset grouped card is a rounded rectangle")
        }
        XCTAssertEqual(radius, 10)
        guard case .color(.color(let background))? = nodes("ListBackground", in: result).first?.content else { return XCTFail() }
        XCTAssertEqual(background, SystemColors.systemGroupedBackground)
    }

    func testAutomaticIsInsetGroupedAndFormIgnoresListStyle() throws {
        let automatic = try layout(#"{"type": "List", "children": \#(twoRows), "modifiers": [{"listStyle": "automatic"}]}"#, width: 393, height: 300)
        let inset = try layout(#"{"type": "List", "children": \#(twoRows), "modifiers": [{"listStyle": "insetGrouped"}]}"#, width: 393, height: 300)
        let form = try layout(#"{"type": "Form", "children": \#(twoRows), "modifiers": [{"listStyle": "plain"}]}"#, width: 393, height: 300)
        XCTAssertEqual(separators(automatic), separators(inset))
        XCTAssertEqual(separators(form), separators(inset))
        XCTAssertEqual(nodes("ListRow", in: form).map(\.frame), nodes("ListRow", in: inset).map(\.frame))
        // From 414 points wide the cards sit 20 in.
        let wide = try layout(#"{"type": "List", "children": \#(twoRows)}"#, width: 430, height: 300)
        XCTAssertFrame(nodes("ListRow", in: wide)[0].frame, 20, 35, 390, 44)
    }

    func testHeaderAndFooterOfAGroupedSection() throws {
        let result = try layout(#"""
        {"type": "Form", "children": [
          {"type": "Section", "header": "Title", "footer": "Note", "children": [{"type": "Text", "text": "A"}]},
          {"type": "Section", "children": [{"type": "Text", "text": "B"}]}
        ]}
        """#, width: 393, height: 600)
        let texts = nodes("Text", in: result)
        // Footnote (13 pt): lines of 20 × 13/17, on the pixel grid 16; 17 above, 6 below
        // (ListMetrics.headerTop and headerBottom: the split measured, docs/figures.md "Branch truth26u").
        let header = texts[0]
        guard case .text(let run) = header.content else { return XCTFail() }
        XCTAssertEqual(run.request.string, "TITLE")
        XCTAssertEqual(run.request.font.size, 13)
        XCTAssertEqual([header.frame.minX, header.frame.minY, header.frame.height], [40, 17, 16])
        // The card starts at 17 + 16 + 6 = 39, 20 in; the row is 44.
        XCTAssertFrame(nodes("ListRow", in: result)[0].frame, 20, 39, 353, 44)
        // The footer 7 below the card, as written.
        let footer = texts[2]
        guard case .text(let note) = footer.content else { return XCTFail() }
        XCTAssertEqual(note.request.string, "Note")
        XCTAssertEqual([footer.frame.minX, footer.frame.minY, footer.frame.height], [40, 90, 16])
        // The first section ends with its footer (106); the next starts 35 lower.
        let sections = nodes("Section", in: result).map(\.frame)
        XCTAssertFrame(sections[0], 0, 0, 393, 106)
        XCTAssertFrame(sections[1], 0, 106, 393, 79)
        XCTAssertFrame(nodes("ListRow", in: result)[1].frame, 20, 141, 353, 44)
    }

    func testMultiLineTextGrowsTheRow() throws {
        // 313 points of text width: 31 characters a line, so the first line breaks after the second
        // word (21 characters, 210 wide) and the text is two lines of 20.
        let text = "0123456789 0123456789 0123456789 0123456789"
        let result = try layout(#"{"type": "List", "children": [{"type": "Text", "id": "t", "text": "\#(text)"}, {"type": "Text", "text": "x"}]}"#,
                                width: 393, height: 600)
        XCTAssertFrame(nodes("ListRow", in: result)[0].frame, 20, 35, 353, 62)
        XCTAssertFrame(result.frame("t"), 40, 46, 210, 40)
        XCTAssertEqual(separators(result), [[40, 96, 333, 1]])
    }

    func testPlainRowsAreFullWidthWithASeparatorUnderEach() throws {
        let result = try layout(#"{"type": "List", "id": "list", "children": \#(twoRows), "modifiers": [{"listStyle": "plain"}]}"#,
                                width: 393, height: 300)
        XCTAssertEqual(nodes("ListRow", in: result).map(\.frame), [Rect(x: 0, y: 0, width: 393, height: 44), Rect(x: 0, y: 44, width: 393, height: 44)])
        // iOS 18 draws a line along the first row's top too (a plain List under a large title,
        // Saydulayev/FriendBook's screenshot: docs/figures.md, "Whole screens (session 21)").
        XCTAssertEqual(separators(result), [[20, 0, 373, 1], [20, 43, 373, 1], [20, 87, 373, 1]])
        guard case .color(.color(let background))? = nodes("ListBackground", in: result).first?.content else { return XCTFail() }
        XCTAssertEqual(background, SystemColors.systemBackground)
        // A plain header: headline, as written, 8 above and below.
        let headed = try layout(#"{"type": "List", "children": [{"type": "Section", "header": "Fruit", "children": \#(twoRows)}], "modifiers": [{"listStyle": "plain"}]}"#,
                                width: 393, height: 300)
        let header = nodes("Text", in: headed)[0]
        guard case .text(let run) = header.content else { return XCTFail() }
        XCTAssertEqual(run.request.string, "Fruit")
        XCTAssertEqual(run.request.font.weight, .semibold)
        XCTAssertFrame(header.frame, 20, 8, 50, 20)
        XCTAssertEqual(nodes("ListRow", in: headed)[0].frame.minY, 36)
        // Under a header no line along the first row's top (unpictured: a decision), nor in a
        // later section.
        XCTAssertEqual(separators(headed).filter { $0[3] > 0 }.map { $0[1] }, [36 + 43, 36 + 87])
        let two = try layout(#"{"type": "List", "children": [{"type": "Section", "children": \#(twoRows)}, {"type": "Section", "children": [{"type": "Text", "text": "Figs"}]}], "modifiers": [{"listStyle": "plain"}]}"#,
                             width: 393, height: 300)
        XCTAssertEqual(separators(two).filter { $0[3] > 0 }.map { $0[1] }, [0, 43, 87, 131])
    }

    func testGroupedAndInsetStyles() throws {
        let grouped = try layout(#"{"type": "List", "children": \#(twoRows), "modifiers": [{"listStyle": "grouped"}]}"#, width: 393, height: 300)
        XCTAssertFrame(nodes("ListRow", in: grouped)[0].frame, 0, 35, 393, 44)
        // Full-width hairlines at the card's top and bottom, one between the rows.
        XCTAssertEqual(separators(grouped), [[0, 35, 393, 1], [20, 78, 373, 1], [0, 122, 393, 1]])
        let inset = try layout(#"{"type": "List", "children": \#(twoRows), "modifiers": [{"listStyle": "inset"}]}"#, width: 393, height: 300)
        XCTAssertFrame(nodes("ListRow", in: inset)[0].frame, 20, 0, 353, 44)
        XCTAssertEqual(separators(inset), [[40, 43, 333, 1], [40, 87, 333, 1]])
        // At scale 2 a hairline is half a point.
        let retina = try layout(#"{"type": "List", "children": \#(twoRows)}"#, width: 393, height: 300, scale: 2)
        XCTAssertEqual(separators(retina), [[40, 78.5, 333, 0.5]])
    }

    func testSeparatorsStartAtALabelsTitleAndControlRowsAre44AndLabelTitlesLineUp() throws {
        let result = try layout(#"""
        {"type": "Form", "children": [
          {"type": "Label", "title": "Wi-Fi", "systemImage": "wifi"},
          {"type": "Toggle", "label": {"type": "Label", "title": "Airplane", "systemImage": "wifi"}, "isOn": true},
          {"type": "Stepper", "title": "Copies", "value": 2},
          {"type": "Label", "title": "Bolt", "systemImage": "bolt"},
          {"type": "Text", "text": "End"}
        ]}
        """#, width: 393, height: 600)
        // Symbol 21 wide, 8 to the title: the title at 40 + 29.
        let rows = nodes("ListRow", in: result).map(\.frame)
        XCTAssertEqual(rows.map(\.height), [44, 44, 44, 44, 44])
        // A narrower symbol is centred in the same 21-point slot: the titles line up.
        XCTAssertEqual(separators(result).map { $0[0] }, [69, 69, 40, 69])
        let bolt = try XCTUnwrap(nodes("Image", in: result).last).frame
        XCTAssertLessThan(bolt.width, 21)
        XCTAssertEqual(bolt.minX + bolt.width / 2, 40 + 10.5, accuracy: 0.5)
        // The switch trails at a Toggle row's 18-point inset (measured, DeviceEvidenceTests),
        // centred in the row.
        let toggle = try XCTUnwrap(nodes("Switch", in: result).first).frame
        XCTAssertEqual(toggle.maxX, 20 + 353 - 18)
        XCTAssertEqual(toggle.minY + toggle.height / 2, rows[1].minY + rows[1].height / 2, accuracy: 0.5)
    }

    /// Right to left the rows mirror and each separator still starts at its row's text — on the
    /// right now — and runs to the card's trailing (left) edge; a segmented Picker's options are
    /// not the row's text (its separator starts at the content inset).
    func testRightToLeftSeparatorsStartAtTheTextsRightEdge() throws {
        let rows = #"""
        [{"type": "Label", "title": "Wi-Fi", "systemImage": "wifi"},
         {"type": "Picker", "title": "Size", "selection": 1, "modifiers": [{"pickerStyle": "segmented"}],
          "children": [{"type": "Text", "text": "S", "modifiers": [{"tag": 0}]}, {"type": "Text", "text": "M", "modifiers": [{"tag": 1}]}]},
         {"type": "Text", "text": "End"}]
        """#
        let ltr = try layout(#"{"type": "Form", "children": \#(rows)}"#, width: 393, height: 400)
        let rtl = try layout(#"{"type": "Form", "children": \#(rows), "modifiers": [{"layoutDirection": "rightToLeft"}]}"#, width: 393, height: 400)
        let left = separators(ltr), right = separators(rtl)
        XCTAssertEqual(left.count, 2)
        // Left to right: from the title (after the icon's slot) and from the content inset (40).
        XCTAssertGreaterThan(left[0][0], 40)
        XCTAssertEqual(left[1][0], 40)
        for (l, r) in zip(left, right) {
            XCTAssertEqual(r[0], 393 - l[0] - l[2], "mirrored in the screen")
            XCTAssertEqual(r[0], 20, "runs to the card's left edge")
            XCTAssertEqual(Array(r[1...]), Array(l[1...]))
        }
    }

    func testNavigationLinkRowsHaveAChevronAndOutsideAListTheLabelAlone() throws {
        let result = try layout(#"""
        {"type": "Form", "children": [
          {"type": "NavigationLink", "id": "n", "title": "General"},
          {"type": "NavigationLink", "label": {"type": "Label", "title": "Wi-Fi", "systemImage": "wifi"}}
        ]}
        """#, width: 393, height: 400)
        // A row: the label leading, the chevron trailing at the row's inset, 44 tall.
        XCTAssertEqual(nodes("ListRow", in: result).map(\.frame.height), [44, 44])
        let chevrons = nodes("Image", in: result).filter {
            if case .image(.systemName("chevron.forward"), _, _, _) = $0.content { return true } else { return false }
        }
        XCTAssertEqual(chevrons.count, 2)
        XCTAssertEqual(chevrons[0].frame.maxX, 20 + 353 - 20)
        guard case .image(_, .color(let grey), let weight, _)? = chevrons.first?.content else { return XCTFail() }
        XCTAssertEqual(grey, SystemColors.tertiaryLabel)
        XCTAssertEqual(weight, .semibold)
        XCTAssertEqual(separators(result).map { $0[0] }, [40])
        // Elsewhere: the label alone, in the accent colour.
        let alone = try layout(#"{"type": "VStack", "children": [{"type": "NavigationLink", "id": "n", "title": "General"}]}"#)
        XCTAssertSize(alone.frame("n"), 70, 20)
        XCTAssertEqual(nodes("Image", in: alone).count, 0)
        guard case .text(let run)? = nodes("Text", in: alone).first?.content, case .color(let blue) = run.style else { return XCTFail() }
        XCTAssertEqual(blue, SystemColors.blue)
        XCTAssertThrowsError(try scene(#"{"type": "NavigationLink"}"#))
        XCTAssertThrowsError(try scene(#"{"type": "NavigationLink", "title": "a", "destination": "b"}"#))
    }

    func testIdealSizeAndClipping() throws {
        // Unspecified: as wide as the widest row, as tall as all the content (35 + 88 + 35; the cards 20 in on each side).
        let ideal = try layout(#"{"type": "List", "id": "list", "children": \#(twoRows), "modifiers": [{"fixedSize": true}]}"#, width: 393, height: 600)
        XCTAssertSize(ideal.frame("list"), 60 + 40 + 40, 158)
        // A short List keeps its height and clips its rows.
        let short = try layout(#"{"type": "List", "id": "list", "children": \#(twoRows)}"#, width: 393, height: 60)
        XCTAssertSize(short.frame("list"), 393, 60)
        guard case .scroll? = short.node("list")?.content else { return XCTFail("a List clips its content") }
    }

    func testSectionsFromForEachAndLooseRows() throws {
        let result = try layout(#"""
        {"type": "List", "children": [
          {"type": "Text", "text": "loose"},
          {"type": "ForEach", "range": [0, 2], "content": {"type": "Section", "header": "S{i}", "children": [{"type": "Text", "text": "row {i}"}]}},
          {"type": "Text", "text": "after"}
        ]}
        """#, width: 393, height: 800)
        XCTAssertEqual(nodes("Section", in: result).count, 4)
        XCTAssertEqual(nodes("ListRow", in: result).count, 4)
    }

    func testSectionOutsideAListIsItsViewsInPlace() throws {
        let result = try layout(#"""
        {"type": "VStack", "id": "v", "children": [
          {"type": "Section", "header": "Head", "footer": "Foot", "children": [{"type": "Text", "text": "Row"}]}
        ]}
        """#)
        XCTAssertEqual(nodes("Section", in: result).count, 0)
        XCTAssertEqual(nodes("Text", in: result).count, 3)
        XCTAssertSize(result.frame("v"), 40, 60)
    }

    func testBadInput() throws {
        XCTAssertThrowsError(try scene(#"{"type": "List", "children": [], "modifiers": [{"listStyle": "carousel"}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown list style \"carousel\""), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"type": "List", "children": [{"type": "Section", "id": "s", "children": []}]}"#))
        XCTAssertThrowsError(try scene(#"{"type": "List", "children": [{"type": "Section", "header": [], "children": []}]}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Form", "rows": []}"#))
        XCTAssertNoThrow(try layout(#"{"type": "List", "children": []}"#, width: 100, height: 100))
        XCTAssertNoThrow(try layout(#"{"type": "List", "children": [{"type": "Section", "header": "Empty"}]}"#, width: 100, height: 100))
    }

    func testListFromSwift() throws {
        let loaded = try SwiftSource.load(Array("""
        import SwiftUI
        struct V: View {
            let names = ["Ann", "Bo"]
            var body: some View {
                VStack {
                    List(names, id: \\.self) { name in Text(name) }
                        .listStyle(.plain)
                    Form {
                        Section {
                            Toggle("On", isOn: .constant(true))
                        } header: {
                            Text("Head")
                        } footer: {
                            Text("Foot")
                        }
                        Section("Two") { Text("x") }
                    }
                    List { Text("a") }.listStyle(InsetGroupedListStyle())
                }
            }
        }
        """.utf8), file: "View.swift", options: SwiftSource.Options())
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(nodes("List", in: result).count, 2)
        XCTAssertEqual(nodes("Form", in: result).count, 1)
        XCTAssertEqual(nodes("Section", in: result).count, 4)
        XCTAssertEqual(nodes("ListRow", in: result).count, 5)
        XCTAssertThrowsError(try SwiftSource.load(Array("""
        import SwiftUI
        struct V: View {
            var body: some View { List { Text("a") }.listStyle(.sparkly) }
        }
        """.utf8), file: "View.swift", options: SwiftSource.Options()))
    }

    /// `Section(header:content:)` (iOS 13's spelling, still common) is a header over its rows;
    /// its trailing closure is the content, not a footer.
    func testSectionWithHeaderOnlyFromSwift() throws {
        let loaded = try SwiftSource.load(Array("""
        struct V: View {
            var body: some View {
                Form {
                    Section(header: Text("Account")) { Text("a"); Text("b") }
                    Section(header: Text("H"), footer: Text("F")) { Text("c") }
                }
            }
        }
        """.utf8), file: "View.swift", options: SwiftSource.Options())
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(nodes("Section", in: result).count, 2)
        XCTAssertEqual(nodes("ListRow", in: result).count, 3)
    }
}
