// A card with an image: filled and clipped to the card, title, subtitle, rounded and shadowed.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image("turtlerock")
                .resizable()
                .scaledToFill()
                .frame(height: 160)
                .clipped()
            VStack(alignment: .leading, spacing: 4) {
                Text("Turtle Rock")
                    .font(.headline)
                Text("Joshua Tree National Park · **4.8** ★")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .frame(width: 300)
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
        .padding(24)
        .background(Color(.systemGroupedBackground))
    }
}
