/// Swift's rules for names, as the generator applies them.
///
/// Type names (entities, enums, mappings, feeds, modules) that are keywords are
/// rejected. Member names (attributes, relationships, enum cases) that are
/// keywords are accepted and written in backticks (`` `default` ``), except the few
/// that cannot name a stored property or case even escaped (see `unusableMemberNames`).
public enum SwiftIdentifier {
    /// Keywords that cannot be used as identifiers without backticks.
    public static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot be a stored property or enum case even in backticks, or that
    /// would break generated code (`self`, `init`, `Type`).
    public static let unusableMemberNames: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Whether `name` has identifier form: ASCII letters, digits and `_`, not starting
    /// with a digit. (Swift allows more; generated names stay ASCII.)
    public static func isWellFormed(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// Whether `name` is a keyword.
    public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// `name`, in backticks when it is a keyword: for declaring a property or case and
    /// for naming a parameter or local in an expression (`` self.default = `default` ``).
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// `name` as a parameter in a declaration (`init(default: Int)`): only `inout`,
    /// `let` and `var` need backticks there; escaping others is a warning.
    public static func parameterLabel(_ name: String) -> String {
        ["inout", "let", "var"].contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label at a call site (`Post(default: 1)`): only `inout`
    /// needs backticks there; escaping others is a warning.
    public static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `label: value` for a call whose argument is the parameter or local of the same name.
    public static func passing(_ name: String) -> String {
        "\(argumentLabel(name)): \(escaped(name))"
    }
}
