/// iOS 17's list metrics at the default Dynamic Type size (portrait iPhone), and where each
/// number comes from: *documented* (Apple's documentation), *reported* (a value published by
/// others who measured iOS, named here), or *decided* (no source; chosen to match iOS 17 as it
/// looks). docs/scene-format.md, "Lists and forms", lists them again.
package enum ListMetrics {
    /// Documented: `EnvironmentValues.defaultMinListRowHeight` ("the height of list rows is
    /// bounded below by this value, and is otherwise determined by the height of the row's
    /// content and the row insets"); 44 is also the HIG's minimum tap target.
    package static let minRowHeight = 44.0
    /// The row insets — content 20 from a row's leading and trailing edges (reported: the edge
    /// margin of iOS's list cells and section headers, Flutter's CupertinoListSection
    /// "determined from SwiftUI's Forms"), 11 above and below (measured: a 50-point row content
    /// makes a 72-point row in Landmarks' iOS 18.2 canvas of an inset-grouped List; element-ios
    /// PR #7500 takes 5 from each edge "as of iOS 16.0" to keep its iOS 15 rows, whose insets
    /// were 6 — WeChat-SwiftUI's README pictures, iOS 15: 44 → 56. Plain lists on iOS 17/18 have
    /// no picture of their own; decided the same. `DeviceEvidenceRowInsetTests`).
    package static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// Decided: above and below a Toggle or Stepper row, so a 31-point switch or a 32-point stepper makes a 44-point row.
    package static let controlRowVerticalInset = 6.0
    /// Measured: a compact DatePicker's row is 44 high, its 35-point bezel centred in it, 4.5
    /// above and below (iOS 18.5, 390 points wide, 3×, dark: DrunkOnJava/ModularHomeInventory
    /// `HomeInventoryModularTests/ExpandedTests/__Snapshots__/SettingsVariationsTests/
    /// testNotificationSettingsView.1.png` at bad97916e862: "Quiet Hours Start" and "End", bezels
    /// y 514…549 and 558…593 in rows 509.33…553.33 and 553.67…597.33). With the control rows' 6
    /// the renderer's rows were 47 high.
    package static let datePickerRowVerticalInset = 4.5
    /// Measured: a Toggle row's switch ends 18 from the card's trailing edge, where a row's text
    /// ends 20 from it (iOS 18 simulator snapshots, 390 points wide, light and dark:
    /// home-assistant/iOS `Tests/App/Settings/__Snapshots__/PrivacyView.test/testUI.light.png`
    /// at e5fd7b163 (Xcode 16.2), and DrunkOnJava/ModularHomeInventory's
    /// `NotificationsSnapshotTests/testAllViewsCombined.1.png` at bad97916e862 (iOS 18.5): the
    /// 51 × 31 switch spans x 301…352 in a card 20…370). So the row's trailing inset is 18.
    package static let toggleRowTrailingInset = 18.0
    /// Measured: an inset-grouped or inset list's sections sit 20 from its edges on iPhones 375,
    /// 390, 393 and 430 points wide alike (iOS 17 and 18 simulator snapshots: StanfordSpezi/
    /// SpeziViews `testListRow.iphone-regular.png` at d1b6ffd, iPhone 13 Pro, iOS 17;
    /// martinomamic/RSSReader's Explore list at 029e492, iPhone 8, 16 and 16 Plus sizes, iOS 18 —
    /// scripts/device-compare/references.tsv). Not UIKit's 16-point minimum layout margins, which
    /// the navigation bar keeps (`BarMetrics.margin`). iOS 26 moved them to 16; this is iOS 17.
    package static let sectionMargin = 20.0
    /// Decided: an inset that does not fit its width takes half of it, so what it insets stays
    /// inside (a list, row or bar narrower than its margins; iOS documents nothing there).
    package static func inset(_ inset: Double, within width: Double) -> Double { min(inset, max(0, width) / 2) }
    /// Reported: the rounded card of an inset-grouped section (10, Flutter's CupertinoListSection,
    /// "estimated from SwiftUI's Forms"); drawn with iOS's continuous corners (decided).
    package static let sectionCornerRadius = 10.0
    /// Decided: the space above a grouped section that has no header, and below the last section
    /// (iOS 17's "default" `listSectionSpacing`, 35 as it measures on screen).
    package static let sectionSpacing = 35.0
    /// Decided, then measured: above a grouped section's header text (`headerTop`), and between
    /// it and the card (`headerBottom`), 23 in all. The sum is the decision; the split is
    /// measured: the header's capitals end 9.0 above the next card on iOS 18.6 at the default
    /// text size (DrunkOnJava/Nestory's settings screenshot, session 21) and 8.0 and 10.33 at
    /// `.medium` (ModularHomeInventory's `testStackedNavigationView.1.png`, first and second
    /// headers), where with 16 and 7 the renderer's ended a point higher at both sizes, 10.0,
    /// 9.0 and 11.34, with the cards where iOS has them (docs/figures.md, "Branch truth26u").
    package static let headerTop = 17.0
    /// Measured: a grouped section with a header that follows another section has 18 more above
    /// its header text (the previous section's empty footer, as UIKit's grouped tables keep
    /// one): DrunkOnJava/ModularHomeInventory's `testStackedNavigationView.1.png` at bad97916e862
    /// (iOS 18.5, an inset-grouped List of three headed sections): a card's bottom to the next
    /// header's capitals 37.7, the next card 55.7 below it; the first header's capitals 19.7
    /// below the List's top, its card 37.7 (`.medium` text, a swift-snapshot-testing host); the
    /// same 18 holds at the default size on Nestory's iOS 18.6 settings screenshot
    /// (docs/figures.md, "Branch truth26u").
    package static let headerTopAfterSection = 18.0
    package static let headerBottom = 6.0
    /// Decided: between a grouped section's card and its footer text.
    package static let footerTop = 7.0
    /// Decided: a plain list's header text has this much space above and below.
    package static let plainHeaderPadding = 8.0
}

/// `listStyle(_:)`: the styles iOS ships. `automatic` is `insetGrouped` for a List on iOS 17;
/// a Form is always `insetGrouped`. `sidebar` (iOS 14+) on an iPhone is drawn as
/// `insetGrouped` but for its section headers (`ListSectionText`, step 4).
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, plain, insetGrouped, grouped, inset, sidebar

    /// The style a List with this style shows.
    package var resolved: ListStyleKind { self == .automatic ? .insetGrouped : self }
    /// Grouped styles: grey background, sections apart, uppercase footnote headers.
    package var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .automatic || self == .sidebar }
    /// Sections inset from the list's edges.
    package var isInset: Bool { self == .insetGrouped || self == .inset || self == .automatic || self == .sidebar }
    /// Sections drawn as rounded cards (`insetGrouped`, and `sidebar` on an iPhone).
    package var roundsSections: Bool { resolved == .insetGrouped || self == .sidebar }
}
