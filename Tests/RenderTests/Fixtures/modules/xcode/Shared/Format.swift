// Outside App/, but compiled by the App target (App.xcodeproj lists it).
func shout(_ text: String) -> String {
    text.uppercased()
}
