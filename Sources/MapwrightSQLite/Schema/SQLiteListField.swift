/// A to-many list stored inline at a byte offset of `Record`, compared in place.
///
/// The engine's code runs unspecialized, where reading a `ToMany<Member>` out of a record
/// through ``RelationshipSide`` copies the record and looks up the metadata of the
/// array and of an optional of it on every call. Here the list type is a generic
/// parameter of the class (its metadata and its `Equatable` conformance are found in
/// the instance's own metadata), and the lists are compared where they lie: two lists
/// sharing storage compare at once.
final class SQLiteListField<Record, List: Equatable> {
    /// The field's byte offset in `Record`.
    let offset: Int
    /// An empty list, what a record that is not there holds.
    let empty: List

    init(offset: Int, empty: List) {
        self.offset = offset
        self.empty = empty
    }

    /// Whether `a` (nil: a record holding an empty list) and `b` hold the same list.
    func same(_ a: Record?, _ b: Record) -> Bool {
        withUnsafePointer(to: b) { right in
            guard case .some(let a) = a else { return list(at: right) == empty }
            return withUnsafePointer(to: a) { left in list(at: left) == list(at: right) }
        }
    }

    /// The list in the record at `record`.
    private func list(at record: UnsafePointer<Record>) -> List {
        UnsafeRawPointer(record).advanced(by: offset).assumingMemoryBound(to: List.self).pointee
    }
}
