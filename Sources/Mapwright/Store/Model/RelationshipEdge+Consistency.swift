/// Checking a whole state's links, for states that did not come from the store's own
/// writes (a loaded snapshot): every link of a relationship with an inverse must point
/// at a record that exists and is linked back.
///
/// Each end of an inverse pair checks that its own links are mirrored by the other end;
/// since both ends are always declared, the two checks together prove the ends agree
/// exactly. The whole check is linear in the number of records and links.
///
/// Inlinable, so that it runs specialised where ``StoreRelationship``'s closures are made
/// (in the module that declares the entities): the lookups of every link in the target's
/// table are then hashed and compared without generic calls.
extension RelationshipEdge {
    /// Stops the walk over records at the first problem.
    @usableFromInline
    struct Inconsistency: Error {
        @usableFromInline let message: String

        @inlinable
        init(message: String) {
            self.message = message
        }
    }

    /// A description of the first link in `state` that breaks the relationship's
    /// invariants, or `nil` when they all hold. Relationships without an inverse are
    /// not checked: deleting a target leaves their identifiers in place by design.
    @inlinable
    func firstInconsistency(in state: StoreState) -> String? {
        guard let inverse, let sources = state.records(Source.self), let targets = state.records(Target.self) else { return nil }
        do {
            switch (forward, inverse) {
            case (_, .one(let back)):
                try sources.forEach { id, record in
                    for target in forward.members(of: record) {
                        // The target's link back, read where the target is stored (not copied out).
                        if try read(target, of: id, in: targets, { back.get($0) }) != id { throw notLinkedBack(id, target) }
                    }
                }
            case (.one(let field), .many(let back)):
                try checkCounts(field, back, sources: sources, targets: targets)
            case (.many, .many(let back)):
                try checkMembership(back, sources: sources, targets: targets)
            }
        } catch {
            return (error as? Inconsistency)?.message ?? "\(error)"
        }
        return nil
    }

    /// `body` of the target record `target`, which `id` links to, read where it is stored
    /// (the record is not copied out), or an error when it is missing.
    @inlinable
    func read<Value>(_ target: Target.ID, of id: Source.ID, in targets: PersistentMap<Target.ID, Target>,
                     _ body: (Target) -> Value) throws -> Value {
        guard let value = targets.read(target, hash: PersistentMap<Target.ID, Target>.hash(target), body) else {
            throw missingTarget(target, of: id)
        }
        return value
    }

    /// Throws when the target record `target`, which `id` links to, is missing.
    @inlinable
    func requireExisting(_ target: Target.ID, of id: Source.ID, in targets: PersistentMap<Target.ID, Target>) throws {
        guard targets.contains(target) else { throw missingTarget(target, of: id) }
    }

    @inlinable
    func missingTarget(_ target: Target.ID, of id: Source.ID) -> Inconsistency {
        Inconsistency(message: "\(Source.entityName) \(id).\(name) links to \(Target.entityName) \(target), which is not in the snapshot")
    }

    @inlinable
    func notLinkedBack(_ id: Source.ID, _ target: Target.ID) -> Inconsistency {
        Inconsistency(message: "\(Source.entityName) \(id).\(name) links to \(Target.entityName) \(target), which does not link back to it")
    }

    @inlinable
    func listedTwice(_ target: Target.ID, _ id: Source.ID) -> Inconsistency {
        Inconsistency(message: "\(Target.entityName) \(target) lists \(Source.entityName) \(id) twice in the inverse of \(Source.entityName).\(name)")
    }

    /// The to-one end of a one-to-many. The to-many end checks (in O(1) per link) that
    /// each record it lists names it back, so every listed link is a real one; the two
    /// ends then agree exactly when they hold the same number of links (a duplicate in
    /// a list makes the lists longer). Only when the counts differ are the lists turned
    /// into sets, to name the culprit.
    @inlinable
    func checkCounts(
        _ field: FieldAccessor<Source, Target.ID?>, _ back: FieldAccessor<Target, [Source.ID]>,
        sources: PersistentMap<Source.ID, Source>, targets: PersistentMap<Target.ID, Target>
    ) throws {
        var links = 0
        try sources.forEach { id, record in
            guard let target = field.get(record) else { return }
            try requireExisting(target, of: id, in: targets)
            links += 1
        }
        var listed = 0
        targets.forEach { _, record in listed += back.get(record).count }
        guard links != listed else { return }
        try checkMembership(back, sources: sources, targets: targets)
        throw Inconsistency(
            message: "\(Source.entityName).\(name) holds \(links) links but its inverse on \(Target.entityName) lists \(listed)")
    }

    /// Checks each link against a set of the target's inverse list (built once per
    /// target), reporting a list that repeats a record.
    @inlinable
    func checkMembership(
        _ back: FieldAccessor<Target, [Source.ID]>,
        sources: PersistentMap<Source.ID, Source>, targets: PersistentMap<Target.ID, Target>
    ) throws {
        var lists: [Target.ID: Set<Source.ID>] = [:]
        try sources.forEach { id, record in
            for target in forward.members(of: record) {
                // A target met before exists; its list is read, in place, the first time.
                if lists[target] == nil {
                    let list = try read(target, of: id, in: targets) { back.get($0) }
                    let members = Set(list)
                    if members.count != list.count, let repeated = Self.firstRepeated(in: list) { throw listedTwice(target, repeated) }
                    lists[target] = members
                }
                if lists[target]?.contains(id) != true { throw notLinkedBack(id, target) }
            }
        }
    }

    @inlinable
    static func firstRepeated(in list: [Source.ID]) -> Source.ID? {
        var seen: Set<Source.ID> = []
        return list.first { !seen.insert($0).inserted }
    }
}
