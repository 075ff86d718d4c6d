/// A growable list of values of a type the engine only knows generically, for the record
/// cache (``SQLiteRecordCache``).
///
/// In code that runs unspecialized, changing a `[Element]` (appending, assigning an
/// element, modifying one in place) looks up the metadata of `Array<Element>` each time
/// (about 450 instructions). Here the element type is the class's generic parameter,
/// found in the instance's own metadata, and the values live in memory the class owns.
/// Used by one thread at a time.
final class SQLiteValues<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The value at `index` (`0..<count`).
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "SQLiteValues index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "SQLiteValues index out of range")
            base[index] = newValue
        }
    }

    /// Applies `body` to the value at `index` (`0..<count`) in place.
    func modify(at index: Int, _ body: (inout Element) -> Void) {
        precondition(index >= 0 && index < count, "SQLiteValues index out of range")
        body(&base[index])
    }

    /// Removes every value, keeping the capacity.
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Adds `value` at the end.
    func append(_ value: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: value)
        count += 1
    }
}
