import SwiftUI

// Compared with Saydulayev/FriendBook's simulator screenshot of a pushed person's page (see
// ../references.tsv, `people-detail-material-dark`): under an inline title, a ScrollView on
// indigo at 20 % (over dark mode's black) holds three cards — a profile card on
// `.ultraThinMaterial` (a person symbol 100 across, a 28-point bold name, the company, an
// "Active" dot), a contact card on tertiarySystemBackground (four symbol-and-text rows) and a
// contacts card on secondarySystemBackground (two rows on systemBackground), with Dividers
// between. Written here in our own words; the strings are the ones its picture shows. The
// screen was pushed, so iOS draws a back button ("Users") that a view at rest has not: the bar's
// leading side is not compared.
struct PeopleDetailMaterialScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    profile
                    Divider()
                    contact
                    Divider()
                    colleagues
                    Spacer()
                }
                .padding()
            }
            .navigationTitle("Gale Dyer")
            .navigationBarTitleDisplayMode(.inline)
            .background(Color.indigo.opacity(0.2))
        }
        .previewDevice("iPhone 16 Pro")
    }

    var profile: some View {
        VStack(spacing: 10) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 100, height: 100)
                .foregroundColor(.black)
            Text("Gale Dyer")
                .font(.system(size: 28, weight: .bold))
            HStack {
                Text("Company:").foregroundColor(.secondary)
                Text("Cemention").font(.headline)
            }
            HStack {
                Circle().fill(Color.green).frame(width: 10, height: 10)
                Text("Active").font(.subheadline).foregroundColor(.green)
            }
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(.ultraThinMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: Color.black.opacity(0.1), radius: 8, x: 0, y: 4)
    }

    var contact: some View {
        VStack(alignment: .leading, spacing: 15) {
            Text("Contact Information")
                .font(.title3)
                .fontWeight(.semibold)
            row("envelope.fill", "galedyer@cemention.com")
            row("calendar", "Age: 28")
            row("clock.fill", "Registered: 5.7.2014, 7:25")
            row("tag.fill", "Tags: irure, labore, et, sint, velit, mollit, et")
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(Color(.tertiarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: Color.black.opacity(0.05), radius: 6, x: 0, y: 2)
    }

    func row(_ symbol: String, _ text: String) -> some View {
        HStack(spacing: 15) {
            Image(systemName: symbol).foregroundColor(.gray)
            Text(text)
        }
    }

    var colleagues: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Business Contacts")
                .font(.title3)
                .fontWeight(.semibold)
            VStack(spacing: 8) {
                colleague("Daisy Bond")
                colleague("Tanya Roberson")
            }
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
        .shadow(color: Color.black.opacity(0.1), radius: 6, x: 0, y: 3)
    }

    func colleague(_ name: String) -> some View {
        HStack {
            Image(systemName: "person.fill").foregroundColor(.gray)
            Text(name)
            Spacer()
        }
        .padding(8)
        .background(Color(.systemBackground))
        .cornerRadius(8)
        .shadow(color: Color.black.opacity(0.05), radius: 3, x: 0, y: 2)
    }
}
