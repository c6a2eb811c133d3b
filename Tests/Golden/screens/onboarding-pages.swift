import SwiftUI

// An onboarding screen as iOS 17 shows it at rest on an iPhone 15: a page-style TabView
// (tabViewStyle(.page)) whose first page shows a large tinted symbol, a bold centred title,
// secondary body text and, at the bottom, a large prominent button
// (.buttonStyle(.borderedProminent), .controlSize(.large), full width). The page index dots
// are drawn over the screen's dark gradient, where iOS's white dots show.
struct Onboarding: View {
    struct Page: Hashable {
        let symbol: String
        let title: String
        let text: String
    }

    let pages = [
        Page(symbol: "sparkles", title: "Welcome to Trails", text: "Find walks near you, save the ones you love and share them with friends."),
        Page(symbol: "map", title: "Offline maps", text: "Download a region before you leave and navigate without a signal."),
        Page(symbol: "bell.badge", title: "Stay in the loop", text: "Get a note when a saved trail closes or the weather turns."),
    ]

    var body: some View {
        TabView {
            ForEach(pages, id: \.self) { page in
                VStack(spacing: 20) {
                    Spacer()
                    Image(systemName: page.symbol)
                        .font(.system(size: 88))
                        .foregroundStyle(.mint)
                    Text(page.title)
                        .font(.largeTitle.bold())
                        .multilineTextAlignment(.center)
                    Text(page.text)
                        .font(.body)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                    Spacer()
                    Button {
                    } label: {
                        Text("Continue")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .padding(.bottom, 48)
                }
                .padding(.horizontal, 32)
            }
        }
        .tabViewStyle(.page)
        .background(
            LinearGradient(colors: [Color(red: 0.10, green: 0.12, blue: 0.22), Color(red: 0.03, green: 0.04, blue: 0.08)],
                           startPoint: .top, endPoint: .bottom)
        )
        .foregroundStyle(.white)
        .tint(.mint)  // the prominent button's fill
        .previewDevice("iPhone 15")
    }
}
