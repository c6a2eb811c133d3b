import SwiftUI

// Compared with mulgir-govind/SwiftUI-Bootcamp's ContentUnavailableView screenshot (see
// ../references.tsv): a whole simulator screen of a VStack of the built-in search views —
// `.search` and `.search(text:)` — above two ContentUnavailableViews of the app's own, each
// taking a quarter of the safe area. Written here in our own words for this comparison.
struct SearchUnavailableScreen: View {
    var body: some View {
        VStack {
            ContentUnavailableView.search
            ContentUnavailableView.search(text: "Android")
            ContentUnavailableView("No internet connection", systemImage: "wifi.slash",
                                   description: Text("Please connect to internet and try again"))
            ContentUnavailableView {
                Label("Empty Bookmarks", systemImage: "bookmark")
            } description: {
                Text("Explore a great movie and bookmark the one you love to enjoy later.")
            } actions: {
                Button("Browse Movies") {}
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
