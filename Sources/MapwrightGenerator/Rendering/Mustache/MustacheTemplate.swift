/// A Mustache template compiled once and rendered any number of times.
///
/// Implements the spec's required modules: interpolation, sections, inverted
/// sections, comments, partials and set delimiters, including the standalone-line
/// rules, so output needs no reformatting. Optional modules (lambdas, inheritance,
/// dynamic names) are not implemented.
///
/// ```swift
/// let template = try MustacheTemplate(parsing: "let {{name}}: {{type}}\n", named: "property")
/// let swift = try template.render(["name": "id", "type": "Int"], options: .codeGeneration)
/// ```
public struct MustacheTemplate: Sendable {
    /// How many sections may be open inside each other in one template: opening one
    /// more is a parse error (``MustacheError/Kind/sectionNestingTooDeep(name:limit:)``)
    /// at its tag. Real templates nest a handful of levels; the limit keeps a
    /// pathological template (thousands of nested sections) from building a tree whose
    /// teardown would overflow the stack. Partials do not add to it: each partial is
    /// its own template, and their nesting has its own limit
    /// (``MustacheRenderOptions/partialDepthLimit``).
    public static let sectionNestingLimit = 100

    /// The name errors report for this template's positions.
    public let name: String
    /// The compiled node tree.
    let nodes: [MustacheNode]

    /// Compiles `source`, naming it `name` in error locations.
    ///
    /// - Throws: ``MustacheError`` with the position of an unclosed tag or section, a
    ///   mismatched or stray closing tag, an invalid set-delimiter tag or tag name, an
    ///   unsupported (inheritance) tag, or a section nested past ``sectionNestingLimit``.
    public init(parsing source: String, named name: String = "template") throws(MustacheError) {
        var scanner = MustacheScanner(source: source, templateName: name)
        let lexemes = MustacheStandaloneLines.apply(to: try scanner.scan())
        self.name = name
        nodes = try MustacheTreeBuilder.build(lexemes)
    }

    /// Renders the template with `data` as the root context.
    ///
    /// - Parameters:
    ///   - data: The root of the context stack names are looked up in.
    ///   - partials: Where `{{>name}}` finds its templates.
    ///   - options: Escaping, strictness and the partial nesting limit; the spec's
    ///     behaviour by default, ``MustacheRenderOptions/codeGeneration`` for source code.
    /// - Throws: ``MustacheError`` for strict-mode misses, partial load or syntax
    ///   errors, and partials nested past the limit.
    public func render(
        _ data: MustacheValue = [:], partials: MustachePartials = .none, options: MustacheRenderOptions = .spec
    ) throws(MustacheError) -> String {
        try MustacheRenderer.render(nodes, data: data, partials: partials, options: options)
    }
}
