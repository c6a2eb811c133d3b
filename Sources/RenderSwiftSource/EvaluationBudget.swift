import SwiftSyntax

import RenderLayout
import RenderScene

/// What one file's evaluation may spend: one budget with three meters, charged before the work
/// is done (a size is computed and checked, then allocated), so that every file within the
/// limits ends in bounded time and memory (docs/swift-input.md, "Limits", where the worst case
/// is measured).
///
/// 1. Steps: each statement and expression evaluated (an endless loop, a recursion that fans out),
///    metered per rendered root: each view statement of a `#Preview` body or a provider's
///    `previews`, and the body of each view it makes, starts a fresh meter of `stepLimit`
///    (`beginRoot`, `PreviewRoots`), so a file's previews do not share one; a file that is not
///    a preview (a View struct, a snippet) is one root. All the roots of one evaluation
///    together spend at most `maxFileSteps`, so a file of many heavy previews still ends. Each
///    run of code at layout time has a meter of its own too (`beginLayoutRun`).
/// 2. Elements: each array element or struct field made, copied or walked (`Array(0..<n)`,
///    `reversed()`, `==` and `"\(array)"` on nested arrays, which share their parts and so may
///    be far larger than the code that made them; a struct copied into itself doubles).
/// 3. Bytes: each byte of a string made or scanned (`a + b`, `joined()`, an interpolation, and
///    `count` and subscripts, which walk the string: quadratic in a loop otherwise).
///
/// 4. Tokens: before anything is parsed, the tokens of the file and its module's files
///    (`NestingScan`, step 5), at most `maxTokens` in the file and `maxModuleTokens` in all: swift-syntax keeps a tree of some
///    hundreds of bytes per token, and operator sequences (`a+a+…+a`) are folded into a
///    second one, so a module of four 512 KiB files of `a+a+…` took 868 MiB in release
///    swift-syntax, about 1.5 GiB in a debug build (docs/swift-input.md, "Limits").
///
/// One collection holds at most `maxCollection` elements and one string `maxStringBytes` bytes
/// of UTF-8, checked before it is made.
package struct EvaluationBudget: Sendable {
    /// Steps of one root. A few seconds of a debug build at most (`while true { }` took 7 s at
    /// 1,000,000: a hang to the fuzz suite); the seed articles' files take a few thousand, a
    /// list of a thousand model rows some tens of thousands, Food Truck's model (its sample data
    /// generated at `init` with a seeded generator) about 275,000, and the heaviest root of the
    /// corpus (`TruckView.swift`) 266,743. At this limit `while true { }` took 4.0 s of CPU in a debug
    /// build on a loaded machine (docs/swift-input.md, "Limits").
    package static let maxSteps = 400_000
    /// Steps of all the roots of one evaluation (`render FILE` of a provider of four previews
    /// that each make Food Truck's model: 1,030,524). The session-11 file limit: four roots of
    /// `while true { }` stop together where one did before, within the fuzz suite's 20 s.
    package static let maxFileSteps = 1_200_000
    /// About 0.2 s of copying in a release build; a list of a thousand model rows mapped and
    /// filtered a few times takes some tens of thousands.
    package static let maxElements = 4_000_000
    /// 64 MiB of strings made or read in all: a string built by `+=` ten thousand times.
    package static let maxBytes = 64 << 20
    /// Tokens of a file (and of `--view`'s expression). Real code has one per 6.5 bytes (the 14
    /// apps of the corpus: 916,000 tokens in 5.9 MB; the largest app, several modules, 257,000);
    /// a 512 KiB file of `a+a+…` is 524,000.
    package static let maxTokens = 400_000
    /// Tokens of a file and its module together: the 6 MiB module limit (`SwiftModule.maxBytes`, 8 since session 19)
    /// of real code is about 970,000. At this limit a module of `a+a+…` (a token a byte, folded a
    /// second time) would take about 500 MiB in release swift-syntax, 850 MiB in a debug build.
    package static let maxModuleTokens = 1_200_000
    package static let maxCollection = 100_000
    package static let maxStringBytes = 1_000_000
    /// What copying a struct costs beside its fields: an object and a dictionary, which weigh
    /// as much as several array elements.
    package static let instanceCost = 8

    /// Steps of one root (`maxSteps`; tests lower it).
    package var stepLimit = maxSteps
    package var fileStepLimit = maxFileSteps
    package private(set) var steps = 0
    /// `steps` when the current root began.
    package private(set) var rootStart = 0
    /// Whether a preview's root is being evaluated (the message names the preview).
    package private(set) var inPreviewRoot = false
    package private(set) var elements = 0
    package private(set) var bytes = 0

    package init() {}

    /// Whether code run at layout time is being metered (`beginLayoutRun`; the message names it).
    package private(set) var inLayoutRun = false

    /// Spends `count` steps; the error message when the meter runs out.
    package mutating func spend(steps count: Int) -> String? {
        steps = steps.addingReportingOverflow(count).partialValue
        if steps - rootStart > stepLimit {
            if inLayoutRun {
                return "code run at layout time (a GeometryReader's or Canvas's closure, a Shape's path(in:), a Layout's method) takes more than \(stepLimit) evaluation steps (an endless loop or recursion?)"
            }
            return "the \(inPreviewRoot ? "preview" : "file") takes more than \(stepLimit) evaluation steps (an endless loop or recursion?)"
        }
        guard steps > fileStepLimit else { return nil }
        return "the file's previews take more than \(fileStepLimit) evaluation steps in all (\(stepLimit) each)"
    }

    /// A new root: a fresh meter of `stepLimit` steps, within the file's `fileStepLimit`.
    package mutating func beginRoot() {
        rootStart = steps
        inPreviewRoot = true
    }

    /// The meter a layout-time run interrupts (`beginLayoutRun`, `endLayoutRun`).
    package struct Meter: Sendable {
        fileprivate let rootStart: Int
        fileprivate let steps: Int
        fileprivate let inLayoutRun: Bool
    }

    /// Step 1's layout-time meter. Code run at layout time — a GeometryReader's or a Canvas's closure, a custom Shape's
    ///    `path(in:)`, a custom `Layout`'s methods (`Interpreter.atLayoutTime`) — runs on a
    ///    fresh meter of `stepLimit` steps, each run its own (layout may call it many times),
    ///    within the file's `fileStepLimit`: it does not spend from the meter of the view built
    ///    last. The same holds for the dry run such a body gets while its view is built.
    package mutating func beginLayoutRun() -> Meter {
        let saved = Meter(rootStart: rootStart, steps: steps, inLayoutRun: inLayoutRun)
        rootStart = steps
        inLayoutRun = true
        return saved
    }

    /// Back to the interrupted meter, which the run's steps are not charged to (the file's are).
    package mutating func endLayoutRun(_ saved: Meter) {
        rootStart = saved.rootStart.addingReportingOverflow(steps - saved.steps).partialValue
        inLayoutRun = saved.inLayoutRun
    }

    package mutating func spend(elements count: Int) -> String? {
        let (sum, overflow) = elements.addingReportingOverflow(max(0, count))
        elements = overflow ? .max : sum
        guard elements > Self.maxElements else { return nil }
        return "the file makes or walks more than \(Self.maxElements) array elements and struct fields in all (a collection that grows in a loop, or copies of itself?)"
    }

    package mutating func spend(bytes count: Int) -> String? {
        let (sum, overflow) = bytes.addingReportingOverflow(max(0, count))
        bytes = overflow ? .max : sum
        guard bytes > Self.maxBytes else { return nil }
        return "the file makes or reads more than \(Self.maxBytes >> 20) MiB of strings in all (a string that grows in a loop?)"
    }
}

