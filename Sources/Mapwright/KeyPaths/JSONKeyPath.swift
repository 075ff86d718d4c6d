/// A path to a value inside a JSON document, as written in schemas: segments joined
/// by `.`, an all-digit segment indexes an array (`photos.0.url`), and `\.` is a
/// literal dot inside a key (`a\.b` is the single key `a.b`). `\\` is a literal
/// backslash. An empty path or an empty segment is an error.
public struct JSONKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One step of a path.
    public enum Segment: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array (written as an all-digit segment).
        case index(Int)
    }

    /// The steps, outermost first.
    public let segments: [Segment]

    /// A path from its steps.
    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// Parses the schema notation.
    public init(parsing text: String) throws(JSONKeyPathError) {
        var segments: [Segment] = []
        var current = ""
        var escaped = false
        var column = 0
        var segmentStart = 1
        for character in text {
            column += 1
            if escaped {
                guard character == "." || character == "\\" else {
                    throw JSONKeyPathError(path: text, column: column - 1, message: "'\\' must be followed by '.' or '\\'")
                }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "." {
                segments.append(try Self.segment(current, in: text, column: segmentStart))
                current = ""
                segmentStart = column + 1
            } else {
                current.append(character)
            }
        }
        if escaped { throw JSONKeyPathError(path: text, column: column, message: "'\\' at the end of the path") }
        segments.append(try Self.segment(current, in: text, column: segmentStart))
        self.segments = segments
    }

    /// A path from a literal; an invalid literal becomes a path of its text as one key,
    /// which can only fail to match (use `init(parsing:)` for checked paths).
    public init(stringLiteral value: String) {
        self = (try? JSONKeyPath(parsing: value)) ?? JSONKeyPath(segments: [.key(value)])
    }

    private static func segment(_ text: String, in path: String, column: Int) throws(JSONKeyPathError) -> Segment {
        guard !text.isEmpty else {
            throw JSONKeyPathError(path: path, column: column, message: path.isEmpty ? "empty key path" : "empty segment")
        }
        if text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let index = Int(text) else {
                throw JSONKeyPathError(path: path, column: column, message: "array index \(text) is too large")
            }
            return .index(index)
        }
        return .key(text)
    }

    /// The path in schema notation, dots in keys escaped: `author.id`, `photos.0.url`.
    public var description: String {
        segments.map { segment in
            switch segment {
            case .key(let key): key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ".", with: "\\.")
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }

    /// This path followed by `other`: where a nested parser's issues are reported.
    public func appending(_ other: JSONKeyPath) -> JSONKeyPath {
        JSONKeyPath(segments: segments + other.segments)
    }

    /// This path followed by one segment.
    public func appending(_ segment: Segment) -> JSONKeyPath {
        JSONKeyPath(segments: segments + [segment])
    }

    /// The empty path: the value itself. (Made on each use, which costs nothing: a
    /// stored constant cost a lazy-initialization check on each of a parse's several uses.)
    @inlinable
    public static var root: JSONKeyPath { JSONKeyPath(segments: []) }

    /// The key, when the path is one key of an object (what most mapped fields and feed
    /// parts are); nil for any other path.
    var singleKey: String? {
        guard segments.count == 1, case .key(let key) = segments[0] else { return nil }
        return key
    }
}

/// A key path that does not follow the notation.
public struct JSONKeyPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as written.
    public var path: String
    /// One-based column (in characters) within the path where the problem is.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Creates an error from its parts.
    public init(path: String, column: Int, message: String) {
        self.path = path
        self.column = column
        self.message = message
    }

    /// `bad key path 'a..b' at column 3: empty segment`.
    public var description: String { "bad key path '\(path)' at column \(column): \(message)" }
}

private extension String {
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
