// swift-tools-version: 5.9
// A fixture: only read (not built) by the module lookup's tests.
import PackageDescription

let package = Package(
    name: "Fixture",
    targets: [
        .target(name: "Feature"),
        .target(name: "Other"),
        .target(name: "Custom", path: "Code/Custom"),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
    ]
)
