import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// iOS 18's `TabSection` and `Tab(value:content:label:)` in a `TabView` on an iPhone
/// (TabSectionView; IceCubes' `AppView` builds its tabs this way, inside `ForEach`s): the
/// sections' tabs join the tab bar in order, their titles are not drawn, `tabPlacement` changes
/// nothing. A snippet written for the test, laid out with the fixed-advance measurer.
extension SwiftAppCodeTests {
    func testTabSectionsTabsInForEachJoinTheTabBar() throws {
        let source = """
        import SwiftUI

        enum Pane: Int, Identifiable, Hashable {
            case home, inbox, profile
            var id: Int { rawValue }
            var title: String { ["Home", "Inbox", "Me"][rawValue] }
            var icon: String { ["house", "tray", "person"][rawValue] }
            @ViewBuilder var label: some View { Label(title, systemImage: icon) }
        }

        enum Part: Int, Identifiable {
            case main, more
            var id: Int { rawValue }
            var title: String { self == .main ? "Main" : "More" }
            var tabs: [Pane] { self == .main ? [.home, .inbox] : [.profile] }
        }

        struct Root: View {
            @State var selected: Pane = .inbox
            var body: some View {
                TabView(selection: .init(get: { selected }, set: { selected = $0 })) {
                    ForEach([Part.main, .more]) { part in
                        TabSection(part.title) {
                            ForEach(part.tabs) { tab in
                                Tab(value: tab, role: tab == .profile ? .search : .none) {
                                    Text("Showing \\(tab.title)")
                                } label: {
                                    tab.label
                                }
                                .tabPlacement(.pinned)
                            }
                        }
                        .tabPlacement(.sidebarOnly)
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        // The selected tab's content ("Showing Inbox", 13 characters) centred above the 49-point
        // bar (800 − 49 = 751 high: y = 365.5, 366 on the pixel grid), then the three items'
        // titles in 130-point slots; no section title.
        let texts = try texts(source)
        XCTAssertEqual(texts, ["Showing Inbox", "Home", "Inbox", "Me"])
        let placed = try leaves(source).filter { $0.hasPrefix("Text") }
        XCTAssertEqual(placed.first, "Text 130,366 130x20")
        var items: [Int] = []
        try layout(source).root.forEach { if $0.view.label == "TabBarItem" { items.append(Int($0.frame.origin.x)) } }
        XCTAssertEqual(items, [0, 130, 260])
    }
}
