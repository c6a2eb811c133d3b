// Apple's "Aligning views within a stack": a shared leading edge, one view moved with an
// alignment guide, and first-baseline alignment across fonts.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading) {
                Text("Leading")
                Text("A longer line of text")
                Text("Indented 20 points")
                    .alignmentGuide(.leading) { d in d[.leading] - 20 }
            }
            .padding()
            .border(.gray)
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("and small").font(.footnote)
                Image(systemName: "heart.fill").foregroundStyle(.pink)
            }
        }
    }
}
