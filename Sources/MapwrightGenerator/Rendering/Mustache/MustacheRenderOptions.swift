/// How ``MustacheTemplate/render(_:partials:options:)`` behaves.
public struct MustacheRenderOptions: Sendable, Hashable {
    /// Whether `{{name}}` HTML-escapes (`&`, `"`, `<`, `>`). `{{{name}}}` and
    /// `{{&name}}` never escape. Off for code generation.
    public var escapesHTML: Bool
    /// Whether a name that resolves to nothing (in a variable, section or inverted
    /// section tag), a missing partial, or an interpolated list or dictionary is an
    /// error instead of rendering nothing. A name present with a `null` value is not
    /// missing. On for code generation, so a typo cannot silently produce empty output.
    public var isStrict: Bool
    /// How deeply partials may nest before rendering fails with
    /// ``MustacheError/Kind/partialDepthLimitExceeded(name:limit:)`` instead of
    /// overflowing the stack on unbounded recursion.
    public var partialDepthLimit: Int

    /// Creates options; the defaults are the Mustache spec's behaviour.
    public init(escapesHTML: Bool = true, isStrict: Bool = false, partialDepthLimit: Int = 100) {
        self.escapesHTML = escapesHTML
        self.isStrict = isStrict
        self.partialDepthLimit = partialDepthLimit
    }

    /// The Mustache spec's behaviour: HTML escaping on, misses render nothing.
    public static let spec = MustacheRenderOptions()

    /// For generating source code: no escaping, and every miss is an error.
    public static let codeGeneration = MustacheRenderOptions(escapesHTML: false, isStrict: true)
}
