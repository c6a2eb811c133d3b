/// The other devices Xcode's previews and simulators name (`.previewDevice("iPhone 12 mini")`,
/// isowords' preview helper): screens the renderer has no `--device` shortcut for, found by
/// their Apple names only (issue 25, the held-out corpus).
///
/// Sources: screen sizes in points and scales from Apple's Human Interface Guidelines ("Layout",
/// device screen sizes), as `Device.all`'s are. Safe areas are those of the same screen family in
/// `Device.all` (a decision, not measured here): 47/34 on the notched 12, 13 and 14 models, 50/34
/// on the minis, 44/34 on the X, Xs and 11 Pro families, 48/34 on the XR and 11, 20 for the status bar of a
/// Home-button iPhone or iPad, 24/20 on Face ID iPads; the 14 Pro Max's navigation bar under its
/// status bar, as `Device.all`'s 59-point iPhones'.
extension Device {
    private static func phone(_ name: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double) -> Device {
        Device(name: slug(name), appleName: name, size: Size(width: width, height: height), scale: scale,
               insets: EdgeInsets(top: top, bottom: bottom),
               landscapeInsets: bottom > 0 ? EdgeInsets(leading: top, bottom: 21, trailing: top) : EdgeInsets(),
               navigationBarTop: top == 59 ? islandBarTop : nil)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double, faceID: Bool) -> Device {
        let insets = faceID ? EdgeInsets(top: 24, bottom: 20) : EdgeInsets(top: 20)
        return Device(name: slug(name), appleName: name, size: Size(width: width, height: height), scale: 2,
                      insets: insets, landscapeInsets: insets)
    }

    /// Found by `named(_:)` after `all`.
    static let xcodeScreens: [Device] = [
        phone("iPhone 14 Plus", 428, 926, scale: 3, top: 47, bottom: 34),
        phone("iPhone 14 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34),
        phone("iPhone 13", 390, 844, scale: 3, top: 47, bottom: 34),
        phone("iPhone 13 Pro", 390, 844, scale: 3, top: 47, bottom: 34),
        phone("iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, bottom: 34),
        phone("iPhone 12", 390, 844, scale: 3, top: 47, bottom: 34),
        phone("iPhone 12 Pro", 390, 844, scale: 3, top: 47, bottom: 34),
        phone("iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, bottom: 34),
        phone("iPhone 12 mini", 375, 812, scale: 3, top: 50, bottom: 34),
        phone("iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34),
        phone("iPhone 11 Pro", 375, 812, scale: 3, top: 44, bottom: 34),
        phone("iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, bottom: 34),
        phone("iPhone XR", 414, 896, scale: 2, top: 48, bottom: 34),
        phone("iPhone Xs", 375, 812, scale: 3, top: 44, bottom: 34),
        phone("iPhone X", 375, 812, scale: 3, top: 44, bottom: 34),
        phone("iPhone SE (2nd generation)", 375, 667, scale: 2, top: 20, bottom: 0),
        phone("iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, bottom: 0),
        phone("iPhone 8", 375, 667, scale: 2, top: 20, bottom: 0),
        phone("iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0),
        phone("iPhone 7", 375, 667, scale: 2, top: 20, bottom: 0),
        phone("iPhone 7 Plus", 414, 736, scale: 3, top: 20, bottom: 0),
        phone("iPod touch (7th generation)", 320, 568, scale: 2, top: 20, bottom: 0),
        pad("iPad Pro (12.9-inch) (6th generation)", 1024, 1366, faceID: true),
        pad("iPad Pro (12.9-inch) (5th generation)", 1024, 1366, faceID: true),
        pad("iPad Pro (11-inch) (3rd generation)", 834, 1194, faceID: true),
        pad("iPad Air (5th generation)", 820, 1180, faceID: true),
        pad("iPad (10th generation)", 820, 1180, faceID: true),
        pad("iPad mini (6th generation)", 744, 1133, faceID: true),
        pad("iPad (9th generation)", 810, 1080, faceID: false),
    ]
}
