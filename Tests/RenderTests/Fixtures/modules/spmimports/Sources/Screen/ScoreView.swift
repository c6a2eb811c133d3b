import SwiftUI
@_exported import Styleguide

struct ScoreView: View {
    var body: some View {
        VStack(spacing: .grid(2)) {
            Text("Score").foregroundColor(.brandBlack).id("score")
            Text(Theme.name).id("theme")
        }
    }
}
