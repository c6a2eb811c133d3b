import Foundation

struct Landmark: Identifiable {
    var id: Int
    var name: String

    static let all = [Landmark(id: 1, name: "Turtle Rock"), Landmark(id: 2, name: "Silver Salmon Creek")]
}
