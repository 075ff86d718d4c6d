import Mapwright

/// The in-memory store of one `try` run, keyed by entity and identity: a dynamic
/// rendering of the runtime store's write path (`MemoryTransaction.store`,
/// `RelationshipEdge`, deferred references), so that a run ends with the records,
/// inverse links included, that a store context holds after the generated parser ran.
struct TryStore: Sendable {
    /// Records by entity, then identity.
    private var tables: [String: [TryIdentity: TryRecord]] = [:]
    /// Every record written, in the order first written (deleted ones included).
    private(set) var order: [TryRecordKey] = []
    /// The keys in `order`, so that writing a record does not scan every record
    /// written before it.
    private var ordered: Set<TryRecordKey> = []
    /// Records deleted (feed `delete` actions), in order.
    private(set) var deleted: [TryRecordKey] = []
    /// References waiting for their targets.
    private(set) var deferred: [TryDeferredReference] = []
    /// The stored relationships of each entity.
    private let edges: [String: [TryStoreEdge]]
    /// While a savepoint is open, each change of a stored record since the oldest one
    /// opened, with the record as it was (nil when it was not stored), to undo on a
    /// rollback. Empty when none is open.
    private var journal: [(entity: String, identity: TryIdentity, previous: TryRecord?)] = []
    /// How many savepoints are open.
    private var openSavepoints = 0

    /// An empty store of `module`'s entities.
    init(module: Module) {
        var edges: [String: [TryStoreEdge]] = [:]
        for entity in module.entities { edges[entity.name] = TryStoreEdge.edges(of: entity) }
        self.edges = edges
    }

    /// The record `identity` of `entity`, if stored.
    func fetch(_ entity: String, _ identity: TryIdentity) -> TryRecord? {
        tables[entity]?[identity]
    }

    /// Whether the record is stored.
    func contains(_ entity: String, _ identity: TryIdentity) -> Bool {
        fetch(entity, identity) != nil
    }

    /// The records stored now, in the order first written.
    var records: [(key: TryRecordKey, record: TryRecord)] {
        order.compactMap { key in fetch(key.entity, key.identity).map { (key, $0) } }
    }

    // MARK: Writing

    /// Inserts the record or replaces the one with its identity; returns it as stored.
    @discardableResult
    mutating func upsert(_ record: TryRecord, identity: TryIdentity) throws(StoreError) -> TryRecord {
        let entity = record.entity
        let previous = fetch(entity, identity)
        if let previous, previous == record { return record }
        let relationships = edges[entity] ?? []
        var changed: [Bool] = []
        for edge in relationships { changed.append(try checkTargets(edge, of: record, identity: identity, previous: previous)) }
        var stored = record
        let isNew = previous == nil
        for (edge, didChange) in zip(relationships, changed) where didChange && !(isNew && edge.linksNewSourceInPlace) {
            edge.copy(from: previous, into: &stored)
        }
        write(stored, identity: identity)
        for (edge, didChange) in zip(relationships, changed) where didChange {
            if isNew && edge.linksNewSourceInPlace {
                linkNewSource(edge, identity: identity, record: record)
            } else {
                applyChanges(edge, identity: identity, from: previous, to: record)
            }
        }
        return fetch(entity, identity) ?? stored
    }

    /// Changes an existing record through `body` and writes it back.
    mutating func modify(_ entity: String, _ identity: TryIdentity, _ body: (inout TryRecord) -> Void) throws(StoreError) {
        guard var record = fetch(entity, identity) else { throw StoreError.recordNotFound(entity: entity, id: identity.description) }
        body(&record)
        try upsert(record, identity: identity)
    }

