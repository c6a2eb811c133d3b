import Foundation

public enum Spacing {
    public static let base: CGFloat = 6
}
