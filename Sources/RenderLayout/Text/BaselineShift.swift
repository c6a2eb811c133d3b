/// `baselineOffset(_:)`: text moved up (a positive offset) or down (a negative one) from its
/// baseline, and the Text's box grown to hold it. Apple's documentation of
/// `Text.baselineOffset(_:)`: "Change the baseline offset to move the text in the view (in
/// points) up or down relative to its baseline. The bounds of the view expand to contain the
/// moved text" (its figure: three texts in an `HStack(alignment: .top)`, the moved ones in
/// taller borders); `View.baselineOffset(_:)` (iOS 16) sets it for the texts inside.
///
/// 1. Each run's offset is its own (`Text("120").baselineOffset(6)` joined by `+`), else the
///    whole text's (`.baselineOffset` on the Text or on a view around it).
/// 2. A line's box is the union of the line unmoved and of each run moved by its offset: it
///    grows at the top by the largest upward offset and at the bottom by the largest downward
///    one (neither below 0).
/// 3. The text baselines (the `firstTextBaseline`/`lastTextBaseline` guides) are the unmoved
///    line's, so growth at the top moves them down by as much: a moved run sits above or below
///    its neighbours' baseline, as a superscript does.
/// 4. Pango draws a run's offset as its rise, and its line box is the union of the runs' boxes,
///    each moved — which leaves the unmoved line out when every run moves. So the part every run
///    shares (the smallest offset when all move up, the largest when all move down; else none)
///    is taken out of the runs and applied to the whole layout by step 2's rule; the rest are
///    Pango rises (`PangoTextMeasurer`). `FixedAdvanceMeasurer` applies steps 2–3 once to its
///    whole box.
/// Decision where Apple says nothing: a text of several lines grows once, at its top line for
/// an upward offset and its bottom line for a downward one, when every run moves alike.
/// Known divergence: a run moved alone grows the line it falls on (Pango's union), but Apple's
/// page for the run attribute (`AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute`)
/// says "Shifting a run does not change the height of the line, so a large offset can push
/// text into the line above or below". Whether `Text + Text.baselineOffset` joins as such a
/// run is not measured; until it is, a lone run grows its line here (to be changed when shown).
public enum BaselineShift {
    /// Step 1: each run's offset (one for a plain text).
    public static func offsets(_ request: TextRequest) -> [Double] {
        if request.runs.isEmpty { return [request.decoration.baselineOffset] }
        return request.runs.map { $0.baselineOffset ?? request.decoration.baselineOffset }
    }

    /// Step 2: how far the box grows at its top and at its bottom for these offsets.
    public static func growth(_ offsets: [Double]) -> (top: Double, bottom: Double) {
        (max(0, offsets.max() ?? 0), max(0, -(offsets.min() ?? 0)))
    }

    /// Step 4: the offset every run shares, and each run's rest (a Pango rise).
    public static func split(_ request: TextRequest) -> (shared: Double, rises: [Double]) {
        let all = offsets(request)
        var shared = 0.0
        if let low = all.min(), low > 0 { shared = low }
        if let high = all.max(), high < 0 { shared = high }
        return (shared, all.map { $0 - shared })
    }

    /// Steps 2–3 for offsets applied to the whole measured box.
    public static func grown(_ measurement: TextMeasurement, by offsets: [Double]) -> TextMeasurement {
        let (top, bottom) = growth(offsets.filter(\.isFinite))
        guard top > 0 || bottom > 0 else { return measurement }
        var result = measurement
        result.size.height += top + bottom
        result.firstBaseline += top
        result.lastBaseline += top
        return result
    }
}
