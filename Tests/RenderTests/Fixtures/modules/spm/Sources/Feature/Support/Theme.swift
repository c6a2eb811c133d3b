import SwiftUI

enum Theme {
    static let spacing: CGFloat = 4
    static let padding: CGFloat = 6
}

extension View {
    func cardStyle() -> some View {
        padding(10)
    }
}
