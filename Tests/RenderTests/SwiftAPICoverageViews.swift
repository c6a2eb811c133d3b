import Foundation
import RenderSwiftUI

// Views that call the API's less common SwiftUI signatures, so that every overload of the
// vocabulary table is reached by compiled code (`SwiftAPICompletenessTests`). Written once and
// read twice, as SwiftAPIParityViews.swift: `SwiftAPICoverageTests` compiles each view and reads
// it from this file with the Swift-source front end, and requires the same layout and pixels.

struct CoverageEffects: View {
    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Text("a").rotationEffect(.radians(0.3), anchor: .topLeading)
                Text("b").rotationEffect(Angle(degrees: 10))
                Text("c").scaleEffect(x: 1, y: 0.6, anchor: .bottom)
                Text("d").scaleEffect(0.8, anchor: .leading)
                Text("e").blur(radius: 0.5, opaque: true)
                Text("f").zIndex(1)
                Text("g").shadow(color: .red, radius: 1, x: 1, y: 1)
            }
            HStack(spacing: 6) {
                Color.orange.frame(width: 20, height: 20).mask { Circle() }
                Color.orange.frame(width: 20, height: 20).mask(alignment: .top) { Capsule().frame(height: 10) }
                Color.blue.frame(width: 20, height: 20).mask(Circle())
                Color.green.frame(width: 20, height: 20).clipShape(Capsule(), style: FillStyle())
                Color.red.frame(width: 20, height: 20).clipShape(ContainerRelativeShape()).padding(2).background()
                    .containerShape(RoundedRectangle(cornerRadius: 6))
                Color.mint.aspectRatio(1.5, contentMode: .fit).frame(width: 30)
                Color.cyan.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).frame(width: 30, height: 20).clipped()
                Color.gray.aspectRatio(contentMode: .fit).frame(width: 20, height: 30)
            }
            HStack(spacing: 6) {
                Image(systemName: "star").resizable().scaledToFill().frame(width: 20, height: 10).clipped(antialiased: true)
                Image(systemName: "star").renderingMode(.original).resizable(capInsets: EdgeInsets(), resizingMode: .stretch).aspectRatio(contentMode: .fit)
                    .frame(width: 20, height: 20)
                Text("h").padding(2).cornerRadius(3, antialiased: false)
                Button("Tinted") {}.tint(.purple)
                Button("Accent") {}.accentColor(.green)
                Slider(value: .constant(0.5)).tint(Color.red).frame(width: 40)
            }
            VStack(spacing: 2) {
                Slider(value: .constant(0.25), in: 0...1) {
                    Text("Level")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                Slider(value: .constant(40), in: 0...100, onEditingChanged: { _ in }, minimumValueLabel: Text("0%"),
                       maximumValueLabel: Text("100%")) { Text("Level") }
            }
            .frame(width: 160)
        }
    }
}

struct CoverageColorEffects: View {
    var body: some View {
        HStack(spacing: 4) {
            Color.orange.frame(width: 16, height: 16).grayscale(0.7)
            Color.orange.frame(width: 16, height: 16).brightness(0.2)
            Color.orange.frame(width: 16, height: 16).contrast(0.5)
            Color.orange.frame(width: 16, height: 16).saturation(0.3)
            Color.orange.frame(width: 16, height: 16).hueRotation(.degrees(90))
            Text("i").colorInvert()
            Color.white.frame(width: 16, height: 16).colorMultiply(.blue)
        }
    }
}

