/// A stand-in parser for testing the parsers that take one: it answers with a configured
/// record (or error) without reading the JSON, and records every call, so a test can
/// check that the parser under test handed it the right JSON and never ran a real parser.
///
/// Each generated entity's parsing protocol is implemented by its stub
/// (`StubRecordParser<Post>` is a `PostParsing`), which the generated test support
/// names `StubPostParser`:
///
/// ```swift
/// let author = StubAuthorParser(returning: .fixture())
/// let post = try PostParser(authorParser: author).parse(json, in: context)
/// #expect(author.calls.count == 1)
/// ```
public final class StubRecordParser<Record: StoreEntity>: RecordParsing {
    /// One call: the JSON the stub was given, and which context it was given.
    public typealias Call = StubCall

    private let respond: @Sendable (JSONValue, StoreContext) throws -> Record
    private let recorded = Locked<[Call]>([])

    /// A stub that answers every call with `value`. With `storing` (the default) it
    /// first writes `value` into the context, as the real parser would, so that links
    /// to it hold.
    public convenience init(returning value: Record, storing: Bool = true) {
        self.init { _, context in
            if storing { try context.upsert(value) }
            return value
        }
    }

    /// A stub that throws `error` on every call.
    public convenience init(throwing error: any Error) {
        self.init { _, _ in throw error }
    }

    /// A stub that answers each call with `respond`.
    public init(_ respond: @escaping @Sendable (JSONValue, StoreContext) throws -> Record) {
        self.respond = respond
    }

    /// Every call so far, oldest first.
    public var calls: [Call] {
        recorded.withLock { $0 }
    }

    /// Whether `context` is the one call `index` was given.
    public func call(_ index: Int, wasGiven context: StoreContext) -> Bool {
        let calls = self.calls
        return calls.indices.contains(index) && calls[index].context == ObjectIdentifier(context)
    }

    /// Records the call, then answers as configured.
    public func parse(_ json: JSONValue, in context: StoreContext) throws -> Record {
        recorded.withLock { $0.append(Call(json: json, context: ObjectIdentifier(context), operations: context.importOperations)) }
        return try respond(json, context)
    }
}

/// One call of a ``StubRecordParser``: the JSON the stub was given, and which context it
/// was given (contexts belong to one task, so the stub keeps the context's identity, not
/// the context).
public struct StubCall: Sendable {
    /// The JSON handed to `parse`.
    public let json: JSONValue
    /// The identity of the context handed to `parse`.
    public let context: ObjectIdentifier
    /// The import operations in force in the context during the call.
    public let operations: ImportOperations
}

/// A stand-in parser's calls, whatever its record type: what a generated ``ChildCheck``
/// reads of the stub it checks.
@_spi(Generated)
public protocol StubCallRecording: AnyObject, Sendable {
    /// Every call so far, oldest first.
    var calls: [StubCall] { get }
}

@_spi(Generated)
extension StubRecordParser: StubCallRecording {}
