// Apple's overlay(alignment:content:) documentation: a star in the top-leading corner of a
// rounded rectangle, and a caption over an image.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 150, height: 100)
                .overlay(alignment: .topLeading) {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.red)
                        .padding(6)
                }
            Image("turtlerock")
                .resizable()
                .scaledToFit()
                .frame(width: 200)
                .overlay(alignment: .bottomTrailing) {
                    Text("Turtle Rock")
                        .font(.caption)
                        .padding(6)
                        .background(.black.opacity(0.5))
                        .foregroundStyle(.white)
                }
        }
    }
}