struct CoverageText: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("under").underline(true, pattern: .dot, color: .blue)
            Text("off").underline(false)
            Text("struck").strikethrough()
            Text("lower").textCase(.lowercase)
            Text("AS WRITTEN").textCase(nil)
            Image(systemName: "wifi", variableValue: 0.5)
            HStack {
                Text("redacted")
                Image(systemName: "bolt")
                Text("shown").unredacted()
            }
            .redacted(reason: .placeholder)
            VStack {
                Text("heavy")
                Image(systemName: "bolt")
            }
            .fontWeight(.heavy)
            Text("bold ").bold(true) + Text("italic").italic() + Text(" plain").italic(false).fontWeight(.light)
            Text("under").underline() + Text(" struck").strikethrough() + Text(" big").font(.title)
            Text("m") + Text("2").baselineOffset(6)
            Text("low").baselineOffset(-4).border(.gray)
            Text("two lines kept").lineLimit(2, reservesSpace: true).border(.gray)
            Text("one or two").lineLimit(1...2)
            Grid(alignment: .leadingFirstTextBaseline) {
                GridRow {
                    Text("Name:").gridColumnAlignment(.trailing)
                    Text("Ada").font(.title)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                    Text("kept")
                }
            }
        }
    }
}

struct CoverageShapes: View {
    var body: some View {
        HStack(spacing: 4) {
            Rectangle().stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [3]))
            Rectangle().stroke(style: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [2, 2]))
            Circle().strokeBorder(lineWidth: 3)
            Circle().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [2]))
            Ellipse().fill(.red, style: FillStyle())
            Capsule().fill(style: FillStyle(eoFill: true))
            Path { path in
                path.move(to: CGPoint(x: 0, y: 30))
                path.addLine(to: CGPoint(x: 10, y: 0))
                path.addQuadCurve(to: CGPoint(x: 20, y: 30), control: CGPoint(x: 15, y: 10))
                path.addArc(center: CGPoint(x: 10, y: 20), radius: 4, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
                path.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 5, y: 25), control2: CGPoint(x: 2, y: 28))
                path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 3, y: 3)])
                path.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
                path.addEllipse(in: CGRect(x: 12, y: 2, width: 6, height: 4))
                path.closeSubpath()
            }
            .stroke(.teal, lineWidth: 1)
            Path(CGRect(x: 0, y: 0, width: 8, height: 8)).fill(.gray)
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8))
            RoundedRectangle(cornerRadius: 4).stroke(Color.orange, lineWidth: 2, antialiased: true)
            Circle().trim(from: 0.25).stroke(.pink, lineWidth: 2)
            Circle().trim(to: 0.5).fill(.purple)
            Rectangle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(LinearGradient(stops: [Gradient.Stop(color: .green, location: 0), .init(color: .mint, location: 0.7)],
                                            startPoint: .topLeading, endPoint: UnitPoint(x: 1, y: 0.8)))
            Circle().fill(RadialGradient(colors: [.white, .indigo], center: .center, startRadius: 2, endRadius: 15))
            Capsule().fill(.radialGradient(stops: [.init(color: .yellow, location: 0.2), .init(color: .red, location: 1)],
                                           center: .top, startRadius: 0, endRadius: 20))
        }
        .frame(height: 30)
        .padding(4)
    }
}

enum CoverageRoute: Hashable {
    case detail
}

struct CoverageLists: View {
    @State var selection: Int? = nil
    @State var flavor = "mint"

    var body: some View {
        VStack {
            List(selection: $selection) {
                Section(header: Text("Header first")) {
                    Text("row").tag(1, includeOptional: false)
                }
                Section(header: Text("Both"), footer: Text("Footer")) {
                    NavigationLink(value: CoverageRoute.detail) { Text("By value") }
                    NavigationLink("Titled value", value: 2)
                }
                Section(footer: Text("Only a footer")) {
                    NavigationLink("Destination view", destination: Text("Detail"))
                    Picker(selection: $flavor, label: Text("Flavor")) {
                        Text("Mint").tag("mint")
                        Text("Lime").tag("lime")
                    }
                }
            }
            .frame(height: 330)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
                    Color.blue.containerRelativeFrame(.horizontal, alignment: .leading) { length, axis in length * 0.25 }
                }
            }
            .frame(width: 200, height: 20)
            LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)
                .frame(height: 8)
            Text("gradients").overlay(RadialGradient(colors: [.clear, .blue], center: .center, startRadius: 0, endRadius: 30))
                .background(LinearGradient(gradient: Gradient(colors: [.yellow, .green]), startPoint: .leading, endPoint: .trailing))
            Text("safe").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).safeAreaPadding(3).safeAreaPadding()
        }
    }
}

