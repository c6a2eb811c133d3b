// swift-tools-version: 5.9
// A fixture: only read (not built) by the module lookup's tests.
import PackageDescription

let package = Package(name: "Tokens", targets: [.target(name: "Tokens")])
