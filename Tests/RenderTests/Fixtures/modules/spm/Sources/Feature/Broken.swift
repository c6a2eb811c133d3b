// Does not parse: a warning while no view uses what it declares.
struct BrokenView: View {
    var body: some View {
        Text("unclosed"
    }
}
