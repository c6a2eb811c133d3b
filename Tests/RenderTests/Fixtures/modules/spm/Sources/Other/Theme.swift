// Another target's Theme: the Feature target must not see it.
enum Theme {
    static let spacing: CGFloat = 100
    static let padding: CGFloat = 100
}
