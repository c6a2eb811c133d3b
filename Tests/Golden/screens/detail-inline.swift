import SwiftUI

// A detail screen as iOS 17 shows it at rest on an iPhone 15: an inline title
// (navigationBarTitleDisplayMode(.inline), 17-point semibold, centred in the 44-point bar),
// toolbar buttons trailing (a symbol and a share symbol), and under the bar a scrolling page —
// an image header (a gradient and the photo symbol standing in for a photo: goldens have no
// network), a bold title, a secondary subtitle row, a divider, body text and labelled facts in
// a GroupBox. At rest the page is scrolled to its top, so the bar shows no material
// (NavigationStack.swift step 7).
struct TrailDetail: View {
    @State private var isFavorite = true

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ZStack {
                        LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
                        Image(systemName: "photo")
                            .font(.system(size: 72))
                            .foregroundStyle(.white.opacity(0.9))
                    }
                    .frame(height: 220)
                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))

                    Text("Turtle Rock Loop")
                        .font(.title.bold())
                    HStack {
                        Label("Joshua Tree", systemImage: "mappin.and.ellipse")
                        Spacer()
                        Text("4.2 km")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Divider()

                    Text("About the trail")
                        .font(.title3.weight(.semibold))
                    Text("A short loop over granite boulders with wide views of the valley. Best walked early in the morning, before the rocks warm up.")

                    GroupBox("Details") {
                        LabeledContent("Elevation gain", value: "85 m")
                        LabeledContent("Difficulty", value: "Easy")
                        LabeledContent("Dogs", value: "Not allowed")
                    }
                }
                .padding()
            }
            .navigationTitle("Trail")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                    }
                    Button {
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                }
            }
        }
        .previewDevice("iPhone 15")
    }
}
