/// A decoded scene file: the canvas settings, the parameters and the view tree.
public struct Scene: Sendable {
    /// The `canvas` object; every field optional, command-line flags override them.
    public struct Canvas: Sendable, Equatable {
        public var width: Double?
        public var height: Double?
        public var scale: Double?
        public var background: CanvasBackground?
        public var alignment: Alignment?
        /// The scene's `"device"` (a Swift file's `previewDevice`): screen, scale, safe area.
        public var device: Device?
        /// The root's environment: `"rightToLeft"` lays the whole scene out right-to-left.
        public var layoutDirection: LayoutDirection?
        public var dynamicTypeSize: DynamicTypeSize?
        /// `"dark"`: the whole scene in dark mode (`ColorScheme`).
        public var colorScheme: ColorScheme?
        /// The app's accent colour: a Swift file's module's `AccentColor` colour set.
        public var accentColor: RGBA?

        public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil,
                    background: CanvasBackground? = nil, alignment: Alignment? = nil, device: Device? = nil,
                    layoutDirection: LayoutDirection? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                    colorScheme: ColorScheme? = nil) {
            self.colorScheme = colorScheme
            self.device = device
            self.layoutDirection = layoutDirection
            self.dynamicTypeSize = dynamicTypeSize
            self.width = width
            self.height = height
            self.scale = scale
            self.background = background
            self.alignment = alignment
        }
    }

    public var file: String
    public var canvas: Canvas
    public var params: [String: SceneParameter]
    public var root: ViewNode
    /// Where the root view starts in the file, for errors about the whole canvas.
    public var rootLocation: SourceLocation? = nil
    /// The files the scene was read from besides itself (image files): outputs must not be these.
    public var inputFiles: [String] = []

    /// `message` about the whole scene (its canvas, its render), pointing at the root view:
    /// `scene.json:1:1: root: message`.
    public func error(_ message: String) -> SceneError {
        SceneError(file: file, path: "root", location: rootLocation, message: message)
    }

    package init(file: String, canvas: Canvas, params: [String: SceneParameter], root: ViewNode, rootLocation: SourceLocation? = nil, inputFiles: [String] = []) {
        self.file = file
        self.canvas = canvas
        self.params = params
        self.root = root
        self.rootLocation = rootLocation
        self.inputFiles = inputFiles
    }
}

/// What is painted under the root: a colour (white by default) or nothing.
public enum CanvasBackground: Sendable, Equatable {
    case color(RGBA)
    case transparent
}

/// A value of `"params"`: a number or a string (booleans are written as strings).
public enum SceneParameter: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case string(String)

    /// `--set name=value`: a number when it reads as one, else a string.
    public init(commandLine text: String) {
        if let number = Double(text), number.isFinite { self = .number(number) } else { self = .string(text) }
    }

    public var description: String {
        switch self {
        case .number(let value): return formatNumber(value)
        case .string(let text): return text
        }
    }
}
