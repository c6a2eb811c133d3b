import SwiftUI

// An onboarding welcome screen (docs/figures.md, "Branch truth26u"), drawn with the rules that
// home-assistant/iOS's iOS 18 snapshot of its own welcome screen confirmed: a column between two
// Spacers under a hidden navigation bar — a symbol, a bold large title, a ScrollView of feature
// rows (which takes the column's spare height; the Spacers keep their 8) — and, in the bottom
// safe-area inset, a full-width 55-point button over a text button, 16 from the sides.
struct TrailheadOnboardingScreen: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Spacer()
                VStack(spacing: 28) {
                    Image(systemName: "leaf")
                        .font(.system(size: 72))
                        .foregroundStyle(.green)
                    Text("Welcome to Trailhead")
                        .font(.largeTitle.bold())
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 16)
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 20) {
                        feature("map", "Offline maps", "Download a park before you lose the signal.")
                        feature("sun.max.fill", "Trail conditions", "Closures and mud reports from rangers, updated hourly.")
                        feature("bell.badge", "Sunset alerts", "A reminder when it is time to head back.")
                    }
                    .padding(.horizontal, 32)
                    .padding(.vertical, 16)
                }
                Spacer()
            }
            .padding(.top, 40)
            .safeAreaInset(edge: .bottom) {
                VStack(spacing: 8) {
                    Text("Get Started")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(maxWidth: .infinity)
                        .frame(height: 55)
                        .background(.green, in: RoundedRectangle(cornerRadius: 12))
                    Text("I already have an account")
                        .font(.callout.bold())
                        .foregroundStyle(.green)
                        .frame(maxWidth: .infinity)
                        .frame(height: 44)
                }
                .padding(.horizontal, 16)
            }
            .toolbar(.hidden, for: .navigationBar)
        }
        .previewDevice("iPhone 16")
    }

    func feature(_ symbol: String, _ title: String, _ detail: String) -> some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(.green)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).foregroundStyle(.secondary)
            }
        }
    }
}
