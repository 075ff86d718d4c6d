/// One token of template source, as the scanner reads it: text within a line, a line
/// break, or a tag. Standalone-line handling and tree building consume these.
enum MustacheLexeme: Sendable {
    /// Text containing no line break (never empty).
    case text(String)
    /// A line break: `"\n"` or `"\r\n"`.
    case lineBreak(String)
    /// A tag, wherever it sits.
    case tag(MustacheTag)
}

/// A tag read from source: what it does and where it starts.
struct MustacheTag: Sendable {
    /// What the tag does.
    var kind: MustacheTagKind
    /// Where the tag's opening delimiter sits.
    let location: MustacheSourceLocation
}

/// What a tag does.
enum MustacheTagKind: Sendable {
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}` or, when `inverted`, `{{^name}}`.
    case sectionOpen(MustacheName, inverted: Bool)
    /// `{{/name}}`.
    case sectionClose(MustacheName)
    /// `{{>name}}`; `indentation` is filled in when the tag is standalone.
    case partial(name: String, indentation: String)
    /// `{{! … }}`.
    case comment
    /// `{{=<% %>=}}`; already applied by the scanner.
    case setDelimiters

    /// Whether the tag may stand alone on a line, which removes that line's whitespace
    /// and line break from the output. Interpolations never do.
    var canStandAlone: Bool {
        if case .variable = self { return false }
        return true
    }
}
