import Dispatch
import Mapwright

/// A second thread for the writer connection's statements: a large unit of work hands
/// its inserts, updates and links over in batches (``SQLiteWriteBatch``) and goes on
/// parsing while SQLite runs them, in order, on this queue. Reads wait until every batch
/// handed over has run (``wait()``), so that they see every write before them, and the
/// connection is only ever used by one thread at a time.
///
/// At most ``maximumInFlight`` batches wait at once: a unit of work that parses faster
/// than SQLite writes waits for it, so memory stays bounded. The first error a batch
/// meets is kept until ``wait()`` collects it; the statements handed over after it are
/// not run (SQLite may have rolled the transaction back already, and they would then
/// run outside it).
final class SQLiteWriteQueue: @unchecked Sendable {
    /// Batches allowed to wait at once.
    static let maximumInFlight = 8

    private let queue: DispatchQueue
    private let slots = DispatchSemaphore(value: SQLiteWriteQueue.maximumInFlight)
    /// Batches handed over and not yet finished, and the first error met since it was
    /// last collected.
    private let state = Locked<(inFlight: Int, failure: (any Error)?)>((0, nil))

    /// Statements a unit of work collects before it hands them over.
    let batchSize: Int

    /// A queue for the writer of the database at `path` (named for it in debuggers),
    /// taking writes `batchSize` at a time (at least 1).
    init(path: String, batchSize: Int) {
        self.batchSize = max(1, batchSize)
        queue = DispatchQueue(label: "Mapwright.SQLite.writer \(path)", qos: .userInitiated)
    }

    /// Whether a batch handed over may still be running.
    private var isBusy: Bool {
        state.withLock { $0.inFlight > 0 }
    }

    /// Hands `batch` over to run its statements on `connection`, waiting first while
    /// ``maximumInFlight`` batches wait already.
    func submit(_ batch: SQLiteWriteBatch, on connection: SQLiteConnection) {
        slots.wait()
        state.withLock { $0.inFlight += 1 }
        queue.async { [self] in
            var met: (any Error)?
            if state.withLock({ $0.failure == nil }) {
                do { try batch.run(on: connection) } catch { met = error }
            }
            state.withLock { state in
                state.inFlight -= 1
                if state.failure == nil, let met { state.failure = met }
            }
            slots.signal()
        }
    }

    /// Waits until every batch handed over has run; throws (and forgets) the first error
    /// one of them met.
    func wait() throws {
        if isBusy { queue.sync {} }
        let met = state.withLock { state in
            defer { state.failure = nil }
            return state.failure
        }
        if let met { throw met }
    }
}

/// Statements waiting to run on the writer, in order, and the values they bind (one
/// ``SQLiteArguments`` for the whole batch; each statement binds its own range of it).
struct SQLiteWriteBatch: Sendable {
    /// The statements, in the order they run.
    private(set) var statements: [SQLiteStatementSlot] = []
    /// For each statement, where its values end in `arguments`.
    private var ends: [Int] = []
    /// Every statement's values, one after the other.
    private var arguments = SQLiteArguments()

    /// The number of statements waiting.
    var count: Int { statements.count }

    /// Adds the statement of `slot` with the values `bind` writes.
    mutating func append(_ slot: SQLiteStatementSlot, _ bind: (inout SQLiteArguments) -> Void) {
        bind(&arguments)
        statements.append(slot)
        ends.append(arguments.values.count)
    }

    /// Runs every statement on `connection`, in order, stopping at the first error.
    func run(on connection: SQLiteConnection) throws {
        var start = 0
        for (index, slot) in statements.enumerated() {
            let end = ends[index]
            try connection.statement(slot).execute(arguments, values: start..<end)
            start = end
        }
    }
}
