import SwiftUI

// Compared with DrunkOnJava/ModularHomeInventory's `testNotificationSettingsView` reference image
// (see ../references.tsv, `form-date-pickers-dark`): a Form under an inline title, its third
// section a switch and two compact DatePickers of the hour and minute, whose grey bezels iOS
// draws at the rows' trailing end. Written here in our own words; the strings are the ones its
// picture shows. The test's dates are midnight and 8 AM UTC, which its simulator (US Eastern)
// shows as 8:00 PM and 4:00 AM; the renderer writes times in UTC, so the same strings are
// asked for here at 20:00 and 04:00 UTC.
struct FormDatePickersScreen: View {
    var body: some View {
        NavigationView {
            Form {
                Section("Push Notifications") {
                    Toggle("Enable Notifications", isOn: .constant(true))
                }
                Section("Notification Types") {
                    row("exclamationmark.shield", "Warranty Expiration", "30 days before expiry", true)
                    row("arrow.triangle.2.circlepath", "Backup Reminders", "Weekly reminders", true)
                    row("dollarsign.circle", "Price Alerts", "When values change", false)
                    row("bell", "General Updates", "New features & tips", true)
                }
                Section("Notification Schedule") {
                    Toggle("Do Not Disturb", isOn: .constant(false))
                    DatePicker("Quiet Hours Start", selection: .constant(Date(timeIntervalSince1970: 1698782400)),
                               displayedComponents: .hourAndMinute)
                    DatePicker("Quiet Hours End", selection: .constant(Date(timeIntervalSince1970: 1698724800)),
                               displayedComponents: .hourAndMinute)
                }
                Section("Badge") {
                    Toggle("Show Badge Count", isOn: .constant(true))
                    Picker("Badge Shows", selection: .constant(0)) {
                        Text("All Notifications").tag(0)
                        Text("Important Only").tag(1)
                    }
                }
            }
            .navigationTitle("Notifications")
            .navigationBarTitleDisplayMode(.inline)
        }
        .previewDevice("iPhone 14")
    }

    func row(_ symbol: String, _ title: String, _ detail: String, _ on: Bool) -> some View {
        Toggle(isOn: .constant(on)) {
            HStack {
                Image(systemName: symbol)
                    .foregroundColor(.blue)
                    .frame(width: 30)
                VStack(alignment: .leading) {
                    Text(title)
                    Text(detail)
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
        }
    }
}
