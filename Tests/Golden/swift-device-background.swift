import SwiftUI

// A full-screen coloured background on an iPhone 15 (393 × 852 points at @3x; safe area 59 on top
// for the status bar and Dynamic Island, 34 at the bottom for the home indicator). The root view
// is proposed the safe area and fills it; its shape-style background ignores the safe area on
// every edge (iOS 15+), so the colour runs to the screen's edges while the text stays inside.
struct DeviceBackground: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Top of the safe area").font(.footnote)
            Spacer()
            Text("Welcome").font(.largeTitle).bold()
            Text("The colour runs under the status bar and the home indicator; the text does not.")
                .multilineTextAlignment(.center)
            Spacer()
            Text("Bottom of the safe area").font(.footnote)
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.mint)
        .previewDevice("iPhone 15")
    }
}
