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
    /// Per entity type, an ``EntityBefore`` box.
    @usableFromInline var entities: [ObjectIdentifier: any RecordsBefore] = [:]
    /// The entity types in the order first touched, so change sets are built in a stable order.
    @usableFromInline var order: [ObjectIdentifier] = []

    @usableFromInline
    init() {}

    /// Called before `record` is written: remembers it, and every record whose links the
    /// write may change, as they are now (unless remembered already).
    @inlinable
    func willWrite<E: StoreEntity>(_ record: E, in context: StoreContext) throws {
        let current = try remember(E.self, id: record.id, in: context)
        if let current, current == record { return }  // no change, links included
        for relationship in E.relationships { try relationship.rememberLinked(current, record, self, context) }
    }

    /// Called before the record `id` is deleted: remembers it and the records it links to.
    @inlinable
    func willDelete<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws {
        guard let current = try remember(E.self, id: id, in: context) else { return }
        for relationship in E.relationships { try relationship.rememberLinked(current, nil, self, context) }
    }

    /// Remembers the record `id` of `E` as the context sees it now, unless remembered
    /// already; returns it as it is now.
    @inlinable
    @discardableResult
    func remember<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws -> E? {
        let box = records(of: type)
        if box.records[id] != nil { return try context.fetchRecord(type, id: id) }
        let now = try context.fetchRecord(type, id: id)
        box.records[id] = .some(now)
        return now
    }

    /// Remembers the record `id` of `E` as the context sees it now, unless remembered
    /// already (then without a lookup).
    @inlinable
    func note<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws {
        let box = records(of: type)
        if box.records[id] != nil { return }
        box.records[id] = .some(try context.fetchRecord(type, id: id))
    }

    /// The remembered records of `E`, made on first use.
    @inlinable
    func records<E: StoreEntity>(of type: E.Type) -> EntityBefore<E> {
        let key = ObjectIdentifier(type)
        // Boxes are stored under their entity type's identifier only.
        if let existing = entities[key] { return unsafeDowncast(existing, to: EntityBefore<E>.self) }
        let box = EntityBefore<E>()
        entities[key] = box
        order.append(key)
        return box
    }

    /// What changed: each remembered record compared with what `context` holds now.
    func changes(in context: StoreContext) throws -> StoreChanges {
        if let memory = context.memory { return memory.workspace.changes() }
        var changes = StoreChanges()
        for key in order { try entities[key]?.collect(into: &changes, from: context) }
        return changes
    }
}

/// The remembered records of one entity, with the entity type erased.
@usableFromInline
protocol RecordsBefore: AnyObject {
    /// Adds each remembered record's change to `changes`.
    func collect(into changes: inout StoreChanges, from context: StoreContext) throws
}

/// The records of `E` as they were before the unit of work changed them (nil: absent).
@usableFromInline
final class EntityBefore<E: StoreEntity>: RecordsBefore {
    @usableFromInline var records: [E.ID: E?] = [:]
    /// Compares each remembered record with the context's; made where `E` is known, so
    /// that the lookups and comparisons are specialized. A record absent before is only
    /// looked up for existence (not copied out).
    @usableFromInline let compare: (EntityBefore<E>, StoreContext) throws -> ChangedIdentities<E.ID>

    @inlinable
    init() {
        compare = { box, context in
            var found = ChangedIdentities<E.ID>()
            for (id, before) in box.records {
                guard let old = before else {
                    if try context.containsRecord(E.self, id: id) { found.inserted.insert(id) }
                    continue
                }
                if let new = try context.fetchRecord(E.self, id: id) {
                    if old != new { found.updated.insert(id) }
                } else {
                    found.deleted.insert(id)
                }
            }
            return found
        }
    }

    @usableFromInline
    func collect(into changes: inout StoreChanges, from context: StoreContext) throws {
        changes.add(try compare(self, context), entity: E.entityName)
    }
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

    /// Remembers `target`, which gains a link, and the record its to-one inverse lets go.
    @inlinable
    func rememberGained(_ target: Target.ID, tracker: ChangeTracker, context: StoreContext) throws {
        guard let inverse, inverse.isToOne else { return try tracker.note(Target.self, id: target, in: context) }
        let current = try tracker.remember(Target.self, id: target, in: context)
        if let displaced = inverse.single(of: current) { try tracker.note(Source.self, id: displaced, in: context) }
    }
}
