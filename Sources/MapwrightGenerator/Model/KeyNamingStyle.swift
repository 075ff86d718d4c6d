/// How a mapping with `"keys"` names the JSON keys of the attributes its fields do not
/// list: `snake_case` (`avatarURL` → `avatar_url`), `camelCase` (`avatarURL` →
/// `avatarUrl`) or `kebab-case` (`avatarURL` → `avatar-url`).
///
/// Words are split as ``words(of:)`` says.
enum KeyNamingStyle: String, CaseIterable {
    case snakeCase = "snake_case"
    case camelCase = "camelCase"
    case kebabCase = "kebab-case"

    /// The JSON key this style gives the member `name`.
    func key(for name: String) -> String {
        let words = Self.words(of: name).map { $0.lowercased() }
        switch self {
        case .snakeCase: return words.joined(separator: "_")
        case .kebabCase: return words.joined(separator: "-")
        case .camelCase:
            guard let first = words.first else { return name }
            return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    /// The words of a name or JSON key, as written: split at anything that is not an
    /// ASCII letter or digit (`_`, `-`, `.`), where a lowercase letter or digit meets an
    /// uppercase one (`createdAt`), and where a run of capitals meets a capitalised word
    /// (`URLSession` → `URL`, `Session`). `infer` names members from keys with them too.
    static func words(of name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
        func isLowerOrDigit(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) }
        for (index, scalar) in scalars.enumerated() {
            guard isUpper(scalar) || isLowerOrDigit(scalar) else {
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
                continue
            }
            if isUpper(scalar), let last = current.last {
                let nextIsLower = index + 1 < scalars.count && ("a"..."z").contains(scalars[index + 1])
                if isLowerOrDigit(last) || (isUpper(last) && nextIsLower) {
                    words.append(String(current))
                    current = String.UnicodeScalarView()
                }
            }
            current.append(scalar)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }
}
