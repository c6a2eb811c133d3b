import SwiftUI

// A list tab as iOS 18 draws a compact NavigationSplitView's sidebar (docs/figures.md, "Whole
// screens (session 21)"): under the large title, the List's first section has no header and
// begins against the bar, not 35 below it, as a preview of Apple's Landmarks tutorial shows; a
// switch row, then navigation rows of a 50-point swatch, a name and a star on the marked ones;
// the tab bar under it with the second tab selected.
struct TrailsSplitListScreen: View {
    enum Tab: Hashable { case map, trails }
    @State private var tab = Tab.trails
    @State private var openOnly = false

    struct Trail {
        let name: String
        let marked: Bool
        let swatch: Color
    }

    let trails = [
        Trail(name: "Ridge Loop", marked: true, swatch: .orange),
        Trail(name: "Cedar Falls", marked: false, swatch: .green),
        Trail(name: "North Fork", marked: true, swatch: .teal),
        Trail(name: "Lantern Pass", marked: false, swatch: .pink),
        Trail(name: "Willow Bend", marked: false, swatch: .indigo),
        Trail(name: "Granite Steps", marked: true, swatch: .brown),
        Trail(name: "Fern Gully", marked: false, swatch: .mint),
        Trail(name: "Echo Canyon", marked: false, swatch: .purple),
        Trail(name: "Salt Flats", marked: false, swatch: .gray),
    ]

    var body: some View {
        TabView(selection: $tab) {
            Text("Map")
                .tabItem { Label("Map", systemImage: "map") }
                .tag(Tab.map)
            NavigationSplitView {
                List {
                    Toggle("Open trails only", isOn: $openOnly)
                    ForEach(trails, id: \.name) { trail in
                        NavigationLink {
                            Text(trail.name)
                        } label: {
                            HStack {
                                RoundedRectangle(cornerRadius: 6)
                                    .fill(trail.swatch.gradient)
                                    .frame(width: 50, height: 50)
                                Text(trail.name)
                                Spacer()
                                if trail.marked {
                                    Image(systemName: "star.fill")
                                        .foregroundStyle(.yellow)
                                }
                            }
                        }
                    }
                }
                .navigationTitle("Trails")
            } detail: {
                Text("Pick a trail")
            }
            .tabItem { Label("Trails", systemImage: "list.bullet") }
            .tag(Tab.trails)
        }
        .previewDevice("iPhone 16 Pro")
    }
}
