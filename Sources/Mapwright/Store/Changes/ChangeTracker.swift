/// Records, for one unit of work, every record its writes may change as it was before
/// the first such write, so that commit can tell what changed (``StoreChanges``) by
/// comparing those records with what the unit of work leaves.
///
/// A ``StoreContext`` has one only while someone wants its change sets (an observer of
/// the store, or ``Store/performReportingChanges(_:)``): without one, writes cost
/// nothing extra. Works on any engine, since it reads through the context.
@usableFromInline
final class ChangeTracker {
    /// Per entity type, an ``EntityBefore`` box.
    private var entities: [ObjectIdentifier: any RecordsBefore] = [:]
    /// The entity types in the order first touched, so change sets are built in a stable order.
    private var order: [ObjectIdentifier] = []

    /// Called before `record` is written: remembers it, and every record whose links the
    /// write may change, as they are now (unless remembered already).
    @usableFromInline
    func willWrite<E: StoreEntity>(_ record: E, in context: StoreContext) throws {
        let current = try remember(E.self, id: record.id, in: context)
        if let current, current == record { return }  // no change, links included
        try rememberLinked(from: current, to: record, in: context)
    }

    /// Called before the record `id` is deleted: remembers it and the records it links to.
    @usableFromInline
    func willDelete<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws {
        guard let current = try remember(E.self, id: id, in: context) else { return }
        try rememberLinked(from: current, to: nil, in: context)
    }

    /// Remembers the records at the other end of each relationship whose links change
    /// from `old` to `new` (nil: deleted), and those a to-one inverse end lets go.
    private func rememberLinked<E: StoreEntity>(from old: E?, to new: E?, in context: StoreContext) throws {
        for relationship in E.relationships {
            let visitor = LinkedRecords(tracker: self, context: context, old: old, new: new)
            if let error = relationship.edge.accept(visitor) { throw error }
        }
    }

    /// Remembers the record `id` of `E` as the context sees it now, unless remembered
    /// already; returns it as it is now.
    @discardableResult
    func remember<E: StoreEntity>(_ type: E.Type, id: E.ID, in context: StoreContext) throws -> E? {
        let key = ObjectIdentifier(type)
        let box: EntityBefore<E>
        if let existing = entities[key] {
            // Boxes are stored under their entity type's identifier only.
            box = unsafeDowncast(existing, to: EntityBefore<E>.self)
        } else {
            box = EntityBefore<E>()
            entities[key] = box
            order.append(key)
        }
        if box.records[id] != nil { return try context.fetchRecord(type, id: id) }
        let now = try context.fetchRecord(type, id: id)
        box.records[id] = .some(now)
        return now
    }

    /// What changed: each remembered record compared with what `context` holds now.
    func changes(in context: StoreContext) throws -> StoreChanges {
        var changes = StoreChanges()
        for key in order { try entities[key]?.collect(into: &changes, from: context) }
        return changes
    }
}

/// The remembered records of one entity, with the entity type erased.
protocol RecordsBefore: AnyObject {
    /// Adds each remembered record's change to `changes`.
    func collect(into changes: inout StoreChanges, from context: StoreContext) throws
}

/// The records of `E` as they were before the unit of work changed them (nil: absent).
final class EntityBefore<E: StoreEntity>: RecordsBefore {
    var records: [E.ID: E?] = [:]

    func collect(into changes: inout StoreChanges, from context: StoreContext) throws {
        for (id, before) in records {
            changes.note(E.self, id: id, before: before, after: try context.fetchRecord(E.self, id: id))
        }
    }
}

/// Visits one relationship of `E` to remember the records whose inverse end a write of
/// `new` over `old` changes: targets linked or unlinked, and the records a to-one
/// inverse end pointed at before a new link displaces them.
struct LinkedRecords<E: StoreEntity>: StoreRelationshipVisitor {
    let tracker: ChangeTracker
    let context: StoreContext
    let old: E?
    let new: E?

    func visit<Source: StoreEntity, Target: StoreEntity>(_ edge: RelationshipEdge<Source, Target>) -> (any Error)? {
        do {
            let before = Set(edge.forward.members(of: old.flatMap { $0 as? Source }))
            let after = Set(edge.forward.members(of: new.flatMap { $0 as? Source }))
            for target in before.symmetricDifference(after) {
                let current = try tracker.remember(Target.self, id: target, in: context)
                guard after.contains(target), let inverse = edge.inverse, inverse.isToOne,
                      let displaced = inverse.single(of: current) else { continue }
                try tracker.remember(Source.self, id: displaced, in: context)
            }
            return nil
        } catch {
            return error
        }
    }
}
