/// Prints diagnostics the way compilers do, so editors and CI logs can jump to them:
///
/// ```
/// Schemas/Blog.json:12:22: error: unknown key 'manny' in relationship 'posts'; did you mean 'many'?
/// Schemas/Blog.json:30:7: error: entity 'Post' is declared twice in module 'Blog'
/// Schemas/Blog.json:4:5: note: first declared here
/// ```
///
/// Every diagnostic is printed, sorted by file, line, column and message, each
/// followed by its notes.
public enum DiagnosticFormatter {
    /// The lines for `diagnostics`, sorted.
    public static func lines(for diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sorted(by: Diagnostic.printOrder).flatMap(\.lines)
    }

    /// The text for `diagnostics`, sorted, one line each, ending with a newline
    /// (empty when there are none).
    public static func text(for diagnostics: [Diagnostic]) -> String {
        lines(for: diagnostics).map { $0 + "\n" }.joined()
    }

    /// `3 errors, 1 warning`, `1 error`, `no problems`.
    public static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count(where: \.isError)
        let warnings = diagnostics.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    /// `1 entity`, `3 entities`, `2 schemas`.
    public static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
