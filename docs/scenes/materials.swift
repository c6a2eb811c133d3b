import SwiftUI

// The five materials and the bar material over a colourful backdrop with text behind them:
// each blurs what lies behind it and tints it (docs/scene-format.md, "Materials").
struct Materials: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<14) { i in
                    Text("Behind the glass \(i)")
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
            VStack(spacing: 10) {
                Text("ultraThinMaterial").frame(maxWidth: .infinity).padding(12).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                Text("thinMaterial").frame(maxWidth: .infinity).padding(12).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                Text("regularMaterial").frame(maxWidth: .infinity).padding(12).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                Text("thickMaterial").frame(maxWidth: .infinity).padding(12).background(.thickMaterial, in: RoundedRectangle(cornerRadius: 12))
                Text("ultraThickMaterial").frame(maxWidth: .infinity).padding(12).background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 12))
                Text("bar").frame(maxWidth: .infinity).padding(12).background(.bar)
            }
            .padding(24)
        }
    }
}
