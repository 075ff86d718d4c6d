/// The current tag delimiters, `{{` and `}}` until a set-delimiter tag changes them.
struct MustacheDelimiters: Sendable {
    /// The opening delimiter's scalars.
    let opening: [Unicode.Scalar]
    /// The closing delimiter's scalars.
    let closing: [Unicode.Scalar]

    /// `{{` and `}}`, which every template and partial starts with.
    static let standard = MustacheDelimiters(opening: Array("{{".unicodeScalars), closing: Array("}}".unicodeScalars))

    /// Parses a set-delimiter tag's content, the part between the two `=` signs: two
    /// non-empty delimiters separated by whitespace, neither containing whitespace or `=`.
    init?(settingFrom content: String) {
        let parts = content.unicodeScalars
            .split(whereSeparator: \.properties.isWhitespace)
            .map { Array($0) }
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else { return nil }
        opening = parts[0]
        closing = parts[1]
    }

    private init(opening: [Unicode.Scalar], closing: [Unicode.Scalar]) {
        self.opening = opening
        self.closing = closing
    }
}
