import RenderLayout

/// Code that layout runs after the views are built — a GeometryReader's or a Canvas's closure, a
/// custom Shape's `path(in:)`, a custom `Layout`'s methods — on its own step meter
/// (`EvaluationBudget.beginLayoutRun`): a view whose build spent most of its meter leaves its
/// layout-time code the whole of one, and an endless loop there is named as layout-time code.
extension Interpreter {
    package func atLayoutTime<T>(_ body: () throws(SceneError) -> T) throws(SceneError) -> T {
        let saved = budget.beginLayoutRun()
        defer { budget.endLayoutRun(saved) }
        return try body()
    }
}
