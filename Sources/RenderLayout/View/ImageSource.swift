/// Where an `Image` comes from.
public enum ImageSource: Hashable, Sendable {
    case systemName(String)
    /// A decoded PNG file.
    case file(ImageFile)
    /// A PNG file drawn as a template (an asset's `template-rendering-intent`): its alpha
    /// masks the foreground style, as SwiftUI draws a template image.
    case template(ImageFile)
}
