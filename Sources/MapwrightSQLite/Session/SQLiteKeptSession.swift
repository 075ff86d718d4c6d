import Mapwright

/// The writer's session kept from one unit of work to the next, so that the records
/// its cache holds are not read again: a label or an author that every import links to
/// is read once (with its whole list of posts), not once per unit of work, and adding a
/// link costs the same however long that list has grown.
///
/// Kept only after a commit (the cache then holds what the file holds) and handed to the
/// next unit of work only if no other connection has committed since: SQLite's
/// `PRAGMA data_version`, read on the writer after `BEGIN IMMEDIATE`, changes exactly
/// then. A rollback keeps nothing. Used only by the unit of work that holds the writer
/// gate (hence `@unchecked Sendable`).
final class SQLiteKeptSession: @unchecked Sendable {
    private var session: SQLiteSession?
    /// `PRAGMA data_version` on the writer just after the commit that kept ``session``.
    private var dataVersion: Int64 = 0

    /// Whether a session is kept.
    var isHolding: Bool { session != nil }

    /// Keeps `session` after a commit on `writer`; anything kept before is dropped.
    func keep(_ session: SQLiteSession, writer: SQLiteConnection) {
        guard let version = try? writer.integer("PRAGMA data_version") else { return drop() }
        self.session = session
        dataVersion = version
    }

    /// The kept session, if the file has not changed since it was kept; called inside
    /// the write transaction. Nothing is kept afterwards.
    func take(writer: SQLiteConnection) throws -> SQLiteSession? {
        guard let session else { return nil }
        self.session = nil
        guard try writer.integer("PRAGMA data_version") == dataVersion else { return nil }
        session.startNextUnitOfWork()
        return session
    }

    /// Drops the kept session (the store is closing, or a unit of work failed).
    func drop() {
        session = nil
    }
}
