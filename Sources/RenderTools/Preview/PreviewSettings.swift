import Foundation
import RenderLayout

/// What the page's controls ask of a render: the query of `/render`, checked.
package struct PreviewSettings: Hashable, Sendable {
    /// The width proposed to the root, in points, when no device is chosen (the slider).
    package var width: Double = 390
    /// The screen: the preview's own (its `previewDevice` or trait, else the slider's width),
    /// none (the slider's width, whatever the preview says), or a device by name.
    package enum Screen: Hashable, Sendable {
        case preview, slider
        case device(String)
    }
    package var screen = Screen.preview
    package var landscape = false
    package var dark = false
    package var dynamicType: DynamicTypeSize = .large
    package var debugBorders = false
    package var explain = true

    package init() {}

    /// The settings a query gives, or the message naming the bad value.
    package init(query: [String: String]) throws(RenderError) {
        if let text = query["width"] {
            guard let width = Double(text), width >= 1, width <= 4096 else {
                throw RenderError("width must be a number of points in 1…4096, got '\(text.escapingControlCharacters)'")
            }
            self.width = width
        }
        switch query["device"] {
        case nil, "", "preview": screen = .preview
        case "none": screen = .slider
        case let name?:
            guard Device.named(name) != nil else { throw RenderError("unknown device '\(name.escapingControlCharacters)'") }
            screen = .device(name)
        }
        landscape = try Self.flag(query, "landscape", default: false)
        if let scheme = query["scheme"] {
            guard scheme == "light" || scheme == "dark" else { throw RenderError("scheme is light or dark, got '\(scheme.escapingControlCharacters)'") }
            dark = scheme == "dark"
        }
        if let text = query["dynamicType"] {
            guard let size = DynamicTypeSize(name: text) else { throw RenderError("unknown Dynamic Type size '\(text.escapingControlCharacters)'") }
            dynamicType = size
        }
        debugBorders = try Self.flag(query, "debug", default: false)
        explain = try Self.flag(query, "explain", default: true)
    }

    private static func flag(_ query: [String: String], _ name: String, default value: Bool) throws(RenderError) -> Bool {
        guard let text = query[name] else { return value }
        switch text {
        case "1", "true": return true
        case "0", "false": return false
        default: throw RenderError("\(name) is 0 or 1, got '\(text.escapingControlCharacters)'")
        }
    }

    /// The render options: the scene's canvas under these settings.
    package func options(for canvas: RenderOptions, scale: Double) -> RenderOptions {
        var options = canvas
        switch screen {
        case .device(let name):
            if let found = Device.named(name) { options.setDevice(landscape ? found.landscape : found, scale: scale) }
        case .slider:
            options.setDevice(nil)
        case .preview:
            if let device = options.device, landscape, !device.isLandscape { options.setDevice(device.landscape, scale: scale) }
        }
        if options.device == nil {
            options.width = width
            options.height = nil
        }
        options.scale = scale
        options.dynamicTypeSize = dynamicType
        return options
    }
}
