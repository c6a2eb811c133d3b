// Badges: a count over a symbol, a "NEW" capsule, a status dot, and a tilted ribbon.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 32) {
            Image(systemName: "bell.fill")
                .font(.title)
                .overlay(alignment: .topTrailing) {
                    Text("3")
                        .font(.caption2.weight(.bold))
                        .foregroundStyle(.white)
                        .padding(5)
                        .background(.red, in: Circle())
                        .offset(x: 8, y: -8)
                }
            Text("NEW")
                .font(.caption.weight(.heavy))
                .tracking(1)
                .foregroundStyle(.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(.green, in: Capsule())
            Image(systemName: "person.crop.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.gray)
                .overlay(alignment: .bottomTrailing) {
                    Circle()
                        .fill(.green)
                        .frame(width: 12, height: 12)
                        .overlay { Circle().stroke(.white, lineWidth: 2) }
                }
            Text("SALE")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.pink)
                .rotationEffect(.degrees(-12))
        }
        .padding()
    }
}
