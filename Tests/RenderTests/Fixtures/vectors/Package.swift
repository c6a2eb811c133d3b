// swift-tools-version: 5.9
// A fixture for VectorImageTests: a module whose asset catalog holds PDF and SVG image sets
// (written by scripts/fixtures/vector-images.py; never built).
import PackageDescription

let package = Package(name: "Icons", targets: [.target(name: "Icons")])
