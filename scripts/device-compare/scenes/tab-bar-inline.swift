import SwiftUI

// Compared with martinomamic/RSSReader's "TabBarView-mediumPhone" reference images (see
// ../references.tsv): a TabView of four tabs, each a NavigationStack whose root shows a
// spinner under an inline title with a plus button as its primary action; tab items are Labels
// with outline symbols (the tab bar shows their fill variants). Written here in our own words;
// the app's strings are its localisation keys, as its snapshot shows them.
struct TabBarInlineScreen: View {
    enum Tab: Hashable { case feeds, favorites, explore, debug }
    @State private var selection = Tab.feeds

    var body: some View {
        TabView(selection: $selection) {
            page("feed_list_rss_feeds")
                .tabItem { Label("tab_feeds", systemImage: "newspaper") }
                .tag(Tab.feeds)
            page("favorites")
                .tabItem { Label("tab_favorites", systemImage: "star") }
                .tag(Tab.favorites)
            page("explore")
                .tabItem { Label("tab_explore", systemImage: "globe") }
                .tag(Tab.explore)
            page("debug")
                .tabItem { Label("tab_debug", systemImage: "ladybug") }
                .tag(Tab.debug)
        }
        .previewDevice("iPhone 16")
    }

    func page(_ title: String) -> some View {
        NavigationStack {
            VStack {
                ProgressView()
            }
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
        }
    }
}
