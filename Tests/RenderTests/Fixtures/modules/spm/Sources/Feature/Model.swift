struct Item {
    var name: String
    static let samples = [Item(name: "a"), Item(name: "bb")]
}

let rowHeight: CGFloat = 30

func title(for item: Item) -> String {
    "Item " + item.name
}

// A global the renderer cannot evaluate: harmless while no view reads it.
let formatter = makeFormatter(style: .medium)
