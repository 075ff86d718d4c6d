/// One piece of a compiled template. A template is a list of nodes; sections nest.
enum MustacheNode: Sendable {
    /// Literal template text, written as is (line breaks included).
    case text(String)
    /// `{{name}}` (escaped when escaping is on) or `{{{name}}}` / `{{&name}}` (never escaped).
    case variable(MustacheName, escaped: Bool, location: MustacheSourceLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(MustacheName, inverted: Bool, children: [MustacheNode], location: MustacheSourceLocation)
    /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag,
    /// prepended to every line of the partial (empty when not standalone).
    case partial(name: String, indentation: String, location: MustacheSourceLocation)
}
