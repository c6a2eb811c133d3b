import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

/// What the page's controls ask of a render: the query of `/render`, checked.
package struct PreviewSettings: Hashable, Sendable {
    /// The width proposed to the root, in points, when no device is chosen (the slider).
    package var width: Double = 390
    /// The screen: the preview's own (its `previewDevice`, else the default device), none (the
    /// slider's width, whatever the preview says), or a device by name.
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

    /// The render options of `preview` under these settings, as `PreviewRenderer` chooses them
    /// for the gallery (the same device, layout and orientation rules), or the slider's width:
    ///
    /// 1. The slider (`device=none`): the width proposed, no height, no device.
    /// 2. Otherwise the device: the one chosen, else the preview's `.previewDevice`, else
    ///    `PreviewRenderer.defaultDevice`; turned by the preview's orientation or `landscape`.
    /// 3. The preview's layout: `.device` is the device's screen and safe area;
    ///    `.sizeThatFits` the view's size when offered the screen (one layout to find it);
    ///    `.fixedLayout(width:height:)` that canvas.
    /// 4. Dynamic Type, and the colour scheme (the page's, else the preview's).
    package func options(for traits: PreviewTraits, scene: Scene, scale: Double,
                         measurer: PangoTextMeasurer, warnings: inout [String]) throws(RenderError) -> RenderOptions {
        var options = RenderOptions(canvas: Scene.Canvas(background: scene.canvas.background, alignment: scene.canvas.alignment,
                                                         layoutDirection: scene.canvas.layoutDirection,
                                                         dynamicTypeSize: scene.canvas.dynamicTypeSize))
        options.dynamicTypeSize = dynamicType
        let scheme = dark ? "dark" : (traits.colorScheme ?? "light")
        // The root's scheme; a preview's own `preferredColorScheme` is in its tree and wins.
        options.colorScheme = ColorScheme(rawValue: scheme) ?? .light
        var device: Device
        switch screen {
        case .slider:
            options.width = width
            options.height = nil
            options.scale = scale
            return options
        case .device(let name):
            device = Device.named(name) ?? PreviewRenderer.defaultDevice
        case .preview:
            device = traits.device.flatMap(Device.named) ?? PreviewRenderer.defaultDevice
        }
        if (landscape || traits.orientation?.isLandscape == true) && !device.isLandscape { device = device.landscape }
        try PreviewRenderer.applyLayout(traits.layout ?? .device, device: device, root: scene.root, scale: scale, to: &options, measurer: measurer)
        return options
    }
}
