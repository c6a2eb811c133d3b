/// The checks take and return the Swift API's and the engine's types (`View`, `RenderOptions`,
/// `Scene`): a file that imports the checks sees them.
@_exported import RenderSwiftUI
