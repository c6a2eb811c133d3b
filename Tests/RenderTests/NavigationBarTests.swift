import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Navigation bars, toolbars and tab bars at rest, with exact numbers under the fixed-advance
/// measurer (17 pt: 10 per character, 20-point lines, baseline 16; other sizes scale with the
/// size). The rules are in Definitions/Views/NavigationStack.swift and TabView.swift; the
/// numbers in Definitions/BarMetrics.swift, with their sources (Apple's: nav bar 44, large
/// title row 52 and 34-point bold title, inline title 17-point semibold, search field 36 in a
/// 52-point row, toolbar 44, tab bar 49 over the home indicator's 34).
final class NavigationBarTests: XCTestCase {
    /// The first placed node whose label (`Text "Settings"`, `BarBackground`) is `label`.
    private func placed(_ result: Renderer.LayoutResult, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        var found: Rect?
        result.root.forEach { if found == nil && $0.view.label == label { found = $0.frame } }
        guard let found else {
            XCTFail("no placed \(label)", file: file, line: line)
            return Rect(x: -1, y: -1, width: -1, height: -1)
        }
        return found
    }

    private func isPlaced(_ result: Renderer.LayoutResult, _ label: String) -> Bool {
        var found = false
        result.root.forEach { if $0.view.label == label { found = true } }
        return found
    }

    // MARK: The navigation bar

