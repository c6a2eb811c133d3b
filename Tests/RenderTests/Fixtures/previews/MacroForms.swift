import SwiftUI

struct Badge: View {
    var title = "New"

    var body: some View {
        Text(title)
            .padding(8)
            .background(Capsule().fill(.blue))
    }
}

#Preview {
    Badge()
}

#Preview("Named") {
    Badge(title: "Named")
}

#Preview("Landscape", traits: .landscapeLeft) {
    Badge(title: "Wide")
}

#Preview(traits: .sizeThatFitsLayout) {
    Badge(title: "Fits")
}

#Preview("Fixed", traits: .fixedLayout(width: 300, height: 120), .portrait) {
    Badge(title: "Fixed")
}

#Preview {
    Badge(title: "Second unnamed")
}

#Preview("Unknown") {
    Badge().sparkle()
    MapView()
}
