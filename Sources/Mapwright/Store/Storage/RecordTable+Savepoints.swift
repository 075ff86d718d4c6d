/// A context table as it was when a savepoint was made: enough to undo every write and
/// every change by inverse maintenance made since, in O(1) for the records (the map is
/// persistent, so the copy shares every node) plus the identities written since.
@usableFromInline
struct RecordTableMark<E: StoreEntity> {
    @usableFromInline let current: PersistentMap<E.ID, E>
    @usableFromInline let added: PersistentMap<E.ID, E>
    @usableFromInline let writtenCount: Int
    @usableFromInline let modifiedCount: Int?
    @usableFromInline let writtenFromBaseLogCount: Int

    @inlinable
    init(current: PersistentMap<E.ID, E>, added: PersistentMap<E.ID, E>, writtenCount: Int, modifiedCount: Int?, writtenFromBaseLogCount: Int) {
        self.current = current
        self.added = added
        self.writtenCount = writtenCount
        self.modifiedCount = modifiedCount
        self.writtenFromBaseLogCount = writtenFromBaseLogCount
    }
}

extension RecordTable {
    /// Remembers the table as it is now, as the innermost savepoint.
    @inlinable
    func beginSavepoint() {
        savepoints.append(RecordTableMark(
            current: current, added: added, writtenCount: written.count, modifiedCount: modified?.count,
            writtenFromBaseLogCount: writtenFromBaseLog.count))
    }

    /// Ends the innermost savepoint: `rollingBack`, puts the table back as it was when
    /// the savepoint was made; otherwise keeps everything (the changes then belong to the
    /// enclosing savepoint, if any).
    @inlinable
    func endSavepoint(rollingBack: Bool) {
        guard let mark = savepoints.popLast() else { return }
        if rollingBack {
            current = mark.current
            added = mark.added
            written.removeSubrange(mark.writtenCount...)
            if let count = mark.modifiedCount, let modified, modified.count > count {
                self.modified?.removeSubrange(count...)
            }
            for id in writtenFromBaseLog[mark.writtenFromBaseLogCount...] { writtenFromBase.remove(id) }
            writtenFromBaseLog.removeSubrange(mark.writtenFromBaseLogCount...)
            writtenIndex = nil
        }
        if savepoints.isEmpty { writtenFromBaseLog.removeAll() }
    }
}
