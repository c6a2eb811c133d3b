Text("Hello")
    .border(.red)
    .frame(width: 100)
    .border(.green)
