/// A device screen for `--device` and a scene's `"device"`: the canvas in points, the output
/// scale and the safe-area insets iOS 17 gives a full-screen app in portrait.
///
/// Sources (docs/scene-format.md, "Devices and safe area"): screen sizes and scales from Apple's
/// Human Interface Guidelines ("Adaptivity and Layout", device dimensions) and the iPhone 15
/// family's published specifications; safe areas as `UIWindow.safeAreaInsets` reports them on
/// iOS 17 (59/34 on Dynamic Island iPhones and 0/59/21/59 turned to landscape, csl.cool "iOS
/// Layout Adaptation", 2023; 62/34 on the iPhone 16 Pro and 17 families and 47/34 on the notched
/// 14 and 16e, as developers report Xcode's simulators (decision: not measured here; the iPhone
/// Air's 420 × 912 and the 17e's 390 × 844, both at 3×, as device tables list their 1260 × 2736 and
/// 1170 × 2532 pixels, their safe areas those of the 17 family and of the 16e by decision); 50 on the 12/13 mini, react-native-safearea-height's table; 20 for
/// the status bar of a Home-button iPhone; 24/20 on Face ID iPads).
///
/// Where a navigation bar begins (`navigationBarTop`): on Dynamic Island iPhones under the status
/// bar, above the safe area's top, as real screens were measured (docs/scene-format.md, "Devices
/// and safe area"; docs/figures.md): 53.67 on the 59-point family (UIKit logs the status bar 54
/// tall and the bar's frame at y 53.6667, QuintGao/GKNavigationBarSwift issue 41, iOS 17;
/// rcasanovan/astropics' iPhone 15 Pro screenshot, iOS 17, ends its bar at 97.67), 56.33 on the
/// 62-point family (Saydulayev/MyHabits' iPhone 16 Pro screenshot, iOS 18: a plain List under a
/// large title from 152.33 = 56.33 + 96; DrunkOnJava/Nestory's iPhone 16 Pro Max one, iOS 18.6: a
/// List from 204.33 under a large title and a search field, its "Edit" on the same pixels as
/// MyHabits'); the other 59- and 62-point models (the 17 family among them) are given their
/// family's value by decision, not pictured. Elsewhere (nil) at the
/// safe area's top, the status bar's bottom there (unmeasured for the minis, whose status bar
/// UIKit reports 44 under a 50-point safe area).
public struct Device: Sendable, Equatable {
    /// The name `--device` takes: `iphone-15`.
    public let name: String
    /// Apple's name, as `previewDevice("iPhone 15")` and the simulator spell it.
    public let appleName: String
    /// The screen in points, portrait.
    public let size: Size
    public let scale: Double
    /// Portrait safe area: status bar (or sensor housing) on top, home indicator at the bottom.
    public let insets: EdgeInsets
    /// Safe area once turned to landscape (the top edge of the landscape screen first).
    public let landscapeInsets: EdgeInsets
    /// Turned to landscape: width and height swapped, landscape insets.
    public private(set) var isLandscape = false
    /// Portrait: where a navigation bar at the screen's top begins, under the status bar, when
    /// that is above the safe area's top (Dynamic Island iPhones); nil: at the safe area's top.
    /// None in landscape, where an iPhone hides its status bar.
    public var navigationBarTop: Double? = nil

    /// Under the status bar of the 59-point Dynamic Island iPhones: 161 pixels at 3×.
    static let islandBarTop = 161.0 / 3
    /// Under the status bar of the 62-point ones (iPhone 16 Pro, 17): 169 pixels at 3×.
    static let tallIslandBarTop = 169.0 / 3

