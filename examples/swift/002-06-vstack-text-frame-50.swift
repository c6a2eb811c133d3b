VStack {
    Text("Hi")
       .frame(width: 50,height: 50)
}
