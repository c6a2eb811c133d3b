// Apple's ZStack documentation: six squares, each drawn over the last, offset by 10 points.
import SwiftUI

struct ContentView: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        ZStack {
            ForEach(0..<colors.count, id: \.self) {
                Rectangle()
                    .fill(colors[$0])
                    .frame(width: 100, height: 100)
                    .offset(x: CGFloat($0) * 10.0, y: CGFloat($0) * 10.0)
            }
        }
    }
}
