/// Gathers the issues of one document, so that a parser reports all of them rather
/// than the first. Builders and parsers pass one collector down; child parsers'
/// issues are nested under the key path of the value they read.
public struct ParseIssueCollector: Sendable {
    /// Every issue recorded so far, in the order found.
    public private(set) var issues: [ParseIssue] = []

    /// An empty collector.
    public init() {}

    /// Whether any recorded issue is an error (warnings do not count).
    public var hasErrors: Bool { ParseIssue.hasErrors(issues) }

    /// The recorded warnings.
    public var warnings: [ParseIssue] { issues.filter { $0.severity == .warning } }

    /// Records one issue.
    public mutating func record(_ issue: ParseIssue) {
        issues.append(issue)
    }

    /// Records a box's failure for the value at `keyPath`.
    public mutating func record(_ failure: BoxFailure, at keyPath: JSONKeyPath, value: JSONValue? = nil) {
        issues.append(ParseIssue(keyPath: keyPath, expected: failure.expected, found: failure.found,
                                 message: failure.message, location: value?.location))
    }

    /// Records every issue of `other`, nested under `prefix`.
    public mutating func absorb(_ other: [ParseIssue], under prefix: JSONKeyPath) {
        issues.append(contentsOf: other.map { $0.nested(under: prefix) })
    }

    /// Runs `parse` on the element at `position` of an array: its `ParseError` is kept
    /// here, nested under that index (nil returned), so that the next element is parsed;
    /// any other error is thrown.
    public mutating func parsingElement<Result>(at position: Int, _ parse: () throws -> Result) throws -> Result? {
        do {
            return try parse()
        } catch let error as ParseError {
            absorb(error.issues, under: JSONKeyPath(segments: [.index(position)]))
            return nil
        }
    }

    /// Throws a `ParseError` holding every issue when any of them is an error.
    public func throwIfErrors() throws(ParseError) {
        if hasErrors { throw ParseError(issues: issues) }
    }
}

/// A document, record or field could not be read: every issue found, not just the first.
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// All issues, in the order found (warnings included, for context).
    public var issues: [ParseIssue]

    /// Creates an error from its issues.
    public init(issues: [ParseIssue]) {
        self.issues = issues
    }

    /// A single-issue error.
    public init(_ issue: ParseIssue) {
        self.issues = [issue]
    }

    /// The errors among the issues.
    public var errors: [ParseIssue] { issues.filter { $0.severity == .error } }

    /// One line per issue.
    public var description: String {
        let count = errors.count
        return "\(count) issue\(count == 1 ? "" : "s"):\n" + issues.map { "  " + $0.description }.joined(separator: "\n")
    }

    /// Whether any issue is at exactly `keyPath` (`"author.id"`): handy in tests.
    public func hasIssue(at keyPath: JSONKeyPath) -> Bool {
        issues.contains { $0.keyPath == keyPath }
    }
}
