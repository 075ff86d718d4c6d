/// Records, for one unit of work, every record its writes may change as it was before
/// the first such write, so that commit can tell what changed (``StoreChanges``) by
/// comparing those records with what the unit of work leaves.
///
/// A ``StoreContext`` has one only while someone wants its change sets (an observer of
/// the store, or ``Store/performReportingChanges(_:)``): without one, writes cost
/// nothing extra. Works on any engine, since it reads through the context. Its hot
/// path is inlinable, so it is specialized for the caller's entity types.
///
/// The in-memory engine needs no recording: its context keeps the snapshot it started
/// from (the records as the unit of work found them) and its tables note which
/// identities were written or changed, so commit compares those
/// (``RecordWorkspace/changes()``); the tracker is then only the sign that change sets
/// are wanted.
@usableFromInline
final class ChangeTracker {
    /// Per entity type touched, in the order first touched (so change sets are built in
    /// a stable order), its ``EntityBefore`` box, under the type's identifier.
    @exclusivity(unchecked) @usableFromInline var entities = TypeKeyedTable<any RecordsBefore>()
    /// How many records each entity's box makes room for when made: about as many as the
    /// store's previous tracked unit of work remembered, so its table does not grow step
    /// by step (see ``StoreObservers/tracking``).
    @usableFromInline let capacity: Int

    @usableFromInline
    init(capacity: Int = 0) {
        self.capacity = capacity
    }

    /// Called before `record` is written: remembers it, and every record whose links the
    /// write may change, as they are now (unless remembered already). `known`, when
    /// given, is the stored record as it is now (nil inside: absent), so it is not looked up.
    @inlinable
    func willWrite<E: StoreEntity>(_ record: E, current known: E?? = nil, in context: StoreContext) throws {
        let box = records(of: E.self)
        let current: E?
        switch known {
        case .some(.none):  // known to be new (an import's usual case): listed, not hashed
            box.created(record.id)
            for relationship in E.relationships { try relationship.rememberLinkedNew(record, self, context) }
            return
        case .some(.some(let given)): current = given
        case .none: current = try context.fetchRecord(E.self, id: record.id)
        }
        box.keepFirst(current, for: record.id, existsAfter: true)
        if let current, current == record { return }  // no change, links included
        for relationship in E.relationships { try relationship.rememberLinked(current, record, self, context) }
    }

    /// Called when a write of the record `id` announced with ``willWrite(_:current:in:)``
    /// failed: whether the record exists is then looked up at commit.
    @inlinable
    func writeFailed<E: StoreEntity>(_ type: E.Type, id: E.ID) {
        records(of: type).forgetExistence(of: id)
    }

    /// Called before the record `id` is deleted: remembers it and the records it links to.
    @inlinable
    func willDelete<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws {
        guard let current = try remember(E.self, id: id, in: context) else { return }
        for relationship in E.relationships { try relationship.rememberLinked(current, nil, self, context) }
        // Looked up at commit: the delete may fail. (Stops listing created records: a
        // record listed may be deleted now, and made again.)
        records(of: type).forgetExistence(of: id)
    }

    /// Remembers the record `id` of `E` as the context sees it now, unless remembered
    /// already; returns it as it is now.
    @inlinable
    @discardableResult
    func remember<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws -> E? {
        let now = try context.fetchRecord(type, id: id)
        records(of: type).keepFirst(now, for: id, existsAfter: nil)
        return now
    }

    /// Forgets every remembered record, for the next unit of work; keeps the tables'
    /// capacity, since the next unit of work is likely to remember as many.
    func reset() {
        for box in entities.values { box.removeAll() }
    }

    /// Forgets what it knows of every remembered record's existence (writes were undone,
    /// see ``StoreContext/withSavepoint(_:)``): commit looks each one up.
    func forgetExistence() {
        for box in entities.values { box.forgetExistence() }
    }

    /// The most records any entity's box remembers (to size the next tracker's boxes).
    var largestCount: Int {
        entities.values.reduce(0) { max($0, $1.count) }
    }

    /// Remembers the record `id` of `E` as the context sees it now, unless remembered
    /// already (then without a lookup).
    @inlinable
    func note<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws {
        let box = records(of: type)
        // Runs of one identity are common (the author of consecutive posts): no hashing.
        if box.lastNoted == id { return }
        try box.keepFirstIfNew(id) { try context.fetchRecord(type, id: id) }
        box.lastNoted = id
    }

    /// The remembered records of `E`, made on first use.
    @inlinable
    func records<E: StoreEntity>(of type: E.Type) -> EntityBefore<E> {
        let key = ObjectIdentifier(type)
        // Boxes are stored under their entity type's identifier only.
        if let box = entities.value(for: key) { return unsafeDowncast(box, to: EntityBefore<E>.self) }
        let box = EntityBefore<E>(capacity: capacity)
        entities.add(box, for: key)
        return box
    }

