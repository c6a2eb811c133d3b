import SwiftUI

// Compared with martinomamic/RSSReader's FeedItemRow references (see ../references.tsv): a
// leading VStack, 8 apart, of a headline title, a subheadline description of at most three
// lines and a secondary caption date, padded 6 above and below, on systemBackground, centred in
// a 375 × 150 host at 3× without a safe area whose own background is black (swift-snapshot-
// testing's `.fixed(size:)` layout). Written here in our own words; their code is not copied.
// The rows' `set:` notes choose the strings; the date is the string the picture shows.
struct FeedItemRowScreen: View {
    var title = "Text Only News Item"
    var message = "This is a news item without an image to show how the layout adapts to text-only content."
    var date = "9. May 2025"

    var body: some View {
        ZStack {
            Color.black
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.headline)
                Text(message)
                    .font(.subheadline)
                    .lineLimit(3)
                Text(date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(.vertical, 6)
            .background(Color(.systemBackground))
        }
    }
}
