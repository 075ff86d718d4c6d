/// A relationship with its types erased down to its source entity: what the store needs
/// to keep both ends of a relationship in step without knowing the target type.
protocol AnyRelationshipEdge<Source>: Sendable {
    associatedtype Source: StoreEntity

    /// The relationship's name, for messages.
    var name: String { get }
    /// The target entity.
    var targetType: any StoreEntity.Type { get }
    /// The source's key path, for matching inverse declarations.
    var forwardKeyPath: any AnyKeyPath & Sendable { get }
    /// The target's key path of the inverse, if there is one.
    var inverseKeyPath: (any AnyKeyPath & Sendable)? { get }

    /// Throws ``StoreError/missingTarget(entity:id:relationship:target:targetID:)`` when
    /// `record` links to a target that `storage` does not have and `previous` did not link to.
    func checkTargets(of record: Source, previous: Source?, in storage: any RecordStorage) throws

    /// Sets this relationship in `record` to what `stored` holds, so that changes are then
    /// made link by link.
    func keepLinks(of stored: Source?, in record: inout Source)

    /// Applies the links `new` adds and removes relative to `old` to the record `id` and
    /// to the inverse ends. Idempotent; links to missing targets are skipped.
    func applyChanges(id: Source.ID, from old: Source?, to new: Source, in storage: any RecordStorage)

    /// Removes `id` from the inverse end of every target `record` links to (before delete).
    func detach(id: Source.ID, record: Source, in storage: any RecordStorage)
}

/// A relationship from `Source` to `Target`, with its optional inverse.
struct RelationshipEdge<Source: StoreEntity, Target: StoreEntity>: AnyRelationshipEdge {
    let name: String
    let forward: RelationshipSide<Source, Target.ID>
    let inverse: RelationshipSide<Target, Source.ID>?

    var targetType: any StoreEntity.Type { Target.self }
    var forwardKeyPath: any AnyKeyPath & Sendable { forward.keyPath }
    var inverseKeyPath: (any AnyKeyPath & Sendable)? { inverse?.keyPath }

    func checkTargets(of record: Source, previous: Source?, in storage: any RecordStorage) throws {
        if forward.same(previous, record) { return }
        let before = Set(forward.members(of: previous))
        for target in forward.members(of: record) where !before.contains(target) {
            if storage.contains(Target.self, id: target) { continue }
            if let own = target as? Source.ID, own == record.id { continue }
            throw StoreError.missingTarget(
                entity: Source.entityName, id: "\(record.id)", relationship: name,
                target: Target.entityName, targetID: "\(target)")
        }
    }

    func keepLinks(of stored: Source?, in record: inout Source) {
        forward.copy(from: stored, into: &record)
    }

    func applyChanges(id: Source.ID, from old: Source?, to new: Source, in storage: any RecordStorage) {
        if forward.same(old, new) { return }
        let before = forward.members(of: old)
        let after = forward.members(of: new)
        let afterSet = Set(after)
        let beforeSet = Set(before)
        for target in before where !afterSet.contains(target) {
            unlink(id, from: target, in: storage)
        }
        for target in after where !beforeSet.contains(target) {
            link(id, to: target, in: storage)
        }
    }

    func detach(id: Source.ID, record: Source, in storage: any RecordStorage) {
        guard let inverse else { return }
        for target in forward.members(of: record) {
            storage.modify(Target.self, id: target) { inverse.remove(id, from: &$0) }
        }
    }

    /// Whether `source` (identity `id`) already links to `target`. Checks the to-one end
    /// when there is one, so that one-to-many links cost O(1).
    private func isLinked(_ id: Source.ID, _ source: Source, to target: Target.ID, in storage: any RecordStorage) -> Bool {
        if case .many = forward, case .one(let back)? = inverse {
            return storage.record(Target.self, id: target)?[keyPath: back] == id
        }
        return forward.holds(target, in: source)
    }

    /// Links `id` to `target` and `target` back to `id`, unlinking whatever a to-one end
    /// pointed at before. Does nothing when either record is missing or the link exists.
    func link(_ id: Source.ID, to target: Target.ID, in storage: any RecordStorage) {
        guard storage.contains(Target.self, id: target),
              let source = storage.record(Source.self, id: id),
              !isLinked(id, source, to: target, in: storage)
        else { return }
        if case .one(let path) = forward, let previous = source[keyPath: path] {
            removeInverse(of: id, from: previous, in: storage)
        }
        storage.modify(Source.self, id: id) { forward.add(target, to: &$0) }
        guard let inverse else { return }
        var displaced: Source.ID?
        storage.modify(Target.self, id: target) { record in
            if case .one(let back) = inverse, let other = record[keyPath: back], other != id {
                displaced = other
            }
            inverse.add(id, to: &record)
        }
        if let displaced {
            storage.modify(Source.self, id: displaced) { forward.remove(target, from: &$0) }
        }
    }

    /// Removes the link from `id` to `target` at both ends, if it exists.
    func unlink(_ id: Source.ID, from target: Target.ID, in storage: any RecordStorage) {
        guard let source = storage.record(Source.self, id: id), forward.holds(target, in: source) else { return }
        storage.modify(Source.self, id: id) { forward.remove(target, from: &$0) }
        removeInverse(of: id, from: target, in: storage)
    }

    private func removeInverse(of id: Source.ID, from target: Target.ID, in storage: any RecordStorage) {
        guard let inverse else { return }
        storage.modify(Target.self, id: target) { inverse.remove(id, from: &$0) }
    }
}
