import RenderLayout

/// What a preview says about how it is shown, besides its view: Xcode's canvas reads these from
/// `#Preview`'s `traits:` and from a `PreviewProvider` view's preview modifiers
/// (`previewDisplayName`, `previewLayout`, `previewDevice`, `previewInterfaceOrientation`,
/// `preferredColorScheme`, `environment(…)`). The Swift front end carries them on the views it
/// builds (`ViewJSON.preview`); they are not part of the scene's JSON.
public struct PreviewTraits: Sendable, Equatable {
    /// `#Preview("Name")`, `.previewDisplayName("Name")`.
    public var displayName: String?
    /// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.previewLayout(…)`.
    public var layout: PreviewLayout?
    /// `.previewDevice("iPhone 15")` as written.
    public var device: String?
    /// `.landscapeLeft`, `.portrait`, `.previewInterfaceOrientation(.landscapeRight)`.
    public var orientation: PreviewOrientation?
    /// `.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .dark)`: `light` or `dark`.
    public var colorScheme: String?
    /// The other environment values a preview sets, as written (`\.sizeCategory: .extraLarge`),
    /// for the gallery to show; those the renderer knows also reach the scene.
    public var environment: [String] = []

    public init() {}

    /// These traits, with `outer`'s for what these leave unset: a preview modifier on a `Group`
    /// applies to each of its views, and one written on the view itself (nearer) wins.
    public func filling(from outer: PreviewTraits) -> PreviewTraits {
        var result = self
        result.displayName = displayName ?? outer.displayName
        result.layout = layout ?? outer.layout
        result.device = device ?? outer.device
        result.orientation = orientation ?? outer.orientation
        result.colorScheme = colorScheme ?? outer.colorScheme
        result.environment = environment + outer.environment.filter { !environment.contains($0) }
        return result
    }
}

/// SwiftUI's `PreviewLayout` (and the layout traits of `#Preview`).
public enum PreviewLayout: Sendable, Equatable, CustomStringConvertible {
    /// The device's screen, safe area included (Xcode's default).
    case device
    /// The view's own size when offered the device's screen.
    case sizeThatFits
    /// A container of this size, the view centred in it.
    case fixed(width: Double, height: Double)

    public var description: String {
        switch self {
        case .device: return "device"
        case .sizeThatFits: return "sizeThatFits"
        case .fixed(let width, let height): return "fixed \(formatNumber(width))×\(formatNumber(height))"
        }
    }
}

/// SwiftUI's `InterfaceOrientation` of a preview.
public enum PreviewOrientation: String, Sendable, Equatable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
