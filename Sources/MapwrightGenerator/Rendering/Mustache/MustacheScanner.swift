/// Reads template source into lexemes: text split at line breaks, line breaks, and
/// tags with their kinds and positions. Applies set-delimiter tags as it goes.
struct MustacheScanner {
    private let source: [Unicode.Scalar]
    private let templateName: String
    private var delimiters = MustacheDelimiters.standard
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var lexemes: [MustacheLexeme] = []

    /// Prepares to scan `source`, reporting positions in the template named `templateName`.
    init(source: String, templateName: String) {
        self.source = Array(source.unicodeScalars)
        self.templateName = templateName
    }

    /// Scans the whole source.
    mutating func scan() throws(MustacheError) -> [MustacheLexeme] {
        var textStart = index
        while index < source.count {
            if source[index] == "\n" {
                var textEnd = index
                var lineBreak = "\n"
                if textEnd > textStart, source[textEnd - 1] == "\r" {
                    textEnd -= 1
                    lineBreak = "\r\n"
                }
                appendText(textStart..<textEnd)
                lexemes.append(.lineBreak(lineBreak))
                index += 1
                line += 1
                lineStart = index
                textStart = index
            } else if matches(delimiters.opening, at: index) {
                appendText(textStart..<index)
                lexemes.append(.tag(try scanTag()))
                textStart = index
            } else {
                index += 1
            }
        }
        appendText(textStart..<index)
        return lexemes
    }

    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        lexemes.append(.text(string(range)))
    }

    /// Scans the tag whose opening delimiter starts at `index`, leaving `index` after it.
    private mutating func scanTag() throws(MustacheError) -> MustacheTag {
        let location = MustacheSourceLocation(templateName: templateName, line: line, column: index - lineStart + 1)
        let contentStart = index + delimiters.opening.count
        let unclosed = MustacheError(.unclosedTag(opening: String(String.UnicodeScalarView(delimiters.opening))), at: location)

        if contentStart < source.count, source[contentStart] == "{" {
            guard let closeAt = find(["}" as Unicode.Scalar] + delimiters.closing, from: contentStart + 1) else { throw unclosed }
            let name = try MustacheName(parsing: trimmed(contentStart + 1..<closeAt), at: location)
            advance(to: closeAt + 1 + delimiters.closing.count)
            return MustacheTag(kind: .variable(name, escaped: false), location: location)
        }

        guard let closeAt = find(delimiters.closing, from: contentStart) else { throw unclosed }
        let content = contentStart..<closeAt
        advance(to: closeAt + delimiters.closing.count)
        guard let sigil = content.isEmpty ? nil : source[contentStart] else {
            throw MustacheError(.invalidTagName(name: ""), at: location)
        }
        let afterSigil = contentStart + 1..<closeAt
        switch sigil {
        case "!":
            return MustacheTag(kind: .comment, location: location)
        case "=":
            try setDelimiters(from: content, at: location)
            return MustacheTag(kind: .setDelimiters, location: location)
        case "#", "^":
            let name = try MustacheName(parsing: trimmed(afterSigil), at: location)
            return MustacheTag(kind: .sectionOpen(name, inverted: sigil == "^"), location: location)
        case "/":
            let name = try MustacheName(parsing: trimmed(afterSigil), at: location)
            return MustacheTag(kind: .sectionClose(name), location: location)
        case ">":
            let name = trimmed(afterSigil)
            guard !name.isEmpty else { throw MustacheError(.invalidTagName(name: name), at: location) }
            return MustacheTag(kind: .partial(name: name, indentation: ""), location: location)
        case "&":
            let name = try MustacheName(parsing: trimmed(afterSigil), at: location)
            return MustacheTag(kind: .variable(name, escaped: false), location: location)
        case "<", "$":
            throw MustacheError(.unsupportedTag(tag: trimmed(content)), at: location)
        default:
            let name = try MustacheName(parsing: trimmed(content), at: location)
            return MustacheTag(kind: .variable(name, escaped: true), location: location)
        }
    }

    /// Applies `{{=open close=}}`; `content` spans from the first `=` to the closing delimiter.
    private mutating func setDelimiters(from content: Range<Int>, at location: MustacheSourceLocation) throws(MustacheError) {
        let invalid = MustacheError(.invalidDelimiters(content: string(content)), at: location)
        guard content.count >= 2, source[content.upperBound - 1] == "=" else { throw invalid }
        guard let newDelimiters = MustacheDelimiters(settingFrom: string(content.lowerBound + 1..<content.upperBound - 1)) else {
            throw invalid
        }
        delimiters = newDelimiters
    }

    /// Moves `index` to `end`, counting the line breaks passed (tags may span lines).
    private mutating func advance(to end: Int) {
        while index < end {
            if source[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private func matches(_ pattern: [Unicode.Scalar], at position: Int) -> Bool {
        guard position + pattern.count <= source.count else { return false }
        for offset in pattern.indices where source[position + offset] != pattern[offset] {
            return false
        }
        return true
    }

    private func find(_ pattern: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start
        while position + pattern.count <= source.count {
            if matches(pattern, at: position) { return position }
            position += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(source[range]))
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, source[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, source[upper - 1].properties.isWhitespace { upper -= 1 }
        return string(lower..<upper)
    }
}
