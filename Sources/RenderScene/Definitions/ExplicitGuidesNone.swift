import RenderLayout

extension ExplicitGuides {
    /// No guide of its own (`ExplicitGuides` step 1), for the leaves defined here. Written `[]`
    /// in this module, the literal went through the generic `SetAlgebra` initialiser,
    /// unspecialised (`ExplicitGuides` is `RenderLayout`'s): about 770 instructions for each
    /// shape of a grid as its layout tree was built.
    package static var noGuides: ExplicitGuides { ExplicitGuides(rawValue: 0) }
}
