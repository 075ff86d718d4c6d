/// One field's row in a parameterized test of a generated suite: the field, the key the
/// mapping reads it at, the JSON the case puts there, and how to read the field from a
/// parsed `Record`. Its description names the field and the key ("createdDate from
/// created_at"), so a failing case says which field and which key broke.
///
/// For tests of generated code: the runtime does not import Testing; a generated test
/// passes a table of these as `arguments:` and checks each with `#expect`, as in
/// `#expect(try field.holdsExpected(record), "\(field.name) must come from \(field.key)")`.
@_spi(Generated)
public struct FieldCase<Record>: Sendable, CustomStringConvertible, Identifiable {
    /// The field's name, as its property is named.
    public let name: String
    /// Where the mapping reads the field in a document.
    public let key: JSONKeyPath
    /// The JSON text the case puts at ``key``, or nil when it puts none (the sample's
    /// value stays, or the key is removed).
    public let json: String?
    private let reader: Reader?

    /// How a case reads its field, its type erased.
    private struct Reader: Sendable {
        let text: @Sendable (Record) -> String
        let same: @Sendable (Record, Record) -> Bool
        let expected: (@Sendable (Record) throws -> Bool)?
    }

    /// Thrown when a case is asked about a value it does not read or expect.
    public struct Unsupported: Error, CustomStringConvertible {
        /// What the case was asked.
        public let description: String
    }

    /// A case that reads no value: for what a parse must reject.
    public init(_ name: String, at key: JSONKeyPath, json: String? = nil) {
        self.name = name
        self.key = key
        self.json = json
        reader = nil
    }

    /// A case whose field, read by `value`, must equal `expected` after the parse.
    /// `expected` is evaluated when checked, so it may throw (a value built from JSON).
    public init<Value: Equatable & Sendable>(
        _ name: String, at key: JSONKeyPath, json: String? = nil, _ value: @escaping @Sendable (Record) -> Value,
        is expected: @escaping @autoclosure @Sendable () throws -> Value
    ) {
        self.name = name
        self.key = key
        self.json = json
        reader = Reader(
            text: { String(describing: value($0)) }, same: { value($0) == value($1) },
            expected: { try value($0) == expected() })
    }

    /// A case whose field, read by `value`, is compared between two records (what an
    /// update must keep).
    public init<Value: Equatable & Sendable>(
        _ name: String, at key: JSONKeyPath, json: String? = nil, _ value: @escaping @Sendable (Record) -> Value
    ) {
        self.name = name
        self.key = key
        self.json = json
        reader = Reader(text: { String(describing: value($0)) }, same: { value($0) == value($1) }, expected: nil)
    }

    /// "createdDate from created_at", and the JSON the case puts there when it puts one.
    public var description: String {
        json.map { "\(name) from \(key), given \($0)" } ?? "\(name) from \(key)"
    }

    /// The case's ``description``, unique in its table: lets a test runner run one case again.
    public var id: String { description }

    /// Whether `record`'s field equals the case's expected value. Throws when the case
    /// has none, or when making the expected value throws.
    public func holdsExpected(_ record: Record) throws -> Bool {
        guard let expected = reader?.expected else { throw Unsupported(description: "\(self) expects no value") }
        return try expected(record)
    }

    /// Whether `record` and `other` hold the same value in the field. Throws when the
    /// case reads no value.
    public func sameValue(_ record: Record, _ other: Record) throws -> Bool {
        guard let reader else { throw Unsupported(description: "\(self) reads no value") }
        return reader.same(record, other)
    }

    /// The field's value in `record`, as text for a failure message.
    public func value(in record: Record) -> String {
        reader?.text(record) ?? "(not read)"
    }
}
