import RenderSwiftUI

// The compile test: SwiftUI code written as people write it for SwiftUI — explicit `Color.orange`,
// `.opacity` on colours, backgrounds and overlays of views, styles and shapes, code generic over
// `some ShapeStyle`, `@ViewBuilder` properties and functions, `ForEach` over `Identifiable` values
// and `id: \.self`, `Text + Text` — compiled unchanged against RenderLayout. `SwiftUIIdiomTests`
// also reads this very file with the Swift-source front end and requires the same layout and
// pixels for each view. A line here that stops compiling is an API regression.

struct IdiomContact: Identifiable {
    let id: Int
    let name: String
    let role: String
}

struct IdiomBackgrounds: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Explicit colour")
                .padding(.horizontal)
                .background(Color.orange)
            Text("Translucent")
                .padding(6)
                .background(Color.orange.opacity(0.2))
            Text("Style")
                .background(.yellow)
            Text("In a capsule")
                .padding(.horizontal, 10)
                .background(Color.blue, in: Capsule())
            Text("Filled shape")
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 8).fill(.gray))
            Text("Stroked overlay")
                .padding(4)
                .overlay(Capsule().stroke(Color.red, lineWidth: 1))
            Text("Shape member")
                .padding(4)
                .background(.mint, in: .rect(cornerRadius: 6))
            Text("Builder overlay")
                .overlay(alignment: .trailing) {
                    Circle().fill(Color.green.opacity(0.5)).frame(width: 8, height: 8)
                }
            Color.orange.opacity(0.5)
                .frame(height: 10)
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

struct IdiomGenerics: View {
    var showBadge = true

    func tinted<S: ShapeStyle>(_ style: S) -> some View {
        Circle()
            .fill(style)
            .frame(width: 20, height: 20)
    }

    @ViewBuilder var badge: some View {
        if showBadge {
            Text("New")
                .font(.caption.bold())
                .padding(.horizontal, 6)
                .background(.red, in: Capsule())
                .foregroundStyle(.white)
        } else {
            EmptyView()
        }
    }

    @ViewBuilder func row(_ title: String, detail: String) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(title)
                .font(.headline.weight(.semibold))
            Spacer(minLength: 0)
            Text(detail)
                .foregroundStyle(.secondary)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                tinted(.red)
                tinted(Color.blue)
                tinted(.orange.gradient)
                tinted(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                badge
            }
            row("Name", detail: "Ada Lovelace")
            row("Role", detail: "Analyst")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
    }
}

struct IdiomLists: View {
    let contacts = [
        IdiomContact(id: 1, name: "Ada", role: "Analyst"),
        IdiomContact(id: 2, name: "Grace", role: "Admiral"),
    ]
    let tags = ["swift", "layout", "linux"]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(contacts) { contact in
                HStack {
                    Text(contact.name).bold()
                    Text(contact.role).foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 4) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption)
                        .padding(.horizontal, 6)
                        .background(Color.gray.opacity(0.2), in: Capsule())
                }
            }
        }
    }
}

struct IdiomText: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello, ") + Text("world").bold() + Text("!").foregroundColor(.red)
            Text("**Markdown** and `code`")
            HStack {
                Image(systemName: "star.fill")
                    .imageScale(.large)
                    .foregroundStyle(.orange)
                Image(systemName: "star")
                    .imageScale(.small)
                Text("Rated")
                    .fontWeight(.semibold)
            }
            Text("Tracked").tracking(2)
            Text("kerned").kerning(1)
            Text("upper case").textCase(.uppercase)
            Text("12:30").monospacedDigit()
            Text("Underlined").underline()
            Text("Struck").strikethrough(true, color: .red)
            Text("Two lines of text with extra spacing between them")
                .lineSpacing(6)
                .frame(width: 140, alignment: .leading)
        }
    }
}

struct IdiomEffects: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.blue)
                .frame(width: 30, height: 30)
                .shadow(radius: 4)
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.white)
                .frame(width: 30, height: 30)
                .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 2)
            Text("Tilt")
                .rotationEffect(.degrees(-15))
            Text("Big")
                .scaleEffect(1.3)
            Color.purple
                .frame(width: 30, height: 30)
                .clipShape(Circle())
            Color.teal
                .frame(width: 30, height: 30)
                .clipShape(.rect(cornerRadius: 8))
            Text("Soft")
                .blur(radius: 1)
        }
        .padding()
    }
}

struct IdiomShapes: View {
    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(.blue, lineWidth: 4)
                .frame(width: 30, height: 30)
            RoundedRectangle(cornerRadius: 8)
                .strokeBorder(.red, lineWidth: 2)
                .frame(width: 30, height: 30)
            Capsule()
                .strokeBorder(Color.green, style: StrokeStyle(lineWidth: 2, dash: [4]))
                .frame(width: 40, height: 20)
            Circle()
                .stroke(lineWidth: 3)
                .frame(width: 20, height: 20)
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                .fill(.teal)
                .frame(width: 30, height: 30)
            Image(systemName: "heart.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 24)
        }
        .padding()
    }
}
