import SwiftUI

// Every text style at the accessibility3 Dynamic Type size (Apple HIG, Typography: largeTitle 52,
// title 48, title2 44, title3 43, headline 40 semibold, body 40, callout 38, subheadline 36,
// footnote 33, caption 32, caption2 29), a symbol that follows its font, and a fixed
// .system(size: 17) that does not scale.
struct Ladder: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Title 2").font(.title2)
            Text("Title 3").font(.title3)
            Text("Headline").font(.headline)
            Text("Body")
            Text("Callout").font(.callout)
            Text("Subheadline").font(.subheadline)
            Text("Footnote").font(.footnote)
            Text("Caption").font(.caption)
            Text("Caption 2").font(.caption2)
            Label("Favourites", systemImage: "star.fill")
            Text("Fixed 17 points").font(.system(size: 17))
        }
        .padding()
        .frame(width: 390, alignment: .leading)
        .dynamicTypeSize(.accessibility3)
    }
}