    public static let all: [Device] = [
        Device(name: "iphone-15", appleName: "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-15-pro", appleName: "iPhone 15 Pro", size: Size(width: 393, height: 852), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-15-pro-max", appleName: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-15-plus", appleName: "iPhone 15 Plus", size: Size(width: 430, height: 932), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-16", appleName: "iPhone 16", size: Size(width: 393, height: 852), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-16-plus", appleName: "iPhone 16 Plus", size: Size(width: 430, height: 932), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-16-pro", appleName: "iPhone 16 Pro", size: Size(width: 402, height: 874), scale: 3,
               insets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
               navigationBarTop: tallIslandBarTop),
        Device(name: "iphone-16-pro-max", appleName: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3,
               insets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
               navigationBarTop: tallIslandBarTop),
        Device(name: "iphone-16e", appleName: "iPhone 16e", size: Size(width: 390, height: 844), scale: 3,
               insets: EdgeInsets(top: 47, bottom: 34), landscapeInsets: EdgeInsets(leading: 47, bottom: 21, trailing: 47)),
        Device(name: "iphone-17", appleName: "iPhone 17", size: Size(width: 402, height: 874), scale: 3,
               insets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
               navigationBarTop: tallIslandBarTop),
        Device(name: "iphone-17-pro", appleName: "iPhone 17 Pro", size: Size(width: 402, height: 874), scale: 3,
               insets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
               navigationBarTop: tallIslandBarTop),
        Device(name: "iphone-17-pro-max", appleName: "iPhone 17 Pro Max", size: Size(width: 440, height: 956), scale: 3,
               insets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
               navigationBarTop: tallIslandBarTop),
        Device(name: "iphone-air", appleName: "iPhone Air", size: Size(width: 420, height: 912), scale: 3,
               insets: EdgeInsets(top: 62, bottom: 34), landscapeInsets: EdgeInsets(leading: 62, bottom: 21, trailing: 62),
               navigationBarTop: tallIslandBarTop),
        Device(name: "iphone-17e", appleName: "iPhone 17e", size: Size(width: 390, height: 844), scale: 3,
               insets: EdgeInsets(top: 47, bottom: 34), landscapeInsets: EdgeInsets(leading: 47, bottom: 21, trailing: 47)),
        Device(name: "iphone-14", appleName: "iPhone 14", size: Size(width: 390, height: 844), scale: 3,
               insets: EdgeInsets(top: 47, bottom: 34), landscapeInsets: EdgeInsets(leading: 47, bottom: 21, trailing: 47)),
        Device(name: "iphone-14-pro", appleName: "iPhone 14 Pro", size: Size(width: 393, height: 852), scale: 3,
               insets: EdgeInsets(top: 59, bottom: 34), landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
               navigationBarTop: islandBarTop),
        Device(name: "iphone-13-mini", appleName: "iPhone 13 mini", size: Size(width: 375, height: 812), scale: 3,
               insets: EdgeInsets(top: 50, bottom: 34), landscapeInsets: EdgeInsets(leading: 50, bottom: 21, trailing: 50)),
        Device(name: "iphone-xs-max", appleName: "iPhone Xs Max", size: Size(width: 414, height: 896), scale: 3,
               insets: EdgeInsets(top: 44, bottom: 34), landscapeInsets: EdgeInsets(leading: 44, bottom: 21, trailing: 44)),
        Device(name: "iphone-se", appleName: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), scale: 2,
               insets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets()),
        Device(name: "ipad-11", appleName: "iPad Pro (11-inch) (4th generation)", size: Size(width: 834, height: 1194), scale: 2,
               insets: EdgeInsets(top: 24, bottom: 20), landscapeInsets: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The device `text` names: `iphone-15`, or Apple's `iPhone 15` (case and punctuation aside).
    public static func named(_ text: String) -> Device? {
        let key = slug(text)
        return all.first { $0.name == key || slug($0.appleName) == key } ?? xcodeScreens.first { $0.name == key }
    }

    /// The names for messages: `iphone-15, iphone-15-pro, …`.
    public static var knownNames: String { all.map(\.name).joined(separator: ", ") }

    /// `iPhone SE (3rd generation)` → `iphone-se-3rd-generation`.
    package static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// The device turned to landscape.
    public var landscape: Device {
        var turned = Device(name: name, appleName: appleName, size: Size(width: size.height, height: size.width), scale: scale,
                            insets: landscapeInsets, landscapeInsets: landscapeInsets)
        turned.isLandscape = true
        return turned
    }

    /// The safe area in canvas points.
    public var safeRect: Rect {
        Rect(x: insets.leading, y: insets.top, width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }
}
