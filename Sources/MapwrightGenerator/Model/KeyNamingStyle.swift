/// How a mapping with `"keys"` names the JSON keys of the attributes its fields do not
/// list: `snake_case` (`avatarURL` → `avatar_url`), `camelCase` (`avatarURL` →
/// `avatarUrl`) or `kebab-case` (`avatarURL` → `avatar-url`).
///
/// Words are split where a lowercase letter or digit meets an uppercase one, where a run
/// of capitals meets a capitalised word (`URLSession` → `URL`, `Session`), and at `_`.
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

    /// `name`'s words, as written.
    static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = last.isLowercase || last.isNumber || (last.isUppercase && next?.isLowercase == true)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
