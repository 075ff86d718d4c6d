/// Checks relative paths of generated files.
enum GeneratedPath {
    /// Why `path` cannot name a generated file, or `nil` when it can.
    ///
    /// A valid path is non-empty, relative, `/`-separated, without empty, `.` or `..`
    /// components, without backslashes or control characters, and is not the manifest.
    static func problem(with path: String) -> GeneratedPathProblem? {
        if path.isEmpty { return .empty }
        if path.hasPrefix("/") { return .absolute }
        if path.unicodeScalars.contains(where: { $0 == "\\" || $0.properties.generalCategory == .control }) {
            return .forbiddenCharacter
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") { return .parentComponent }
        if components.contains(where: { $0.isEmpty || $0 == "." }) { return .notNormalized }
        if path.lowercased() == GenerationManifest.fileName.lowercased() { return .reserved }
        return nil
    }

    /// The directories `path` lies in, innermost last: `a/b/c.swift` gives `a`, `a/b`.
    static func ancestors(of path: String) -> [String] {
        let components = path.split(separator: "/")
        guard components.count > 1 else { return [] }
        return (1..<components.count).map { components[..<$0].joined(separator: "/") }
    }

    /// Whether `lhs` sorts before `rhs` by UTF-8 bytes: locale-independent, like `LC_ALL=C sort`.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
