import SwiftUI

// Compared with DrunkOnJava/Nestory's simulator screenshot of its Inventory tab at rest (see
// ../references.tsv): a TabView of five tabs whose first is a navigation stack with a large
// title, a plus button trailing in the bar and the search field `.searchable` puts under the
// title, over an empty state (a large grey symbol, a title, a message and a bordered button).
// Written here in our own words; the strings are the ones its picture shows.
struct SearchFieldTabBarScreen: View {
    var body: some View {
        TabView {
            inventory
                .tabItem { Label("Inventory", systemImage: "archivebox") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Capture").tabItem { Label("Capture", systemImage: "camera") }
            Text("Analytics").tabItem { Label("Analytics", systemImage: "chart.bar") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }
        }
    }

    var inventory: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "archivebox")
                    .font(.system(size: 64))
                    .foregroundColor(.secondary)
                VStack(spacing: 8) {
                    Text("No Items")
                        .font(.title2)
                        .fontWeight(.semibold)
                    Text("Start by adding your first item to the inventory")
                        .multilineTextAlignment(.center)
                        .foregroundColor(.secondary)
                }
                Button("Add Item") {}
                    .buttonStyle(.bordered)
                    .foregroundColor(.accentColor)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("Inventory")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .searchable(text: .constant(""), prompt: "Search items, categories, or locations")
    }
}
