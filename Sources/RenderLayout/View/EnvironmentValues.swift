/// Values that flow down the tree to every `Text` inside a modified view; the nearest wins.
public struct EnvironmentValues: Hashable, Sendable {
    public var font: Font = .body
    public var bold = false
    public var italic = false
    public var lineLimit: Int? = nil
    public var truncationMode: TruncationMode = .tail
    public var multilineTextAlignment: TextAlignment = .leading
    public var minimumScaleFactor: Double = 1
    public var foregroundStyle: ShapeStyle? = nil
    public var buttonStyle: ButtonStyleKind = .automatic
    public var labelStyle: LabelStyleKind = .automatic

    public init() {}

    /// The font Text actually uses once `bold()` and `italic()` are applied.
    public var resolvedFont: Font {
        var font = bold ? font.bolded() : font
        if italic { font.italic = true }
        return font
    }
}

/// One change an environment modifier makes.
public enum EnvironmentChange: Sendable {
    case font(Font)
    case bold(Bool)
    case italic(Bool)
    case lineLimit(Int?)
    case truncationMode(TruncationMode)
    case multilineTextAlignment(TextAlignment)
    case minimumScaleFactor(Double)
    case foregroundStyle(ShapeStyle)
    case buttonStyle(ButtonStyleKind)
    case labelStyle(LabelStyleKind)

    public func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .font(let font): environment.font = font
        case .bold(let on): environment.bold = on
        case .italic(let on): environment.italic = on
        case .lineLimit(let limit): environment.lineLimit = limit
        case .truncationMode(let mode): environment.truncationMode = mode
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .minimumScaleFactor(let factor): environment.minimumScaleFactor = factor
        case .foregroundStyle(let style): environment.foregroundStyle = style
        case .buttonStyle(let style): environment.buttonStyle = style
        case .labelStyle(let style): environment.labelStyle = style
        }
    }
}

/// Where the ellipsis goes when text is truncated.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    case head, middle, tail
}

/// How the lines of multi-line text align with each other.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// `buttonStyle(_:)`: the built-in styles of iOS. `automatic` is `borderless` on iOS.
public enum ButtonStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, plain, borderless, bordered, borderedProminent
}
