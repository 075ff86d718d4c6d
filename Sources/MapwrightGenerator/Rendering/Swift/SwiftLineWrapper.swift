/// Keeps generated Swift within a line width: a line longer than the width is broken
/// after commas of its widest list (a call's arguments, a declaration's parameters, an
/// array literal, generic arguments; else a type's conformances), each line holding as
/// many of its elements as fit and the next ones indented one level:
///
/// ```swift
/// public static func apply(_ json: Mapwright.JSONValue, to builder: inout Blog.PostBuilder,
///     isUpdate: Swift.Bool, issues: inout Mapwright.ParseIssueCollector) {
/// ```
///
/// Only whitespace changes, between tokens where Swift allows a line break (after an
/// opening bracket and a comma, before a closing one), so the code means what it meant.
/// Comments, lines of a multi-line string literal and lines without such a list are left
/// as they are.
enum SwiftLineWrapper {
    /// The width generated code keeps within.
    static let width = 120

    /// `source` with every line longer than `width` wrapped.
    static func wrap(_ source: String, width: Int = Self.width) -> String {
        var output: [Substring] = []
        var inMultilineString = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let delimiters = multilineDelimiters(in: line)
            defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
            let isComment = line.drop { $0 == " " }.hasPrefix("//")
            guard !inMultilineString, delimiters == 0, !isComment, line.count > width else {
                output.append(line)
                continue
            }
            output.append(contentsOf: wrapLine(String(line), width: width, depth: 0).map { Substring($0) })
        }
        return output.joined(separator: "\n")
    }

    /// `pieces` packed into lines of code indented `indent` spaces, within `width`: the
    /// first line starts with `first`, the next ones with `next`; pieces on one line are
    /// joined by `separator` (`guard let a = x, let b = y` over lines, `static let a = 0, b = 1`).
    /// The last piece keeps `reserve` columns free after it (for what follows it there).
    static func packed(_ pieces: [String], first: String, next: String, separator: String,
                       indent: Int, width: Int = Self.width, reserve: Int = 0) -> [String] {
        var lines: [String] = []
        for (index, piece) in pieces.enumerated() {
            let room = width - (index == pieces.count - 1 ? reserve : 0)
            if let last = lines.last, indent + last.count + separator.count + piece.count <= room {
                lines[lines.count - 1] = last + separator + piece
            } else {
                lines.append((lines.isEmpty ? first : next) + piece)
            }
        }
        return lines
    }

    /// How many `"""` (a multi-line string literal's delimiter) `line` holds.
    private static func multilineDelimiters(in line: Substring) -> Int {
        var count = 0
        var quotes = 0
        for character in line {
            quotes = character == "\"" ? quotes + 1 : 0
            if quotes == 3 {
                count += 1
                quotes = 0
            }
        }
        return count
    }

    /// `line` as lines within `width` where its lists allow; `depth` bounds the nesting.
    private static func wrapLine(_ line: String, width: Int, depth: Int) -> [String] {
        let characters = Array(line)
        guard characters.count > width, depth < 4,
              let list = widestList(characters) ?? conformanceList(characters) else { return [line] }
        let indent = String(characters.prefix { $0 == " " })
        var lines: [String] = []
        var current = list.head
        // The elements fill each line in turn; the next line is indented one level.
        for (index, element) in list.elements.enumerated() {
            let isLast = index == list.elements.count - 1
            // The last element keeps the text after the list (`) {`) on its line.
            let piece = isLast ? element + list.tail : element + ","
            let separator = index == 0 ? list.firstSeparator : " "
            if current.count + separator.count + piece.count <= width {
                current += separator + piece
            } else {
                lines.append(current)
                current = indent + "    " + piece
            }
        }
        // A tail too long to follow the last element (`) throws(…) -> Type {`) starts a line.
        if current.count > width, list.tail.first == ")" || list.tail.first == "]", current.count > list.tail.count {
            lines.append(String(current.dropLast(list.tail.count)))
            current = indent + list.tail
        }
        lines.append(current)
        return lines.flatMap { $0.count > width && $0 != line ? wrapLine($0, width: width, depth: depth + 1) : [$0] }
    }

    /// A list to break a line at: the text up to its first element, its elements
    /// (trimmed), what goes between the head and the first element, and the text after
    /// the last element.
    private struct List {
        let head: String
        let elements: [String]
        let firstSeparator: String
        let tail: String
    }

    /// The list between parentheses, brackets or a generic argument clause's angle
    /// brackets with the most text inside, not within another list, outside strings and
    /// comments.
    private static func widestList(_ characters: [Character]) -> List? {
        var best: (open: Int, close: Int)?
        var scanner = SwiftTokenScanner(characters)
        var openings: [(index: Int, character: Character, depth: Int)] = []
        // A list inside a closure on the line counts as the line's own (`{ f(a, b) }`).
        var braces = 0
        var angles = 0
        while let token = scanner.next() {
            let (index, character, depth) = token
            let listDepth = depth - braces + angles
            switch character {
            case "{": braces += 1
            case "}": braces -= 1
            case "(", "[":
                openings.append((index, character, listDepth))
            case "<" where opensGenericArguments(characters, at: index):
                openings.append((index, character, listDepth))
                angles += 1
            case ">" where angles > 0 && closesGenericArguments(characters, at: index):
                angles -= 1
                fallthrough
            case ")", "]":
                // A closer of a list the line does not open (the line is part of a list).
                guard let opening = openings.popLast() else { continue }
                if opening.depth == 0, best.map({ $0.close - $0.open }) ?? 0 < index - opening.index {
                    best = (opening.index, index)
                }
            default: break
            }
        }
        guard let best, best.close - best.open > 1 else { return nil }
        let elements = splitElements(characters, in: (best.open + 1)..<best.close)
        guard !elements.contains(where: \.isEmpty) else { return nil }
        return List(head: String(characters[...best.open]), elements: elements, firstSeparator: "",
                    tail: String(characters[best.close...]))
    }

    /// The protocols a type declaration line conforms to (`struct ID: A, B, C {`), when
    /// it has no `where` clause.
    private static func conformanceList(_ characters: [Character]) -> List? {
        let line = String(characters)
        let words = line.split(separator: " ").prefix { !$0.hasSuffix(":") }.map(String.init)
        let kinds: Set<String> = ["struct", "enum", "class", "extension", "protocol", "actor"]
        guard words.contains(where: kinds.contains), line.hasSuffix(" {"), !line.contains(" where "),
              let colon = characters.firstIndex(of: ":") else { return nil }
        let elements = splitElements(characters, in: (colon + 1)..<(characters.count - 2))
        guard elements.count > 1, !elements.contains(where: \.isEmpty) else { return nil }
        return List(head: String(characters[...colon]), elements: elements, firstSeparator: " ", tail: " {")
    }

    /// The elements of the list in `range`: its text split at the commas outside nested
    /// lists, closures, generic arguments and strings, each trimmed.
    private static func splitElements(_ characters: [Character], in range: Range<Int>) -> [String] {
        var elements: [String] = []
        var start = range.lowerBound
        var angles = 0
        var scanner = SwiftTokenScanner(characters, range: range)
        while let token = scanner.next() {
            let (index, character, depth) = token
            if character == "<", opensGenericArguments(characters, at: index) {
                angles += 1
            } else if character == ">", angles > 0, closesGenericArguments(characters, at: index) {
                angles -= 1
            } else if character == ",", depth == 0, angles == 0 {
                elements.append(String(characters[start..<index]))
                start = index + 1
            }
        }
        elements.append(String(characters[start..<range.upperBound]))
        return elements.map { element in
            String(element.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Whether the `<` at `index` opens generic arguments (`Column<Post, Int>`): it follows
    /// a name directly, and what follows up to its `>` is types only.
    private static func opensGenericArguments(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" else {
            return false
        }
        var nesting = 0
        for position in (index + 1)..<characters.count {
            let character = characters[position]
            if character == "<" {
                nesting += 1
            } else if character == ">" {
                if nesting == 0 { return position > index + 1 }
                nesting -= 1
            } else if !(character.isLetter || character.isNumber || " _.,?:[]".contains(character)) {
                return false
            }
        }
        return false
    }

    /// Whether the `>` at `index` closes generic arguments: it is not part of `->`.
    private static func closesGenericArguments(_ characters: [Character], at index: Int) -> Bool {
        index > 0 && characters[index - 1] != "-" && characters[index - 1] != " "
    }
}

/// Walks the code characters of one line of Swift, skipping string literals (their
/// interpolations are code) and a trailing `//` comment, and tells the nesting depth of
/// brackets, braces and parentheses before each one.
private struct SwiftTokenScanner {
    private let characters: [Character]
    private var index: Int
    private let end: Int
    /// The open brackets, braces and parentheses, the string literals being read (`"`)
    /// and the interpolations in them (`i`), innermost last.
    private var stack: [Character] = []
    /// The number of `#` that end the raw string literal being read, if one is.
    private var rawStringHashes: Int?

    init(_ characters: [Character], range: Range<Int>? = nil) {
        self.characters = characters
        index = range?.lowerBound ?? 0
        end = range?.upperBound ?? characters.count
    }

    /// The next code character with its index and the depth of nesting around it, or
    /// nil at the end of the range or of the code.
    mutating func next() -> (Int, Character, Int)? {
        while index < end {
            let position = index
            let character = characters[index]
            index += 1
            if let hashes = rawStringHashes {
                if character == "\"", characters[index..<min(end, index + hashes)].allSatisfy({ $0 == "#" }), index + hashes <= end {
                    index += hashes
                    rawStringHashes = nil
                }
                continue
            }
            if stack.last == "\"" {
                if character == "\\", index < end {
                    if characters[index] == "(" {
                        index += 1
                        stack.append("i")
                    } else {
                        index += 1
                    }
                } else if character == "\"" {
                    stack.removeLast()
                }
                continue
            }
            switch character {
            case "#" where index < end && (characters[index] == "#" || characters[index] == "\""):
                // A raw string literal (`#"…"#`): no escapes, no interpolation read here.
                var hashes = 1
                while index < end && characters[index] == "#" {
                    hashes += 1
                    index += 1
                }
                guard index < end, characters[index] == "\"" else { continue }
                index += 1
                rawStringHashes = hashes
            case "\"":
                stack.append("\"")
            case "/" where index < end && characters[index] == "/":
                index = end
                return nil
            case "(", "[", "{":
                let depth = codeDepth
                stack.append(character)
                return (position, character, depth)
            case ")" where stack.last == "i":
                stack.removeLast()
            case ")", "]", "}":
                if !stack.isEmpty { stack.removeLast() }
                return (position, character, codeDepth)
            default:
                return (position, character, codeDepth)
            }
        }
        return nil
    }

    /// How many brackets, braces and parentheses are open around the current position.
    private var codeDepth: Int { stack.filter { $0 != "\"" }.count }
}
