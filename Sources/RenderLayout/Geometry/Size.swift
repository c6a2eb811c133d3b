/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(_ axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

/// A location in points, top-left origin, y growing downwards.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Formats a layout value with at most three decimals, the way dumps and messages show numbers.
/// Every finite value gives a valid JSON number without trailing dot or trailing zeros:
/// - below 1e12, `value * 1000` rounded half away from zero ("0", "41.5", "0.333", "200");
/// - from 1e12, where `value * 1000` is no longer exact, the value itself rounded to three
///   decimals ("123456789012345", not "123456789012344.984");
/// - from 1e15, where a double holds nothing finer than an eighth and `value * 1000` may
///   overflow, the shortest round-trip form: plain digits up to 2^53 ("1000000000000000",
///   "1000000000000000.5"), then an exponent ("1e+20", "-1e+308"), which JSON allows.
/// Non-finite values give "infinity", "-infinity" and "nan", which callers handle.
public func formatNumber(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
    if value.isNaN { return "nan" }
    if abs(value) >= 1e15 {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
    if abs(value) >= 1e12 {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    // "%.3f" of `rounded` without trailing zeros, from its integer number of thousandths: below
    // 1e12 that count is exact, and `rounded` is far nearer to it than printf's rounding step.
    let thousandths = Int64((value * 1000).rounded())
    let magnitude = thousandths.magnitude
    var digits = String(magnitude % 1000)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return (thousandths < 0 ? "-" : "") + String(magnitude / 1000) + "." + digits
}