extension Interpreter {
    package func tick(_ node: some SyntaxProtocol) throws(SceneError) {
        if let message = budget.spend(steps: 1) { throw fail(message, node) }
    }

    /// Charges `count` elements walked or copied (no collection is made).
    package func spend(elements count: Int, at node: some SyntaxProtocol) throws(SceneError) {
        if let message = budget.spend(elements: count) { throw fail(message, node) }
    }

    /// Charges `count` bytes of strings read or made.
    package func spend(bytes count: Int, at node: some SyntaxProtocol) throws(SceneError) {
        if let message = budget.spend(bytes: count) { throw fail(message, node) }
    }

    /// A collection of `count` elements about to be made: within one collection's bound, and charged.
    package func making(elements count: Int, at node: some SyntaxProtocol) throws(SceneError) {
        try bound(elements: count, at: node)
        try spend(elements: count, at: node)
    }

    /// One collection's bound, for a collection that grows in place (what it adds is charged).
    package func bound(elements count: Int, at node: some SyntaxProtocol) throws(SceneError) {
        guard count <= EvaluationBudget.maxCollection else {
            throw fail("the array would have \(count) elements; at most \(EvaluationBudget.maxCollection)", node)
        }
    }

    /// A string of `count` bytes of UTF-8 about to be made: within one string's bound, and charged.
    package func making(bytes count: Int, at node: some SyntaxProtocol) throws(SceneError) {
        try bound(bytes: count, at: node)
        try spend(bytes: count, at: node)
    }

