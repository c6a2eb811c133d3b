import SwiftUI

// Issue 26's controls as a settings form shows them on a 393-point iPhone at rest (iOS 17):
// a Link and a ShareLink as accent-coloured button rows, a Menu's label (its items unshown),
// a ColorPicker's well, a compact DatePicker's grey pills (Date() is the fixed now:
// 2026-01-01 09:41 UTC), a date-only one, and a Gauge's capacity bar with its labels.
struct EventSettings: View {
    @State private var color = Color.orange
    @State private var starts = Date()
    @State private var day = Date()

    var body: some View {
        Form {
            Section("Event") {
                ColorPicker("Calendar colour", selection: $color)
                DatePicker("Starts", selection: $starts)
                DatePicker("Day", selection: $day, displayedComponents: .date)
                Menu("Repeat") {
                    Button("Never") {}
                    Button("Every week") {}
                }
            }
            Section("Storage") {
                Gauge(value: 42, in: 0...128) {
                    Text("iCloud")
                } currentValueLabel: {
                    Text("42 GB of 128 GB")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("128")
                }
            }
            Section {
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                ShareLink(item: URL(string: "https://example.com/event")!)
            }
        }
        .frame(width: 393, height: 640)
    }
}
