/// Where a tag sits in a template's source: the template's name and a 1-based line
/// and column (counted in Unicode scalars) of the tag's opening delimiter.
public struct MustacheSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The name the template was parsed under (a partial's name for partials).
    public let templateName: String
    /// The 1-based line of the tag's opening delimiter.
    public let line: Int
    /// The 1-based column of the tag's opening delimiter.
    public let column: Int

    /// Creates a location in the template named `templateName`.
    public init(templateName: String, line: Int, column: Int) {
        self.templateName = templateName
        self.line = line
        self.column = column
    }

    /// `name:line:column`, the form compilers use, so editors can jump to it.
    public var description: String {
        "\(templateName):\(line):\(column)"
    }
}
