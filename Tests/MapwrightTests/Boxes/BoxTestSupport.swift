import Mapwright

/// Parses `text` as one JSON value for a box test; a bad literal in a test is a test bug,
/// reported as a `null` value that the assertions will then flag.
func json(_ text: String) -> JSONValue {
    (try? JSONValue(parsing: text)) ?? JSONValue(nilLiteral: ())
}

extension Result {
    /// The success value, or nil.
    var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The failure, or nil.
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
