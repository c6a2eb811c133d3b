/// A field's place in the file as a chain of links (`root.children[2].modifiers[0]`), spelled
/// out only when asked: for an error, or a view's path in `--explain` and warnings. A view tree
/// keeps the links (`ViewNode.path`, `PlacedNode.path`), so a 40k-view scene is decoded, laid
/// out and drawn without building a path string per view.
///
/// A tree the Swift front end built is *located*: its root names the Swift file and each link
/// keeps the source location of the construct that made its value (the front end's
/// `JSONNode.location`), so a layout warning points at `File.swift:LINE:COL` as the front end's
/// own warnings do (issue 25 item 6). A link made without a location keeps its parent's. A JSON
/// scene's paths are never located: its warnings name the JSON path.
package final class JSONPath: Sendable {
    private enum Step {
        /// The root's text, and for a located tree the file its locations without a file of
        /// their own are in.
        case root(String, file: String?)
        case member(JSONPath, String)
        case element(JSONPath, Int)
        /// `parent.key[index]` in one link: a view's modifier entry (`….modifiers[0]`), whose
        /// list's own path is spelled only in an error about the list.
        case memberElement(JSONPath, String, Int)
    }

    private let step: Step
    /// Located trees only: where the construct that made this value is in the Swift source.
    package let location: SourceLocation?

    package init(root: String) {
        step = .root(root, file: nil)
        location = nil
    }
    /// The root of a located tree (the Swift front end's): `location` is in `file` unless it
    /// names its own.
    package init(root: String, file: String, location: SourceLocation) {
        step = .root(root, file: file)
        self.location = location
    }
    package init(parent: JSONPath, key: String, location: SourceLocation? = nil) {
        step = .member(parent, key)
        self.location = Self.located(parent, location)
    }
    package init(parent: JSONPath, index: Int, location: SourceLocation? = nil) {
        step = .element(parent, index)
        self.location = Self.located(parent, location)
    }
    package init(parent: JSONPath, key: String, index: Int, location: SourceLocation? = nil) {
        step = .memberElement(parent, key, index)
        self.location = Self.located(parent, location)
    }

    /// A child of a located path is located: at `location`, else where its parent is.
    private static func located(_ parent: JSONPath, _ location: SourceLocation?) -> SourceLocation? {
        guard let inherited = parent.location else { return nil }
        return location ?? inherited
    }

    /// `File.swift:LINE:COL` for a located path; nil for a JSON scene's.
    package var sourcePosition: String? {
        guard let location else { return nil }
        if let own = location.file { return "\(own):\(location)" }
        var link = self
        while let parent = link.parent { link = parent }
        guard case .root(_, let file?) = link.step else { return nil }
        return "\(file):\(location)"
    }

    private var parent: JSONPath? {
        switch step {
        case .root: return nil
        case .member(let parent, _), .element(let parent, _), .memberElement(let parent, _, _): return parent
        }
    }

    /// The links from the root down, joined: `key` after a dot (none at the top of the file,
    /// whose root is empty), `[index]` for an element.
    package var text: String {
        var links: [JSONPath] = [self]
        while let parent = links.last?.parent { links.append(parent) }
        var result = ""
        for link in links.reversed() {
            switch link.step {
            case .root(let text, _): result = text
            case .member(_, let key): result += result.isEmpty ? key : "." + key
            case .element(_, let index): result += "[" + String(index) + "]"
            case .memberElement(_, let key, let index): result += (result.isEmpty ? key : "." + key) + "[" + String(index) + "]"
            }
        }
        return result
    }
}