    /// What changed: each remembered record compared with what `context` holds now.
    func changes(in context: StoreContext) throws -> StoreChanges {
        if let memory = context.memory { return memory.workspace.changes() }
        var changes = StoreChanges()
        for box in entities.values { try box.collect(into: &changes, from: context) }
        return changes
    }
}

/// The remembered records of one entity, with the entity type erased.
@usableFromInline
protocol RecordsBefore: AnyObject {
    /// Adds each remembered record's change to `changes`.
    func collect(into changes: inout StoreChanges, from context: StoreContext) throws
    /// Forgets every remembered record, keeping capacity.
    func removeAll()
    /// Forgets whether each remembered record exists now.
    func forgetExistence()
    /// Number of remembered records.
    var count: Int { get }
}

/// The records of `E` as they were before the unit of work changed them (nil: absent).
///
/// Each identity maps to a small number, so the table stays small and cheap to grow
/// whatever the size of `E`: bits 0–1 say whether the record exists now when the
/// tracker knows (0: unknown, 1: absent, 2: present: written since, and the write did
/// not fail), the bits above give the slot of the record before the unit of work in
/// `befores`, plus one (0: absent before).
///
/// Records written as new (absent when written, as the writer knew without a lookup)
/// are listed in `createdList` instead, without hashing, while `listsCreated`: until
/// the unit of work deletes a record of `E`, a write fails, or a savepoint is undone
/// (then the list moves into `entries` and later writes are hashed). Until then a
/// record listed was absent before the unit of work and exists now, whatever
/// `entries` says of it (later writes and links note it there as found then).
///
/// Used by one unit of work's thread, never re-entrantly: exempt from dynamic
/// exclusivity checks.
@usableFromInline
final class EntityBefore<E: StoreEntity>: RecordsBefore {
    @exclusivity(unchecked) @usableFromInline var entries: [E.ID: Int] = [:]
    /// Identities written as new while `listsCreated`, in order.
    @exclusivity(unchecked) @usableFromInline var createdList: [E.ID] = []
    /// Whether known-new writes are listed in `createdList` (see the type's notes).
    @exclusivity(unchecked) @usableFromInline var listsCreated = true
    /// The records present before the unit of work, by slot.
    @exclusivity(unchecked) @usableFromInline var befores: [E] = []
    /// The identity ``ChangeTracker/note(_:id:in:)`` remembered last (remembered, then).
    @exclusivity(unchecked) @usableFromInline var lastNoted: E.ID?
    /// Compares each remembered record with the context's; made where `E` is known, so
    /// that the lookups and comparisons are specialized. A record absent before is only
    /// looked up for existence (not copied out), and not at all when it was written since.
    @usableFromInline let compare: (EntityBefore<E>, StoreContext) throws -> ChangedIdentities<E.ID>

    @inlinable
    init(capacity: Int) {
        if capacity > 0 {
            entries.reserveCapacity(capacity)
            createdList.reserveCapacity(capacity)
        }
        compare = { box, context in
            var found = ChangedIdentities<E.ID>()
            // Listed identities were absent before and exist now. An entry noted for one
            // after it was made holds it as found then (a slot): skipped. (An entry without
            // a slot says inserted too; the lists may repeat an identity.) Hashed here only
            // when there are both.
            let created: Set<E.ID>? = box.createdList.isEmpty || box.befores.isEmpty ? nil : Set(box.createdList)
            for (id, state) in box.entries {
                let slot = state >> 2
                if slot > 0, let created, created.contains(id) { continue }
                guard slot > 0 else {
                    let exists: Bool
                    switch state & 3 {
                    case 2: exists = true
                    case 1: exists = false
                    default: exists = try context.containsRecord(E.self, id: id)
                    }
                    if exists { found.insertedList.append(id) }
                    continue
                }
                if let new = try context.fetchRecord(E.self, id: id) {
                    if box.befores[slot - 1] != new { found.updatedList.append(id) }
                } else {
                    found.deletedList.append(id)
                }
            }
            found.insertedList.append(contentsOf: box.createdList)
            return found
        }
    }

    @usableFromInline
    func collect(into changes: inout StoreChanges, from context: StoreContext) throws {
        changes.add(try compare(self, context), entity: E.entityName)
    }

    /// Remembers `record` as the state of `id` before the unit of work, unless a state is
    /// remembered already; then notes `existsAfter` when given. Hashes `id` once.
    @inlinable
    func keepFirst(_ record: E?, for id: E.ID, existsAfter: Bool?) {
        Self.note(existsAfter, in: &entries[id, default: slot(for: record)])
    }

