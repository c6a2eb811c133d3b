import RenderLayout

/// Every name a style can be spelled with in a scene, in one table: the hierarchical levels
/// (`ShapeStyleValue.levels`), the environment styles (`"tint"`, `"accentColor"`,
/// `"background"`), the materials (`MaterialStyle.named`) and the named colours (`RGBA.named`).
/// A string style used to be looked up in up to three of those dictionaries, each a hash of the
/// name (a grid's `"fill": "orange"` about 2,300 instructions a shape, docs/performance.md,
/// "Twentieth pass"); now one lookup finds what every table says of the name, and the readers
/// apply their own precedence to the answer, as they applied it table by table:
///
/// 1. `shapeStyleValue()`: a level, else an environment style, else a material, else a colour.
/// 2. `fixedOrEnvironmentStyle()` and `shapeStyle()`: the same without the level (`"secondary"`
///    there is iOS's fixed secondary colour).
/// 3. A name in no table (`"#RRGGBB"`, `"name.gradient"`, a typo) takes the readers' full path,
///    with its messages. No name in the table ends in `.gradient`, so the gradient suffix, read
///    first on that path, can never have claimed a name the table answers.
package struct StyleName: Sendable {
    package var level: Int?
    package var environment: EnvironmentStyle?
    package var material: MaterialStyle.Kind?
    package var color: RGBA?

    /// Looked up without hashing the name (`NameTable`).
    package static let table = NameTable<StyleName>({
        var table: [String: StyleName] = [:]
        for (name, level) in ShapeStyleValue.levels { table[name, default: StyleName()].level = level }
        for name in ["tint", "accentColor"] { table[name, default: StyleName()].environment = .tint }
        table["background", default: StyleName()].environment = .background
        for (name, kind) in MaterialStyle.named { table[name, default: StyleName()].material = kind }
        for (name, color) in RGBA.named { table[name, default: StyleName()].color = color }
        return table
    }())

    /// What the name is as a style where levels are not read (step 2); nil: none of the tables'.
    package var fixedOrEnvironment: ShapeStyleValue? {
        if let environment { return .environment(environment, opacity: 1) }
        return fixed.map { .style($0) }
    }

    /// What `shapeStyle()` reads the name as (step 2, an environment style read without its
    /// environment as `shapeStyle()` reads it).
    package var fixed: ResolvedShapeStyle? {
        if let material { return .material(MaterialStyle(material)) }
        return color.map { .color($0) }
    }
}
