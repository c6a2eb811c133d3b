import RenderSwiftUI

// Views written once and read twice: compiled against the Swift API (RenderLayout's `View`),
// and read as a Swift source file by the Swift-source front end (`SwiftAPIParityTests` loads
// this very file with `--view NAME`). Both must give the same layout dump.

struct ParityCard: View {
    var title = "Hello Beautiful World"
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.headline)
                .lineLimit(1)
            Text("Subtitle in a rounded box")
                .font(.system(size: 13, weight: .medium, design: .rounded))
                .foregroundStyle(.secondary)
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "star.fill")
                Text(3, format: .number)
                Spacer(minLength: 4)
                Text("end").italic().bold()
            }
        }
        .padding()
        .frame(width: 220, alignment: .topLeading)
        .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
        .border(.red, width: 2)
    }
}

struct ParityStacks: View {
    var showExtra = true
    var items = ["one", "two", "three"]
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color(white: 0.9)
            VStack(spacing: 0) {
                ForEach(0..<3) { i in
                    Text("Row \(i)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                ForEach(items, id: \.self) { item in
                    Text(item).padding(.horizontal, 4)
                }
                if showExtra {
                    Divider()
                } else {
                    Spacer()
                }
                Group {
                    Text("a")
                    Text("b")
                }
                .foregroundColor(.blue)
            }
            Circle().fill(.orange.gradient).frame(width: 20, height: 20).offset(x: -4, y: -4)
        }
        .frame(width: 160, height: 200)
        .clipped()
    }
}

struct ParityFits: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Hello Beautiful World")
            Text("Hello World")
            Text("Hi")
        }
        .border(.blue)
        .frame(width: 100)
        .border(.red)
    }
}

struct ParityShapes: View {
    var body: some View {
        HStack(spacing: 8) {
            Rectangle().stroke(.blue, lineWidth: 3)
            Capsule().fill(Color(red: 0.2, green: 0.4, blue: 0.6))
            Ellipse().fill(Color(hue: 0.5, saturation: 0.5, brightness: 0.9))
            RoundedRectangle(cornerRadius: 6).fill(.green)
        }
        .frame(height: 40)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .overlay(alignment: .topTrailing) {
            Text("!").font(.caption)
        }
    }
}

struct ParityControls: View {
    @State private var volume = 0.25
    @State private var isOn = true
    @State private var count = 3
    var body: some View {
        VStack {
            Slider(value: $volume)
            Toggle("Wi-Fi", isOn: $isOn)
            Stepper("Count", value: $count, in: 0...10)
            Button("Sign in") {}
                .buttonStyle(.borderedProminent)
            ProgressView(value: 0.6)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack { Text("scroll") }
            }
        }
        .padding(.all, 10)
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct ParityText: View {
    var body: some View {
        VStack(alignment: .trailing) {
            Text("A long paragraph of text that wraps onto several lines in a narrow frame")
                .multilineTextAlignment(.center)
                .truncationMode(.middle)
                .lineLimit(2)
                .minimumScaleFactor(0.5)
                .frame(width: 120)
            Text("Title").font(.title.weight(.bold)).layoutPriority(1)
            Text("custom").font(.custom("Inter", size: 15)).opacity(0.5).id("custom")
        }
        .fixedSize()
        .position(x: 100, y: 80)
    }
}

struct ParityGeometry: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) wide")
                .frame(width: proxy.size.width / 2)
        }
        .frame(width: 200, height: 50)
    }
}

struct ParityRest: View {
    @State private var on = false
    @State private var level = 2.0
    var body: some View {
        VStack {
            Text(verbatim: "verbatim").lineLimit(nil).bold(false).italic(true)
            Text(0.25, format: .percent).hidden()
            ProgressView()
            ProgressView(value: 3.0, total: 4.0)
            Spacer()
            Toggle(isOn: $on) { Text("label") }
            Stepper(value: $level, in: 0...5, step: 0.5) { Text("level") }
            Stepper("actions", onIncrement: {}, onDecrement: {})
            Button(role: .destructive, action: {}) { Text("Delete") }
                .buttonStyle(.bordered)
            Slider(value: $level, in: 0...5, step: 1)
            RoundedRectangle(cornerRadius: 4, style: .continuous).fill()
            ZStack { Capsule().stroke(.pink) }
                .overlay(Text("o"), alignment: .bottom)
                .overlay(.blue.opacity(0.2), in: Circle())
                .background(alignment: .leading) { Color.mint }
                .background(Text("b"))
                .background(.gray)
            ScrollView { Text("s") }
                .cornerRadius(3)
                .clipped()
            ZStack(alignment: .topTrailing) {
                Rectangle().frame(width: 60, height: 30)
                Circle().frame(width: 10, height: 10)
                    .alignmentGuide(.top) { $0.height / 2 }
                    .alignmentGuide(HorizontalAlignment.trailing, computeValue: { d in d[HorizontalAlignment.center] })
            }
        }
        .padding([.top, .leading], 5)
        .padding(.vertical)
        .offset(x: 2, y: 3)
        .position(x: 150, y: 200)
        .accessibilityIdentifier("rest")
        .frame(minWidth: 10, idealWidth: 200, maxWidth: 280, minHeight: 10, maxHeight: .infinity, alignment: .bottomTrailing)
        .fixedSize(horizontal: true, vertical: false)
    }
}

