import SwiftUI

// Plain lists on a 393-point iPhone: full-width rows of at least 44 points, separators from the
// text to the trailing edge between rows, a section header in headline type; then the same rows
// in the grouped style (full-width white rows, hairlines at the section's top and bottom).
struct SwiftPlainList: View {
    let fruits = ["Apples", "Pears", "Plums"]

    var body: some View {
        VStack(spacing: 0) {
            List {
                Section("Fruit") {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                }
                Section("Vegetables") {
                    Label("Carrots", systemImage: "cart")
                    Text("Leeks")
                }
            }
            .listStyle(.plain)
            .frame(height: 330)
            List {
                Section {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                } footer: {
                    Text("Grouped style: rows span the width.")
                }
            }
            .listStyle(.grouped)
            .frame(height: 230)
        }
        .frame(width: 393)
    }
}
