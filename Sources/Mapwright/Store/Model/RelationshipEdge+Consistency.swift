/// Checking a whole state's links, for states that did not come from the store's own
/// writes (a loaded snapshot): every link of a relationship with an inverse must point
/// at a record that exists and is linked back.
///
/// Each end of an inverse pair checks that its own links are mirrored by the other end;
/// since both ends are always declared, the two checks together prove the ends agree
/// exactly, except where an end whose inverse is to-one compares sums of link hashes
/// (``linksAgreeBySum(_:sources:targets:)``), which miss a disagreement with a chance of
/// about 2^-64. The whole check is linear in the number of records and links.
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
                // Most states agree, which two sums tell without a lookup per link; only
                // when they differ is every link looked up, to name the culprit.
                if linksAgreeBySum(back, sources: sources, targets: targets) { return nil }
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
        _ field: FieldAccessor<Source, Target.ID?>, _ back: FieldAccessor<Target, ToMany<Source.ID>>,
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

    /// Whether the links this end holds are exactly the links back the target's to-one end
    /// holds, told by two sums over all links, one walked from each end: a hash of each
    /// (source, target) pair, added up (wrapping), and the number of pairs. Equal
    /// multisets of pairs give equal sums; unequal ones give unequal sums but for a chance
    /// of about 2^-64 (the hashes are seeded per process). Each end is walked in the
    /// order its map stores it, with the keys' hashes, so that a large table is not
    /// searched once per link (a cache miss per trie level, most of a snapshot load).
    ///
    /// Equal sums mean, but for that chance, that every link of this end points at an
    /// existing target that links back to it, which is what this end checks. Unequal sums can also mean a target
    /// whose link back this end does not list: the lookup per link then finds nothing
    /// wrong here, and the other end's check reports it.
    @inlinable
    func linksAgreeBySum(
        _ back: FieldAccessor<Target, Source.ID?>,
        sources: PersistentMap<Source.ID, Source>, targets: PersistentMap<Target.ID, Target>
    ) -> Bool {
        var listed: UInt64 = 0
        var listedCount = 0
        sources.forEachHashed { sourceHash, _, record in
            for target in forward.members(of: record) {
                listed &+= Self.pairHash(sourceHash, PersistentMap<Target.ID, Target>.hash(target))
                listedCount += 1
            }
        }
        var linked: UInt64 = 0
        var linkedCount = 0
        targets.forEachHashed { targetHash, _, record in
            guard let source = back.get(record) else { return }
            linked &+= Self.pairHash(PersistentMap<Source.ID, Source>.hash(source), targetHash)
            linkedCount += 1
        }
        return listed == linked && listedCount == linkedCount
    }

    /// One (source, target) pair's hash for ``linksAgreeBySum(_:sources:targets:)``: the
    /// two key hashes combined and finished with SplitMix64's mixer, so that sums of
    /// different pairs do not cancel out.
    @inlinable
    static func pairHash(_ source: UInt64, _ target: UInt64) -> UInt64 {
        var x = (source &* 0x9E37_79B9_7F4A_7C15) ^ target
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }

    /// Checks each link against a set of the target's inverse list (built once per
    /// target), reporting a list that repeats a record.
    @inlinable
    func checkMembership(
        _ back: FieldAccessor<Target, ToMany<Source.ID>>,
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
    static func firstRepeated(in list: ToMany<Source.ID>) -> Source.ID? {
        var seen: Set<Source.ID> = []
        return list.first { !seen.insert($0).inserted }
    }
}