struct ParityLazy: View {
    var body: some View {
        VStack(spacing: 4) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4)], spacing: 4) {
                ForEach(0..<6) { i in
                    Color.blue.frame(height: 40)
                }
            }
            LazyVGrid(columns: [GridItem(.fixed(60), alignment: .leading), GridItem(.flexible(minimum: 20, maximum: 90)), GridItem()],
                      alignment: .trailing) {
                Text("one")
                Text("two")
                Text("three")
                Text("four")
            }
            LazyHGrid(rows: [GridItem(.fixed(30), spacing: 2), GridItem(.fixed(20))], alignment: .top, spacing: 6) {
                Text("a")
                Text("bb")
                Text("ccc")
            }
            LazyHStack(alignment: .bottom, spacing: 3) {
                Text("x")
                Text("y\nz")
            }
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                Text("left")
                Text("longer line")
            }
        }
    }
}

struct ParityGrid: View {
    let names = ["Ana", "Bo"]
    let points = [12, 7]
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text("Player")
                Text("Score").gridColumnAlignment(.trailing)
            }
            Divider()
            ForEach(0..<2) { i in
                GridRow(alignment: .bottom) {
                    Text(names[i])
                    Text("\(points[i])")
                }
            }
            GridRow {
                Color.yellow.frame(height: 6).gridCellColumns(2)
            }
        }
    }
}

struct ParityLabel: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Inbox", systemImage: "envelope")
            Label("Starred", systemImage: "star.fill").font(.title3).foregroundStyle(.orange)
            Label("Hidden icon", systemImage: "trash").labelStyle(.titleOnly)
            HStack {
                Label("Settings", systemImage: "gear")
                Label("Person", systemImage: "person")
            }
            .labelStyle(.iconOnly)
        }
    }
}

enum ParityPlan: String, CaseIterable {
    case free, pro
}

struct ParityInputControls: View {
    @State var name = ""
    @State var tier = ParityPlan.pro
    @State var password = "secret"
    @State var plan = 1
    @State var flavor = "vanilla"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            TextField("Bio", text: $name, prompt: Text("About you"), axis: .vertical)
            SecureField("Password", text: $password)
            Picker("Plan", selection: $plan) {
                Text("Free").tag(0)
                Text("Pro").tag(1)
            }
            .pickerStyle(.segmented)
            Picker("Tier", selection: $tier) {
                Text("Free").tag(ParityPlan.free)
                Text("Pro").tag(ParityPlan.pro)
            }
            .pickerStyle(.segmented)
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("vanilla")
                Text("Chocolate").tag("chocolate")
            }
            DisclosureGroup("Closed") { Text("hidden") }
            DisclosureGroup("Open", isExpanded: .constant(true)) { Text("shown") }
            DisclosureGroup(content: { Text("x") }, label: { Text("Label") })
            ProgressView()
        }
    }
}

extension VerticalAlignment {
    enum ParityMid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let parityMid = VerticalAlignment(ParityMid.self)
}

extension HorizontalAlignment {
    struct ParityThird: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
    }
    static let parityThird = HorizontalAlignment(ParityThird.self)
}

struct ParityAlignments: View {
    var body: some View {
        VStack(alignment: .parityThird, spacing: 4) {
            HStack(alignment: .parityMid, spacing: 4) {
                VStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 20)
                        .alignmentGuide(.parityMid) { d in d[.bottom] / 2 }
                    Text("5 stars")
                }
                VStack(alignment: .leading, spacing: 0) {
                    Text("Kicker")
                    Text("Title").alignmentGuide(.parityMid) { d in d[explicit: .parityMid] ?? d.height / 2 }
                }
            }
            Rectangle().frame(width: 60, height: 10)
            ZStack(alignment: Alignment(horizontal: .parityThird, vertical: .parityMid)) {
                Color.gray.frame(width: 50, height: 30)
                Circle().frame(width: 8, height: 8).alignmentGuide(.parityMid) { _ in 0 }
            }
        }
    }
}

struct ParitySafeArea: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { i in
                    Color.orange.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
                }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        .frame(height: 120)
        .frame(maxHeight: .infinity, alignment: .top)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("Bar").frame(maxWidth: .infinity).padding().background(.gray, ignoresSafeAreaEdges: .bottom)
        }
        .background(Color.mint.ignoresSafeArea(.container, edges: .top))
    }
}

struct ParityLists: View {
    let names = ["Ann", "Bo"]

    var body: some View {
        VStack {
            Form {
                Section {
                    Toggle("Wi-Fi", isOn: .constant(true))
                    Label("Bluetooth", systemImage: "bolt")
                    NavigationLink("General") { Text("Detail") }
                    NavigationLink(destination: Text("Detail")) {
                        Label("Privacy", systemImage: "lock")
                    }
                } header: {
                    Text("Radios")
                } footer: {
                    Text("Both stay on in flight mode.")
                }
                Section("Copies") {
                    Stepper("Two", value: .constant(2), in: 1...5)
                }
            }
            .frame(height: 300)
            List(names, id: \.self) { name in
                Text(name)
            }
            .listStyle(.plain)
            .frame(height: 120)
            NavigationLink("Outside", destination: Text("Detail"))
        }
        .frame(width: 393)
    }
}

struct ParityDirection: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "chevron.forward")
                Text("שלום").font(.custom("Inter", size: 20))
                Spacer()
                Text("Fixed").font(.system(size: 12)).flipsForRightToLeftLayoutDirection(true)
            }
            .padding(.leading, 12)
            .environment(\.layoutDirection, .rightToLeft)
            Text("Large").dynamicTypeSize(.accessibility2)
            Text("Capped").font(.title).dynamicTypeSize(...DynamicTypeSize.large)
            Text("Range").environment(\.dynamicTypeSize, .xxLarge).dynamicTypeSize(.small ... .xLarge)
        }
    }
}
