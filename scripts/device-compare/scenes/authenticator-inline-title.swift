import SwiftUI

// Compared with bitwarden/authenticator-ios's ManualEntryView snapshots (see ../references.tsv):
// an inline title with a close button trailing, over the app's grouped grey. Written here in our
// own words; the title is the one its pictures show. The app's own form below is not
// transcribed: compare the title's size and place in the bar.
struct CreateCodeScreen: View {
    var body: some View {
        NavigationView {
            Color(.secondarySystemBackground)
                .ignoresSafeArea()
                .navigationTitle("Create verification code")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                        } label: {
                            Image(systemName: "xmark")
                        }
                    }
                }
        }
    }
}
