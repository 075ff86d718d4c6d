/// The reader's engine: one pass over the source bytes, writing the tape.
///
/// It never recurses: open containers live on an explicit stack whose height is
/// checked against the depth limit. The source buffer is followed by a zero byte,
/// which stops every scanning loop at the end without a bounds check per byte.
struct JSONTapeParser {
    /// The source bytes (a zero sentinel follows them in memory).
    let source: UnsafeBufferPointer<UInt8>
    /// Where entries are written.
    var tape: JSONTapeWriter
    /// The deepest nesting accepted.
    let maxDepth: Int
    /// Containers open around the source being parsed (1 for the elements of a streamed
    /// top-level array), counted against `maxDepth`.
    var enclosingDepth = 0
    /// Whether errors carry their line, column and excerpt. A stream's windows leave
    /// them out (an error at a window's cut is expected, and a real one is placed in
    /// the whole input afterwards): only the byte offset is set.
    var locatesErrors = true

    /// An array or object whose closing bracket has not been read yet.
    struct OpenContainer {
        var tapeIndex: Int
        var count: Int
        var isObject: Bool
    }

    init(source: UnsafeBufferPointer<UInt8>, tape: JSONTapeWriter, maxDepth: Int) {
        self.source = source
        self.tape = tape
        self.maxDepth = maxDepth
    }

    /// The byte at `position`; reading `source.count` yields the zero sentinel.
    @inline(__always)
    func byte(_ position: Int) -> UInt8 {
        source.baseAddress.unsafelyUnwrapped[position]
    }

    func error(_ position: Int, _ reason: JSONParseError.Reason) -> JSONParseError {
        guard locatesErrors else {
            return JSONParseError(reason: reason, location: JSONLocation(byteOffset: position, line: 0, column: 0), excerpt: "")
        }
        return JSONParseError.at(position, in: source, reason)
    }

    /// An "unexpected character" error, or "unexpected end" when `position` is the end.
    func unexpected(_ position: Int, expected: String) -> JSONParseError {
        position >= source.count
            ? error(position, .unexpectedEnd(expected: expected))
            : error(position, .unexpectedCharacter(found: JSONParseError.describe(byte(position)), expected: expected))
    }

    @inline(__always)
    func skipWhitespace(_ start: Int) -> Int {
        var position = start
        while JSONTape.isWhitespace(byte(position)) { position += 1 }
        return position
    }

    /// Parses the whole source into the tape.
    mutating func parseDocument() throws(JSONParseError) {
        var stack: [OpenContainer] = []
        stack.reserveCapacity(min(maxDepth, 32))
        var position = try parseValue(JSONTape.byteOrderMarkLength(source), stack: &stack)
        position = skipWhitespace(position)
        guard position == source.count else { throw error(position, .trailingContent) }
    }

    /// Parses one whole value (and everything nested in it) starting at `start`, after
    /// optional whitespace; returns the position just past it. `stack` is scratch space,
    /// empty on entry and on return, passed in so that its storage is reused.
    mutating func parseValue(_ start: Int, stack: inout [OpenContainer]) throws(JSONParseError) -> Int {
        var position = start
        valueLoop: while true {
            position = skipWhitespace(position)
            switch byte(position) {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte(position) == UInt8(ascii: "{")
                guard stack.count &+ enclosingDepth < maxDepth else { throw error(position, .tooDeep(limit: maxDepth)) }
                let tapeIndex = tape.count
                tape.append(JSONTape.head(isObject ? .object : .array, offset: position), 0)
                position = skipWhitespace(position + 1)
                if byte(position) == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    try close(OpenContainer(tapeIndex: tapeIndex, count: 0, isObject: isObject), at: position)
                    position += 1
                } else {
                    stack.append(OpenContainer(tapeIndex: tapeIndex, count: 0, isObject: isObject))
                    if isObject { position = try parseKey(position) }
                    continue valueLoop
                }
            case UInt8(ascii: "\""):
                position = try parseString(position)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                position = try parseNumber(position)
            case UInt8(ascii: "t"):
                position = try parseLiteral(position, "true", .true)
            case UInt8(ascii: "f"):
                position = try parseLiteral(position, "false", .false)
            case UInt8(ascii: "n"):
                position = try parseLiteral(position, "null", .null)
            default:
                throw unexpected(position, expected: "a value")
            }

            // A value is complete: continue or close the containers around it.
            while let last = stack.indices.last {
                stack[last].count += 1
                position = skipWhitespace(position)
                let next = byte(position)
                if next == UInt8(ascii: ",") {
                    position = skipWhitespace(position + 1)
                    if stack[last].isObject { position = try parseKey(position) }
                    continue valueLoop
                }
                let closer = stack[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard next == closer else {
                    throw unexpected(position, expected: stack[last].isObject ? "',' or '}'" : "',' or ']'")
                }
                try close(stack[last], at: position)
                stack.removeLast()
                position += 1
            }
            return position
        }
    }

    /// Records a closed container's end index and element count.
    private mutating func close(_ container: OpenContainer, at position: Int) throws(JSONParseError) {
        let end = tape.count
        guard end <= Int(UInt32.max), container.count <= Int(UInt32.max) else { throw error(position, .tooLarge) }
        tape.setPayload(JSONTape.containerWord(end: end, count: container.count), at: container.tapeIndex)
    }

    /// Parses `"key" :` at `position` (whitespace already skipped); returns the position after the colon.
    private mutating func parseKey(_ position: Int) throws(JSONParseError) -> Int {
        guard byte(position) == UInt8(ascii: "\"") else { throw unexpected(position, expected: "a string key") }
        let afterKey = skipWhitespace(try parseString(position))
        guard byte(afterKey) == UInt8(ascii: ":") else { throw unexpected(afterKey, expected: "':'") }
        return afterKey + 1
    }

    /// Parses `true`, `false` or `null` at `position`.
    private mutating func parseLiteral(_ position: Int, _ word: StaticString, _ tag: JSONTape.Tag) throws(JSONParseError) -> Int {
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        for offset in 0..<length where position + offset >= source.count || byte(position + offset) != expected[offset] {
            throw unexpected(position + offset, expected: "'\(word)'")
        }
        tape.append(JSONTape.head(tag, offset: position), 0)
        return position + length
    }
}
