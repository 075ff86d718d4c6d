/// A unit of work on a store: what generated parsers read and write through.
///
/// A context sees the store as it was when the context opened (or last committed or
/// rolled back), plus its own changes. Its changes are invisible to the store and to other
/// contexts until ``commit()``, which applies them atomically; ``rollback()`` discards
/// them.
///
/// Every write keeps inverse relationships in step inside the context. A write that
/// links to a record that does not exist (in this context's view) throws
/// ``StoreError/missingTarget(entity:id:relationship:target:targetID:)`` and changes
/// nothing; insert targets first (or fetch-or-create them).
///
/// How concurrent contexts meet depends on the store's engine:
/// - In memory, opening a context costs O(1) whatever the size of the store, contexts
///   run side by side, and commit merges: when other contexts committed in the meantime,
///   commit applies this context's changes record by record onto the current state (a
///   written record's attributes replace the stored ones, last commit wins, and the links
///   it gained or lost since this context's snapshot are made or removed there, so
///   concurrent links to the same record merge; links to records deleted in the meantime
///   are dropped).
/// - On SQLite, a context takes the database's single writer when it first touches the
///   store and keeps it until commit or rollback, so contexts are serialized: each sees
///   every commit made before it took the writer, and its writes go straight into one
///   SQLite transaction (memory stays bounded by SQLite's cache, not by the size of the
///   import).
///
/// A context is not `Sendable`: use it within one task. Open one per task with
/// ``Store/makeContext()`` or ``Store/perform(_:)``. Its state that every parse reads
/// skips dynamic exclusivity checks: one task uses it, and nothing holds an `inout`
/// access to that state across a call.
public final class StoreContext {
    @usableFromInline let transaction: any StoreTransaction
    /// The same transaction when it is the in-memory engine's: calls to it are
    /// specialized for the caller's entity types, calls through the protocol are not.
    @usableFromInline let memory: MemoryTransaction?
    /// References waiting for their targets (see `reference(_:id:_:to:relationship:)`).
    @usableFromInline var deferredLinks: [DeferredLink] = []
    /// References dropped by commits because their targets never arrived and their
    /// policy is ``UnresolvedReferencePolicy/ignore`` (a field's `"unresolved": "ignore"`),
    /// in the order they were dropped. Commits only add to it: clear it when read.
    public var ignoredReferences: [UnresolvedReference] = []
    /// What this unit of work's writes may change, while someone wants its change sets
    /// (see ``StoreChanges``); nil otherwise, so writes cost nothing extra.
    @usableFromInline @exclusivity(unchecked) var changeTracker: ChangeTracker?
    /// The observers of the store this context belongs to, told about each commit.
    var observers: StoreObservers?
    /// Whether every unit of work of this context reports its change set.
    var reportsChanges = false
    /// How many writes and deletes this context has made (see ``writeMark``).
    @usableFromInline @exclusivity(unchecked) var writeCount = 0
    /// The options of the import under way (see ``importing(with:_:)``); `.all` outside one.
    @inlinable public var importOptions: ImportOptions { currentImportOptions }
    @usableFromInline @exclusivity(unchecked) var currentImportOptions = ImportOptions.all
    /// The operations allowed on the record being parsed now: the options' `records` at
    /// the top of an import, their `relationships` inside a nested child.
    @_spi(Generated) @inlinable public var importOperations: ImportOperations { currentImportOperations }
    @usableFromInline @exclusivity(unchecked) var currentImportOperations = ImportOperations.all
    /// The open savepoints (``withSavepoint(_:)``), innermost last.
    var savepointMarks: [SavepointMark] = []
    /// The number of savepoints opened so far: each one's serial number.
    var savepointSerial = 0

    /// A context over any storage engine's unit of work.
    public init(transaction: any StoreTransaction) {
        self.transaction = transaction
        self.memory = transaction as? MemoryTransaction
    }

