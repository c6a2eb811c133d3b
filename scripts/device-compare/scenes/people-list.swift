import SwiftUI

// Compared with Saydulayev/FriendBook's simulator screenshot of its first screen (see
// ../references.tsv, `people-list-dark`): a plain List under the large title "Users", one
// navigation row per person — a 10-point dot, green when active, grey when not, and the name in
// the headline style. Written here in our own words; the names and dots are the ones its
// picture shows (the app loads them from the network).
struct PeopleListScreen: View {
    let people: [(String, Bool)] = [
        ("Alford Rodriguez", false), ("Gale Dyer", true), ("Tabitha Humphrey", false),
        ("Hawkins Patel", true), ("Brooks Spence", false), ("June Pollard", false),
        ("Violet Fowler", true), ("Kelsey Duffy", true), ("Wall Hart", true),
        ("Berg Donovan", false), ("Kirk Hardy", false), ("Paula Clements", false),
        ("Thompson Zamora", true), ("Ronda Strickland", false), ("Chase Jensen", true),
        ("Virginia Glover", false), ("Melton Soto", false),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(people, id: \.0) { person in
                    NavigationLink {
                        Text(person.0)
                    } label: {
                        HStack {
                            Circle()
                                .fill(person.1 ? Color.green : Color.gray)
                                .frame(width: 10, height: 10)
                            Text(person.0)
                                .font(.headline)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Users")
        }
        .previewDevice("iPhone 16 Pro")
    }
}
