// The module's own Theme wins over Styleguide's.
enum Theme {
    static let name = "screen"
}
