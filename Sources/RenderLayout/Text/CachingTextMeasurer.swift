/// Wraps a measurer so that one pass never measures the same run twice.
///
/// 1. An exact request seen before is answered from the table.
/// 2. `idealStillFits` (Yoga's `oldSizeIsMaxContentAndStillFits`): text measured with no
///    width limit at width W answers every request for a width ≥ W with the same other fields,
///    because wrapping at a width the widest line already fits changes nothing — unless that
///    measurement is truncated: what a cut last line shows depends on the room it has (the
///    rest of the text up to the width, then "…"), so a wider request is measured.
/// 3. Otherwise the wrapped measurer is asked, and `calls` counts it.
///
/// `Renderer.layout` wraps every measurer in one for the pass but `PangoTextMeasurer`, which
/// takes these steps itself over the measurements it keeps beside its layouts (one table
/// keyed by the request, not two).
public final class CachingTextMeasurer: TextMeasuring {
    private let base: TextMeasuring
    private var table: [TextRequest: TextMeasurement] = [:]
    private var metrics: [Font: FontMetrics] = [:]
    public private(set) var calls = 0

    public init(_ base: TextMeasuring) {
        self.base = base
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        if let known = table[request] { return known }
        // Not stored under this width: the ideal entry answers it again at the cost of one
        // lookup, and a Text's node keeps the answers it was given (`LayoutContext.measureText`),
        // so storing each width only grew the table (20,000 entries for a grid of labels).
        if let width = request.width, let ideal = idealStillFits(request, width: width) {
            return ideal
        }
        calls += 1
        let result = base.measure(request)
        table[request] = result
        return result
    }

    public func fontMetrics(_ font: Font) -> FontMetrics {
        if let known = metrics[font] { return known }
        let result = base.fontMetrics(font)
        metrics[font] = result
        return result
    }

    public func missingGlyphs(_ string: String, font: Font) -> [Character] {
        base.missingGlyphs(string, font: font)
    }

    public var spacesTextStylesByLeading: Bool { base.spacesTextStylesByLeading }

    private func idealStillFits(_ request: TextRequest, width: Double) -> TextMeasurement? {
        var unlimited = request
        unlimited.width = nil
        guard let ideal = table[unlimited], !ideal.truncated, ideal.size.width <= width else { return nil }
        return ideal
    }
}
