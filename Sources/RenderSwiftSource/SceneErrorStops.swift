import RenderLayout

extension SceneError {
    /// The evaluation budget's errors (`the file takes more than … steps`) and nesting's: a
    /// fallback that runs the code again, or another way, would only meet them again, so they
    /// stop the render wherever an unknown construct would otherwise be tried another way.
    var stopsTheRender: Bool {
        message.hasPrefix("the file ") || message.contains("nest more than")
    }
}
