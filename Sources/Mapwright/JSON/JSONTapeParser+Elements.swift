extension JSONTapeParser {
    /// What one pass over a window of a top-level array read: the elements it completed,
    /// the window position just past them, and whether the array's `]` was among them.
    struct ElementRun {
        /// Elements completed (each followed by its `,` or the closing `]` in the window).
        var elements = 0
        /// Position just past the last completed element's `,` (or the array's `]`).
        var end = 0
        /// Whether the closing `]` was read (`end` is then just past it).
        var closed = false
    }

    /// Parses the elements of a top-level array from a window of the source that starts
    /// just after the array's `[` (`isFirst`) or just after the `,` following an element.
    ///
    /// An element counts only when the `,` or `]` after it is in the window too. When
    /// the window is not the end of the source (`isFinal` false), reaching its end inside
    /// an element, or any error (which a cut might have caused), ends the run at the last
    /// completed element: its tape entries are dropped and the caller reads on from
    /// `end` in the next window. In the final window errors are thrown as they are.
    mutating func parseElements(isFirst: Bool, isFinal: Bool) throws(JSONParseError) -> ElementRun {
        var run = ElementRun()
        var stack: [OpenContainer] = []
        stack.reserveCapacity(min(maxDepth, 32))
        var position = 0
        while true {
            position = skipWhitespace(position)
            if isFirst, run.elements == 0, byte(position) == UInt8(ascii: "]") {
                run.end = position + 1
                run.closed = true
                return run
            }
            let completedTape = tape.count
            do {
                stack.removeAll(keepingCapacity: true)
                position = skipWhitespace(try parseValue(position, stack: &stack))
            } catch {
                if isFinal { throw error }
                tape.truncate(to: completedTape)
                return run
            }
            switch byte(position) {
            case UInt8(ascii: ","):
                run.elements += 1
                position += 1
                run.end = position
            case UInt8(ascii: "]"):
                run.elements += 1
                run.end = position + 1
                run.closed = true
                return run
            default:
                guard isFinal else {
                    tape.truncate(to: completedTape)
                    return run
                }
                throw unexpected(position, expected: "',' or ']'")
            }
        }
    }
}
