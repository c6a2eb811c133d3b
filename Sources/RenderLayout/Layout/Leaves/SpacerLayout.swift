/// `Spacer(minLength:)`.
///
/// 1. Along its stack's axis: the proposal, but at least `minLength` (default 8); an
///    unspecified proposal counts as 0.
/// 2. Across that axis: 0.
/// 3. Outside a stack it is flexible on both axes (unspecified counts as 0, no minimum).
/// Stacks size Spacers after every other child (StackLayout, step 3).
struct SpacerLayout: Layout {
    let minLength: Double?

    static let defaultMinLength = 8.0

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let axis = context.stackAxis else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let length = max(proposal[axis] ?? 0, minLength ?? Self.defaultMinLength)
        return Size(axis, major: length, minor: 0)
    }
}
