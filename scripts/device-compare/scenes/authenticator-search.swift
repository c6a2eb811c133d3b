import SwiftUI

// Compared with bitwarden/authenticator-ios's ItemListView snapshots (see ../references.tsv):
// a large title with a plus button trailing and a search field the navigation bar's drawer
// always shows, over the app's grouped grey (its bar, in dark mode, is the same colour).
// Written here in our own words; the strings are the ones its pictures show. The app's own
// rows, search icon and bar colours are not transcribed: compare the field and the titles.
struct VerificationCodesScreen: View {
    var body: some View {
        NavigationView {
            ZStack {
                Color(.secondarySystemBackground).ignoresSafeArea()
                ScrollView {
                    Text("Favorites")
                }
            }
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
            .navigationTitle("Verification codes")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}
