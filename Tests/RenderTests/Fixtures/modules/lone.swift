import SwiftUI

// No Package.swift or .xcodeproj above this file in the fixtures: read alone.
Text("alone").id("alone")
