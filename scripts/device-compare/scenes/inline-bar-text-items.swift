import SwiftUI

// Compared with martinomamic/RSSReader's "AddFeedEmpty-mediumPhone" reference images (see
// ../references.tsv): a NavigationStack whose root is a padded ScrollView under an inline
// title, with a text button as the cancellation action (leading) and a disabled text button
// as the confirmation action (trailing). Written here in our own words; the strings are the
// app's localisation keys, as its snapshot shows them. Only the bar and the first lines of the
// content are compared.
struct InlineBarTextItemsScreen: View {
    @State private var url = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("add_feed_url_header")
                            .font(.headline)
                        TextField("add_feed_url_placeholder", text: $url)
                            .padding()
                            .background(Color(.systemGray6))
                            .cornerRadius(8)
                    }
                }
                .padding()
            }
            .navigationTitle("add_feed_title")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("general_cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("general_add") {}
                        .disabled(true)
                }
            }
        }
        .previewDevice("iPhone 16")
    }
}
