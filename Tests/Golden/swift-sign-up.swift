import SwiftUI

// A sign-up screen of issue 13's controls: text fields (placeholder, text, secure, vertical
// with a prompt), a segmented and a menu picker tagged by ForEach, disclosure groups closed and
// open, and the ProgressView() spinner. iOS 17 sizes: rounded fields 34 tall at body, the
// segmented control 32, the spinner 20.
enum Plan: String, CaseIterable {
    case free, pro, team
}

struct SignUp: View {
    @State var name = ""
    @State var email = "ann@example.com"
    @State var password = "hunter22"
    @State var bio = ""
    @State var plan: Plan = .pro
    @State var country = "Norway"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Create account")
                .font(.title2.bold())
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            TextField("Bio", text: $bio, prompt: Text("A line about you"), axis: .vertical)
            Picker("Plan", selection: $plan) {
                ForEach(Plan.allCases, id: \.self) { plan in
                    Text(plan.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            HStack {
                Text("Country")
                Spacer()
                Picker("Country", selection: $country) {
                    Text("Denmark").tag("Denmark")
                    Text("Norway").tag("Norway")
                    Text("Sweden").tag("Sweden")
                }
            }
            DisclosureGroup("Terms of service") {
                Text("You agree to everything.")
            }
            DisclosureGroup("Notifications", isExpanded: .constant(true)) {
                Toggle("Newsletter", isOn: .constant(true))
                Text("Once a month, never more.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 8) {
                ProgressView()
                Text("Creating your account…")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(width: 390)
    }
}
