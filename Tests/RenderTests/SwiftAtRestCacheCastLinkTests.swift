import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// At rest: an `NSCache` the app's code makes starts empty, `view as? Image` answers as Swift's
/// dynamic cast does, and a programmatic NavigationLink its binding does not push draws its label
/// without a warning (issue 25, lane atrest25d; docs/swift-input.md, "At rest"). Each snippet is
/// shaped like the corpus code that met the rule (MovieSwift's image loaders, WeChat's
/// placeholder image and contact page), written here.
extension SwiftAppCodeTests {
    func testAnNSCacheStartsEmptyAndHandsBackWhatWasStored() throws {
        let source = """
        import SwiftUI

        final class Loader: ObservableObject {
            let path: String?
            @Published var image: UIImage? = nil
            var mark = "unmarked"
            init(path: String?) { self.path = path }
        }

        final class LoaderCache {
            static let shared = LoaderCache()
            private var loaders: NSCache<NSString, Loader> = NSCache()
            func loader(for path: String?) -> Loader {
                let key = NSString(string: "\\(path ?? "missing")#w500")
                if let loader = loaders.object(forKey: key) {
                    return loader
                } else {
                    let loader = Loader(path: path)
                    loaders.setObject(loader, forKey: key)
                    return loader
                }
            }
        }

        struct Poster: View {
            @ObservedObject var loader: Loader
            var body: some View {
                ZStack {
                    if self.loader.image != nil {
                        Image(uiImage: self.loader.image!).resizable()
                    } else {
                        Rectangle().frame(width: 60, height: 90)
                    }
                }
            }
        }

        struct V: View {
            var body: some View {
                let cache = LoaderCache()
                let first = cache.loader(for: "a.jpg")
                let again = cache.loader(for: "a.jpg")
                let other = cache.loader(for: nil)
                let marked: Loader = { first.mark = "marked"; return first }()
                VStack(spacing: 0) {
                    Poster(loader: marked)
                    Text(again.path ?? "no path")
                    Text(other.path ?? "no path")
                    Text(again.mark)
                    Text(other.mark)
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        // A hit is the same instance: the mark set through `first` is read through `again`;
        // the other key missed and made a new loader. (One cache made here: a `static let
        // shared` is evaluated anew at each use by the interpreter, so every use would miss.)
        XCTAssertEqual(try texts(source), ["a.jpg", "no path", "marked", "unmarked"])
        // The loader's image is nil at rest: the 60×90 rectangle, above four 20 pt lines,
        // centred in 390×800: (800 − 170) / 2 = 315.
        XCTAssertEqual(try leaves(source).first, "Rectangle 165,315 60x90")
    }

    func testAnNSCacheReplacesAndRemovesByKey() throws {
        let source = """
        import SwiftUI

        struct V: View {
            let cache: NSCache<NSString, NSString> = {
                let cache = NSCache<NSString, NSString>()
                cache.setObject("one", forKey: "a")
                cache.setObject("two", forKey: "b")
                cache.setObject("three", forKey: "b")
                cache.removeObject(forKey: "a")
                return cache
            }()
            var body: some View {
                VStack {
                    Text(cache.object(forKey: "a") ?? "gone")
                    Text(cache.object(forKey: "b") ?? "gone")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(try texts(source), ["gone", "three"])
        XCTAssertEqual(loaded.warnings, [])
    }

    func testAnNSCacheKeyOfAnotherKindMisses() throws {
        // `NSCache<AnyObject, …>` compares keys of any class: an `NSNumber` is no `NSString`.
        let source = """
        import SwiftUI

        struct V: View {
            let cache: NSCache<AnyObject, NSString> = {
                let cache: NSCache<AnyObject, NSString> = NSCache()
                cache.setObject("one", forKey: "a" as NSString)
                cache.setObject("two", forKey: 2 as NSNumber)
                return cache
            }()
            var body: some View {
                VStack {
                    Text(cache.object(forKey: 1 as NSNumber) ?? "missed")
                    Text(cache.object(forKey: "a" as NSString) ?? "missed")
                    Text(cache.object(forKey: 2 as NSNumber) ?? "missed")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(source), ["missed", "one", "two"])
    }

    func testALinkWhoseTagAndSelectionCannotBeComparedKeepsTheWarning() throws {
        // An `AnyHashable` selection holding a String, a tag that is an Int: the renderer does
        // not decide whether the link is pushed, so it keeps the arguments and their warning.
        let loaded = try load("""
        import SwiftUI

        struct V: View {
            @State private var selection: AnyHashable? = "a"
            var body: some View {
                List {
                    NavigationLink(tag: 1, selection: $selection, destination: { Text("chat") }) { Text("Messages") }
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.allSatisfy { $0.contains("left out NavigationLink's") }, "\(loaded.warnings)")
    }

    func testAConditionalCastOfAViewToImageIsNilUnlessItIsABareImage() throws {
        let source = """
        import SwiftUI

        extension Image {
            func fitted() -> some View { resizable().aspectRatio(contentMode: .fit) }
        }

        struct Placeholder<Content: View>: View {
            let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View {
                if let image = content() as? Image {
                    Text("image")
                } else if let text = content() as? Text {
                    Text("text")
                } else {
                    Text("other")
                }
            }
        }

        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Placeholder { Image(systemName: "person").resizable() }
                    Placeholder { Image(systemName: "person").fitted() }
                    Placeholder { Text("a") }
                    Placeholder { Text("a"); Text("b") }
                    Placeholder { Text("a").bold().kerning(1) }
                    Placeholder { Text("a").bold().padding() }
                    Placeholder { Image(systemName: "person").symbolRenderingMode(.hierarchical) }
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        // A resizable Image is an Image; `.fitted()` made a ModifiedContent, a Text is a Text,
        // and two Texts are a TupleView.
        // A Text's own methods keep it a Text; `.padding()` makes a ModifiedContent;
        // `symbolRenderingMode` is the Image's own.
        XCTAssertEqual(try texts(source), ["image", "other", "text", "other", "text", "other", "image"])
    }

    func testAProgrammaticNavigationLinkItsBindingDoesNotPushDrawsItsLabelWithoutAWarning() throws {
        let source = """
        import SwiftUI

        enum Destination { case messages, call }

        struct V: View {
            @State private var selection: Destination?
            @State private var showing = false
            var body: some View {
                List {
                    NavigationLink(tag: Destination.messages, selection: $selection, destination: { Text("chat") }) { Text("Messages") }
                    NavigationLink(destination: Text("x"), isActive: $showing) { Text("Call") }
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Messages", "Call"])
    }

    func testANavigationLinkItsBindingPushesKeepsTheWarning() throws {
        let loaded = try load("""
        import SwiftUI

        enum Destination { case messages, call }

        struct V: View {
            @State private var selection: Destination? = .messages
            var body: some View {
                List {
                    NavigationLink(tag: Destination.messages, selection: $selection, destination: { Text("chat") }) { Text("Messages") }
                    NavigationLink(tag: Destination.call, selection: $selection, destination: { Text("call") }) { Text("Call") }
                    NavigationLink(destination: Text("x"), isActive: .constant(true)) { Text("Pushed") }
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings.count, 3, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.allSatisfy { $0.contains("left out NavigationLink's") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("isActive") }, "\(loaded.warnings)")
    }

    func testWorkScheduledOnADispatchQueueNeverRunsBeforeTheFirstFrame() throws {
        // url-image's RemoteImage: a delayed download as a DispatchWorkItem handed to
        // `asyncAfter`; the state stays what it was.
        let source = """
        import SwiftUI

        final class Remote: ObservableObject {
            enum Phase { case initial, loaded(String) }
            @Published var phase: Phase = .initial
            private var delayed: DispatchWorkItem?
            private let queue = DispatchQueue(label: "downloads")
            func load() {
                delayed?.cancel()
                delayed = DispatchWorkItem { [weak self] in
                    self?.phase = .loaded("work item")
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: delayed!)
                queue.asyncAfter(deadline: .now() + 1) { self.phase = .loaded("closure") }
                delayed?.cancel()
            }
        }

        struct V: View {
            @StateObject private var remote = Remote()
            init() { remote.load() }
            var body: some View {
                switch remote.phase {
                case .initial: Text("placeholder")
                case .loaded(let from): Text(from)
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["placeholder"])
    }

    func testAGlobalQueueIsAQueueWhoseSyncRunsItsWorkBeforeItReturns() throws {
        // `sync` runs its closure before it returns and hands back what the closure returns
        // (Scrumdinger's ScrumStore, MovieSwift's AppState call `DispatchQueue.global(qos:)`).
        let source = """
        import SwiftUI

        final class Store {
            var value = 0
            var count = 0
            init() {
                DispatchQueue.global().sync { value = 1 }
                count = DispatchQueue.global(qos: .utility).sync { 2 }
            }
        }

        struct V: View {
            let store = Store()
            var body: some View {
                VStack {
                    Text("\\(store.value)")
                    Text("\\(store.count)")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["1", "2"])
        // The main queue's `sync` is not run (from the main thread it deadlocks): unknown.
        let main = source.replacingOccurrences(of: "DispatchQueue.global(qos: .utility).sync", with: "DispatchQueue.main.sync")
        XCTAssertEqual(try texts(main).first, "1")
        let warnings = try load(main).warnings
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
    }
}
