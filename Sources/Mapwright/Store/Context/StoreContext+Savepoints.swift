/// What a context keeps for one open savepoint besides what its engine keeps: the
/// references waiting for their targets when it opened.
struct SavepointMark {
    /// Which savepoint this is (``StoreContext/savepointSerial`` when it opened).
    let serial: Int
    /// How many references were waiting when it opened. While references are only
    /// added, going back is dropping the ones after these.
    let deferredCount: Int
    /// The waiting references as they were when it opened, copied only once something
    /// other than adding changes them (resolving, dropping, discarding).
    var deferredLinks: [DeferredLink]?
}

extension StoreContext {
    /// Runs `body` inside a savepoint: when `body` throws, every write and delete it made
    /// through this context is undone — the records it inserted, updated or deleted,
    /// the inverse ends those writes changed, the references it left waiting, and what
    /// the change set (``StoreChanges``) would have said about them — and the error is
    /// rethrown; what the unit of work did before is kept. When `body` returns, its
    /// changes are kept as part of the unit of work (or of the enclosing savepoint).
    ///
    /// Savepoints nest. Generated parsers use them to leave out a failed element of a
    /// to-many relationship whose field says `"invalidElements": "skip"`, together with
    /// whatever the element had stored of its own children. Costs O(entities touched)
    /// to open; undoing costs about what the undone writes cost.
    ///
    /// ``commit()`` inside `body` throws ``StoreError/unsupported(_:)``; ``rollback()``
    /// inside `body` discards the whole unit of work, savepoints included. Engines
    /// without savepoints throw ``StoreError/unsupported(_:)`` before running `body`.
    @discardableResult
    public func withSavepoint<Result>(_ body: () throws -> Result) throws -> Result {
        try transaction.beginSavepoint()
        savepointSerial += 1
        let serial = savepointSerial
        savepointMarks.append(SavepointMark(serial: serial, deferredCount: deferredLinks.count))
        let result: Result
        do {
            result = try body()
        } catch {
            try endSavepoint(serial, rollingBack: true)
            throw error
        }
        try endSavepoint(serial, rollingBack: false)
        return result
    }

    /// Whether a savepoint is open.
    public var isInSavepoint: Bool { !savepointMarks.isEmpty }

    /// Ends the savepoint `serial` unless a rollback of the whole unit of work ended it.
    private func endSavepoint(_ serial: Int, rollingBack: Bool) throws {
        guard let mark = savepointMarks.last, mark.serial == serial else { return }
        savepointMarks.removeLast()
        if rollingBack {
            // Writes inside were undone: what the tracker knows of records' existence may be
            // wrong now (commit looks it up), and records fetched before are stale.
            changeTracker?.forgetExistence()
            writeCount &+= 1
            if let saved = mark.deferredLinks {
                deferredLinks = saved
            } else if deferredLinks.count > mark.deferredCount {
                deferredLinks.removeSubrange(mark.deferredCount...)
            }
        }
        try transaction.endSavepoint(rollingBack: rollingBack)
    }

    /// Copies the waiting references for every open savepoint that has only seen them
    /// added so far, before they are changed otherwise.
    func willRewriteDeferredLinks() {
        for index in savepointMarks.indices where savepointMarks[index].deferredLinks == nil {
            savepointMarks[index].deferredLinks = Array(deferredLinks.prefix(savepointMarks[index].deferredCount))
        }
    }
}
