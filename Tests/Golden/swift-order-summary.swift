import SwiftUI

// A real-world screen fragment: model structs, an array, arithmetic, a conditional, a
// GeometryReader that reads its size, a user-defined modifier and a button.
struct LineItem: Identifiable {
    let id: Int
    let name: String
    let price: Double
    var quantity = 1
}

extension View {
    func card() -> some View {
        padding(12)
            .background(Color(white: 0.96))
            .cornerRadius(10)
    }
}

struct ShippingBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.88))
                Capsule().fill(.green).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 6)
    }
}

struct OrderSummary: View {
    let items = [
        LineItem(id: 1, name: "Notebook", price: 4.5, quantity: 2),
        LineItem(id: 2, name: "Fountain pen", price: 32),
        LineItem(id: 3, name: "Ink, blue", price: 7.25),
    ]
    var freeShippingAt: Double = 60

    var total: Double {
        items.map { $0.price * Double($0.quantity) }.reduce(0) { $0 + $1 }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Order").font(.headline)
            ForEach(items) { item in
                HStack {
                    Text(item.quantity > 1 ? "\(item.quantity) × \(item.name)" : item.name)
                    Spacer()
                    Text("$" + (item.price * Double(item.quantity)).formatted(.number))
                }
                .font(.subheadline)
            }
            Divider()
            HStack {
                Text("Total").bold()
                Spacer()
                Text("$" + total.formatted(.number)).bold()
            }
            if total < freeShippingAt {
                Text("Add $\((freeShippingAt - total).formatted(.number)) for free shipping")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                ShippingBar(fraction: total / freeShippingAt)
            } else {
                Text("Free shipping").font(.footnote).foregroundStyle(.green)
            }
            Button("Check out") { }
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .card()
        .frame(width: 300)
        .padding()
    }
}
