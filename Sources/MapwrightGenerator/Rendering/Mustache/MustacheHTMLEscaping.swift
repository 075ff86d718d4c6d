/// The HTML escaping `{{name}}` applies when escaping is on.
enum MustacheHTMLEscaping {
    /// `text` with `&`, `"`, `<` and `>` replaced by their character entities.
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { "&\"<>".unicodeScalars.contains($0) }) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
