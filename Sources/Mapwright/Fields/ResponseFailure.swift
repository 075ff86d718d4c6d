import Foundation

/// Why a whole response was turned into a failure by a mapping's `result` option: the
/// mapping's failure message (`"Bad data"`) and what was wrong underneath.
///
/// ```swift
/// switch FetchCharactersResponseMapping.result(from: data) {
/// case .success(let slice): show(slice.results)
/// case .failure(let failure): print(failure.message, failure.reason)
/// }
/// ```
public struct ResponseFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong underneath the message.
    public enum Reason: Hashable, Sendable {
        /// The bytes are not JSON; the error says where.
        case malformedJSON(JSONParseError)
        /// The JSON did not build (missing or wrong fields), or a built value broke an
        /// `expect` of the mapping: every issue, with its key path.
        case invalid([ParseIssue])
    }

    /// The message the schema gave for every failure of this response (`"Bad data"`).
    public var message: String
    /// What was wrong.
    public var reason: Reason

    /// A failure from its parts.
    public init(message: String, reason: Reason) {
        self.message = message
        self.reason = reason
    }

    /// The issues behind an `.invalid` failure; empty for malformed JSON.
    public var issues: [ParseIssue] {
        if case .invalid(let issues) = reason { return issues }
        return []
    }

    /// `Bad data: code: expected 200, found 500` (one line per issue).
    public var description: String {
        switch reason {
        case .malformedJSON(let error): "\(message): malformed JSON: \(error)"
        case .invalid(let issues): "\(message): " + issues.map(\.description).joined(separator: "; ")
        }
    }

    /// Reads `data` as JSON and hands it to `body` (a generated `result(from:)`); bytes
    /// that are not JSON are a failure with `message`.
    public static func reading<Success>(_ data: Data, message: String,
                                        _ body: (JSONValue) -> Result<Success, ResponseFailure>) -> Result<Success, ResponseFailure> {
        do {
            return body(try JSONReader().read(data))
        } catch {
            return .failure(ResponseFailure(message: message, reason: .malformedJSON(error)))
        }
    }
}

extension ParseIssueCollector {
    /// Records an issue at `keyPath` unless `value` is `expected`: a mapping's `expect`
    /// (`"expect": { "code": 200 }`) checked on the built value.
    public mutating func expect<Value: Equatable>(_ value: Value, equals expected: Value, at keyPath: JSONKeyPath) {
        guard value != expected else { return }
        record(ParseIssue(keyPath: keyPath, expected: String(describing: expected), found: String(describing: value)))
    }

    /// Records an issue at `keyPath` unless `value` is set and `expected`.
    public mutating func expect<Value: Equatable>(_ value: Value?, equals expected: Value, at keyPath: JSONKeyPath) {
        guard value != expected else { return }
        record(ParseIssue(keyPath: keyPath, expected: String(describing: expected), found: value.map { String(describing: $0) } ?? "nothing"))
    }
}
