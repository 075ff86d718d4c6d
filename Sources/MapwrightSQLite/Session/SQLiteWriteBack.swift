import Mapwright

/// A record cache that may hold dirty records, its entity type erased, as the session
/// lists the caches it must write back.
protocol SQLiteWriteBack: AnyObject {
    /// Updates the row of every dirty record and marks them clean.
    func writeBack(session: SQLiteSession) throws
}

extension SQLiteRecordCache: SQLiteWriteBack {
    func writeBack(session: SQLiteSession) throws {
        let table = try session.catalog.requireTable(E.self)
        try writeBack { record in try table.updateRow(record, session: session) }
    }
}
