import Foundation
import RenderSwiftUI

/// The layout part of a SwiftUI screen, unchanged: it compiles against RenderSwiftUI, naming
/// SwiftUI's types (`ContentMode`, `Alignment`) as a SwiftUI file does.
public struct Card: View {
    public var title: String
    public var subtitle: String
    public var iconMode: ContentMode = .fit
    public var alignment: HorizontalAlignment = .leading

    public init(title: String, subtitle: String = "Rendered on Linux") {
        self.title = title
        self.subtitle = subtitle
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: 6) {
            HStack {
                Image(systemName: "star.fill")
                    .resizable()
                    .aspectRatio(contentMode: iconMode)
                    .frame(width: 17, height: 17)
                    .foregroundStyle(.orange)
                Text(title)
                    .font(.headline)
                    .id("title")
            }
            Text(subtitle)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 12))
        .padding(8)
    }
}

/// What a server route would return: the card as PNG bytes.
public func cardPNG(title: String, width: Double = 240, scale: Double = 2) throws -> Data {
    let renderer = ImageRenderer(content: Card(title: title))
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    renderer.scale = scale
    renderer.isOpaque = true
    return try renderer.pngData()
}
