import SwiftUI

// Compared with a whole-screen Xcode preview of Apple's Landmarks tutorial at the end of its
// "Composing complex interfaces" chapter, committed by a reader (see ../references.tsv,
// `landmark-list-tab-bar`): a TabView of two tabs, "Featured" (star) and "List" (list.bullet),
// the second selected; its root is a compact NavigationSplitView whose sidebar shows a large title
// over an inset-grouped List: a "Favorites only" switch, then one navigation row per place — a
// 50 × 50 photo, the name, a yellow star.fill on favourites, the disclosure chevron. Written here
// in our own words; the photos are flat colour squares (the tutorial's pictures are not ours), so
// only their frames are compared.
struct LandmarkListTabBarScreen: View {
    enum Tab: Hashable { case featured, list }
    @State private var selection = Tab.list
    @State private var favoritesOnly = false

    let places: [(String, Bool, Color)] = [
        ("Turtle Rock", true, .orange),
        ("Silver Salmon Creek", false, .green),
        ("Chilkoot Trail", true, .teal),
        ("St. Mary Lake", true, .pink),
        ("Twin Lake", false, .cyan),
        ("Lake McDonald", false, .indigo),
        ("Charley Rivers", false, .mint),
        ("Icy Bay", false, .blue),
        ("Rainbow Lake", false, .brown),
        ("Hidden Lake", false, .purple),
    ]

    var body: some View {
        TabView(selection: $selection) {
            Text("Featured")
                .tabItem { Label("Featured", systemImage: "star") }
                .tag(Tab.featured)
            list
                .tabItem { Label("List", systemImage: "list.bullet") }
                .tag(Tab.list)
        }
        .previewDevice("iPhone 16 Pro")
    }

    var list: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $favoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(places, id: \.0) { place in
                    NavigationLink {
                        Text(place.0)
                    } label: {
                        HStack {
                            Rectangle()
                                .fill(place.2)
                                .frame(width: 50, height: 50)
                            Text(place.0)
                            Spacer()
                            if place.1 {
                                Image(systemName: "star.fill")
                                    .foregroundStyle(.yellow)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}
