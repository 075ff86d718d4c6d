import Dispatch
import Mapwright

/// A unit of work on the SQLite engine: it takes the writer when it first touches the
/// database (or in ``prepare()``), opens a write transaction (`BEGIN IMMEDIATE`), writes
/// its changes into it (changed values when they are next needed: see
/// ``SQLiteSession``), and keeps the writer until ``commit()`` (`COMMIT`) or
/// ``rollback()`` (`ROLLBACK`). Dropping it uncommitted rolls back.
final class SQLiteTransaction: StoreTransaction {
    let engine: SQLiteEngine
    /// The session on the writer while this unit of work holds it.
    private var session: SQLiteSession?
    /// A database error met while writing: the transaction may be half-applied, so commit
    /// rolls back and throws it.
    private var failure: (any Error)?
    private(set) var hasChanges = false
    /// For each open savepoint (`SAVEPOINT mapwright_N`, N its depth), innermost last:
    /// `hasChanges`, `failure` and the session's write-back failure when it opened, put
    /// back when it is rolled back.
    private var savepoints: [(hadChanges: Bool, failure: (any Error)?, writeBackFailure: (any Error)?)] = []

    init(engine: SQLiteEngine) {
        self.engine = engine
    }

    deinit {
        rollback()
    }

    func prepare() async throws {
        guard session == nil else { return }
        try await engine.gate.acquire()
        do {
            try requireOpenEngine()
            try await beginSuspending()
        } catch {
            engine.gate.release()
            throw error
        }
        _ = try startSession()
    }

    /// Opens the write transaction from async code, holding the writer: `BEGIN
    /// IMMEDIATE` without SQLite's busy wait (which would block the thread), tried again
    /// after growing sleeps (1 ms to 50 ms) while another connection (another process)
    /// holds the database's write lock, until the busy timeout is spent; then throws
    /// ``Mapwright/StoreError/busy(path:seconds:)``. Cancelling the task ends the wait
    /// (`CancellationError`).
    private func beginSuspending() async throws {
        let writer = engine.writer
        let timeout = engine.options.busyTimeout
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        var pause: UInt64 = 1_000_000
        while true {
            do {
                try writer.withoutBusyWait { try writer.execute("BEGIN IMMEDIATE") }
                return
            } catch StoreError.busy {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline else { throw StoreError.busy(path: engine.path, seconds: timeout) }
                try await Task.sleep(nanoseconds: min(pause, deadline - now))
                pause = min(pause * 2, 50_000_000)
            }
        }
    }

    /// The writer session, taking the writer first if needed (blocking up to the busy timeout).
    private func writing() throws -> SQLiteSession {
        if let session { return session }
        guard engine.gate.acquire(timeout: engine.options.busyTimeout) else {
            throw StoreError.busy(path: engine.path, seconds: engine.options.busyTimeout)
        }
        return try begin()
    }

    /// Opens the write transaction; called holding the writer. Waits up to the busy
    /// timeout (blocking the thread) while another connection holds the database's write
    /// lock, then throws ``Mapwright/StoreError/busy(path:seconds:)``.
    private func begin() throws -> SQLiteSession {
        do {
            try requireOpenEngine()
            try engine.writer.execute("BEGIN IMMEDIATE")
        } catch {
            engine.gate.release()
            throw error
        }
        return try startSession()
    }

    /// Throws ``Mapwright/StoreError/closed(store:)`` when the store was closed; called
    /// holding the writer (so the store cannot close meanwhile).
    private func requireOpenEngine() throws {
        if engine.isClosed { throw StoreError.closed(store: engine.path) }
    }

    /// The session of the write transaction just opened: the last unit of work's, with
    /// the records it cached, when no other connection has written since, else a new one.
    /// When that cannot be told, the transaction is rolled back and the writer let go.
    private func startSession() throws -> SQLiteSession {
        let kept: SQLiteSession?
        do {
            kept = try engine.keptSession.take(writer: engine.writer)
        } catch {
            try? engine.writer.execute("ROLLBACK")
            engine.gate.release()
            throw error
        }
        let session = kept ?? SQLiteSession(
            connection: engine.writer, catalog: engine.catalog, cacheLimit: engine.options.recordCacheLimit,
            writeQueue: engine.writeQueue)
        self.session = session
        return session
    }

