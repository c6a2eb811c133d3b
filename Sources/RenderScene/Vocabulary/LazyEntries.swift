import RenderLayout

/// The lazy stacks and grids of the vocabulary (issue 13), in the order the docs list them;
/// each is defined in its file of `Definitions/Views/`.
package enum LazyEntries {
    package static let all: [Vocabulary.Entry] = [
        LazyVStackView.entry,
        LazyHStackView.entry,
        LazyVGridView.entry,
        LazyHGridView.entry,
    ]
}
