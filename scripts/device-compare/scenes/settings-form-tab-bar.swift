import SwiftUI

// Compared with DrunkOnJava/Nestory's simulator screenshot of its Settings tab at rest (see
// ../references.tsv, `settings-bar-material`): a TabView of five tabs, Settings selected, whose
// navigation stack shows a large title over a Form of headed sections (menu pickers, navigation
// links, a switch, buttons of a tinted symbol and a title) longer than the screen, so that the
// Form runs on under the tab bar and the bar shows its material at rest. Written here in our own
// words; the strings and the order of the rows are the ones its picture and its view show.
struct SettingsFormTabBarScreen: View {
    @State private var tab = "settings"

    var body: some View {
        TabView(selection: $tab) {
            Text("Inventory").tabItem { Label("Inventory", systemImage: "archivebox") }.tag("inventory")
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("search")
            Text("Capture").tabItem { Label("Capture", systemImage: "camera") }.tag("capture")
            Text("Analytics").tabItem { Label("Analytics", systemImage: "chart.bar") }.tag("analytics")
            settings.tabItem { Label("Settings", systemImage: "gearshape") }.tag("settings")
        }
        .previewDevice("iPhone 16 Pro Max")
    }

    var settings: some View {
        NavigationStack {
            Form {
                Section("Appearance & Display") {
                    Picker("Theme", selection: .constant("System")) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                    }
                    NavigationLink("Advanced Theme Settings") { Text("Theme") }
                }
                Section("Currency & Valuation") {
                    Picker("Currency", selection: .constant("USD")) {
                        Text("USD").tag("USD")
                        Text("EUR").tag("EUR")
                    }
                    NavigationLink("Currency Converter") { Text("Converter") }
                }
                Section("Notifications & Alerts") {
                    Toggle("Enable Notifications", isOn: .constant(true))
                    NavigationLink("Notification Analytics") { Text("Analytics") }
                    NavigationLink("Notification Frequency") { Text("Frequency") }
                }
                Section("Data Management") {
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "square.and.arrow.up")
                                .foregroundColor(.blue)
                            Text("Export Inventory")
                            Spacer()
                        }
                    }
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "square.and.arrow.down")
                                .foregroundColor(.green)
                            Text("Import Data")
                            Spacer()
                        }
                    }
                    NavigationLink("Advanced Data Options") { Text("Data") }
                }
                Section("Cloud & Backup") {
                    NavigationLink("Cloud Storage Options") { Text("Cloud") }
                    NavigationLink("Backup Settings") { Text("Backup") }
                }
                Section("Insurance & Claims") {
                    NavigationLink("Claims Dashboard") { Text("Claims") }
                    NavigationLink("Submit New Claim") { Text("Claim") }
                    NavigationLink("Insurance Reports") { Text("Reports") }
                    NavigationLink("Claim Templates") { Text("Templates") }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
