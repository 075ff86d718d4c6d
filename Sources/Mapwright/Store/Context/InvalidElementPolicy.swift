/// What an array import does with an element it cannot read (no identity, a required
/// field missing, a value of the wrong type): the top-level counterpart of a to-many
/// field's `"invalidElements"` option.
public enum InvalidElementPolicy: Sendable, Hashable {
    /// The whole array fails: every element's issues are thrown together and the unit
    /// of work keeps nothing of the array (the default, and what `parseArray(_:in:)` does).
    case error
    /// The element is left out, with whatever it had stored of its own (its nested
    /// children, its links), and reported in the result's `skipped`; the others are kept.
    case skip
}

/// The records an array import kept, and what it left out under
/// ``InvalidElementPolicy/skip``.
public struct ArrayParseResult<Record> {
    /// The records parsed, in array order (those the import options skip left out).
    public var records: [Record]
    /// Why each element left out was: its issues as warnings, under the element's index
    /// (`1.id: missing required field …; element skipped`).
    public var skipped: [ParseIssue]
    /// The elements left out, in array order: to retry them, or, in a full sync, to keep
    /// the stored records they still name.
    public var skippedElements: [JSONValue]

    /// A result from its parts.
    public init(records: [Record], skipped: [ParseIssue] = [], skippedElements: [JSONValue] = []) {
        self.records = records
        self.skipped = skipped
        self.skippedElements = skippedElements
    }
}

extension ArrayParseResult: Sendable where Record: Sendable {}

extension StoreContext {
    /// Parses every element of the array `json` with `parse`, in order, under `policy`:
    /// with ``InvalidElementPolicy/error`` as `JSONValue.parseEach` does (all issues
    /// thrown together); with ``InvalidElementPolicy/skip`` each element inside a
    /// savepoint (``withSavepoint(_:)``), so an element whose parse throws a
    /// `ParseError` is undone and reported instead. Other errors are thrown at once.
    /// Not an array: a `ParseError`. Generated parsers' `parseArray(_:in:invalidElements:)`
    /// and `sync(_:in:scope:options:invalidElements:)` call it.
    @usableFromInline func parseEach<Record>(
        _ json: JSONValue, invalidElements policy: InvalidElementPolicy, _ parse: (JSONValue) throws -> Record?
    ) throws -> ArrayParseResult<Record> {
        guard policy == .skip else { return ArrayParseResult(records: try json.parseEach(parse).compactMap { $0 }) }
        guard let elements = json.array else {
            throw ParseError(ParseIssue(keyPath: .root, expected: "array", found: json.issueDescription, location: json.location))
        }
        var result = ArrayParseResult<Record>(records: [])
        result.records.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            do {
                if let record = try withSavepoint({ try parse(element) }) { result.records.append(record) }
            } catch let error as ParseError {
                let index = JSONKeyPath(segments: [.index(position)])
                result.skipped += error.errors.map { $0.downgraded("element skipped").nested(under: index) }
                result.skippedElements.append(element)
            }
        }
        return result
    }
}