    /// iPhone 15 (safe rect 0, 59, 393, 759): the large-title bar is 44 + 52 = 96 tall and
    /// begins under the status bar, at 161 / 3 = 53.67 (`Device.navigationBarTop`,
    /// DeviceEvidenceTests); the List is proposed the rest and its grouped background runs on
    /// under the bar and the status bar to the screen's edges. The title (34-point bold: 20 per
    /// character, 40-point line, baseline 32) sits at the 16-point margin with its baseline 36
    /// below the 44-point bar: 53.67 + 44 + 36 − 32 = 101.67.
    func testLargeTitleOverAListOnAnIPhone() throws {
        let result = try layout(#"""
            {"device": "iphone-15", "root": {"type": "NavigationStack", "id": "nav", "children": [
              {"type": "List", "id": "list", "children": [{"type": "Text", "text": "Row"}], "modifiers": [{"navigationTitle": "Settings"}]}]}}
            """#)
        XCTAssertFrame(result.frame("nav"), 0, 59, 393, 759)
        let barTop = 161.0 / 3
        let list = result.frame("list"), title = placed(result, #"Text "Settings""#)
        // At scale 1 frames snap to whole points: 149.67 → 150, 101.67 → 102.
        XCTAssertEqual(list.minY, (barTop + 96).rounded(), accuracy: 1e-9)
        XCTAssertEqual(list.maxY, 818, accuracy: 1e-9)
        XCTAssertEqual([list.minX, list.width], [0, 393])
        XCTAssertEqual(title.minY, (barTop + 44 + 36 - 32).rounded(), accuracy: 1e-9)
        XCTAssertEqual([title.minX, title.width, title.height], [16, 160, 40])
        XCTAssertFrame(placed(result, "ListBackground"), 0, 0, 393, 852)
        // At rest the bar is transparent: no background, no hairline.
        XCTAssertFalse(isPlaced(result, "BarBackground"))
        XCTAssertFalse(isPlaced(result, "BarHairline"))
    }

    /// Inline: a 44-point bar; the items at the margins, centred in the bar; the title (17-point
    /// semibold) centred on the bar. `confirmationAction` is trailing, `cancellationAction`
    /// leading.
    func testInlineTitleAndItems() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "id": "nav", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [
                {"navigationTitle": "Inbox"}, {"navigationBarTitleDisplayMode": "inline"},
                {"toolbar": [
                  {"type": "ToolbarItem", "placement": "cancellationAction", "children": [{"type": "Button", "title": "Edit", "id": "edit"}]},
                  {"type": "ToolbarItem", "placement": "confirmationAction", "children": [{"type": "Button", "title": "Done", "id": "done"}]}]}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("nav"), 0, 0, 400, 600)
        XCTAssertFrame(result.frame("root"), 0, 44, 400, 556)
        XCTAssertFrame(result.frame("edit"), 16, 12, 40, 20)
        XCTAssertFrame(result.frame("done"), 344, 12, 40, 20)
        XCTAssertFrame(placed(result, #"Text "Inbox""#), 175, 12, 50, 20)
    }

    /// Items keep their order left to right, 16 apart: leading ones from the leading margin,
    /// trailing ones up to the trailing margin.
    /// A plain view in `toolbar { }` is an `automatic` item: trailing on iOS.
    func testTrailingItemsRunInwards() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "modifiers": [
                {"toolbar": [{"type": "Text", "text": "A", "id": "a"},
                             {"type": "ToolbarItem", "placement": "topBarTrailing", "children": [{"type": "Text", "text": "BB", "id": "b"}]},
                             {"type": "ToolbarItemGroup", "placement": "topBarLeading", "children": [
                               {"type": "Text", "text": "C", "id": "c"}, {"type": "Text", "text": "D", "id": "d"}]}]}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("a"), 338, 12, 10, 20)
        XCTAssertFrame(result.frame("b"), 364, 12, 20, 20)
        XCTAssertFrame(result.frame("c"), 16, 12, 10, 20)
        XCTAssertFrame(result.frame("d"), 42, 12, 10, 20)
    }

    /// A `principal` item takes the title's place, centred on the bar; the bar has no large-title
    /// row then. `keyboard` items show nowhere at rest. `toolbarTitleDisplayMode(.inline)` is
    /// iOS 17's spelling of the display mode.
    func testPrincipalItem() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"navigationTitle": "Hidden by the principal"},
                {"toolbar": [{"type": "ToolbarItem", "placement": "principal", "children": [{"type": "Text", "text": "Middle", "id": "p"}]},
                             {"type": "ToolbarItem", "placement": "keyboard", "children": [{"type": "Text", "text": "Kb", "id": "kb"}]}]}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("root"), 0, 44, 400, 556)
        XCTAssertFrame(result.frame("p"), 170, 12, 60, 20)
        XCTAssertNil(result.node("kb"))
        XCTAssertFalse(isPlaced(result, #"Text "Hidden by the principal""#))
        let inline = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"navigationTitle": "T"}, {"toolbarTitleDisplayMode": "inline"}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(inline.frame("root"), 0, 44, 400, 556)
    }

    /// Large title and a search field: 44 + 52 + 52; the field 36 tall at the top of its row (1
    /// below the title's row, as iOS 18 places it: DeviceEvidenceTests), between the margins;
    /// the content below it.
    func testSearchFieldUnderTheLargeTitle() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"navigationTitle": "Mail"}, {"searchable": {"prompt": "Find"}}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("root"), 0, 148, 400, 452)
        XCTAssertFrame(placed(result, "SearchField"), 16, 97, 368, 36)
        XCTAssertFrame(placed(result, #"Text "Mail""#), 16, 48, 80, 40)
        // The prompt after the glass (8 in, 20 wide at 17 points × 1.2), 6 further on.
        XCTAssertEqual(placed(result, #"Text "Find""#).minX, 16 + 8 + 20 + 6, accuracy: 1)
    }

    /// A bottom bar: 44 at the stack's bottom; the items as an HStack from the leading margin (a
    /// group's Spacer spreads them). The navigation bar shows, empty, as iOS shows it. At rest
    /// the bar shows its scroll-edge appearance — no background, no hairline — while the root
    /// ends above it (a Color's ideal height is 10), and the bar material with a hairline when
    /// the root is longer than the space between the bars (UIKit's
    /// `UIToolbar.scrollEdgeAppearance`; DeviceEvidenceTests); `toolbarBackground(.visible)`
    /// shows it always.
    func testBottomBar() throws {
        func stack(_ root: String, _ modifiers: String = "") -> String {
            #"""
            {"type": "NavigationStack", "children": [
              \#(root.dropLast()), "id": "root", "modifiers": [\#(modifiers){"toolbar": [
                {"type": "ToolbarItemGroup", "placement": "bottomBar", "children": [
                  {"type": "Text", "text": "Hi", "id": "hi"}, {"type": "Spacer"}, {"type": "Text", "text": "Yo", "id": "yo"}]}]}]}]}
            """#
        }
        let result = try layout(stack(#"{"type": "Color", "color": "red"}"#), width: 400, height: 600)
        XCTAssertFrame(result.frame("root"), 0, 44, 400, 512)
        XCTAssertFalse(isPlaced(result, "BottomBarBackground"))
        XCTAssertFalse(isPlaced(result, "BarHairline"))
        XCTAssertFrame(result.frame("hi"), 16, 568, 20, 20)
        XCTAssertFrame(result.frame("yo"), 364, 568, 20, 20)
        let long = try layout(stack(#"{"type": "List", "children": [{"type": "ForEach", "range": [0, 40], "content": {"type": "Text", "text": "Row {i}"}}]}"#),
                              width: 400, height: 600)
        XCTAssertFrame(placed(long, "BottomBarBackground"), 0, 556, 400, 44)
        XCTAssertFrame(placed(long, "BarHairline"), 0, 555, 400, 1)
        let visible = try layout(stack(#"{"type": "Color", "color": "red"}"#, #"{"toolbarBackground": {"visibility": "visible", "for": ["bottomBar"]}}, "#),
                                 width: 400, height: 600)
        XCTAssertFrame(placed(visible, "BottomBarBackground"), 0, 556, 400, 44)
    }

    /// `toolbar(.hidden, for: .navigationBar)`: no bar, the content gets everything.
    func testHiddenBar() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"navigationTitle": "Gone"},
                {"toolbar": {"visibility": "hidden", "for": ["navigationBar"]}}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("root"), 0, 0, 400, 600)
        XCTAssertFalse(isPlaced(result, #"Text "Gone""#))
    }

    /// iOS 18's `toolbarVisibility(_:for:)` is `toolbar(_:for:)` under another name: from a Swift
    /// file, with no warning, the same layout as the older spelling, the bars named hidden
    /// (home-assistant's onboarding test hides its bar so; it was an unknown modifier before).
    func testToolbarVisibilityIsToolbarsSetting() throws {
        func dump(_ modifier: String) throws -> (String, [String]) {
            let source = """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        TabView {
                            NavigationStack {
                                Color.red.navigationTitle("Gone")\(modifier)
                            }
                            .tabItem { Text("A") }
                        }
                    }
                }
                """
            let loaded = try SwiftSource.load(Array(source.utf8), file: "v.swift")
            var options = RenderOptions(canvas: loaded.scene.canvas)
            options.width = 400
            options.height = 600
            let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
            return (LayoutDump.json(result).rendered(), loaded.notes + result.warnings)
        }
        for bars in [".navigationBar", ".tabBar", ".navigationBar, .tabBar"] {
            let (new, newWarnings) = try dump(".toolbarVisibility(.hidden, for: \(bars))")
            let (old, oldWarnings) = try dump(".toolbar(.hidden, for: \(bars))")
            XCTAssertEqual(newWarnings, [], bars)
            XCTAssertEqual(oldWarnings, [], bars)
            XCTAssertEqual(new.replacingOccurrences(of: "toolbarVisibility", with: "toolbar"), old, bars)
            XCTAssertNotEqual(new, try dump("").0, "\(bars): a bar is hidden")
        }
        let hidden = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"navigationTitle": "Gone"},
                {"toolbarVisibility": {"visibility": "hidden", "for": ["navigationBar"]}}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(hidden.frame("root"), 0, 0, 400, 600)
        XCTAssertFalse(isPlaced(hidden, #"Text "Gone""#))
        XCTAssertThrowsError(try layout(#"{"type": "Color", "color": "red", "modifiers": [{"toolbarVisibility": "hidden"}]}"#))
    }

    /// `toolbarBackground(.indigo, for: .navigationBar)`: the bar's colour runs on under the
    /// status bar; `.visible` draws the flat bar colour and a hairline under the bar.
    func testToolbarBackground() throws {
        let coloured = try layout(#"""
            {"device": "iphone-15", "root": {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "modifiers": [{"navigationTitle": "T"}, {"navigationBarTitleDisplayMode": "inline"},
                {"toolbarBackground": {"style": "indigo"}}]}]}}
            """#)
        // From the screen's top to the bar's bottom: the bar begins at 161 / 3 on an iPhone 15.
        let background = placed(coloured, "BarBackground")
        XCTAssertEqual([background.minX, background.minY, background.width], [0, 0, 393])
        XCTAssertEqual(background.height, (161.0 / 3 + 44).rounded(), accuracy: 1e-9)  // whole points at scale 1
        XCTAssertFalse(isPlaced(coloured, "BarHairline"))
        let visible = try layout(#"""
            {"type": "NavigationStack", "children": [
              {"type": "Color", "color": "red", "modifiers": [{"toolbarBackground": {"visibility": "visible", "for": ["navigationBar"]}}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(placed(visible, "BarBackground"), 0, 0, 400, 44)
        XCTAssertFrame(placed(visible, "BarHairline"), 0, 44, 400, 1)
    }

    /// The root is proposed the space under the bar and centred in it, as a hosting view
    /// places its root.
    func testRootIsCentredUnderTheBar() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "children": [{"type": "Text", "text": "Root", "id": "t", "modifiers": [{"navigationTitle": "X"}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("t"), 180, 96 + (504 - 20) / 2, 40, 20)
    }

    /// Preferences flow up: the outermost title wins; a nested stack keeps its own; a
    /// NavigationSplitView shows its sidebar; NavigationView is a stack.
    func testWhichTitleTheBarShows() throws {
        let outer = try layout(#"""
            {"type": "NavigationView", "children": [{"type": "VStack", "children": [
              {"type": "Text", "text": "a", "modifiers": [{"navigationTitle": "Inner"}]}], "modifiers": [{"navigationTitle": "Outer"}]}]}
            """#, width: 400, height: 600)
        XCTAssertTrue(isPlaced(outer, #"Text "Outer""#))
        XCTAssertFalse(isPlaced(outer, #"Text "Inner""#))
        let split = try layout(#"""
            {"type": "NavigationSplitView", "sidebar": {"type": "Text", "text": "side", "id": "side", "modifiers": [{"navigationTitle": "Folders"}]},
             "detail": {"type": "Text", "text": "detail", "id": "detail"}}
            """#, width: 400, height: 600)
        XCTAssertTrue(isPlaced(split, #"Text "Folders""#))
        XCTAssertNil(split.node("detail"))
        XCTAssertEqual(split.frame("side").minY, 96 + (504 - 20) / 2)
    }

    /// A compact NavigationSplitView's sidebar List under a large title begins its first,
    /// headerless section against the bar (an Xcode 16 preview of Apple's Landmarks tutorial on
    /// an iPhone 16 Pro: the card's top at 152.33, the bar's bottom; docs/figures.md, "Whole
    /// screens (session 21)"); a NavigationStack's keeps the 35 above it, as does the split
    /// view's under an inline title (unpictured), a headed section, and the List's later sections.
    func testASplitViewSidebarsListBeginsAgainstTheBar() throws {
        func rowText(_ container: String, _ extra: String = "", header: Bool = false) throws -> (first: Double, second: Double) {
            let first = header ? #"{"type": "Section", "header": "Near", "children": [{"type": "Text", "text": "One", "id": "one"}]}"#
                               : #"{"type": "Section", "children": [{"type": "Text", "text": "One", "id": "one"}]}"#
            let list = #"{"type": "List", "children": [\#(first), {"type": "Section", "children": [{"type": "Text", "text": "Two", "id": "two"}]}], "modifiers": [{"navigationTitle": "Trails"}\#(extra)]}"#
            let scene = container == "NavigationSplitView"
                ? #"{"type": "NavigationSplitView", "sidebar": \#(list), "detail": {"type": "Text", "text": "d"}}"#
                : #"{"type": "NavigationStack", "children": [\#(list)]}"#
            let result = try layout(scene, width: 400, height: 800)
            return (result.frame("one").minY, result.frame("two").minY)
        }
        // The row's text is 12 below its 44-point row's top (20-point lines); a section after
        // another begins 35 below the card before it.
        let split = try rowText("NavigationSplitView")
        XCTAssertEqual(split.first, 96 + 12)
        XCTAssertEqual(split.second, 96 + 44 + 35 + 12)
        let stack = try rowText("NavigationStack")
        XCTAssertEqual(stack.first, 96 + 35 + 12)
        let inline = try rowText("NavigationSplitView", #", {"navigationBarTitleDisplayMode": "inline"}"#)
        XCTAssertEqual(inline.first, 44 + 35 + 12)
        // A headed first section keeps its header zone.
        XCTAssertEqual(try rowText("NavigationSplitView", header: true).first, try rowText("NavigationStack", header: true).first)
    }

    /// iOS 13's spellings, common in NavigationView code, read as their successors.
    func testDeprecatedSpellings() throws {
        let result = try layout(#"""
            {"type": "NavigationView", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [
                {"navigationBarTitle": {"title": "Inbox", "displayMode": "inline"}},
                {"navigationBarItems": {"leading": {"type": "Text", "text": "Edit", "id": "edit"},
                                        "trailing": {"type": "Text", "text": "Done", "id": "done"}}}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("root"), 0, 44, 400, 556)
        XCTAssertFrame(result.frame("edit"), 16, 12, 40, 20)
        XCTAssertFrame(result.frame("done"), 344, 12, 40, 20)
        XCTAssertFrame(placed(result, #"Text "Inbox""#), 175, 12, 50, 20)
        let hidden = try layout(#"""
            {"type": "NavigationView", "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"navigationBarTitle": "T"}, {"navigationBarHidden": true}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(hidden.frame("root"), 0, 0, 400, 600)
    }

    /// In a toolbar a Label shows its icon alone (its automatic style there is icon-only).
    func testLabelInAToolbarIsItsIcon() throws {
        let result = try layout(#"""
            {"type": "NavigationStack", "children": [{"type": "Color", "color": "red", "modifiers": [{"toolbar": [
              {"type": "Label", "title": "Add", "systemImage": "plus", "id": "add"}]}]}]}
            """#, width: 400, height: 600)
        XCTAssertFalse(isPlaced(result, #"Text "Add""#))
        XCTAssertTrue(isPlaced(result, "Image"))
    }

    // MARK: The tab bar

    /// Four tabs on 400 × 600: the content above the 49-point bar, the items 100 wide each; the
    /// symbol (25 points tall) 5 below the bar's top, the title (10 points) 33 below it; the
    /// badge 11 after the item's centre, 2 above the slot (measured on items without an image,
    /// DeviceEvidenceTests; over a symbol, a decision: TabView step 8).
    /// (`toolbarBackground(.visible, for: .tabBar)` shows the bar's background at rest.)
    func testTabBar() throws {
        let result = try layout(#"""
            {"type": "TabView", "id": "tabs", "children": [
              {"type": "Color", "color": "red", "id": "home", "modifiers": [{"tabItem": [{"type": "Label", "title": "Home", "systemImage": "house"}]},
                {"toolbarBackground": {"visibility": "visible", "for": ["tabBar"]}}]},
              {"type": "Color", "color": "blue", "modifiers": [{"tabItem": [{"type": "Label", "title": "Search", "systemImage": "magnifyingglass"}]}]},
              {"type": "Color", "color": "green", "modifiers": [{"tabItem": [{"type": "Label", "title": "Library", "systemImage": "book"}]}, {"badge": 3}]},
              {"type": "Color", "color": "gray", "modifiers": [{"tabItem": [{"type": "Image", "systemName": "person"}, {"type": "Text", "text": "Me"}]}]}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("tabs"), 0, 0, 400, 600)
        XCTAssertFrame(result.frame("home"), 0, 0, 400, 551)
        XCTAssertFrame(placed(result, "BottomBarBackground"), 0, 551, 400, 49)
        XCTAssertFrame(placed(result, "BarHairline"), 0, 550, 400, 1)
        var items: [Rect] = []
        result.root.forEach { if $0.view.label == "TabBarItem" { items.append($0.frame) } }
        XCTAssertEqual(items, (0..<4).map { Rect(x: Double($0) * 100, y: 551, width: 100, height: 49) })
        // The selected tab's symbol is its .fill variant, as SwiftUI's tab bar shows it.
        let house = placed(result, "Image")
        // 17 points at the large scale: 17 × 1.2 × 1.3 = 26.52, 27 on the pixel grid (DeviceEvidenceTests).
        XCTAssertEqual(house.minY, 551 + 5)
        XCTAssertEqual(house.height, 27)
        // The title (10 points: baseline 16 × 10/17 = 9.4 below its top) on the baseline 45 below the
        // bar's top, on the pixel grid: 551 + 45 − 9.4 → 587.
        XCTAssertEqual(placed(result, #"Text "Home""#).minY, 587)
        XCTAssertFrame(placed(result, "TabBadge"), 261, 554, 18, 18)
        XCTAssertNil(result.node("red"), "only the selected tab's content is kept")
    }

    /// The selected tab is the one whose tag (or iOS 18 Tab value) is the selection.
    func testSelection() throws {
        let tagged = try layout(#"""
            {"type": "TabView", "selection": "b", "children": [
              {"type": "Color", "color": "red", "id": "a", "modifiers": [{"tabItem": [{"type": "Text", "text": "A"}]}, {"tag": "a"}]},
              {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"tabItem": [{"type": "Text", "text": "B"}]}, {"tag": "b"}]}]}
            """#, width: 400, height: 600)
        XCTAssertNil(tagged.node("a"))
        XCTAssertFrame(tagged.frame("b"), 0, 0, 400, 551)
        let tabs = try layout(#"""
            {"type": "TabView", "selection": 2, "children": [
              {"type": "Tab", "title": "One", "systemImage": "house", "value": 1, "children": [{"type": "Color", "color": "red", "id": "one"}]},
              {"type": "Tab", "title": "Two", "systemImage": "star", "value": 2, "children": [{"type": "Color", "color": "red", "id": "two"}]}]}
            """#, width: 400, height: 600)
        XCTAssertNil(tabs.node("one"))
        XCTAssertFrame(tabs.frame("two"), 0, 0, 400, 551)
        XCTAssertTrue(isPlaced(tabs, #"Text "Two""#))
    }

    /// On an iPhone a List in the tab runs its grouped background under the bar to the screen's
    /// bottom. At rest the bar shows its scroll-edge appearance (no background, no hairline:
    /// UIKit's `UITabBar.scrollEdgeAppearance`, iOS 15) while the list's rows end above it; rows
    /// that run on under the bar bring its background, which runs on under the home indicator
    /// (49 + 34), and the list's clip reaches the screen's bottom.
    func testTabBarOnAnIPhone() throws {
        let short = try layout(#"""
            {"device": "iphone-15", "root": {"type": "TabView", "children": [
              {"type": "List", "id": "list", "children": [{"type": "Text", "text": "Row"}], "modifiers": [{"tabItem": [{"type": "Text", "text": "A"}]}]}]}}
            """#)
        XCTAssertFrame(short.frame("list"), 0, 59, 393, 710)
        XCTAssertFalse(isPlaced(short, "BottomBarBackground"))
        XCTAssertFalse(isPlaced(short, "BarHairline"))
        XCTAssertFrame(placed(short, "ListBackground"), 0, 0, 393, 852)
        let long = try layout(#"""
            {"device": "iphone-15", "root": {"type": "TabView", "children": [
              {"type": "List", "id": "list", "children": [{"type": "ForEach", "range": [0, 40], "content": {"type": "Text", "text": "Row {i}"}}],
               "modifiers": [{"tabItem": [{"type": "Text", "text": "A"}]}]}]}}
            """#)
        XCTAssertFrame(placed(long, "BottomBarBackground"), 0, 769, 393, 83)
        XCTAssertTrue(isPlaced(long, "BarHairline"))
        guard case .scroll(let under)? = long.node("list")?.content else { return XCTFail("a List clips its content") }
        XCTAssertEqual(under, EdgeInsets(top: 59, leading: 0, bottom: 83, trailing: 0), "the list's clip runs on under the status bar, the tab bar and the home indicator")
    }

    /// `toolbar(.hidden, for: .tabBar)` inside the selected tab (here inside its stack) hides the bar.
    func testHiddenTabBar() throws {
        let result = try layout(#"""
            {"type": "TabView", "children": [{"type": "NavigationStack", "modifiers": [{"tabItem": [{"type": "Text", "text": "A"}]}], "children": [
              {"type": "Color", "color": "red", "id": "root", "modifiers": [{"toolbar": {"visibility": "hidden", "for": ["tabBar"]}}]}]}]}
            """#, width: 400, height: 600)
        XCTAssertFalse(isPlaced(result, "TabBarItem"))
        XCTAssertFrame(result.frame("root"), 0, 44, 400, 556)
    }

    /// `TabView { }` compiles in SwiftUI: an empty TabView, no bar.
    func testEmptyTabView() throws {
        let result = try layout(#"{"type": "TabView", "id": "t", "children": []}"#, width: 400, height: 600)
        XCTAssertFrame(result.frame("t"), 0, 0, 400, 600)
        XCTAssertFalse(isPlaced(result, "BottomBarBackground"))
    }

    /// Page style: the page fills the TabView; 8-point dots 8 apart, centred in a 26-point row at
    /// the bottom.
    func testPageStyleDots() throws {
        let result = try layout(#"""
            {"type": "TabView", "modifiers": [{"tabViewStyle": "page"}], "children": [
              {"type": "Color", "color": "red", "id": "p"}, {"type": "Color", "color": "blue"}, {"type": "Color", "color": "green"}]}
            """#, width: 400, height: 600)
        XCTAssertFrame(result.frame("p"), 0, 0, 400, 600)
        var dots: [Rect] = []
        result.root.forEach { if $0.view.label == "Circle" { dots.append($0.frame) } }
        // Dots 7½ across, centres 17⅔ apart (measured: DeviceEvidenceTests), centred in the row;
        // at scale 1 each edge is placed on the pixel grid: 178.58…186.08 → 179…186, 196.25…203.75
        // → 196…204, 213.92…221.42 → 214…221.
        XCTAssertEqual(dots.count, 3)
        XCTAssertEqual(dots.map(\.minX), [179, 196, 214])
        XCTAssertEqual(dots.map(\.width), [7, 8, 7])
        for dot in dots {
            XCTAssertEqual(dot.minY + dot.height / 2, 587, accuracy: 0.5)
        }
        XCTAssertFalse(isPlaced(result, "TabBarItem"))
    }

    /// `indexViewStyle(.page(backgroundDisplayMode: .always))` lays a capsule, black at 25 %, behind
    /// the dots: 12 beyond the outer dots, as tall as the 26-point row (IndexViewStyle step 3, a
    /// decision); `.page` and the other modes show none at rest. Three dots on 400 × 600: the
    /// capsule spans x 166.58…233.42, y 574…600; above the middle dot (200, 578) white turns 191.
    func testPageIndexBackgroundAlways() throws {
        func pixel(_ style: String, x: Int = 200) throws -> RGBAPixel {
            let decoded = try scene(#"""
                {"canvas": {"width": 400, "height": 600, "background": "white"}, "root": {"type": "TabView",
                 "modifiers": [{"tabViewStyle": "page"}\#(style.isEmpty ? "" : ", {\"indexViewStyle\": \(style)}")], "children": [
                  {"type": "Color", "color": "white"}, {"type": "Color", "color": "white"}, {"type": "Color", "color": "white"}]}}
                """#)
            let options = RenderOptions(canvas: decoded.canvas)
            let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
            return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))[x, 578]
        }
        let always = try pixel(#"{"page": "always"}"#)
        XCTAssertEqual([always.r, always.g, always.b], [191, 191, 191])
        for style in ["", #""page""#, #"{"page": "automatic"}"#, #"{"page": "interactive"}"#, #"{"page": "never"}"#] {
            let none = try pixel(style)
            XCTAssertEqual([none.r, none.g, none.b], [255, 255, 255], style)
        }
        // Left of the capsule, the page as it is.
        let outside = try pixel(#"{"page": "always"}"#, x: 160)
        XCTAssertEqual([outside.r, outside.g, outside.b], [255, 255, 255])
    }

    // MARK: Bad input and presentations

    func testBadInputNamesThePath() throws {
        let cases: [(String, String)] = [
            (#"{"type": "NavigationStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"toolbar": [{"type": "ToolbarItem", "placement": "top"}]}]}]}"#,
             #"unknown toolbar item placement "top""#),
            (#"{"type": "Text", "text": "a", "modifiers": [{"navigationBarTitleDisplayMode": "huge"}]}"#, #"unknown title display mode "huge""#),
            (#"{"type": "Text", "text": "a", "modifiers": [{"toolbar": {"visibility": "gone"}}]}"#, #"unknown visibility "gone""#),
            (#"{"type": "Text", "text": "a", "modifiers": [{"toolbarBackground": {"for": ["navigationBar"]}}]}"#, "toolbarBackground needs"),
            (#"{"type": "Text", "text": "a", "modifiers": [{"sheet": {"content": 1}}]}"#, "sheet is true or false"),
            (#"{"type": "NavigationSplitView", "sidebar": {"type": "Text", "text": "a"}}"#, "NavigationSplitView needs"),
            (#"{"type": "Text", "text": "a", "modifiers": [{"tabViewStyle": "carousel"}]}"#, #"unknown tab view style "carousel""#),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try scene(json), json) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
                XCTAssertTrue("\(error)".contains("test.json"), "\(error)")
            }
        }
    }

    /// Presentations are accepted and draw nothing; the Swift front end notes each once, and
    /// `--strict` makes that an error.
    func testPresentationsAreNotShownAtRest() throws {
        let plain = try layout(#"{"type": "Text", "text": "a", "id": "t"}"#, width: 100, height: 100)
        let presented = try layout(#"{"type": "Text", "text": "a", "id": "t", "modifiers": [{"sheet": true}, {"alert": true}, {"popover": false}]}"#,
                                   width: 100, height: 100)
        XCTAssertEqual(plain.frame("t"), presented.frame("t"))
        let source = """
            import SwiftUI
            struct V: View {
                @State var shown = false
                var body: some View {
                    Text("a").sheet(isPresented: $shown) { Text(undefinedName) }.alert("A", isPresented: $shown) { Button("OK") {} }
                }
            }
            """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "v.swift")
        XCTAssertEqual(loaded.notes.count, 2, "\(loaded.notes)")
        XCTAssertTrue(loaded.notes[0].contains("v.swift:5:"), loaded.notes[0])
        XCTAssertTrue(loaded.notes[0].contains(".sheet: a presentation is not shown at rest"), loaded.notes[0])
        XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "v.swift", options: .init(strict: true)))
    }
}