    /// Deletes the record, removing it from the inverse end of its relationships, by
    /// their delete rules (`StoreContext.delete`): refused while a `deny` relationship
    /// links to a record; the targets of `cascade` ones deleted after it.
    mutating func delete(_ entity: String, _ identity: TryIdentity) throws(StoreError) {
        guard let current = fetch(entity, identity) else { return }
        for edge in edges[entity] ?? [] where edge.deleteRule == .deny && !edge.members(of: current).isEmpty {
            throw StoreError.deleteDenied(entity: entity, id: identity.description, relationship: edge.name)
        }
        for edge in edges[entity] ?? [] {
            guard let inverse = edge.inverse else { continue }
            for target in edge.members(of: current) {
                modifyInPlace(edge.target, target) { TryStoreEdge.remove(identity, from: &$0, field: inverse.name, isMany: inverse.isMany) }
            }
        }
        journal(entity, identity)
        tables[entity]?[identity] = nil
        deleted.append(TryRecordKey(entity: entity, identity: identity))
        for edge in edges[entity] ?? [] where edge.deleteRule == .cascade {
            for target in edge.members(of: current) { try delete(edge.target, target) }
        }
    }

    private mutating func write(_ record: TryRecord, identity: TryIdentity) {
        let key = TryRecordKey(entity: record.entity, identity: identity)
        if tables[record.entity]?[identity] == nil, ordered.insert(key).inserted {
            order.append(key)
        }
        journal(record.entity, identity)
        tables[record.entity, default: [:]][identity] = record
    }

    /// Changes a stored record without the write path (the store's `workspace.modify`).
    @discardableResult
    private mutating func modifyInPlace(_ entity: String, _ identity: TryIdentity, _ body: (inout TryRecord) -> Void) -> Bool {
        journal(entity, identity)
        // In place: a copy taken out and written back would copy the record's arrays
        // (a to-many side of thousands of members) on every change.
        return tables[entity]?[identity]?.change(body) != nil
    }

    // MARK: Savepoints

    /// Where a savepoint was opened: what to undo back to.
    struct Savepoint {
        fileprivate let journal: Int, order: Int, deleted: Int, deferred: Int
    }

    /// Opens a savepoint: the changes made from now on can be undone by
    /// ``rollBack(to:)`` (as a skipped element's are), or kept by ``release(_:)``. Only
    /// the records changed are remembered, so a savepoint per element of an array costs
    /// what the element changes, not a copy of the store.
    mutating func savepoint() -> Savepoint {
        openSavepoints += 1
        return Savepoint(journal: journal.count, order: order.count, deleted: deleted.count, deferred: deferred.count)
    }

    /// Keeps the changes made since `savepoint`.
    mutating func release(_ savepoint: Savepoint) {
        close(savepoint)
    }

    /// Undoes every change made since `savepoint`, which it closes.
    mutating func rollBack(to savepoint: Savepoint) {
        for change in journal[savepoint.journal...].reversed() {
            tables[change.entity, default: [:]][change.identity] = change.previous
        }
        for key in order[savepoint.order...] { ordered.remove(key) }
        order.removeSubrange(savepoint.order...)
        deleted.removeSubrange(savepoint.deleted...)
        deferred.removeSubrange(min(savepoint.deferred, deferred.count)...)
        journal.removeSubrange(savepoint.journal...)
        close(savepoint)
    }

    private mutating func close(_ savepoint: Savepoint) {
        openSavepoints = max(0, openSavepoints - 1)
        if openSavepoints == 0 { journal.removeAll(keepingCapacity: true) }
    }

    /// Remembers the record `identity` of `entity` as it is, before a change, while a
    /// savepoint is open.
    private mutating func journal(_ entity: String, _ identity: TryIdentity) {
        guard openSavepoints > 0 else { return }
        journal.append((entity, identity, tables[entity]?[identity]))
    }

    // MARK: Links (RelationshipEdge)

    private func checkTargets(_ edge: TryStoreEdge, of record: TryRecord, identity: TryIdentity, previous: TryRecord?) throws(StoreError) -> Bool {
        if edge.same(previous, record) { return false }
        let before = Set(edge.members(of: previous))
        for target in edge.members(of: record) where edge.isMany ? !before.contains(target) : true {
            if contains(edge.target, target) || (edge.target == edge.source && target == identity) { continue }
            throw StoreError.missingTarget(entity: edge.source, id: identity.description, relationship: edge.name,
                                           target: edge.target, targetID: target.description)
        }
        return true
    }

