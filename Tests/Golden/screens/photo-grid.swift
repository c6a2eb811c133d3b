import SwiftUI

// A photo grid as iPhone photo apps lay it out: adaptive columns of at least 80 points, 4 apart,
// on a 390-point screen — four columns of 94.5 (LazyGridLayout.swift). The last row is short.
struct SwiftPhotoGrid: View {
    let tints: [Color] = [.orange, .teal, .pink, .indigo, .mint, .yellow, .purple, .green, .blue, .red, .cyan]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("Recents").font(.title2).bold()
                Spacer()
                Text("11 photos").font(.footnote).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4)], spacing: 4) {
                ForEach(0..<11) { i in
                    ZStack(alignment: .bottomTrailing) {
                        tints[i].opacity(0.8)
                        if i % 4 == 1 {
                            Image(systemName: "heart.fill")
                                .foregroundStyle(.white)
                                .padding(6)
                        }
                    }
                    .frame(height: 94.5)
                }
            }
        }
        .padding(.vertical, 12)
        .frame(width: 390)
    }
}
