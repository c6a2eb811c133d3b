import SwiftUI

struct Card: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Card")
                .font(.headline)
            Text("A card with two lines")
        }
        .padding()
    }
}

#Preview("Card, compact") {
    Card()
}
