/// A template that cannot be parsed or rendered: what went wrong and where.
///
/// Parsing throws it for malformed templates; rendering throws it for strict-mode
/// misses, failed partial loads and runaway partial recursion. It is always a thrown
/// value, never a trap.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A tag opened with `opening` has no closing delimiter.
        case unclosedTag(opening: String)
        /// A section (or inverted section) named `name` is never closed.
        case unclosedSection(name: String)
        /// A closing tag names `found`, but the innermost open section is `expected`,
        /// opened at `openedAt`.
        case mismatchedClosingTag(expected: String, found: String, openedAt: MustacheSourceLocation)
        /// A closing tag names `name` while no section is open.
        case unexpectedClosingTag(name: String)
        /// A set-delimiter tag whose content `content` is not two delimiters without
        /// whitespace or `=`, separated by whitespace.
        case invalidDelimiters(content: String)
        /// A tag whose name `name` is empty, contains whitespace, or has an empty
        /// dotted component.
        case invalidTagName(name: String)
        /// Section `name` opens inside `limit` sections already open in the same
        /// template: ``MustacheTemplate/sectionNestingLimit`` is reached.
        case sectionNestingTooDeep(name: String, limit: Int)
        /// A tag from an optional spec module this engine does not implement (template
        /// inheritance's `<` and `$`), written as `tag`.
        case unsupportedTag(tag: String)
        /// Strict mode: the name `name` resolves to nothing in the context stack.
        case missingVariable(name: String)
        /// Strict mode: an interpolation of `name` found a `kind` (list or
        /// dictionary), which has no text form.
        case uninterpolatableValue(name: String, kind: String)
        /// Strict mode: no partial named `name` exists.
        case missingPartial(name: String)
        /// The partial loader failed for `name`, saying `reason`.
        case partialLoadFailed(name: String, reason: String)
        /// Including partial `name` would nest partials deeper than `limit`.
        case partialDepthLimitExceeded(name: String, limit: Int)
    }

    /// What went wrong.
    public let kind: Kind
    /// The tag it went wrong at.
    public let location: MustacheSourceLocation

    /// Creates an error of `kind` at `location`.
    public init(_ kind: Kind, at location: MustacheSourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The problem in words, without the location.
    public var message: String {
        switch kind {
        case .unclosedTag(let opening):
            "tag opened with '\(opening)' is never closed"
        case .unclosedSection(let name):
            "section '\(name)' is never closed"
        case .mismatchedClosingTag(let expected, let found, let openedAt):
            "closing tag '\(found)' does not match open section '\(expected)' "
                + "(opened at line \(openedAt.line), column \(openedAt.column))"
        case .unexpectedClosingTag(let name):
            "closing tag '\(name)' has no open section"
        case .invalidDelimiters(let content):
            "invalid set-delimiter tag '\(content)': expected two delimiters without whitespace or '='"
        case .invalidTagName(let name):
            "invalid tag name '\(name)'"
        case .sectionNestingTooDeep(let name, let limit):
            "section '\(name)' is nested deeper than \(limit) sections (the limit for one template)"
        case .unsupportedTag(let tag):
            "unsupported tag '\(tag)' (template inheritance is not implemented)"
        case .missingVariable(let name):
            "no value named '\(name)'"
        case .uninterpolatableValue(let name, let kind):
            "'\(name)' is a \(kind), which cannot be interpolated"
        case .missingPartial(let name):
            "no partial named '\(name)'"
        case .partialLoadFailed(let name, let reason):
            "partial '\(name)' failed to load: \(reason)"
        case .partialDepthLimitExceeded(let name, let limit):
            "partial '\(name)' would nest partials deeper than \(limit) (runaway recursion?)"
        }
    }

    /// `name:line:column: message`.
    public var description: String {
        "\(location): \(message)"
    }
}
