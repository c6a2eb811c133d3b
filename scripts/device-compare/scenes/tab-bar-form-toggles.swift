import SwiftUI

// Compared with DrunkOnJava/ModularHomeInventory's "NotificationsSnapshotTests/
// testAllViewsCombined" reference image (see ../references.tsv): a TabView of four tabs whose
// first is a NavigationView with a large title and a trailing text button over a Form of three
// titled sections — switches on and off, a row with a secondary value, a menu picker — and whose
// tab items are Labels of clock.arrow.circlepath, calendar.badge.clock and two others. Only the
// first tab is drawn; the other tabs' content is not. Written here in our own words; the
// strings are the ones its picture shows.
struct TabBarFormTogglesScreen: View {
    var body: some View {
        TabView {
            settings
                .tabItem { Label("NotificationSettings", systemImage: "bell") }
            Text("History")
                .tabItem { Label("NotificationHistory", systemImage: "clock.arrow.circlepath") }
            Text("Alerts")
                .tabItem { Label("AlertPreferences", systemImage: "exclamationmark.triangle") }
            Text("Reminders")
                .tabItem { Label("ScheduledReminders", systemImage: "calendar.badge.clock") }
        }
    }

    var settings: some View {
        NavigationView {
            Form {
                Section("Push Notifications") {
                    Toggle("Enable Notifications", isOn: .constant(true))
                    Toggle("Warranty Expiration", isOn: .constant(true))
                    Toggle("Price Alerts", isOn: .constant(false))
                    Toggle("Backup Reminders", isOn: .constant(true))
                }
                Section("Notification Schedule") {
                    HStack {
                        Text("Quiet Hours")
                        Spacer()
                        Text("10:00 PM - 8:00 AM").foregroundColor(.secondary)
                    }
                    Toggle("Weekend Notifications", isOn: .constant(false))
                }
                Section("Alert Style") {
                    Picker("Banner Style", selection: .constant(1)) {
                        Text("Temporary").tag(0)
                        Text("Persistent").tag(1)
                    }
                    Toggle("Show Previews", isOn: .constant(true))
                    Toggle("Sound", isOn: .constant(true))
                }
            }
            .navigationTitle("Notifications")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Save") {}
                }
            }
        }
    }
}
