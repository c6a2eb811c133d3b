/// A field's place in the file as a chain of links (`root.children[2].modifiers[0]`), spelled
/// out only when asked: for an error, or a view's path in `--explain` and warnings. A view tree
/// keeps the links (`ViewNode.path`, `PlacedNode.path`), so a 40k-view scene is decoded, laid
/// out and drawn without building a path string per view.
package final class JSONPath: Sendable {
    private enum Step {
        case root(String)
        case member(JSONPath, String)
        case element(JSONPath, Int)
        /// `parent.key[index]` in one link: a view's modifier entry (`….modifiers[0]`), whose
        /// list's own path is spelled only in an error about the list.
        case memberElement(JSONPath, String, Int)
    }

    private let step: Step

    package init(root: String) { step = .root(root) }
    package init(parent: JSONPath, key: String) { step = .member(parent, key) }
    package init(parent: JSONPath, index: Int) { step = .element(parent, index) }
    package init(parent: JSONPath, key: String, index: Int) { step = .memberElement(parent, key, index) }

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
            case .root(let text): result = text
            case .member(_, let key): result += result.isEmpty ? key : "." + key
            case .element(_, let index): result += "[" + String(index) + "]"
            case .memberElement(_, let key, let index): result += (result.isEmpty ? key : "." + key) + "[" + String(index) + "]"
            }
        }
        return result
    }
}
