/// The sizes of the controls' own drawings, shared by their layouts (`Definitions/Views/`) and
/// `ControlPainter`, which draws them: iOS 17's numbers, with their sources in the layouts'
/// doc comments.
enum ControlMetrics {
    /// A `roundedBorder` text field's corners.
    static let textFieldCornerRadius = 5.0
    /// A segmented picker's track: its corners, the inset of the thumb, the thumb's corners
    /// and the separators between segments.
    static let segmentedCornerRadius = 8.0
    static let segmentedInset = 2.0
    static let segmentedThumbRadius = 7.0
    static let segmentedSeparator = Size(width: 1, height: 18)
    /// The activity indicator (`ProgressView()`).
    static let activityIndicatorSize = Size(width: 20, height: 20)
    /// A slider's thumb and track.
    static let sliderThumbDiameter = 28.0
    static let sliderTrackHeight = 4.0
    /// A bordered button's corners.
    static let buttonCornerRadius = 6.0
}
