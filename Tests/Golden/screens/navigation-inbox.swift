import SwiftUI

// An inbox as iOS 17's Mail shows it at rest on an iPhone 15: a plain List under an inline title
// (17-point semibold, centred in the 44-point bar), "Edit" leading and a filter button trailing,
// the search field at rest (36 tall atop a 52-point row under the bar, its prompt in grey, a
// microphone at its end), and a bottom bar with a status text and a compose button, without
// material over a short list (NavigationStack.swift, BarMetrics.swift).
struct MailMessage: Identifiable {
    let id: Int
    let sender: String
    let time: String
    let subject: String
    let preview: String
}

struct NavigationInbox: View {
    @State private var query = ""
    let messages = [
        MailMessage(id: 1, sender: "Anna Lindqvist", time: "9:41", subject: "Lunch on Friday?",
                    preview: "There is a new place by the harbour that serves the best fish soup in town. Shall we try it?"),
        MailMessage(id: 2, sender: "Build Server", time: "8:02", subject: "Nightly build passed",
                    preview: "All 1,204 tests passed in 6 minutes 12 seconds."),
        MailMessage(id: 3, sender: "Marco Rossi", time: "Yesterday", subject: "Photos from the trip",
                    preview: "I finally sorted them out. The ones from the lighthouse came out really well, even in the rain."),
        MailMessage(id: 4, sender: "Library", time: "Monday", subject: "Your reservation is ready",
                    preview: "Pick it up at the front desk within seven days."),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading, spacing: 2) {
                    HStack(alignment: .firstTextBaseline) {
                        Text(message.sender).font(.headline)
                        Spacer()
                        Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Text(message.subject).font(.subheadline)
                    Text(message.preview)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "ellipsis.circle") }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("Updated Just Now").font(.caption)
                    Spacer()
                    Button {} label: { Image(systemName: "square.and.pencil") }
                }
            }
        }
        .previewDevice("iPhone 15")
    }
}