    private mutating func linkNewSource(_ edge: TryStoreEdge, identity: TryIdentity, record: TryRecord) {
        guard let inverse = edge.inverse, let target = edge.single(of: record) else { return }
        modifyInPlace(edge.target, target) { TryStoreEdge.add(identity, of: edge.source, to: &$0, field: inverse.name, isMany: inverse.isMany) }
    }

    private mutating func applyChanges(_ edge: TryStoreEdge, identity: TryIdentity, from old: TryRecord?, to new: TryRecord) {
        if edge.same(old, new) { return }
        if !edge.isMany {
            if let before = edge.single(of: old) { unlink(edge, identity, from: before) }
            if let after = edge.single(of: new) { link(edge, identity, to: after) }
            return
        }
        let before = edge.members(of: old), after = edge.members(of: new)
        let beforeSet = Set(before), afterSet = Set(after)
        for target in before where !afterSet.contains(target) { unlink(edge, identity, from: target) }
        for target in after where !beforeSet.contains(target) { link(edge, identity, to: target) }
        keepOrder(edge, identity, kept: before.filter { afterSet.contains($0) } + after.filter { !beforeSet.contains($0) }, following: after)
    }

    /// The to-many links of `identity` made again in the order `order` gives them when
    /// the links as kept are in another order, as the runtime store does.
    private mutating func keepOrder(_ edge: TryStoreEdge, _ identity: TryIdentity, kept: [TryIdentity], following order: [TryIdentity]) {
        var seen = Set<TryIdentity>()
        let wanted = order.filter { seen.insert($0).inserted }
        guard wanted.count > 1, kept != wanted, Set(kept) == seen else { return }
        for target in kept { unlink(edge, identity, from: target) }
        for target in wanted { link(edge, identity, to: target) }
    }

    private mutating func link(_ edge: TryStoreEdge, _ identity: TryIdentity, to target: TryIdentity) {
        guard let (previous, linked) = linkState(edge, identity, to: target), !linked else { return }
        if edge.isMany, let inverse = edge.inverse, !inverse.isMany,
           let targetRecord = fetch(edge.target, target), TryStoreEdge.members(targetRecord[inverse.name]) == [identity] {
            return
        }
        var displaced: TryIdentity?
        if let inverse = edge.inverse {
            let targetExists = modifyInPlace(edge.target, target) { record in
                if !inverse.isMany, let other = TryStoreEdge.members(record[inverse.name]).first, other != identity { displaced = other }
                TryStoreEdge.add(identity, of: edge.source, to: &record, field: inverse.name, isMany: inverse.isMany)
            }
            guard targetExists else { return }
        } else {
            guard contains(edge.target, target) else { return }
        }
        if let previous { removeInverse(edge, identity, from: previous) }
        modifyInPlace(edge.source, identity) { TryStoreEdge.add(target, of: edge.target, to: &$0, field: edge.name, isMany: edge.isMany) }
        if let displaced {
            modifyInPlace(edge.source, displaced) { TryStoreEdge.remove(target, from: &$0, field: edge.name, isMany: edge.isMany) }
        }
    }

    /// The to-one target the source `identity` holds now, and whether it is linked to
    /// `target` already; nil when the source is not stored. (A function of its own, so
    /// that the copy of the source it reads is gone before the source is changed: held,
    /// it would make appending to a to-many side copy the side.)
    private func linkState(_ edge: TryStoreEdge, _ identity: TryIdentity, to target: TryIdentity) -> (previous: TryIdentity?, linked: Bool)? {
        guard let source = fetch(edge.source, identity) else { return nil }
        if !edge.isMany {
            let previous = edge.single(of: source)
            return (previous, previous == target)
        }
        return (nil, edge.inverse?.isMany != false && edge.members(of: source).contains(target))
    }

