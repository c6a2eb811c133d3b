import SwiftUI

// Every name below but the views SwiftUI ships is declared in another file of the target.
struct CardView: View {
    var body: some View {
        VStack(spacing: Theme.spacing) {
            Badge(text: "New").id("badge")
            Text(title(for: Item.samples[1]))
                .frame(height: rowHeight)
                .id("title")
        }
        .cardStyle()
        .id("card")
    }
}
