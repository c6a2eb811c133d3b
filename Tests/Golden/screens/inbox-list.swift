import SwiftUI

// An inbox as iOS 17's Mail lays it out: a plain List of multi-line rows, each as tall as its
// text (ListRowLayout: the content plus 11 above and below); an unread dot before the text, so
// the separators start at the text, not at the dot (ListSectionLayout, step 5).
struct Message: Identifiable {
    let id: Int
    let sender: String
    let time: String
    let subject: String
    let preview: String
    let unread: Bool
}

struct SwiftInboxList: View {
    let messages = [
        Message(id: 1, sender: "Anna Lindqvist", time: "9:41", subject: "Lunch on Friday?",
                preview: "There is a new place by the harbour that serves the best fish soup in town. Shall we try it?", unread: true),
        Message(id: 2, sender: "Build Server", time: "8:02", subject: "Nightly build passed",
                preview: "All 1,204 tests passed in 6 minutes 12 seconds.", unread: false),
        Message(id: 3, sender: "Marco Rossi", time: "Yesterday", subject: "Photos from the trip",
                preview: "I finally sorted them out. The ones from the lighthouse came out really well, even in the rain.", unread: true),
        Message(id: 4, sender: "Library", time: "Monday", subject: "Your reservation is ready",
                preview: "Pick it up at the front desk within seven days.", unread: false),
    ]

    var body: some View {
        List(messages) { message in
            HStack(alignment: .top, spacing: 8) {
                Circle()
                    .fill(message.unread ? Color.blue : Color.clear)
                    .frame(width: 10, height: 10)
                    .padding(.top, 5)
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
        }
        .listStyle(.plain)
        .frame(width: 393, height: 440)
    }
}
