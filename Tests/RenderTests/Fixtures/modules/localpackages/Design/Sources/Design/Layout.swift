import SwiftUI
import Tokens

extension CGFloat {
    public static var layoutPadding: CGFloat { Spacing.base * 2 }
}