    /// Runs a change; a database error marks the transaction as failed.
    private func changing<Result>(_ body: (SQLiteSession) throws -> Result) throws -> Result {
        let session = try writing()
        do {
            let result = try body(session)
            hasChanges = true
            return result
        } catch {
            noteFailure(error)
            throw error
        }
    }

    /// Marks the transaction as failed when a change met a database error (other errors
    /// are checks made before anything was written).
    private func noteFailure(_ error: any Error) {
        if let error = error as? StoreError {
            switch error {
            case .database, .unreadableRow, .busy: failure = failure ?? error
            default: break
            }
        } else {
            failure = failure ?? error
        }
    }

    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try writing().record(type, id: id)
    }

    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        try writing().contains(type, id: id)
    }

    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws {
        _ = try changing { try $0.write(record, mode: mode) }
    }

    /// Stores `record` (as ``changing(_:)`` would, without its generic result: an optional
    /// of an entity there costs a metadata lookup per call).
    func storeRecord<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws -> E? {
        let session = try writing()
        do {
            let stored = try session.write(record, mode: mode)
            hasChanges = true
            return stored
        } catch {
            noteFailure(error)
            throw error
        }
    }

    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        try changing { try $0.delete(type, id: id) }
    }

    func prefetch<E: StoreEntity>(_ type: E.Type, ids: [E.ID]) throws {
        try writing().prefetch(type, ids: ids)
    }

    func prefetchCanFind<E: StoreEntity>(_ type: E.Type) throws -> Bool {
        try writing().prefetchCanFind(type)
    }

    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        try writing().forEach(type, body)
    }

    func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        try writing().count(type)
    }

    func fetch<E: StoreEntity>(_ query: StoreQuery<E>) throws -> [E] {
        try writing().select(query)
    }

    func count<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        try writing().selectCount(query)
    }

    /// Opens a savepoint, once every dirty record is written back: the records dirty
    /// while it is open are then all undone by rolling back to it.
    func beginSavepoint() throws {
        let session = try writing()
        try session.writeBack()
        try session.connectionAfterWrites().execute("SAVEPOINT mapwright_\(savepoints.count)")
        savepoints.append((hasChanges, failure, session.writeBackFailure))
    }

    /// Releases the innermost savepoint or rolls back to it. After a rollback the record
    /// cache is emptied (it may hold records as the undone writes left them, and its
    /// dirty records were all written after the savepoint opened); the filter of new
    /// identities only ever answers "maybe", so it stays right. When SQLite
    /// cannot go back (it already rolled the whole transaction back after a severe
    /// error), the error is kept as the transaction's failure, so commit throws it too.
    func endSavepoint(rollingBack: Bool) throws {
        guard let session, let mark = savepoints.popLast() else { return }
        let name = "mapwright_\(savepoints.count)"
        do {
            // Rolling back undoes the writes made since the savepoint opened (all of them
            // waiting ones: opening it let every write before it run).
            let connection = rollingBack ? session.connectionDroppingWrites() : try session.connectionAfterWrites()
            if rollingBack {
                session.forget()
                try connection.execute("ROLLBACK TO \(name)")
            }
            try connection.execute("RELEASE \(name)")
        } catch {
            failure = failure ?? error
            throw error
        }
        if rollingBack {
            hasChanges = mark.hadChanges
            failure = mark.failure
            session.writeBackFailure = mark.writeBackFailure
        }
    }

    /// Writes back the dirty records and commits; when either fails (or a change or a
    /// write-back failed before), rolls back and throws.
    func commit() throws {
        hasChanges = false
        guard let session else { return }
        if let failure = failure ?? session.writeBackFailure {
            rollback()
            throw failure
        }
        do {
            try session.writeBack()
            try session.connectionAfterWrites().execute("COMMIT")
        } catch {
            rollback()
            throw error
        }
        engine.keptSession.keep(session, writer: engine.writer)
        finish()
    }

    func rollback() {
        hasChanges = false
        guard let session else { return }
        let writer = session.connectionDroppingWrites()
        if writer.isInTransaction { try? writer.execute("ROLLBACK") }
        finish()
    }

    /// Lets go of the writer.
    private func finish() {
        savepoints.removeAll()
        session = nil
        failure = nil
        engine.gate.release()
    }
}
