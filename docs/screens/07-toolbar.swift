// A toolbar drawn as a view: a title bar with leading and trailing buttons, and a bottom bar.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Image(systemName: "chevron.left").fontWeight(.semibold)
                Text("Inbox")
                Spacer()
                Image(systemName: "magnifyingglass")
                Image(systemName: "square.and.pencil")
            }
            .imageScale(.large)
            .foregroundStyle(.tint)
            .padding(.horizontal)
            .frame(height: 44)
            .overlay(alignment: .center) {
                Text("Mail").font(.headline)
            }
            Divider()
            Spacer()
            Divider()
            HStack {
                Image(systemName: "line.3.horizontal")
                Spacer()
                Text("Updated Just Now").font(.caption)
                Spacer()
                Image(systemName: "square.and.arrow.up")
            }
            .foregroundStyle(.tint)
            .padding(.horizontal)
            .frame(height: 44)
            .background(Color(.secondarySystemBackground))
        }
    }
}
