import RenderLayout

/// Names both this front end's modules and swift-syntax declare: the renderer's are meant here.
package typealias SourceLocation = RenderLayout.SourceLocation
