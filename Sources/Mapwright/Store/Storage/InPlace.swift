/// Calling a closure with a value where it is stored. A value read through a pointer, to
/// pass to a closure that might change that memory, is copied first and destroyed after;
/// passed `inout`, it is known to change only through the call, and is borrowed in place.
@usableFromInline
enum InPlace {
    /// `body(value)`, with `value` borrowed from where it is.
    @inlinable @inline(__always)
    static func borrow<Value, R>(_ value: inout Value, _ body: (Value) throws -> R) rethrows -> R {
        try body(value)
    }
}
