/// Nests lexemes into the node tree: sections gather their content up to the matching
/// closing tag. Reports unclosed sections, mismatched or stray closing tags, and
/// sections nested deeper than ``MustacheTemplate/sectionNestingLimit``.
///
/// Works without recursion (open sections live on an explicit stack), and the nesting
/// limit is enforced as each section opens, so no tree deeper than the limit is ever
/// built: freeing a tree, which recurses once per level, stays shallow.
struct MustacheTreeBuilder {
    /// A section whose closing tag has not been seen yet.
    private struct OpenSection {
        let name: MustacheName
        let isInverted: Bool
        let location: MustacheSourceLocation
        var children: [MustacheNode] = []
    }

    private var root: [MustacheNode] = []
    private var openSections: [OpenSection] = []
    private var pendingText = ""

    /// Builds the node tree for `lexemes`.
    static func build(_ lexemes: [MustacheLexeme]) throws(MustacheError) -> [MustacheNode] {
        var builder = MustacheTreeBuilder()
        for lexeme in lexemes {
            try builder.add(lexeme)
        }
        builder.flushText()
        if let unclosed = builder.openSections.last {
            throw MustacheError(.unclosedSection(name: unclosed.name.text), at: unclosed.location)
        }
        return builder.root
    }

    private mutating func add(_ lexeme: MustacheLexeme) throws(MustacheError) {
        switch lexeme {
        case .text(let text), .lineBreak(let text):
            pendingText += text
        case .tag(let tag):
            try add(tag)
        }
    }

    private mutating func add(_ tag: MustacheTag) throws(MustacheError) {
        switch tag.kind {
        case .comment, .setDelimiters:
            return
        case .variable(let name, let escaped):
            append(.variable(name, escaped: escaped, location: tag.location))
        case .partial(let name, let indentation):
            append(.partial(name: name, indentation: indentation, location: tag.location))
        case .sectionOpen(let name, let inverted):
            guard openSections.count < MustacheTemplate.sectionNestingLimit else {
                throw MustacheError(.sectionNestingTooDeep(name: name.text, limit: MustacheTemplate.sectionNestingLimit), at: tag.location)
            }
            flushText()
            openSections.append(OpenSection(name: name, isInverted: inverted, location: tag.location))
        case .sectionClose(let name):
            flushText()
            guard let section = openSections.popLast() else {
                throw MustacheError(.unexpectedClosingTag(name: name.text), at: tag.location)
            }
            guard section.name == name else {
                let kind = MustacheError.Kind.mismatchedClosingTag(expected: section.name.text, found: name.text, openedAt: section.location)
                throw MustacheError(kind, at: tag.location)
            }
            appendNode(.section(section.name, inverted: section.isInverted, children: section.children, location: section.location))
        }
    }

    private mutating func append(_ node: MustacheNode) {
        flushText()
        appendNode(node)
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        appendNode(.text(pendingText))
        pendingText = ""
    }

    private mutating func appendNode(_ node: MustacheNode) {
        if openSections.isEmpty {
            root.append(node)
        } else {
            openSections[openSections.count - 1].children.append(node)
        }
    }
}
