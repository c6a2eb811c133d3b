Text("Hi")
    .fixedSize(horizontal: true, vertical: false)
