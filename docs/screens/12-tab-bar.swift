// A tab bar: symbols over captions, the selected one tinted, over a hairline.
import SwiftUI

struct Tab: View {
    let symbol: String
    let title: String
    var selected = false

    var body: some View {
        VStack(spacing: 3) {
            Image(systemName: symbol).font(.system(size: 22))
            Text(title).font(.system(size: 10, weight: .medium))
        }
        .foregroundStyle(selected ? Color.blue : Color.gray)
        .frame(maxWidth: .infinity)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack {
                Tab(symbol: "house.fill", title: "Home", selected: true)
                Tab(symbol: "magnifyingglass", title: "Search")
                Tab(symbol: "cart", title: "Cart")
                Tab(symbol: "person.crop.circle", title: "Profile")
            }
            .padding(.top, 7)
            .padding(.bottom, 4)
        }
        .background(Color(.systemGray6))
    }
}
