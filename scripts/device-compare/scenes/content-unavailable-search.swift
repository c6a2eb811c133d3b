import SwiftUI

// The screen of the reference picture (../references.tsv: content-unavailable-search), rebuilt
// from what the picture shows: four unavailable-content messages stacked on one simulator screen,
// each given a quarter of the safe area. The strings and symbol names are the ones the picture
// shows; the code is the project's own.
struct SearchUnavailableScreen: View {
    var body: some View {
        VStack {
            ContentUnavailableView.search
            ContentUnavailableView.search(text: "Android")
            offlineMessage
            noBookmarksMessage
        }
    }

    /// A title with a symbol and a one-line description.
    private var offlineMessage: some View {
        ContentUnavailableView(
            "No internet connection",
            systemImage: "wifi.slash",
            description: Text("Please connect to internet and try again"))
    }

    /// A label, a two-line description and one prominent action: on this screen iOS leaves the
    /// symbol out, as there is no room for it.
    private var noBookmarksMessage: some View {
        ContentUnavailableView(
            label: { Label("Empty Bookmarks", systemImage: "bookmark") },
            description: { Text("Explore a great movie and bookmark the one you love to enjoy later.") },
            actions: { Button("Browse Movies") {}.buttonStyle(.borderedProminent) })
    }
}
