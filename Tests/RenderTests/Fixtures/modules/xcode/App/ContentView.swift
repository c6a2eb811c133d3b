import SwiftUI

struct ContentView: View {
    @State private var compact = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Landmark.all) { landmark in
                LandmarkRow(landmark: landmark)
            }
        }
        .frame(width: compact ? 100 : 200)
        .id("list")
    }
}

#Preview {
    ContentView()
}
