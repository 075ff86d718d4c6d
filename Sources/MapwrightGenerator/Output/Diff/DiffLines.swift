/// A text cut into lines for diffing, each line's bytes including its `\n` if it has one.
///
/// Only the last line can lack the `\n`; keeping the terminator in the line makes
/// `"y"` and `"y\n"` different lines, as `diff` treats them. Works on bytes, so text
/// that is not valid UTF-8 still compares exactly. Only `\n` ends a line; a `\r`
/// before it is part of the line.
struct DiffLines {
    /// The lines, terminators included.
    let lines: [ArraySlice<UInt8>]

    /// Cuts `bytes` into lines. Empty input has no lines.
    init(_ bytes: [UInt8]) {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex {
            lines.append(bytes[start...])
        }
        self.lines = lines
    }

    /// The number of lines.
    var count: Int { lines.count }

    /// Whether line `index` ends without a newline (only ever the last one).
    func lacksNewline(_ index: Int) -> Bool {
        lines[index].last != UInt8(ascii: "\n")
    }

    /// Line `index` as text without its terminator; invalid UTF-8 shows as U+FFFD.
    func text(_ index: Int) -> String {
        let line = lines[index]
        let body = lacksNewline(index) ? line[...] : line.dropLast()
        return String(decoding: body, as: UTF8.self)
    }

    /// Numbers standing for the lines of `old` and `new`: equal lines get equal numbers,
    /// so the diff compares integers instead of byte strings.
    static func interned(_ old: DiffLines, _ new: DiffLines) -> (old: [Int], new: [Int]) {
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        func number(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            let next = numbers.count
            numbers[line] = next
            return next
        }
        return (old.lines.map(number), new.lines.map(number))
    }
}
