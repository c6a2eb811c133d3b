import SwiftUI

// Compared with home-assistant/iOS's snapshot of its onboarding welcome screen (see
// ../references.tsv, `onboarding-welcome`): inside a NavigationView whose bar is hidden, a
// column between two Spacers — a 120-point logo above a bold large title (46 apart), then a
// ScrollView of one secondary, centred body paragraph padded 16 — 50 below the top; under it,
// in the bottom safe-area inset, a 55-point full-width button (callout bold, white on the app's
// blue, corners 12) over a 55-point text button in that blue, 16 from the sides. Written here in
// our own words; the strings are the ones its picture shows. The logo is the app's own picture
// (a house): a blue rounded square of its size stands for it, so only its box is compared.
// The snapshot hides the bar with iOS 18's `.toolbarVisibility(.hidden, for: .navigationBar)`;
// this scene uses the iOS 16 spelling, `.toolbar(.hidden, for: .navigationBar)`, the same setting.
struct OnboardingWelcomeScreen: View {
    let accent = Color(red: 0 / 255, green: 174 / 255, blue: 248 / 255)

    var body: some View {
        NavigationView {
            VStack(spacing: 24) {
                Spacer()
                VStack(spacing: 46) {
                    RoundedRectangle(cornerRadius: 24)
                        .fill(accent)
                        .frame(width: 120, height: 120)
                    Text(verbatim: "Home Assistant Companion App")
                        .font(.largeTitle.bold())
                        .padding(.horizontal, 16)
                }
                ScrollView {
                    VStack(alignment: .center, spacing: 16) {
                        Text(verbatim: "Allows you to access your Home Assistant installation on the go. It runs locally in your home via a device like the Home Assistant Green or Raspberry Pi.")
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                    }
                    .padding()
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            .frame(maxWidth: 600)
            .padding(.top, 50)
            .safeAreaInset(edge: .bottom) {
                VStack {
                    Text(verbatim: "Connect to my Home Assistant")
                        .font(.callout.bold())
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity)
                        .frame(height: 55)
                        .background(accent)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    Text(verbatim: "Learn more")
                        .font(.callout.bold())
                        .foregroundColor(accent)
                        .frame(maxWidth: .infinity)
                        .frame(height: 55)
                }
                .padding(.horizontal, 16)
            }
            .toolbar(.hidden, for: .navigationBar)
        }
        .previewDevice("iPhone 13")
    }
}
