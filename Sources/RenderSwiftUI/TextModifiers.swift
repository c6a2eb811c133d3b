import RenderLayout
import RenderScene

/// The text modifiers of the Swift API on any view: they set the environment of the texts and
/// symbols inside, as SwiftUI's do (`tracking`, `underline`, `textCase`, `fontWeight`,
/// `imageScale`…). `Text`'s own `bold`, `font`, `underline`… are in TextView.swift.
extension View {
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, SceneModifier> {
        scene("tracking", ["_"], [SceneJSON.number(Double(tracking))])
    }

    /// As tracking: Pango has one letter spacing (decision, docs/vocabulary.md).
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, SceneModifier> {
        scene("kerning", ["_"], [SceneJSON.number(Double(kerning))])
    }

    /// The texts inside moved up (positive) or down from their baseline (iOS 16's `View` method).
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, SceneModifier> {
        scene("baselineOffset", ["_"], [SceneJSON.number(Double(baselineOffset))])
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, SceneModifier> {
        let line = LineModifier("underline", isActive, pattern, color)
        return scene(line.name, line.labels, line.arguments)
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, SceneModifier> {
        let line = LineModifier("strikethrough", isActive, pattern, color)
        return scene(line.name, line.labels, line.arguments)
    }

    public func monospacedDigit() -> ModifiedContent<Self, SceneModifier> { scene("monospacedDigit", [], []) }

    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, SceneModifier> {
        scene("lineSpacing", ["_"], [SceneJSON.number(Double(lineSpacing))])
    }

    /// nil shows the texts as written (it undoes an outer `textCase`).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, SceneModifier> {
        scene("textCase", ["_"], [textCase.map { SceneJSON.string($0.rawValue) } ?? SceneJSON.node(.null)])
    }

    /// nil leaves the inherited weight.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, SceneModifier> {
        guard let weight else { return ignored("fontWeight") }
        return scene("fontWeight", ["_"], [SceneJSON.string(weight.rawValue)])
    }

    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, SceneModifier> {
        scene("imageScale", ["_"], [SceneJSON.string(scale.rawValue)])
    }
}