    @inlinable
    func fetchRecord<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        if let memory { return try memory.fetch(type, id: id) }
        return try transaction.fetch(type, id: id)
    }

    /// Writes `record`; returns it as stored when the engine knows it without a lookup.
    @inlinable
    @discardableResult
    func writeRecord<E: StoreEntity>(_ record: E, mode: StoreWriteMode, current: E?? = nil) throws -> E? {
        writeCount &+= 1
        if let memory { return try memory.store(record, mode: mode, current: current) }  // change sets: from its snapshot
        guard let changeTracker else { return try transaction.storeRecord(record, mode: mode) }
        try changeTracker.willWrite(record, current: current, in: self)
        do {
            return try transaction.storeRecord(record, mode: mode)
        } catch {
            changeTracker.writeFailed(E.self, id: record.id)
            throw error
        }
    }

    /// Whether the record `id` exists, without copying it out.
    @inlinable
    func containsRecord<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        if let memory { return try memory.unretainedTable(type)._withUnsafeGuaranteedRef { $0.contains(id) } }
        return try transaction.contains(type, id: id)
    }

    @inlinable
    func forEachRecord<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        if let memory { return try memory.forEach(type, body) }
        try transaction.forEach(type, body)
    }

    /// Whether a record `id` of `E` exists, as this context sees it; does not copy it out.
    @inlinable
    public func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        try containsRecord(type, id: id)
    }

    /// What `body` makes of the record `id` as this context sees it, or nil when there is
    /// none. The in-memory engine hands `body` the stored record itself rather than a copy
    /// (a record looked at and left alone costs no copy of its fields); other engines fetch
    /// it. Generated parsers ask it whether the JSON leaves a stored record unchanged.
    /// `body` only looks: it must not write through this context (or end a savepoint of
    /// it) while the record is lent to it.
    @inlinable
    public func read<E: StoreEntity, Result>(_ type: E.Type, id: E.ID, _ body: (E) -> Result) throws -> Result? {
        if let memory { return try memory.unretainedTable(type)._withUnsafeGuaranteedRef { $0.read(id, body) } }
        return try transaction.fetch(type, id: id).map(body)
    }

    /// Whether the context has uncommitted writes.
    public var hasChanges: Bool { transaction.hasChanges }

    // MARK: Fetching

    /// The record with identity `id`, or nil. O(1) expected.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        try fetchRecord(type, id: id)
    }

    /// Whether a parser should bother collecting the identities of an array of `type`
    /// ahead for ``prefetch(_:ids:)``. On a database: the engine looks records up together,
    /// and the lookups could find something (not so for a table that was empty when this
    /// unit of work first looked into it: an import into a new database reads no identity
    /// twice). In memory: the table is too large for the processor's caches, so that
    /// walking the identities' paths ahead of their lookups saves more than it costs.
    @inlinable
    func benefitsFromPrefetch<E: StoreEntity>(_ type: E.Type) throws -> Bool {
        if let memory { return try memory.table(type).benefitsFromWarming }
        return try transaction.prefetchCanFind(type)
    }

    /// Announces that the records with these identities are about to be fetched, in this
    /// order (a parser that knows the identities of an array's elements before parsing
    /// them): the SQLite engine then looks them all up in a few queries instead of one
    /// each; the in-memory engine brings their paths into the cache a few at a time, just
    /// before they are looked up. Changes nothing that can be read.
    @inlinable
    func prefetch<E: StoreEntity>(_ type: E.Type, ids: [E.ID]) throws {
        if ids.isEmpty { return }
        if let memory { return try memory.table(type).announce(ids) }
        try transaction.prefetch(type, ids: ids)
    }

    /// The record with identity `id`; when there is none, inserts the one `create` makes.
    /// Throws ``StoreError/identityMismatch(entity:expected:found:)`` when `create` makes a
    /// record with another identity.
    @inlinable
    public func fetchOrCreate<E: StoreEntity>(_ type: E.Type, id: E.ID, create: () throws -> E) throws -> E {
        if let existing = try fetchRecord(type, id: id) { return existing }
        let created = try create()
        guard created.id == id else {
            throw StoreError.identityMismatch(entity: E.entityName, expected: "\(id)", found: "\(created.id)")
        }
        try writeRecord(created, mode: .insert)
        return try fetchRecord(type, id: id) ?? created
    }

    /// Every record of `E`, in no particular order.
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type) throws -> [E] {
        var records: [E] = []
        try forEachRecord(type) { records.append($0) }
        return records
    }

    /// The records matching `predicate`, sorted by `sort` (unordered when empty).
    @available(*, deprecated, message: "use fetch(StoreQuery(_:)) with .filter { … } and .sorted(by: …): one query on every engine")
    @inlinable
    public func fetch<E: StoreEntity>(
        _ type: E.Type,
        where predicate: (E) throws -> Bool,
        sortedBy sort: [StoreSort<E>] = []
    ) throws -> [E] {
        var matches: [E] = []
        try forEachRecord(type) { record in
            if try predicate(record) { matches.append(record) }
        }
        return StoreSorting.sorted(matches, by: sort)
    }

    /// The records sorted by `sort`.
    @available(*, deprecated, message: "use fetch(StoreQuery(_:)) with .filter { … } and .sorted(by: …): one query on every engine")
    @inlinable
    public func fetch<E: StoreEntity>(_ type: E.Type, sortedBy sort: [StoreSort<E>]) throws -> [E] {
        try fetch(type, where: { _ in true }, sortedBy: sort)
    }

    /// Number of records of `E`. O(1).
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type) throws -> Int {
        if let memory { return try memory.count(type) }
        return try transaction.count(type)
    }

    /// Number of records of `E` matching `predicate`.
    @available(*, deprecated, message: "use count(StoreQuery(_:).filter { … })")
    @inlinable
    public func count<E: StoreEntity>(_ type: E.Type, where predicate: (E) throws -> Bool) throws -> Int {
        var total = 0
        try forEachRecord(type) { record in
            if try predicate(record) { total += 1 }
        }
        return total
    }

    // MARK: Writing

    /// Inserts a record whose identity is new; throws
    /// ``StoreError/duplicateIdentity(entity:id:)`` otherwise.
    @inlinable
    public func insert<E: StoreEntity>(_ record: E) throws {
        try writeRecord(record, mode: .insert)
    }

    /// Replaces an existing record; throws ``StoreError/recordNotFound(entity:id:)`` when
    /// its identity does not exist.
    @inlinable
    public func update<E: StoreEntity>(_ record: E) throws {
        try writeRecord(record, mode: .update)
    }

    /// Inserts the record or replaces the one with its identity; returns it as stored,
    /// its relationships as inverse maintenance left them (what a fetch would return,
    /// without the lookup when the write changed no link).
    @inlinable
    @discardableResult
    public func upsert<E: StoreEntity>(_ record: E) throws -> E {
        try upsert(record, current: nil)
    }

    /// Upserts `record`, whose stored state is `current` when known (see `writeRecord`),
    /// and returns it as stored.
    @inlinable
    func upsert<E: StoreEntity>(_ record: consuming E, current: consuming E??) throws -> E {
        if let memory {
            // `writeRecord`'s first step, with the record moved rather than copied.
            writeCount &+= 1
            return try memory.store(record, mode: .upsert, current: current)
        }
        let id = record.id
        if let stored = try writeRecord(copy record, mode: .upsert, current: current) { return stored }
        if let stored = try transaction.fetch(E.self, id: id) { return stored }
        return record
    }

    /// Upserts `record`, built from `fetched`: what ``fetch(_:id:)`` returned for its
    /// identity (nil: none) after ``writeMark`` returned `mark`. When this context has
    /// written nothing since, `fetched` is still what the store holds, so nothing is
    /// looked up again: an identical record is not written at all, and change tracking
    /// takes `fetched` as the record's state before the write. Otherwise it is
    /// ``upsert(_:)``. Generated parsers call this.
    @inlinable
    @discardableResult
    @_spi(Generated) public func upsert<E: StoreEntity>(_ record: consuming E, replacing fetched: E?, since mark: WriteMark) throws -> E {
        guard mark.count == writeCount else { return try upsert(record) }
        // A new record on the in-memory engine moves in as `saveNew` moves it, a copy
        // handed back (matched, not compared with nil: see `saveNew`).
        if case Swift.Optional.none = fetched, let memory {
            writeCount &+= 1
            return try memory.storeNew(record)
        }
        if let fetched, fetched == record { return fetched }  // no change: nothing to write
        return try upsert(record, current: .some(fetched))
    }

    /// Writes `record` like ``upsert(_:replacing:since:)`` without handing the stored
    /// record back, for a caller that only needs it written (an import that counts
    /// records, a parent that keeps a child's identity): on the in-memory engine a new
    /// record then moves into the store instead of being copied. Generated parsers call this.
    @inlinable
    @_spi(Generated) public func save<E: StoreEntity>(_ record: consuming E, replacing fetched: E?, since mark: WriteMark) throws {
        guard let memory else {
            _ = try upsert(record, replacing: fetched, since: mark)
            return
        }
        let fetchedIsCurrent = mark.count == writeCount
        if fetchedIsCurrent, let fetched, fetched == record { return }  // no change: nothing to write
        writeCount &+= 1
        _ = try memory.put(record, mode: .upsert, current: fetchedIsCurrent ? .some(fetched) : nil)
    }

    /// ``save(_:replacing:since:)`` of a record that `fetch` (or `read`) found absent at
    /// `mark`: a generated parser's insert. On the in-memory engine the record moves in
    /// without its absence being handed on as an optional; when the context wrote nothing
    /// since `mark`, without it being looked up again either. (A write since, such as the
    /// post's author changed by a nested parse, seldom inserts the record itself: it is
    /// looked up in place, and only a record that is there now takes the general path.)
    @inlinable
    @_spi(Generated) public func saveNew<E: StoreEntity>(_ record: consuming E, since mark: WriteMark) throws {
        guard let memory, try mark.count == writeCount || !memory.table(E.self).contains(record.id) else {
            try save(record, replacing: nil, since: mark)
            return
        }
        writeCount &+= 1
        try memory.putNew(record)
    }

    /// A point in this context's sequence of writes: two marks are equal when the context
    /// wrote and deleted nothing between them. See ``upsert(_:replacing:since:)``.
    @inlinable
    @_spi(Generated) public var writeMark: WriteMark { WriteMark(count: writeCount) }

    /// Changes an existing record through `body` and returns it as stored.
    @inlinable
    @discardableResult
    public func modify<E: StoreEntity>(_ type: E.Type, id: E.ID, _ body: (inout E) throws -> Void) throws -> E {
        guard var record = try fetchRecord(type, id: id) else {
            throw StoreError.recordNotFound(entity: E.entityName, id: "\(id)")
        }
        try body(&record)
        guard record.id == id else {
            throw StoreError.identityMismatch(entity: E.entityName, expected: "\(id)", found: "\(record.id)")
        }
        try writeRecord(record, mode: .update)
        return try fetchRecord(type, id: id) ?? record
    }

    /// Deletes the record, removing it from the inverse end of its relationships (to-one
    /// inverses become nil), by its relationships' delete rules (``StoreDeleteRule``):
    /// throws ``StoreError/deleteDenied(entity:id:relationship:)`` and changes nothing
    /// while a `deny` relationship links to a record, and
    /// ``StoreError/deleteRequired(entity:id:relationship:requiredBy:)`` while a `nullify`
    /// one links to records that require this one; deletes the targets of `cascade`
    /// ones after it. Returns false when there was no such record.
    @inlinable
    @discardableResult
    public func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        if E.relationships.contains(where: { $0.deleteRule != .nullify || $0.inverseIsRequired }) { return try deleteApplyingRules(type, id: id) }
        return try deleteRecord(type, id: id)
    }

    /// Deletes the record alone, nullifying inverse ends.
    @inlinable
    func deleteRecord<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        writeCount &+= 1
        if let memory { return try memory.delete(type, id: id) }  // change sets: from its snapshot
        if let changeTracker { try changeTracker.willDelete(type, id: id, in: self) }
        return try transaction.delete(type, id: id)
    }

    // MARK: Finishing

    /// Applies every change to the store atomically. The context stays usable and then
    /// sees the store as it is after the commit.
    ///
    /// References still waiting for their targets are resolved first; when some target
    /// never arrived, commit throws ``StoreError/unresolvedReferences(_:)`` and changes
    /// nothing (call ``discardDeferredLinks()`` to commit without them). Those made with
    /// ``UnresolvedReferencePolicy/ignore`` are dropped instead, into ``ignoredReferences``.
    public func commit() throws {
        _ = try commitReportingChanges()
    }

    /// Commits like ``commit()``; returns what the unit of work changed when this
    /// context tracks changes (see ``StoreChanges``), nil otherwise. Tells the store's
    /// observers either way.
    func commitReportingChanges() throws -> StoreChanges? {
        guard savepointMarks.isEmpty else { throw StoreError.unsupported("commit inside withSavepoint (end the savepoint first)") }
        let unresolved = try resolveDeferredLinks().isEmpty ? [] : refusedLinks()
        guard unresolved.isEmpty else { throw StoreError.unresolvedReferences(unresolved) }
        dropIgnorableLinks()
        let wrote = transaction.hasChanges
        let changes = try changeTracker.map { try $0.changes(in: self) }
        if let changeTracker, memory == nil { observers?.noteTracked(changeTracker.largestCount) }
        try transaction.commit()
        startTracking()
        if let observers, wrote {
            // Untracked (an observer arrived while this unit of work was open): all re-fetch.
            if let changes { observers.publish(changes) } else { observers.publishUnknownChanges() }
        }
        return changes.map { wrote ? $0 : StoreChanges() }
    }

    /// Starts a fresh change tracker for the next unit of work when someone wants its
    /// change set, or drops it.
    func startTracking() {
        let tracking = observers?.tracking
        if reportsChanges || tracking?.isObserved == true {
            // The same tracker again, emptied: its tables keep their capacity.
            if let changeTracker { changeTracker.reset() } else { changeTracker = ChangeTracker(capacity: tracking?.capacity ?? 0) }
        } else {
            changeTracker = nil
        }
        memory?.workspace.recordsModifications = changeTracker != nil
    }

    /// Discards every uncommitted change. The context stays usable and then sees the
    /// latest committed state.
    public func rollback() {
        savepointMarks.removeAll()
        deferredLinks.removeAll()
        transaction.rollback()
        startTracking()
    }
}
