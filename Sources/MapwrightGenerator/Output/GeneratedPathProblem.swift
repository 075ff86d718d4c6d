/// Why a relative path cannot name a generated file.
public enum GeneratedPathProblem: Sendable, Hashable, CustomStringConvertible {
    /// The path is the empty string.
    case empty
    /// The path starts with `/`.
    case absolute
    /// The path has a `..` component and could leave the output directory.
    case parentComponent
    /// The path has an empty or `.` component (`a//b`, `./a`, a trailing `/`).
    case notNormalized
    /// The path contains a backslash, a NUL or another control character.
    case forbiddenCharacter
    /// The path names the manifest the writer keeps in the output directory.
    case reserved

    /// The problem in words.
    public var description: String {
        switch self {
        case .empty: "the path is empty"
        case .absolute: "absolute paths are not allowed; paths are relative to the output directory"
        case .parentComponent: "'..' components are not allowed; the path would escape the output directory"
        case .notNormalized: "empty and '.' components (and a trailing '/') are not allowed"
        case .forbiddenCharacter: "backslashes and control characters are not allowed"
        case .reserved: "the name '\(GenerationManifest.fileName)' is reserved for the generator's manifest"
        }
    }
}