    /// One string's bound, for a string that grows in place (its pieces are charged).
    package func bound(bytes count: Int, at node: some SyntaxProtocol) throws(SceneError) {
        guard count <= EvaluationBudget.maxStringBytes else {
            throw fail("the string would be \(count) bytes long; at most \(EvaluationBudget.maxStringBytes) (a million)", node)
        }
    }

    /// `uppercased()`, `capitalized`: the text is read, and the result (a few characters grow:
    /// ß becomes SS) bounded and charged.
    package func transformed(_ text: String, at node: some SyntaxProtocol, _ transform: (String) -> String) throws(SceneError) -> String {
        try spend(bytes: text.utf8.count, at: node)
        let result = transform(text)
        try making(bytes: result.utf8.count, at: node)
        return result
    }

    /// `a + b` of two strings, bounded and charged before it is made.
    package func concatenate(_ a: String, _ b: String, at node: some SyntaxProtocol) throws(SceneError) -> String {
        try making(bytes: a.utf8.count + b.utf8.count, at: node)
        return a + b
    }

    /// A value bound to a new name or passed on: structs are values, so a struct is copied with
    /// the structs its fields hold, each charged (a struct built from two copies of itself
    /// doubles at each step).
    package func copy(_ value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        // A class instance is shared by reference, as Swift's are.
        guard case .instance(let instance) = value, instance.type.kind != .fileScope, instance.type.kind != .classType else { return value }
        try spend(elements: EvaluationBudget.instanceCost + instance.fields.count, at: node)
        var fields: [String: SwiftValue] = [:]
        fields.reserveCapacity(instance.fields.count)
        for (name, field) in instance.fields { fields[name] = try copy(field, at: node) }
        return .instance(Instance(type: instance.type, fields: fields, genericArguments: instance.genericArguments))
    }

    /// The value a variable name holds where it is stored: a local, a field of `self`, or one
    /// of the file's properties (as `lookup` finds them); nil for anything else.
    package func storedValue(_ name: String, _ scope: Scope) -> SwiftValue? {
        if let local = scope.lookup(name) { return local }
        if let value = scope.selfInstance?.fields[name] { return value }
        return fileInstance.fields[name]
    }

    /// Changes a variable in place: its value is taken out of where it is stored (so that it has
    /// one owner and is not copied on write), changed, and put back, also when `change` throws.
    package func changeInPlace(_ name: String, _ scope: Scope, _ change: (inout SwiftValue) throws(SceneError) -> Void) throws(SceneError) {
        var value: SwiftValue
        var putBack: (SwiftValue) -> Void
        if let local = scope.take(name) {
            value = local
            putBack = { _ = scope.assign(name, $0) }
        } else if let instance = scope.selfInstance, let field = instance.fields[name] {
            value = field
            instance.fields[name] = .void
            putBack = { instance.fields[name] = $0 }
        } else if let field = fileInstance.fields[name] {
            value = field
            fileInstance.fields[name] = .void
            putBack = { [fileInstance] in fileInstance.fields[name] = $0 }
        } else {
            return
        }
        defer { putBack(value) }
        try change(&value)
    }
}
