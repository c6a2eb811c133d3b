// swift-tools-version: 5.9
// A fixture for AssetCatalogTests: a module with an asset catalog (never built).
import PackageDescription

let package = Package(name: "Cards", targets: [.target(name: "Cards")])
