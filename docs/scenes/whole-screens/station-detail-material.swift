import SwiftUI

// A detail screen under an inline title, dark (docs/figures.md, "Whole screens (session 21)"):
// a ScrollView on a 20 % indigo wash with a summary card on `.ultraThinMaterial` (which iOS 18
// was measured to draw lighter over this backdrop than the renderer does: (40, 40, 54) against
// (20, 20, 49), an open difference), a card on tertiarySystemBackground of symbol rows, and one
// on secondarySystemBackground of two rows on systemBackground.
struct StationDetailMaterialScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    VStack(spacing: 10) {
                        Image(systemName: "antenna.radiowaves.left.and.right")
                            .font(.system(size: 56))
                        Text("Harbor Station")
                            .font(.system(size: 28, weight: .bold))
                        HStack {
                            Text("Band:").foregroundStyle(.secondary)
                            Text("VHF Marine").font(.headline)
                        }
                        Label("On air", systemImage: "circle.fill")
                            .font(.subheadline)
                            .foregroundStyle(.green)
                    }
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(.ultraThinMaterial)
                    .clipShape(RoundedRectangle(cornerRadius: 12))

                    Divider()

                    VStack(alignment: .leading, spacing: 15) {
                        Text("Details")
                            .font(.title3)
                            .fontWeight(.semibold)
                        detail("waveform", "Channel 16")
                        detail("location.fill", "Pier 4, east mole")
                        detail("clock.fill", "Staffed 06:00–22:00")
                    }
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(Color(.tertiarySystemBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 12))

                    Divider()

                    VStack(alignment: .leading, spacing: 10) {
                        Text("Operators")
                            .font(.title3)
                            .fontWeight(.semibold)
                        VStack(spacing: 8) {
                            operatorRow("R. Okafor")
                            operatorRow("L. Brandt")
                        }
                    }
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(Color(.secondarySystemBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                }
                .padding()
            }
            .background(Color.indigo.opacity(0.2))
            .navigationTitle("Harbor Station")
            .navigationBarTitleDisplayMode(.inline)
        }
        .preferredColorScheme(.dark)
        .previewDevice("iPhone 16 Pro")
    }

    func detail(_ symbol: String, _ text: String) -> some View {
        HStack(spacing: 15) {
            Image(systemName: symbol).foregroundStyle(.gray)
            Text(text)
        }
    }

    func operatorRow(_ name: String) -> some View {
        HStack {
            Image(systemName: "person.fill").foregroundStyle(.gray)
            Text(name)
            Spacer()
        }
        .padding(8)
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}
