/// Bounds on what a scene may ask for, so bad input fails with a message, not a hang.
public enum SceneLimits {
    public static let maxFileBytes = 16 << 20
    public static let maxViews = 50_000
    /// Views and modifiers in all: each is a layout node (a "modifier bomb" of 2,400 views
    /// under 390 paddings each would make 936,000).
    public static let maxNodes = 100_000
    /// What parameter and `ForEach` substitution may produce in all, beyond twice the file's
    /// size (the parameters' one pass over the file): each node copied counts 1, each string
    /// rebuilt its UTF-8 bytes.
    public static let maxExpansion = 4 << 20
    /// Characters in a view id (ids are names, copied into every dump and modifier id).
    public static let maxIDLength = 200
    /// Characters in a font family name.
    public static let maxFamilyLength = 200
    /// Pixels of all the image files a scene decodes (each file once).
    public static let maxImagePixels = 100_000_000
    /// Bytes of one image file.
    public static let maxImageFileBytes = 64 << 20
    public static let maxViewDepth = 120
    /// Views and modifiers nested: layout, painting and freeing recurse this deep.
    public static let maxNodeDepth = 400
    /// Unicode scalars in one Text, and in all of a scene's texts.
    public static let maxTextLength = 5_000
    public static let maxTotalText = 200_000
    /// Characters in a run a line cannot break inside except between characters (no-break
    /// spaces such as U+00A0 do not end a run).
    public static let maxWordLength = 500
    public static let maxLength = 100_000.0
    public static let maxCanvasPixels = 100_000_000
    public static let maxCanvasSide = 32_767.0
}
