/// Applies the spec's standalone-line rule: a line holding one non-interpolation tag
/// and otherwise only spaces and tabs renders as nothing — its whitespace and line
/// break are dropped. A standalone partial keeps the leading whitespace as its
/// indentation, prepended to each line of the partial.
enum MustacheStandaloneLines {
    /// Returns `lexemes` with standalone lines reduced to their tag.
    static func apply(to lexemes: [MustacheLexeme]) -> [MustacheLexeme] {
        var result: [MustacheLexeme] = []
        result.reserveCapacity(lexemes.count)
        var lineStart = lexemes.startIndex
        while lineStart < lexemes.endIndex {
            var lineEnd = lineStart
            while lineEnd < lexemes.endIndex {
                let lexeme = lexemes[lineEnd]
                lineEnd += 1
                if case .lineBreak = lexeme { break }
            }
            let line = lexemes[lineStart..<lineEnd]
            if let tag = standaloneTag(in: line) {
                result.append(.tag(tag))
            } else {
                result.append(contentsOf: line)
            }
            lineStart = lineEnd
        }
        return result
    }

    /// The line's only tag when the line is standalone (its partial indentation filled
    /// in), or `nil` when the line renders as written.
    private static func standaloneTag(in line: ArraySlice<MustacheLexeme>) -> MustacheTag? {
        var found: MustacheTag?
        var leadingWhitespace = ""
        for lexeme in line {
            switch lexeme {
            case .lineBreak:
                continue
            case .text(let text):
                guard text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
                if found == nil { leadingWhitespace += text }
            case .tag(let tag):
                guard found == nil, tag.kind.canStandAlone else { return nil }
                found = tag
            }
        }
        guard var tag = found else { return nil }
        if case .partial(let name, _) = tag.kind {
            tag.kind = .partial(name: name, indentation: leadingWhitespace)
        }
        return tag
    }
}