struct CoverageControls: View {
    @State var size = "S"
    @State var open = true

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image("Fixtures/image/red-3x2")
            Picker(selection: $size) {
                Text("Small").tag("S")
                Text("Large").tag("L")
            } label: {
                Text("Size")
            }
            DisclosureGroup(isExpanded: $open) {
                Text("inside")
            } label: {
                Label("More", systemImage: "info.circle")
            }
            Section {
                Text("a section outside a list")
            }
            NavigationLink {
                Text("Detail")
            } label: {
                Text("Builder link")
            }
            Color.yellow.frame(height: 8).edgesIgnoringSafeArea(.all)
            Color.orange.frame(height: 8).containerRelativeFrame(.horizontal, alignment: .leading)
        }
    }
}

struct CoverageNavigation: View {
    @State private var shown = false
    @State private var query = ""
    @State private var path: [String] = []
    @State private var item: CoverageItem? = nil

    var body: some View {
        VStack(spacing: 4) {
            NavigationStack {
                Text("Root")
                    .navigationTitle("Large")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Back") {} }
                        ToolbarItem(id: "add", placement: .primaryAction) { Image(systemName: "plus") }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Text("a")
                            Spacer()
                            Text("b")
                        }
                    }
                    .toolbarBackground(.visible, for: .navigationBar)
                    .searchable(text: $query, prompt: "Find")
                    .sheet(isPresented: $shown) { Text("sheet") }
                    .sheet(item: $item) { value in Text(value.name) }
                    .fullScreenCover(isPresented: $shown) { Text("cover") }
                    .fullScreenCover(item: $item, onDismiss: {}) { value in Text(value.name) }
                    .popover(isPresented: $shown) { Text("popover") }
                    .popover(item: $item, arrowEdge: .top) { value in Text(value.name) }
            }
            .frame(width: 220, height: 260)
            NavigationView {
                Text("View")
                    .navigationTitle(Text("Inline"))
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
                    .toolbarBackground(Color.yellow, for: .navigationBar)
                    .searchable(text: $query, isPresented: $shown, prompt: "Look")
                    .alert("Alert", isPresented: $shown) { Button("OK") {} }
                    .alert("Alert", isPresented: $shown) { Button("OK") {} } message: { Text("m") }
                    .alert("Alert", isPresented: $shown, presenting: item) { _ in Button("OK") {} } message: { _ in Text("m") }
                    .alert(isPresented: $shown) { Alert(title: Text("Old")) }
                    .confirmationDialog("Sure?", isPresented: $shown) { Button("Yes") {} }
                    .confirmationDialog("Sure?", isPresented: $shown, titleVisibility: .visible) { Button("Yes") {} } message: { Text("m") }
            }
            .frame(width: 220, height: 120)
            HStack(spacing: 4) {
                NavigationSplitView {
                    Text("Side").toolbar(.hidden, for: .navigationBar)
                } detail: {
                    Text("Detail")
                }
                NavigationSplitView(columnVisibility: .constant(.all)) {
                    Text("Side").searchable(text: $query)
                } content: {
                    Text("Content")
                } detail: {
                    Text("Detail")
                }
                NavigationStack(path: $path) {
                    Text("Path").toolbarBackground(.visible, for: .bottomBar, .tabBar).toolbarVisibility(.hidden, for: .navigationBar)
                }
            }
            .frame(width: 220, height: 80)
        }
    }
}

