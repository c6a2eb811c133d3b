import SwiftUI

// Imported by nothing: never read.
extension Color {
    public static let brandBlack = Color.red
}
