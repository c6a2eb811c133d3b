import SwiftUI
import Helpers

extension Color {
    public static let brandBlack = hex(0x123456)
}

extension CGFloat {
    public static func grid(_ n: Int) -> Self { Self(n) * 4 }
}

public enum Theme {
    public static let name = "styleguide"
}
