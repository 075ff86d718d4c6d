/// Warming: a table far larger than the processor's caches spends most of a lookup
/// waiting for the nodes on the path to its key, one after another. When a parser
/// announces the identities it is about to look up (an array's elements, a batch at a
/// time), the table walks their paths side by side a part at a time, just ahead of the
/// lookups (``PersistentMap/warm(_:)``), so that those find their nodes in the cache.
/// A part is warmed when the first identity of it is looked up (matched by hash), so
/// that other lookups in between do not make warming run ahead of the announced ones.
/// Warming reads and never writes: what it gets wrong costs time, not correctness.
extension RecordTable {
    /// How many announced identities are warmed together: enough paths for the processor
    /// to fetch many nodes at once, few enough that they are still cached when looked up.
    @inlinable
    static var warmingPart: Int { 32 }

    /// Whether the table is large enough for warming to pay (its nodes no longer fit in
    /// the caches); below that, announcing costs more than it saves.
    @inlinable
    var benefitsFromWarming: Bool { count >= 1 << 17 }

    /// How large a map of the table (`current` or `added`) must be for warming to walk it.
    @inlinable
    static var warmedMapCount: Int { 1 << 15 }

    /// Takes the identities about to be looked up, in the order they will be. Replaces
    /// what an earlier announcement left unwarmed.
    @inlinable
    func announce(_ ids: [E.ID]) {
        announced = ids.map { PersistentMap<E.ID, E>.hash($0) }
        announcedNext = 0
        nextToWarm = announced.first
    }

    /// Warms the next part of the announced identities (its first is being looked up).
    @inlinable
    func warmNextPart() {
        let end = min(announcedNext + Self.warmingPart, announced.count)
        let part = announced[announcedNext..<end]
        if current.count >= Self.warmedMapCount { warmSink &+= current.warm(part) }
        if added.count >= Self.warmedMapCount { warmSink &+= added.warm(part) }
        announcedNext = end
        if end < announced.count {
            nextToWarm = announced[end]
        } else {
            nextToWarm = nil
            announced = []
            announcedNext = 0
        }
    }
}
