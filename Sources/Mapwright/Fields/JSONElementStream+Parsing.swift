import Foundation

extension JSONElementStream {
    /// Parses every element of the streamed array with `parse`, in order, as
    /// `JSONValue.parseEach` does for a whole document: issues of all elements are
    /// collected (nested under each element's index in the whole array) and thrown
    /// together after the last one; syntax errors and other errors stop at once. Each
    /// batch is handed to `batch` before its elements are parsed (a parser announces
    /// their identities there). A document that is not an array: a `ParseError`.
    public mutating func parseEach(batch: (JSONElementBatch) throws -> Void = { _ in }, _ parse: (JSONValue) throws -> Void) throws {
        if let whole = nonArrayDocument {
            _ = try whole.parseEach(parse)
            return
        }
        var issues = ParseIssueCollector()
        try forEachBatch { elements in
            try batch(elements)
            for (offset, element) in elements.enumerated() {
                _ = try issues.parsingElement(at: elements.firstPosition + offset) { try parse(element) }
            }
        }
        try issues.throwIfErrors()
    }

    /// Hands every batch to `body`, in order, until the array ends or `body` or the
    /// reading throws. An input of several batches is read a batch ahead on a second
    /// thread, so that reading the next batch overlaps with `body`'s work on this one.
    mutating func forEachBatch(_ body: (JSONElementBatch) throws -> Void) throws {
        let readAhead = remainingBytes > 2 * batchBytes ? JSONReadAhead(self) : nil
        defer { if let readAhead { self = readAhead.finish() } }
        while true {
            let next: JSONElementBatch?
            if let readAhead { next = try readAhead.take() } else { next = try nextBatch() }
            guard let elements = next else { return }
            try body(elements)
        }
    }

    /// Streams the array in `data` through `parse` as ``parseEach(batch:_:)`` does and
    /// returns how many elements `parse` kept (returned true for: a record parsed, not
    /// one the import options skipped). What a generated parser's `importArray` runs.
    public static func importEach(_ data: Data, batch: (JSONElementBatch) throws -> Void,
                                  _ parse: (JSONValue) throws -> Bool) throws -> Int {
        var stream = try JSONElementStream(data)
        var kept = 0
        try stream.parseEach(batch: batch) { element in
            if try parse(element) { kept += 1 }
        }
        return kept
    }
}
