import SwiftUI

// Compared with martinomamic/RSSReader's EmptyStateView references (see ../references.tsv):
// a ContentUnavailableView of a Label (title and symbol), a description and, in the "action"
// variant, a `.bordered` Button, on systemBackground, in a 375 × 400 host at 3× with no safe
// area (swift-snapshot-testing's `.device(config: .init(size:))`). Written here in our own
// words; their code is not copied. `--set action=false` draws the variant without a button.
struct ContentUnavailableScreen: View {
    var action = true

    var body: some View {
        ZStack {
            Color(.systemBackground)
                .ignoresSafeArea()
            ContentUnavailableView {
                Label("No Items", systemImage: "tray")
            } description: {
                Text("Add items to get started")
            } actions: {
                if action {
                    Button("Add Item") {}
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}
