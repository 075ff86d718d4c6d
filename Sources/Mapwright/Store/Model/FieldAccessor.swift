/// Reads and writes one stored property of `Root` named by a key path.
///
/// Applying a key path goes through the runtime's generic projection, which costs far
/// more than the access itself. When the key path names a stored property laid out
/// inline, `MemoryLayout.offset(of:)` gives its byte offset, and — as that method's
/// documentation describes — the property can then be accessed through a pointer at
/// that offset. Other key paths (computed properties) are applied normally.
@usableFromInline
package struct FieldAccessor<Root, Value>: Sendable {
    @usableFromInline package let keyPath: any WritableKeyPath<Root, Value> & Sendable
    @usableFromInline package let offset: Int?

    @inlinable
    package init(_ keyPath: any WritableKeyPath<Root, Value> & Sendable) {
        self.keyPath = keyPath
        self.offset = MemoryLayout<Root>.size > 0 ? MemoryLayout<Root>.offset(of: keyPath) : nil
    }

    /// The property's value in `root`.
    @inlinable
    package func get(_ root: Root) -> Value {
        if let offset {
            let value = withUnsafeBytes(of: root) { bytes in
                bytes.baseAddress.map { ($0 + offset).assumingMemoryBound(to: Value.self).pointee }
            }
            if let value { return value }
        }
        return root[keyPath: keyPath]
    }

    /// Runs `body` on the property of `root` in place.
    @inlinable
    package func modify(_ root: inout Root, _ body: (inout Value) -> Void) {
        if let offset {
            let done = withUnsafeMutableBytes(of: &root) { bytes -> Bool in
                guard let base = bytes.baseAddress else { return false }
                body(&(base + offset).assumingMemoryBound(to: Value.self).pointee)
                return true
            }
            if done { return }
        }
        body(&root[keyPath: keyPath])
    }

    /// Sets the property of `root`.
    @inlinable
    package func set(_ value: Value, in root: inout Root) {
        modify(&root) { $0 = value }
    }
}
