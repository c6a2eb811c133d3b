import SwiftUI

// A scrolling list with a bottom bar on an iPhone 15: `safeAreaInset(edge: .bottom)` puts the bar
// at the bottom of the safe area and shrinks the list's safe area by the bar's height; the bar's
// colour (a shape-style background) runs on under the home indicator to the screen's edge, as
// iOS's toolbars do, while its buttons stay above it.
struct DeviceBottomBar: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(1..<13) { i in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(.blue.opacity(0.15))
                        .frame(height: 60)
                        .overlay(alignment: .leading) {
                            Text("Row \(i)").padding(.leading, 16)
                        }
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Button("Cancel") {}
                Spacer()
                Button("Save") {}.buttonStyle(.borderedProminent)
            }
            .padding()
            .background(Color(white: 0.94))
        }
        .previewDevice("iPhone 15")
    }
}
