import SwiftUI

// A TabView with four tabs as iOS 17 shows it at rest on an iPhone 15: the selected tab (a
// NavigationStack with a large title over an inset-grouped List) above the 49-point tab bar,
// whose background runs on under the home indicator; symbols (their .fill variants) over
// 10-point titles, the selected tab in the accent colour, the others grey, and a badge on the
// third (TabView.swift, BarMetrics.swift). At rest the list is short, so the bar shows its
// scroll-edge appearance (iOS 15 and later): no material, no hairline.
struct TabsScreen: View {
    enum TabID: Hashable { case listen, browse, library, search }
    @State private var selection = TabID.listen

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List {
                    Section("Recently Played") {
                        ForEach(1..<5) { i in
                            Label("Playlist \(i)", systemImage: "music.note")
                        }
                    }
                    Section {
                        NavigationLink("Made for You") { Text("Mixes") }
                        NavigationLink("Charts") { Text("Charts") }
                    }
                }
                .navigationTitle("Listen Now")
            }
            .tabItem { Label("Listen Now", systemImage: "play.circle") }
            .tag(TabID.listen)
            Text("Browse")
                .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
                .tag(TabID.browse)
            Text("Library")
                .tabItem { Label("Library", systemImage: "book") }
                .badge(3)
                .tag(TabID.library)
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(TabID.search)
        }
        .previewDevice("iPhone 15")
    }
}
