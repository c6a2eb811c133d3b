import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// iOS 18's `TabSection` and `Tab(value:content:label:)` in a `TabView` on an iPhone
/// (TabSectionView; IceCubes' `AppView` builds its tabs this way, inside `ForEach`s): the
/// sections' tabs join the tab bar in order, their titles are not drawn, a section's `tabPlacement` changes
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

extension SwiftAppCodeTests {
    /// Under `.sidebarAdaptable` a `Tab` placed `.sidebarOnly` "only appears in the sidebar"
    /// (UIKit's `UITab.Placement.sidebarOnly`): an iPhone's bar leaves it out and the other two
    /// share the width (195 points each). Under the default style it stays in the bar.
    func testASidebarOnlyTabIsLeftOutOfASidebarAdaptableBar() throws {
        func source(_ style: String) -> String {
            """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Text("Home page") }
                        Tab("Lists", systemImage: "list.bullet") { Text("Lists page") }
                            .tabPlacement(.sidebarOnly)
                        Tab("Me", systemImage: "person") { Text("Me page") }
                            .tabPlacement(.pinned)
                    }
                    \(style)
                }
            }
            """
        }
        func items(_ source: String) throws -> [String] {
            var found: [String] = []
            try layout(source).root.forEach { node in
                guard node.view.label == "TabBarItem" else { return }
                var title = ""
                node.forEach { if case .text(let run) = $0.content { title = run.request.string } }
                found.append("\(title) \(Int(node.frame.origin.x)) \(Int(node.frame.width))")
            }
            return found
        }
        let adaptable = source(".tabViewStyle(.sidebarAdaptable)")
        XCTAssertEqual(try load(adaptable).warnings, [])
        XCTAssertEqual(try items(adaptable), ["Home 0 195", "Me 195 195"])
        XCTAssertEqual(try items(source("")), ["Home 0 130", "Lists 130 130", "Me 260 130"])
    }
}
