import SwiftUI

struct Badge: View {
    let text: String

    var body: some View {
        Text(text).padding(Theme.padding)
    }
}
