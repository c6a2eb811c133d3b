/// Everything that decides a render besides the view tree; built from the scene's `canvas`
/// and overridden by command-line flags.
public struct RenderOptions: Sendable {
    /// Width proposed to the root; nil: the root is proposed no width (its ideal width).
    public var width: Double?
    /// Height proposed to the root; nil: the root is proposed no height.
    public var height: Double?
    /// Output pixels per point.
    public var scale: Double = 1
    /// The canvas: systemBackground (white, black in dark mode) unless a colour is given.
    public var background: CanvasBackground = .color(SystemColors.systemBackground)
    /// Where the root sits in the canvas when their sizes differ.
    public var alignment: Alignment = .center
    /// A device screen (`--device`): the canvas is its screen, the root is proposed its safe
    /// area, and views see its safe-area insets. Set it with `setDevice`, which sets the
    /// width, height and scale too.
    public private(set) var device: Device?

    /// The root's environment (`--rtl`, `--dynamic-type`, the canvas's settings).
    public var layoutDirection: LayoutDirection = .leftToRight
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `--color-scheme`, the canvas's `colorScheme`, or the scene's `preferredColorScheme`.
    public var colorScheme: ColorScheme = .light
    /// The app's accent colour (`EnvironmentValues.accentColor`), nil: systemBlue.
    public var accentColor: RGBA? = nil

    public init(width: Double? = nil, height: Double? = nil, scale: Double = 1,
                background: CanvasBackground = .color(SystemColors.systemBackground), alignment: Alignment = .center,
                layoutDirection: LayoutDirection = .leftToRight, dynamicTypeSize: DynamicTypeSize = .large) {
        self.layoutDirection = layoutDirection
        self.dynamicTypeSize = dynamicTypeSize
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.alignment = alignment
    }

    /// The environment the root view starts with.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.layoutDirection = layoutDirection
        environment.dynamicTypeSize = dynamicTypeSize
        environment.colorScheme = colorScheme
        environment.accentColor = accentColor
        return environment
    }

    /// The scene's own canvas settings; a scene's device sets the canvas and, unless
    /// `canvas.scale` says otherwise, the scale.
    public init(canvas: Scene.Canvas) {
        self.init(width: canvas.width, height: canvas.height, scale: canvas.scale ?? 1,
                  background: canvas.background ?? .color(SystemColors.systemBackground), alignment: canvas.alignment ?? .center,
                  layoutDirection: canvas.layoutDirection ?? .leftToRight, dynamicTypeSize: canvas.dynamicTypeSize ?? .large)
        if let scheme = canvas.colorScheme { colorScheme = scheme }
        accentColor = canvas.accentColor
        if let device = canvas.device { setDevice(device, scale: canvas.scale) }
    }

    /// Renders on `device` (nil: none): its screen is the width and height, its scale the
    /// scale unless `scale` is given.
    public mutating func setDevice(_ device: Device?, scale: Double? = nil) {
        self.device = device
        if let device {
            width = device.size.width
            height = device.size.height
            self.scale = scale ?? device.scale
        }
    }
}

/// A render that cannot be done with these inputs (too large, …): bad input, exit status 1.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The source's own error, when code the scene holds failed while laying out (a
    /// GeometryReader's body): it names its file and location itself.
    public var sceneError: SceneError?
    public init(_ message: String) { self.message = message }
    public init(sceneError: SceneError) {
        self.message = sceneError.description
        self.sceneError = sceneError
    }
    public var description: String { message }
}
