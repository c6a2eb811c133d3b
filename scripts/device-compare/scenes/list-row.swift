import SwiftUI

// Compared with StanfordSpezi/SpeziViews' "listRow.iphone-regular" reference image (see
// ../references.tsv): a default-style List with one row of a leading label and a trailing
// secondary value, as that package's row view lays them out (an HStack of the label, a Spacer
// and the value, one line each). Written here in our own words; their code is not copied. The
// reference was recorded on an iPhone 13 Pro's screen: 390 × 844 at 3×, safe area 47 and 34,
// the iPhone 14's.
struct ListRowScreen: View {
    var body: some View {
        List {
            HStack {
                Text(verbatim: "San Francisco")
                    .lineLimit(1)
                Spacer()
                Text(verbatim: "20 °C, Sunny")
                    .lineLimit(1)
                    .layoutPriority(1)
                    .foregroundColor(.secondary)
            }
        }
        .previewDevice("iPhone 14")
    }
}