struct CoverageLegacyNavigation: View {
    var body: some View {
        VStack(spacing: 4) {
            NavigationView {
                Text("a").navigationBarTitle("Old").navigationBarItems(leading: Button("L") {}, trailing: Image(systemName: "plus"))
            }
            .frame(width: 200, height: 150)
            NavigationView {
                Text("b").navigationBarTitle(Text("Inline"), displayMode: .inline).navigationBarItems(trailing: Text("T"))
            }
            .frame(width: 200, height: 80)
            NavigationView {
                Text("c").navigationBarTitle("Mode", displayMode: .large).navigationBarItems(leading: Text("L"))
                    .toolbarTitleDisplayMode(.inlineLarge)
            }
            .frame(width: 200, height: 150)
            NavigationView {
                Text("d").navigationBarTitle(Text("Gone")).navigationBarHidden(true)
            }
            .frame(width: 200, height: 40)
        }
    }
}

struct CoverageItem: Identifiable {
    let id: Int
    let name: String
}

struct CoverageTabs: View {
    @State private var selection = 2

    var body: some View {
        VStack(spacing: 4) {
            TabView(selection: $selection) {
                Text("One").tabItem { Label("One", systemImage: "house") }.tag(1)
                Text("Two")
                    .tabItem {
                        Image(systemName: "star")
                        Text("Two")
                    }
                    .badge(4)
                    .tag(2)
                Text("Three").tabItem { Label("Three", systemImage: "gear") }.badge("New").tag(3)
                    .toolbar(.hidden, for: .tabBar, .navigationBar)
            }
            .frame(width: 220, height: 120)
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Mail", systemImage: "envelope", value: 7) { Text("Mail") }
            }
            .frame(width: 220, height: 100)
            TabView(selection: .constant(2)) {
                TabSection("Main") {
                    Tab(value: 1) { Text("Feed") } label: { Label("Feed", systemImage: "house") }
                        .tabPlacement(.pinned)
                    Tab(value: 2, role: .search) { Text("Find") } label: { Label("Find", systemImage: "magnifyingglass") }
                }
                .tabPlacement(.sidebarOnly)
                TabSection {
                    Tab(value: 3) { Text("Me") } label: { Label("Me", systemImage: "person") }
                }
                TabSection {
                    Tab(value: 4) { Text("More") } label: { Label("More", systemImage: "gear") }
                } header: {
                    Text("Other")
                }
            }
            .frame(width: 220, height: 100)
            TabView {
                Color.blue
                Color.green
            }
            .tabViewStyle(.page)
            .frame(width: 220, height: 60)
        }
    }
}

struct CoverageColorScheme: View {
    var body: some View {
        HStack(spacing: 4) {
            Color.red.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
            Text("Dark").colorScheme(.dark)
            Color.blue.frame(width: 10, height: 10)
        }
        .preferredColorScheme(.light)
    }
}

struct CoverageStates: View {
    var body: some View {
        VStack(spacing: 4) {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
                .frame(width: 220, height: 150)
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi")
            } description: {
                Text("Connect to the internet.")
            } actions: {
                Button("Retry") {}
            }
            .frame(width: 220, height: 170)
            ContentUnavailableView.search.frame(width: 220, height: 120)
            ContentUnavailableView.search(text: "moss").frame(width: 220, height: 120)
            LabeledContent("Version", value: "1.0")
            LabeledContent("Build", value: 42)
            LabeledContent("Size") { Text("12 MB") }
            LabeledContent {
                Text("On")
            } label: {
                Label("Wi-Fi", systemImage: "wifi")
            }
            GroupBox { Text("Plain") }
            GroupBox("Titled") { Text("Content") }
            GroupBox {
                Text("Trailing label")
            } label: {
                Label("Box", systemImage: "shippingbox")
            }
            GroupBox(label: Text("Leading label")) { Text("Content") }
            HStack {
                Text("Thin").padding(4).background(.ultraThinMaterial)
                Text("Bar").padding(4).background(.bar, in: Capsule())
                Circle().fill(.regularMaterial).frame(width: 20, height: 20)
                Rectangle().fill(Material.thick).frame(width: 20, height: 20)
                Rectangle().fill(.thinMaterial).frame(width: 20, height: 20)
                Rectangle().fill(.ultraThickMaterial).frame(width: 20, height: 20)
            }
            .background(Color.orange)
            Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
        }
        .frame(width: 240)
    }
}

