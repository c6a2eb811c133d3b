import SwiftUI
import Design

struct CountView: View {
    var body: some View {
        Text("Count")
            .padding(.horizontal, .layoutPadding)
            .id("count")
    }
}

#Preview {
    CountView()
}
