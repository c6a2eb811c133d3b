// Chat bubbles: trailing blue and leading gray, with emoji in colour.
import SwiftUI

struct Bubble: View {
    let text: String
    let mine: Bool

    var body: some View {
        HStack {
            if mine { Spacer(minLength: 60) }
            Text(text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(mine ? .white : .primary)
                .background(mine ? Color.blue : Color(.systemGray5), in: RoundedRectangle(cornerRadius: 18))
            if !mine { Spacer(minLength: 60) }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 6) {
            Bubble(text: "Lunch at noon? 🍜", mine: false)
            Bubble(text: "Yes! I ❤️ that place 👍", mine: true)
            Bubble(text: "See you there 🎉", mine: false)
        }
        .padding()
    }
}