/// Overloads real apps use (issue 25's corpus): a Label of views, a Button with a symbol, and
/// TextField's earlier spelling with callbacks.
struct CoverageCorpusOverloads: View {
    @State var query = "swift"

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label {
                Text("Inbox")
            } icon: {
                Image(systemName: "tray")
            }
            Button("Add", systemImage: "plus") {}
            Button("Delete", systemImage: "trash", role: .destructive) {}
            TextField("Search", text: $query, onEditingChanged: { _ in }, onCommit: {})
            TextField("Search", text: $query, onCommit: {})
            Text("default background").padding(4).background()
            Text("in a capsule").padding(4).background(in: Capsule())
        }
    }
}

struct CoverageAppControls: View {
    var body: some View {
        VStack(spacing: 4) {
            Link("Swift", destination: URL(string: "https://swift.org")!)
            Link(destination: URL(string: "https://apple.com")!) {
                Label("Apple", systemImage: "globe")
            }
            Menu("Sort") {
                Button("Name") {}
            }
            Menu("More", systemImage: "ellipsis.circle") {
                Button("Edit") {}
            }
            Menu {
                Button("Copy") {}
            } label: {
                Label("Actions", systemImage: "ellipsis")
            } primaryAction: {}
            ShareLink(item: URL(string: "https://swift.org")!)
            ShareLink(items: ["a", "b"])
            ShareLink("Export", item: "text", preview: SharePreview("Text"))
            ShareLink(item: "text", subject: Text("Hi")) {
                Image(systemName: "square.and.arrow.up")
            }
            EditButton()
            ColorPicker("Tint", selection: .constant(.orange))
            ColorPicker(selection: .constant(Color.purple), supportsOpacity: false) {
                Label("Accent", systemImage: "paintpalette")
            }
            DatePicker("Starts", selection: .constant(Date(timeIntervalSinceReferenceDate: 788953260)))
            DatePicker("Day", selection: .constant(Date(timeIntervalSinceReferenceDate: 788953260)),
                       in: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 800000000), displayedComponents: .date)
            DatePicker(selection: .constant(Date(timeIntervalSinceReferenceDate: 788953260)), displayedComponents: [.hourAndMinute]) {
                Text("Alarm")
            }
            DatePicker(selection: .constant(Date(timeIntervalSinceReferenceDate: 788953260)),
                       in: ...Date(timeIntervalSinceReferenceDate: 800000000)) {
                Text("Due")
            }
            .datePickerStyle(.graphical)
            Gauge(value: 0.4) { Text("Battery") }
            Gauge(value: 30, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            Gauge(value: 0.7) {
                Text("Level")
            } currentValueLabel: {
                Text("70%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            .gaugeStyle(.accessoryCircular)
            AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 40, height: 30)
            AsyncImage(url: URL(string: "https://example.com/b.png"), scale: 2) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
        }
        .frame(width: 240)
    }
}

struct CoverageRowsAndSymbols: View {
    var body: some View {
        VStack(spacing: 4) {
            List {
                Text("Inset").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                Text("Coloured").listRowBackground(Color.yellow).badge(2)
                Text("Hidden").listRowSeparator(.hidden, edges: .bottom).listRowSeparatorTint(.red)
                Section { Text("Section") }.listSectionSeparator(.hidden, edges: .top)
                Toggle("Bare", isOn: .constant(true)).labelsHidden()
                Button("Add") {}.disabled(true)
            }
            .scrollContentBackground(.hidden)
            .frame(height: 300)
            HStack(spacing: 4) {
                Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "person.crop.circle").symbolRenderingMode(.palette).foregroundStyle(.red, .blue)
                Image(systemName: "heart.circle.fill").foregroundStyle(.red, .green, .blue)
                Image(systemName: "heart").symbolVariant(.circle.fill)
                Text("a").scenePadding()
                Text("b").scenePadding(.horizontal)
                Text("c").scenePadding(.minimum, edges: .leading)
            }
            HStack(spacing: 4) {
                Button("Pill") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                Button("Soft") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3))
                TabView { Text("Page") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)).frame(height: 60)
            }
        }
    }
}

