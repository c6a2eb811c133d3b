import RenderLayout

/// iOS 17's bar metrics at rest (portrait iPhone, default Dynamic Type size), with where each
/// number comes from: *documented* (Apple: the Human Interface Guidelines or UIKit's
/// documentation), *reported* (published by others who measured iOS, named here), or *decided*
/// (no source; chosen to match iOS 17 as it looks). docs/scene-format.md, "Navigation and tab
/// bars", lists them again.
package enum BarMetrics {
    // MARK: Navigation bar

    /// Documented: a navigation bar is 44 points tall in portrait on iPhone (UIKit's
    /// `UINavigationBar` standard height; HIG "Navigation bars"; the bar sits under the status
    /// bar, which here is the top of the safe area — docs/scene-format.md, "Devices and safe area").
    package static let navigationBarHeight = 44.0
    /// Documented: a bar showing a large title is 96 points: the 44-point bar and a 52-point
    /// row for the title under it (UIKit's `prefersLargeTitles`, iOS 11 and later).
    package static let largeTitleRowHeight = 52.0
    /// Documented: the large title is 34-point bold (`UIFont.TextStyle.largeTitle`, emphasized;
    /// HIG "Typography", Dynamic Type sizes: Large Title 34/41).
    package static let largeTitleWeight = Font.Weight.bold
    /// Measured: the large title's first baseline lies 36 below the top of its 52-point row (the
    /// 41-point line of a 34-point font ends 8 above the row's bottom); iOS 18.5 draws "Items"
    /// 36.3 below it (DrunkOnJava/ModularHomeInventory's `testCompactWideLayoutView.1.png`,
    /// scripts/device-compare; `DeviceEvidenceTests`).
    package static let largeTitleBaseline = 36.0
    /// Measured: at the larger Dynamic Type sizes the large title's row grows so that the
    /// title's ascent fits above its baseline, which stays 16 above the row's bottom: the row is
    /// `max(52, 0.952 × size + 16)`, 0.952 being the system font's ascender (SF Pro's: UIKit's
    /// `UIFont.systemFont(ofSize: 17).ascender` is 16.19). At the default size that is 52 with
    /// the baseline 36 down (above); at AX5 (a 60-point title) iOS draws the row 73.0 tall, the
    /// baseline 57.33 below its top (the rule: 73.13 and 57.13) — bitwarden/authenticator-ios's
    /// `ItemListView` at AX5 (`test_snapshot_ItemListView_previews.*-portraitAX5.png` at 5fb5449,
    /// scripts/device-compare, docs/figures.md "Device truth (session 19)"). Sizes between the
    /// two: the same rule, not pictured.
    package static func largeTitleRowHeight(_ size: DynamicTypeSize) -> Double {
        max(largeTitleRowHeight, systemAscender * size.pointSize(.largeTitle) + largeTitleBaselineRaise)
    }
    /// The large title's baseline below its row's top at a Dynamic Type size (above).
    package static func largeTitleBaseline(_ size: DynamicTypeSize) -> Double {
        largeTitleRowHeight(size) - largeTitleBaselineRaise
    }
    /// Documented: SF Pro's ascender, in ems (UIKit's system font at 17 points: 16.19).
    package static let systemAscender = 0.952
    /// Measured: the large title's baseline above its row's bottom (16 at the default size,
    /// 15.67 at AX5; above).
    package static let largeTitleBaselineRaise = 16.0
    /// Documented: the inline title is the headline style, 17-point semibold (HIG "Typography":
    /// Headline 17 semibold; `UINavigationBar` title text attributes).
    package static let inlineTitleStyle = Font.TextStyle.headline
    /// Measured: the inline title grows with the Dynamic Type size only up to xxLarge's 21
    /// points: at AX5 (where headline is 53) iOS draws "Create verification code" 1.235 times
    /// its default size (its "C" 13.33 × 15.67 against 10.67 × 12.67; its last "e" 10.67 wide
    /// against 8.67), in the 44-point bar (bitwarden/authenticator-ios's `ManualEntryView`,
    /// `test_snapshot_manualEntryView_previews.Empty-portrait{,AX5}.png` at 5fb5449). Decided:
    /// the sizes between xxLarge and AX5 stop there too (not pictured).
    package static let inlineTitleLargestSize = DynamicTypeSize.xxLarge
    /// Documented: a `searchable` field at rest is a 36-point rounded field (UIKit's
    /// `UISearchTextField` in a navigation bar) in a 52-point row under the title. Measured: the
    /// field lies at the top of its row, 1 below the title's row, and 15 above the bar's bottom
    /// (iOS 18 on an iPhone 16 Pro Max: field 153.3…189.3 under a large-title row ending at
    /// 152.5, the list's content from 204.3; DrunkOnJava/Nestory's Inventory screenshot,
    /// scripts/device-compare), not centred in it.
    package static let searchRowHeight = 52.0
    package static let searchFieldHeight = 36.0
    package static let searchFieldTop = 1.0
    /// Measured: the search field grows with the Dynamic Type size, its prompt at the body size:
    /// iOS draws it 67 points taller at AX5 (a 53-point body) than at the default size (17):
    /// 101.33 against 34.33 in the same snapshot host, whose field is 1.67 short of the 36 a
    /// full simulator screen shows at the default size (bitwarden/authenticator-ios's
    /// `ItemListView`, light and dark, at 5fb5449; above), and the row keeps 1 above and 15
    /// below it. Decided: the height is linear in the body's point size through those two
    /// (36 + 67/36 per point), the sizes between not pictured.
    package static func searchFieldHeight(_ size: DynamicTypeSize) -> Double {
        searchFieldHeight + (size.pointSize(.body) - 17) * searchFieldGrowth
    }
    /// The search row at a Dynamic Type size: the field, 1 above it and 15 below.
    package static func searchRowHeight(_ size: DynamicTypeSize) -> Double {
        searchFieldHeight(size) + searchRowHeight - searchFieldHeight
    }
    /// Measured: the field's growth per point of the body size (above: 67 over 36 points).
    package static let searchFieldGrowth = 67.0 / 36.0
    /// Decided: the search field's corner radius (continuous) and its symbol's inset.
    package static let searchFieldCornerRadius = 10.0
    package static let searchFieldInset = 8.0
    /// Documented: the bar's content lies within UIKit's system minimum layout margins: 16 on
    /// iPhones narrower than 414 points, 20 on wider ones (UIKit, "Positioning content within
    /// layout margins"). Measured: a trailing plus button's ink ends 18.7 from the edge of an
    /// iPhone 16 on iOS 18 (martinomamic/RSSReader's tab bar snapshot; ours: 18.0), so 16 plus
    /// the symbol's own side bearing. An inset-grouped list's sections do not follow these
    /// margins on iOS 17 and 18 (`ListMetrics.sectionMargin`: 20 at every iPhone width).
    package static func margin(width: Double) -> Double { width >= 414 ? 20 : 16 }
    /// Decided: between two bar items on the same side, and between an inline title and the items.
    package static let itemSpacing = 16.0
    package static let titleGap = 8.0

    // MARK: Bottom toolbar

    /// Documented: a toolbar (`UIToolbar`) is 44 points tall in portrait on iPhone; on Face ID
    /// iPhones its background runs on under the home indicator.
    package static let toolbarHeight = 44.0

    // MARK: Tab bar

    /// Documented: a tab bar is 49 points tall in portrait on iPhone (`UITabBar`); on Face ID
    /// iPhones its background runs on under the 34-point home indicator inset (83 in all).
    package static let tabBarHeight = 49.0
    /// Measured: a tab's symbol is drawn at the body size (17, not scaled by Dynamic Type) at the
    /// large image scale, a 17 × 1.2 × 1.3 = 26.5-point box here. iOS 18 draws tab symbols' ink
    /// 21.7…25.7 wide and 21.7…24.7 tall (bell.fill 21.7 × 24, exclamationmark.triangle.fill
    /// 24 × 21.7, clock.arrow.circlepath 25.7 × 23.3: DrunkOnJava/ModularHomeInventory's
    /// `testAllViewsCombined.1.png` at bad97916e862, iOS 18.5; newspaper.fill 25.3 × 24.7:
    /// martinomamic/RSSReader's tab bar at 029e492), their centres 18.7 below the bar's top;
    /// the HIG's 25-point icon box made ours 12…30 % smaller, centred 17.5 below it. The same
    /// symbols at the body size in a list row measure within 5 % of iOS's (camera,
    /// square.and.arrow.up, book at title2: scripts/device-compare), so the tab's size, not the
    /// glyphs, was short.
    package static let tabIconFont = Font(size: 17)
    package static let tabIconScale = ImageScale.large
    package static let tabIconHeight = 17 * 1.2 * ImageScale.large.factor
    /// Decided: the icon's slot starts 5 below the bar's top, so the symbol's centre lies 18.3
    /// below it (iOS 18: 18.7).
    package static let tabIconTop = 5.0
    /// Measured: the title (10-point medium, the HIG's tab bar title size) has its baseline 45
    /// below the bar's top (iOS 18 on an iPhone 16: martinomamic/RSSReader's tab bar snapshot at
    /// 029e492, its titles' ink ends 45.3 below the top; scripts/device-compare/references.tsv).
    package static let tabTitleBaseline = 45.0
    package static let tabTitleFont = Font(size: 10, weight: .medium)
    /// Measured: iOS 18 draws unselected tab items' symbols and titles in an opaque neutral grey,
    /// (146, 146, 146) in light and dark mode alike (the same snapshot, light and dark) — not
    /// systemGray's (142, 142, 147).
    package static let unselectedTabColor = RGBA(146, 146, 146)
    /// A badge is a systemRed capsule 18 points tall and at least as wide, its leading edge 11
    /// after the item's centre, its top 3 below the bar's top (2 above the icon's slot).
    /// Measured (iOS 17.5 and 18.5, 393 and 402 points wide, 3×): cashapp/AccessibilitySnapshot
    /// `Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/
    /// testTabBars_{17_5_393x852,18_5_402x874}@3x.png` at 5b03db81f492 (its
    /// `TabBarViewController`: a `UITabBar` of items with badges "", "3", "A", "3", what
    /// SwiftUI's `.badge` on a tab sets): one-character badges 18 × 18, x 60.0…78.0 in a 98.25
    /// item (17.5) and 61.33…79.33 in a 100.5 one (18.5), y 3.0…21.0 below the bar's top —
    /// the renderer put them 5 after the centre. Those items have no image: that a symbol leaves
    /// the badge where it is is a decision. Decided: the count 13-point white, 5 on each side.
    package static let badgeHeight = 18.0
    package static let badgePadding = 5.0
    package static let badgeFont = Font(size: 13)
    package static let badgeLeading = 11.0
    package static let badgeRaise = 2.0

    // MARK: Bar backgrounds

    /// A tab bar, a bottom toolbar and a navigation bar made visible (`toolbarBackground
    /// (.visible)`) draw iOS's bar material (`systemChromeMaterial`: `MaterialStyle` `.bar`, a
    /// real blur and tint of what lies behind, its numbers reported there) and a hairline on the
    /// edge towards the content: one output pixel of black at 30% (reported: UIKit's bar shadow
    /// colour; Flutter's Cupertino bars use the same, `_kDefaultNavBarBorderColor`); in dark
    /// mode, decided, white at 15%.
    package static let hairline = RGBA(light: RGBA(0, 0, 0, 0.3), dark: RGBA(255, 255, 255, 0.15))

    // MARK: Page index

    /// A page-style TabView's dots (UIPageControl): dots 7½ across whose centres are 17⅔ apart
    /// (53 pixels at 3×), centred in a 26-point row at the bottom of the safe area. Measured
    /// (iOS 17.5 and 18.5, 3×): cashapp/AccessibilitySnapshot `Example/SnapshotTests/
    /// ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testPageControl_{17_5_393x852,
    /// 18_5_402x874}@3x.png` at 5b03db81f492 (a `UIPageControl` of three pages, the second
    /// current, in a white container 20 taller than the control, 45.67): the dots' ink is 7.56
    /// across by its area, 7.45 along the middle row, and a disc of 22.7 pixels (7.57) fits it
    /// best — 7½ fits better than 7⅔; centres at 178.98, 196.31, 214.31 (17.5) and 183.65,
    /// 200.98, 218.98 (18.5), that is 17.33 then 18.00 apart: UIKit snaps each dot to the pixel
    /// grid, the middle one a pixel left of the outer pair's midpoint. An even 17⅔ puts every
    /// dot within 0.31 of the picture's (17⅓ missed the third by 0.48 and 0.65). The renderer drew
    /// 8-point dots 16 apart before. Decided: the current page's dot white, the others white at
    /// 30 % (the picture sets its own tints).
    package static let pageDotSize = 7.5
    package static let pageDotSpacing = 53.0 / 3 - 7.5
    package static let pageIndexRowHeight = 26.0
    package static let pageDotCurrent = RGBA(255, 255, 255)
    package static let pageDotOther = RGBA(255, 255, 255, 0.3)
    /// `indexViewStyle(.page(backgroundDisplayMode: .always))`: the capsule behind the dots, 12
    /// beyond the outer ones, black at 25% (decision).
    package static let pageIndexPadding = 12.0
    package static let pageIndexBackground = RGBA(0, 0, 0, 0.25)
}
