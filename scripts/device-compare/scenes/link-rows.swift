import SwiftUI

// Compared with home-assistant/iOS's "AboutView.test/testUI.{light,dark}" reference images (see
// ../references.tsv): a default-style List whose sections hold plain `Link(_:destination:)`
// rows, as that app's About screen lists its web pages, under the app's accent colour
// (extended sRGB (1, 169, 244), its asset catalog's AccentColor). Written here in our own words;
// their code is not copied; the header row (the app's own view) is left out, so our first card
// lies 237.33 higher (the probes' shift). Its second row is a NavigationLink with no stack
// around it, which iOS draws greyed; it is kept so the rows line up, and not compared. The
// reference was recorded on an iPhone 13's screen (390 × 844 at 3×, the iPhone 14's), drawn in
// its window. The accent is written in decimals: the renderer reads `1 / 255` as whole numbers.
struct LinkRowsScreen: View {
    var body: some View {
        List {
            Section {
                Link("Join Beta", destination: URL(string: "https://example.com/beta")!)
                NavigationLink("Acknowledgements") { Text(verbatim: "Acknowledgements") }
                Link("Leave a review", destination: URL(string: "https://example.com/review")!)
                Link("Help localize the app!", destination: URL(string: "https://example.com/translate")!)
            }
            Section {
                Link("Website", destination: URL(string: "https://example.com")!)
                Link("Forums", destination: URL(string: "https://example.com/forums")!)
                Link("Chat", destination: URL(string: "https://example.com/chat")!)
                Link("Documentation", destination: URL(string: "https://example.com/docs")!)
            }
        }
        .tint(Color(red: 0.0039, green: 0.6627, blue: 0.9569))
        .previewDevice("iPhone 14")
    }
}
