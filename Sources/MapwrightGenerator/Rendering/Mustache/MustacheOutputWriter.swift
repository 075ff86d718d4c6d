/// Collects rendered output and applies standalone-partial indentation.
///
/// Indentation is prepended at the start of each *template* line of an indented
/// partial: at the partial's start and after each line break in its template text.
/// Line breaks inside interpolated values do not start indented lines (as the spec's
/// "Standalone Indentation" case requires). A line that renders nothing before its
/// line break gets no indentation, so generated code carries no trailing whitespace.
struct MustacheOutputWriter {
    /// Everything written so far.
    private(set) var output = ""
    /// The indentation of every enclosing standalone partial, concatenated.
    private var indentation = ""
    /// Whether the next write starts a template line, so takes the indentation first.
    private var atTemplateLineStart = true

    /// Writes literal template text.
    mutating func writeTemplateText(_ text: String) {
        guard !indentation.isEmpty else {
            output += text
            if let last = text.unicodeScalars.last { atTemplateLineStart = last == "\n" }
            return
        }
        var segmentStart = text.unicodeScalars.startIndex
        for position in text.unicodeScalars.indices where text.unicodeScalars[position] == "\n" {
            let segmentEnd = text.unicodeScalars.index(after: position)
            writeSegment(text.unicodeScalars[segmentStart..<segmentEnd])
            segmentStart = segmentEnd
        }
        if segmentStart < text.unicodeScalars.endIndex {
            writeSegment(text.unicodeScalars[segmentStart...])
        }
    }

    /// Writes an interpolated value; its line breaks do not start indented lines.
    mutating func writeValue(_ text: String) {
        guard !text.isEmpty else { return }
        if atTemplateLineStart, !Self.startsWithLineBreak(text.unicodeScalars[...]) {
            output += indentation
        }
        output += text
        atTemplateLineStart = false
    }

    /// Enters a partial whose tag stood alone after `extra` whitespace; returns the
    /// indentation to hand back to ``endPartial(restoring:)``.
    mutating func beginPartial(indentedBy extra: String) -> String {
        let saved = indentation
        if !extra.isEmpty {
            indentation += extra
            atTemplateLineStart = true
        }
        return saved
    }

    /// Leaves a partial, restoring the enclosing indentation.
    mutating func endPartial(restoring saved: String) {
        indentation = saved
    }

    /// Writes one line of template text (ending in `\n`, or the last, unterminated piece).
    private mutating func writeSegment(_ segment: Substring.UnicodeScalarView) {
        guard !segment.isEmpty else { return }
        if atTemplateLineStart, !Self.startsWithLineBreak(segment) {
            output += indentation
        }
        output.unicodeScalars.append(contentsOf: segment)
        atTemplateLineStart = segment.last == "\n"
    }

    private static func startsWithLineBreak(_ scalars: Substring.UnicodeScalarView) -> Bool {
        scalars.first == "\n" || scalars.starts(with: "\r\n".unicodeScalars)
    }
}
