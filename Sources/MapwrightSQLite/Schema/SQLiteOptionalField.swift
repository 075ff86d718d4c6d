/// An optional value reached through a protocol, so that code generic over the wrapped
/// type can take it apart without naming `Wrapped?` (see ``SQLiteOptionalField``).
protocol SQLiteOptional {
    associatedtype Wrapped
    /// Calls `body` with the wrapped value, if there is one; returns whether there was.
    func withWrapped(_ body: (Wrapped) throws -> Void) rethrows -> Bool
    /// The optional holding `wrapped`.
    init(wrapping wrapped: Wrapped)
    /// The empty optional.
    init(emptyOptional: Void)
}

extension Optional: SQLiteOptional {
    init(wrapping wrapped: Wrapped) {
        self = .some(wrapped)
    }

    init(emptyOptional: Void) {
        self = .none
    }

    func withWrapped(_ body: (Wrapped) throws -> Void) rethrows -> Bool {
        guard case .some(let value) = self else { return false }
        try body(value)
        return true
    }
}

/// An optional field stored inline at a byte offset of `Record` (a to-one link), read in
/// place.
///
/// The engine's code runs unspecialized, where each function that holds a `Wrapped?`
/// looks up the optional's type metadata (about 450 instructions) on every call. Here
/// the optional type is a generic parameter of the class, found in the instance's own
/// metadata: reading the field costs no lookup.
final class SQLiteOptionalField<Record, Value: SQLiteOptional> {
    /// The field's byte offset in `Record`.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    /// Calls `body` with the field's value in `record` when it is not nil; returns
    /// whether it was not.
    @discardableResult
    func withValue(in record: Record, _ body: (Value.Wrapped) throws -> Void) rethrows -> Bool {
        try withUnsafePointer(to: record) { pointer in
            try UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee.withWrapped(body)
        }
    }

    /// Sets the field in `record` to `value`, or to nil when `value` is nil. (Two
    /// functions rather than one taking `Value.Wrapped?`, which would look up the
    /// optional's metadata on every call.)
    func set(_ value: Value.Wrapped, in record: inout Record) {
        withField(in: &record) { $0 = Value(wrapping: value) }
    }

    /// Sets the field in `record` to nil.
    func setEmpty(in record: inout Record) {
        withField(in: &record) { $0 = Value(emptyOptional: ()) }
    }

    private func withField(in record: inout Record, _ body: (inout Value) -> Void) {
        withUnsafeMutablePointer(to: &record) { pointer in
            body(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }
}
