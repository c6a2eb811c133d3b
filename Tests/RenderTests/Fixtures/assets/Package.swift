// swift-tools-version: 5.9
// A fixture for AssetCatalogTests (Cards: a module with an asset catalog) and VectorImageTests
// (Icons: PDF and SVG image sets, written by scripts/fixtures/vector-images.py); never built.
import PackageDescription

let package = Package(name: "Cards", targets: [.target(name: "Cards"), .target(name: "Icons")])
