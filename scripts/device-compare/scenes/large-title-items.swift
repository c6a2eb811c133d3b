import SwiftUI

// Compared with DrunkOnJava/ModularHomeInventory's "testCompactWideLayoutView" reference image
// on an iPhone (see ../references.tsv): under a large title with a plus button trailing in the
// bar, a strip of category chips on systemGray6 above a plain List of item rows. Written here
// in our own words; the strings are the ones its picture shows.
struct LargeTitleItemsScreen: View {
    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 16) {
                        ForEach(["All", "Electronics", "Furniture", "Clothing", "Books"], id: \.self) { name in
                            chip(name, selected: name == "All")
                        }
                    }
                    .padding(.horizontal)
                }
                .padding(.vertical, 16)
                .background(Color(.systemGray6))
                List {
                    ForEach(0..<10) { index in
                        row(index)
                    }
                }
                .listStyle(PlainListStyle())
            }
            .navigationTitle("Items")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }

    func chip(_ name: String, selected: Bool) -> some View {
        Text(name)
            .font(.subheadline)
            .fontWeight(.medium)
            .foregroundColor(selected ? .white : .primary)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(selected ? Color.blue : Color(.systemBackground))
            .cornerRadius(20)
    }

    func row(_ index: Int) -> some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(.systemGray5))
                .frame(width: 60, height: 60)
                .overlay(Image(systemName: "laptopcomputer").foregroundColor(.gray))
            VStack(alignment: .leading, spacing: 4) {
                Text("Item \(index + 1)").font(.headline)
                Text("Electronics • Added 2 days ago").font(.caption).foregroundColor(.secondary)
            }
            Spacer()
            Text("$\(100 + index * 50)").font(.headline).fontWeight(.semibold)
        }
        .padding(.vertical, 4)
    }
}
