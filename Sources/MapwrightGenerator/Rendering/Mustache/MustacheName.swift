/// A name inside a variable or section tag: `.` (the implicit iterator), a plain
/// key, or a dotted path such as `person.name`.
struct MustacheName: Sendable, Hashable {
    /// The name as written, whitespace trimmed; used in messages and to match closing tags.
    let text: String
    /// The dotted path's keys; empty for the implicit iterator `.`.
    let keys: [String]

    /// Whether this is `.`, which names the top of the context stack.
    var isImplicitIterator: Bool { keys.isEmpty }

    /// Parses trimmed tag content into a name; fails on empty names, inner whitespace
    /// and empty dotted components (`a..b`, `.a`, `a.`).
    init(parsing text: String, at location: MustacheSourceLocation) throws(MustacheError) {
        let invalid = MustacheError(.invalidTagName(name: text), at: location)
        guard !text.isEmpty, !text.unicodeScalars.contains(where: \.properties.isWhitespace) else {
            throw invalid
        }
        self.text = text
        if text == "." {
            keys = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { throw invalid }
        keys = parts.map(String.init)
    }
}
