/// `SwiftProgramModules` step 3 inside a compound declared type (review 14 R1 gen25u 6):
/// `[Player]`, `[String: Player]`, `Binding<Player>`, `(Player, Int)` name, in each whole
/// identifier two modules declare, the type the declaring file sees, as a bare `Player` does.
/// A name after a dot (`Game.Player`, `Row.Player`) is left as written. A name of a type nested
/// in the owner or a type around it is that nested type first, as Swift's member lookup finds it
/// before the module's (`[Configuration<Item>]` in `struct Configs<Item> { struct
/// Configuration<T> }`, where another module also declares a `Configuration`), as a bare name
/// is (`qualified`).
extension SwiftProgram {
    func resolvedCompoundType(_ type: String, inside owner: TypeDecl) -> String {
        var map: [String: String] = [:]
        var word = ""
        var afterDot = false
        func flush() {
            defer { word = "" }
            guard !afterDot, !word.isEmpty, map[word] == nil else { return }
            if let nested = nestedTypeName(word, inside: owner) {
                map[word] = nested
                return
            }
            guard filePrivateTypes[word] != nil || (moduleTypes[word]?.count ?? 0) > 1 else { return }
            map[word] = resolvedTypeName(word, fromFile: owner.location.file ?? file)
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                afterDot = character == "."
            }
        }
        flush()
        return map.isEmpty ? type : Interpreter.substitute(type, map)
    }
}
