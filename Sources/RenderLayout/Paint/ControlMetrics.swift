/// The sizes of the controls' own drawings, shared by their layouts (`Definitions/Views/`) and
/// `ControlPainter`, which draws them: iOS 17's numbers, with their sources in the layouts'
/// doc comments.
package enum ControlMetrics {
    /// A `roundedBorder` text field's corners.
    package static let textFieldCornerRadius = 5.0
    /// A segmented picker's track: its corners, the inset of the thumb, the thumb's corners
    /// and the separators between segments.
    package static let segmentedCornerRadius = 8.0
    package static let segmentedInset = 2.0
    package static let segmentedThumbRadius = 7.0
    package static let segmentedSeparator = Size(width: 1, height: 18)
    /// The activity indicator (`ProgressView()`).
    package static let activityIndicatorSize = Size(width: 20, height: 20)
    /// A slider's thumb and track.
    package static let sliderThumbDiameter = 28.0
    package static let sliderTrackHeight = 4.0
    /// A bordered button's corners.
    package static let buttonCornerRadius = 6.0
}
