/// Where an `Image` comes from.
public enum ImageSource: Hashable, Sendable {
    case systemName(String)
    /// A decoded PNG file.
    case file(ImageFile)
}
