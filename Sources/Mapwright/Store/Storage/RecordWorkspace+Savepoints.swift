extension RecordWorkspace {
    /// Whether a savepoint is open.
    @usableFromInline
    var hasSavepoint: Bool { !savepointTableCounts.isEmpty }

    /// Opens a savepoint: remembers every table in use as it is now. Tables first used
    /// later are dropped whole if the savepoint is rolled back. O(tables in use).
    @usableFromInline
    func beginSavepoint() {
        savepointTableCounts.append(order.count)
        for entry in order { entry.operations.beginSavepoint(entry.table) }
    }

    /// Ends the innermost savepoint, keeping its changes or (`rollingBack`) undoing every
    /// write and every change by inverse maintenance made since it opened. Does nothing
    /// when no savepoint is open.
    @usableFromInline
    func endSavepoint(rollingBack: Bool) {
        guard let tableCount = savepointTableCounts.popLast() else { return }
        // Tables first used inside the savepoint opened no mark of it (only of inner ones,
        // already ended), so only the older ones end it.
        for entry in order.prefix(tableCount) { entry.operations.endSavepoint(entry.table, rollingBack) }
        guard rollingBack, order.count > tableCount else { return }
        for entry in order[tableCount...] { tables.removeValue(forKey: entry.key) }
        order.removeSubrange(tableCount...)
        recent = nil
        beforeRecent = nil
    }
}