    /// Remembers that the record `id`, known to be absent, is being written: listed
    /// without hashing while `listsCreated`, else noted absent before and present now.
    @inlinable
    func created(_ id: E.ID) {
        if listsCreated {
            createdList.append(id)
        } else {
            Self.note(true, in: &entries[id, default: 0])
        }
    }

    /// Moves the listed identities into `entries` (absent before; whether they exist now
    /// is kept only while nothing could have undone their writes) and hashes from now on.
    @usableFromInline
    func stopListingCreated(existenceKnown: Bool = true) {
        guard listsCreated else { return }
        listsCreated = false
        for id in createdList { entries[id] = existenceKnown ? 2 : 0 }
        createdList.removeAll()
    }

    /// Remembers `id` as `record` (nil: absent) before the unit of work, unless a state is
    /// remembered already.
    @inlinable
    func keepFirstIfNew(_ id: E.ID, _ record: () throws -> E?) rethrows {
        if entries[id] == nil { entries[id] = slot(for: try record()) }
    }

    /// The entry of a record first seen as `record`: keeps the record in a slot.
    @inlinable
    func slot(for record: E?) -> Int {
        guard let record else { return 0 }
        befores.append(record)
        return befores.count << 2
    }

    /// Sets what is known of the record's existence, when something is.
    @inlinable
    static func note(_ exists: Bool?, in entry: inout Int) {
        if let exists { entry = (entry & ~3) | (exists ? 2 : 1) }
    }

    /// Whether the record `id` exists is no longer known (a failed write, a delete).
    @inlinable
    func forgetExistence(of id: E.ID) {
        stopListingCreated()
        entries[id]? &= ~3
    }

    @usableFromInline
    func removeAll() {
        entries.removeAll(keepingCapacity: true)
        befores.removeAll(keepingCapacity: true)
        createdList.removeAll(keepingCapacity: true)
        listsCreated = true
        lastNoted = nil
    }

    @usableFromInline
    func forgetExistence() {
        stopListingCreated(existenceKnown: false)
        entries = entries.mapValues { $0 & ~3 }
    }

    @usableFromInline
    var count: Int { entries.count + createdList.count }
}

extension RelationshipEdge {
    /// Remembers (in `tracker`) the records whose inverse end a write of `new` over `old`
    /// (nil: a delete) changes: targets linked or unlinked, and the records a to-one
    /// inverse end pointed at before a new link displaces them.
    @inlinable
    func rememberLinked(from old: Source?, to new: Source?, tracker: ChangeTracker, context: StoreContext) throws {
        if case .one = forward {
            let before = forward.single(of: old)
            let after = forward.single(of: new)
            guard before != after else { return }
            if let before { try tracker.note(Target.self, id: before, in: context) }
            if let after { try rememberGained(after, tracker: tracker, context: context) }
            return
        }
        let beforeList = forward.members(of: old)
        let afterList = forward.members(of: new)
        guard beforeList != afterList else { return }
        let before = Set(beforeList)
        let after = Set(afterList)
        for target in before where !after.contains(target) { try tracker.note(Target.self, id: target, in: context) }
        for target in after where !before.contains(target) { try rememberGained(target, tracker: tracker, context: context) }
    }

    /// ``rememberLinked(from:to:tracker:context:)`` for a new record, as a function made
    /// once per relationship: every target the record links to gains a link. The sides'
    /// kinds are settled here, so a call reads the field and notes its targets only (and
    /// takes the record as it is: no optional made of it).
    @inlinable
    func rememberLinkedNew() -> @Sendable (Source, ChangeTracker, StoreContext) throws -> Void {
        let inverseIsToOne = inverse?.isToOne ?? false
        switch forward {
        case .one(let field):
            if inverseIsToOne {
                return { new, tracker, context in
                    if let target = field.get(new) { try self.rememberGained(target, tracker: tracker, context: context) }
                }
            }
            return { new, tracker, context in
                if let target = field.get(new) { try tracker.note(Target.self, id: target, in: context) }
            }
        case .many(let field):
            return { new, tracker, context in
                for target in field.get(new) { try self.rememberGained(target, tracker: tracker, context: context) }
            }
        }
    }

    /// Remembers `target`, which gains a link, and the record its to-one inverse lets go.
    @inlinable
    func rememberGained(_ target: Target.ID, tracker: ChangeTracker, context: StoreContext) throws {
        guard let inverse, inverse.isToOne else { return try tracker.note(Target.self, id: target, in: context) }
        let current = try tracker.remember(Target.self, id: target, in: context)
        if let displaced = inverse.single(of: current) { try tracker.note(Source.self, id: displaced, in: context) }
    }
}
