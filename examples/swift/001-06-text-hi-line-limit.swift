Text("Hi")
    .lineLimit(1)
