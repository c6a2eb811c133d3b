import SwiftUI

// Compared with martinomamic/RSSReader's EmptyStateView and ErrorStateView references (see
// ../references.tsv): a ContentUnavailableView of a Label (title and symbol), a description
// and, unless `action` is false, a `.bordered` Button, on systemBackground, in a 375 × 400 host
// at 3× with no safe area (swift-snapshot-testing's `.device(config: .init(size:))`). Written
// here in our own words; their code is not copied. The rows' `set:` notes choose the strings.
struct ContentUnavailableScreen: View {
    var title = "No Items"
    var symbol = "tray"
    var message = "Add items to get started"
    var actionTitle = "Add Item"
    var action = true

    var body: some View {
        ZStack {
            Color(.systemBackground)
                .ignoresSafeArea()
            ContentUnavailableView {
                Label(title, systemImage: symbol)
            } description: {
                Text(message)
            } actions: {
                if action {
                    Button(actionTitle) {}
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}
