import SwiftUI

// Apple's "Aligning views across stacks" (SwiftUI documentation): two photos of different
// shapes with their titles, each in its own VStack inside an HStack. Centred, the titles sit at
// different heights; with a custom guide set on each title's first baseline, and the HStack
// aligned on it, they share one line, however deep each sits in its VStack. The guide's default
// (the bottom) holds for every view that does not set it. Shapes stand in for the photos.
extension VerticalAlignment {
    /// Where the titles under the photos line up.
    private struct PhotoTitle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.bottom]
        }
    }

    static let photoTitle = VerticalAlignment(PhotoTitle.self)
}

struct Photo: View {
    let color: Color
    let aspect: CGFloat
    let symbol: String

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(color)
            .aspectRatio(aspect, contentMode: .fit)
            .overlay {
                Image(systemName: symbol)
                    .font(.largeTitle)
                    .foregroundStyle(.white)
            }
    }
}

struct PhotoRow: View {
    /// `--set aligned=false` shows the row centred, as before the guide.
    var aligned = true

    var body: some View {
        HStack(alignment: aligned ? .photoTitle : .center) {
            VStack {
                Photo(color: .green, aspect: 3.0 / 4.0, symbol: "sun.max.fill")
                Text("Bell Peppers")
                    .font(.title)
                    .alignmentGuide(.photoTitle) { context in context[.firstTextBaseline] }
            }
            VStack {
                Photo(color: .red, aspect: 4.0 / 3.0, symbol: "drop.fill")
                Text("Chili Peppers")
                    .font(.title)
                    .alignmentGuide(.photoTitle) { context in context[.firstTextBaseline] }
                Text("Higher levels of capsicum")
                    .font(.caption)
            }
        }
        .padding()
        .frame(width: 390)
        .background(Color(white: 0.96))
    }
}
