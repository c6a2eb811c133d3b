import SwiftUI

// Compared with DrunkOnJava/ModularHomeInventory's "testStackedNavigationView" reference image
// (see ../references.tsv): a NavigationView whose List has three titled sections of rows — a
// tinted symbol in a 40-point rounded square, a headline over a caption, a chevron — under a
// large title. Written here in our own words; the strings are the ones its picture shows.
struct LargeTitleListScreen: View {
    var body: some View {
        NavigationView {
            List {
                Section("Quick Actions") {
                    row("plus", "Add Item", "Add new item to inventory")
                    row("camera", "Scan Barcode", "Quick add with barcode")
                    row("square.and.arrow.up", "Export Data", "Export your inventory")
                }
                Section("Categories") {
                    row("laptopcomputer", "Electronics", "45 items")
                    row("bed.double", "Furniture", "28 items")
                    row("tshirt", "Clothing", "67 items")
                    row("book", "Books", "94 items")
                }
                Section("Tools") {
                    row("chart.bar", "Analytics", "View statistics")
                    row("gear", "Settings", "App preferences")
                    row("questionmark.circle", "Help", "Get support")
                }
            }
            .navigationTitle("Home Inventory")
            .navigationBarTitleDisplayMode(.large)
        }
    }

    func row(_ symbol: String, _ title: String, _ detail: String) -> some View {
        HStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundColor(.blue)
                .frame(width: 40, height: 40)
                .background(Color.blue.opacity(0.1))
                .cornerRadius(12)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.caption).foregroundColor(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 4)
    }
}