    private mutating func unlink(_ edge: TryStoreEdge, _ identity: TryIdentity, from target: TryIdentity) {
        guard edge.members(of: fetch(edge.source, identity)).contains(target) else { return }
        modifyInPlace(edge.source, identity) { TryStoreEdge.remove(target, from: &$0, field: edge.name, isMany: edge.isMany) }
        removeInverse(edge, identity, from: target)
    }

    private mutating func removeInverse(_ edge: TryStoreEdge, _ identity: TryIdentity, from target: TryIdentity) {
        guard let inverse = edge.inverse else { return }
        modifyInPlace(edge.target, target) { TryStoreEdge.remove(identity, from: &$0, field: inverse.name, isMany: inverse.isMany) }
    }

    // MARK: References (StoreContext+References)

    /// Points relationship `field` of a stored record at `target`, now when the target is
    /// stored, else as soon as it is (`StoreContext.reference`).
    mutating func reference(_ reference: TryDeferredReference) throws(StoreError) {
        if contains(reference.target, reference.targetIdentity) {
            try apply(reference)
        } else {
            deferred.append(reference)
        }
    }

    /// Makes every waiting reference whose target is stored now; returns those still waiting.
    @discardableResult
    mutating func resolveDeferred() throws(StoreError) -> [TryDeferredReference] {
        var waiting: [TryDeferredReference] = []
        for reference in deferred {
            if contains(reference.target, reference.targetIdentity) { try apply(reference) } else { waiting.append(reference) }
        }
        deferred = waiting
        return waiting
    }

    /// Forgets the waiting references; returns them.
    mutating func discardDeferred() -> [TryDeferredReference] {
        defer { deferred.removeAll() }
        return deferred
    }

    private mutating func apply(_ reference: TryDeferredReference) throws(StoreError) {
        let value = TryValue.reference(entity: reference.target, identity: reference.targetIdentity)
        try modify(reference.entity, reference.identity) { record in
            if reference.isMany {
                if record[reference.relationship]?.elements?.contains(value) != true { record.append(value, to: reference.relationship) }
            } else {
                record.set(reference.relationship, value)
            }
        }
    }
}

/// Names a record: its entity and identity.
public struct TryRecordKey: Hashable, Sendable, CustomStringConvertible {
    /// The entity's name.
    public var entity: String
    /// The record's identity.
    public var identity: TryIdentity

    /// A key from its parts.
    public init(entity: String, identity: TryIdentity) {
        self.entity = entity
        self.identity = identity
    }

    /// `Post p1`, `Standing 7/A/12`: as the store names records in its messages.
    public var description: String { "\(entity) \(identity)" }
}

/// A reference (`"reference": true`) from a stored record to a target by identity.
public struct TryDeferredReference: Hashable, Sendable, CustomStringConvertible {
    /// The entity holding the reference.
    public var entity: String
    /// The identity of the record holding it.
    public var identity: TryIdentity
    /// The relationship's name.
    public var relationship: String
    /// Whether the relationship is to-many (the target is added) or to-one (set).
    public var isMany: Bool
    /// The target entity.
    public var target: String
    /// The identity the reference names.
    public var targetIdentity: TryIdentity
    /// Whether a commit drops the reference rather than failing when its target never
    /// arrives (`"unresolved": "ignore"`).
    public var isIgnorable = false

    /// `ImageWidget 7.textWidget → TextWidget 3`, as `UnresolvedReference` says it.
    public var description: String { "\(entity) \(identity).\(relationship) → \(target) \(targetIdentity)" }
}

private extension TryRecord {
    /// Applies `body` to the record where it is stored (through optional chaining on the
    /// store's tables, so that nothing is copied).
    mutating func change(_ body: (inout TryRecord) -> Void) {
        body(&self)
    }
}