struct CoverageEnvironmentStyles: View {
    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Rectangle().fill(.tint).frame(width: 20, height: 20)
                Color.accentColor.frame(width: 20, height: 20)
                Circle().foregroundStyle(.tint).frame(width: 20, height: 20)
                Image(systemName: "heart.circle.fill").foregroundStyle(.white, .tint)
            }
            .tint(.orange)
            HStack(spacing: 4) {
                Text("bg").padding(4).background()
                Image(systemName: "star.fill").padding(6).background(in: Circle())
                Rectangle().fill(.background).frame(width: 20, height: 20)
                GroupBox { Text("Box") }
            }
            .backgroundStyle(.mint)
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6).fill(.blue.shadow(.drop(radius: 3, x: 2, y: 2))).frame(width: 30, height: 20)
                Circle().fill(Color.orange.shadow(.inner(color: .black, radius: 2, x: 2, y: 2))).frame(width: 24, height: 24)
                Text("Lifted").foregroundStyle(.red.shadow(.drop(color: .gray, radius: 1, y: 1)))
                Text("Card").padding(6).background(.white.shadow(.drop(radius: 2)))
            }
            DatePicker("Wheel", selection: .constant(Date(timeIntervalSinceReferenceDate: 788953260)), displayedComponents: .date)
                .datePickerStyle(.wheel)
            Gauge(value: 0.6) {
                Text("Level")
            } currentValueLabel: {
                Text("60%")
            }
            .gaugeStyle(.accessoryLinear)
        }
        .frame(width: 300)
    }
}

/// `contentMargins` and `scrollClipDisabled` (iOS 17): what the scroll views inside do with their content.
struct CoverageScrollMargins: View {
    var body: some View {
        VStack(spacing: 4) {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    Color.red.frame(width: 120, height: 40)
                    Color.blue.frame(width: 120, height: 40)
                }
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollClipDisabled()
            .padding(.horizontal, 30)
            ScrollView { Text("Margins") }.contentMargins(12)
            ScrollView { Text("Insets") }.contentMargins(.all, EdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 0))
            ScrollView { Text("Top") }.contentMargins(.top, EdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 0), for: .automatic)
            ScrollView { Text("Indicators") }.contentMargins(10, for: .scrollIndicators).scrollClipDisabled(false)
        }
        .frame(width: 240)
    }
}

/// PhotosUI's `PhotosPicker`: a button of its label or title (the picker is never shown at rest).
struct CoveragePhotosPicker: View {
    var body: some View {
        VStack(spacing: 4) {
            PhotosPicker(selection: .constant(nil), matching: .images) {
                Label("Choose", systemImage: "photo")
            }
            PhotosPicker("Select a photo", selection: .constant(nil))
            TextEditor(text: .constant("Notes on two\nlines")).frame(height: 80)
        }
        .frame(width: 240)
    }
}

/// iOS 26's Liquid Glass: `glassEffect` in its spellings (default, a variant in a shape, a
/// tinted interactive glass, identity) inside a `GlassEffectContainer`, over colour.
struct CoverageLiquidGlass: View {
    var body: some View {
        ZStack {
            Color.orange
            GlassEffectContainer(spacing: 12) {
                VStack(spacing: 8) {
                    Text("Regular").padding(8).glassEffect()
                    Text("Clear").padding(8).glassEffect(.clear, in: .rect(cornerRadius: 8))
                    Text("Tinted").padding(8).glassEffect(.regular.tint(.blue).interactive(), in: Circle())
                    Text("None").padding(8).glassEffect(.identity, in: .capsule)
                }
            }
        }
        .frame(width: 200, height: 180)
    }
}
