/// How a list of records changed from one value to the next, by position: what a table
/// view or a diffable data source needs to animate it. Records are matched by identity;
/// ``StoreLiveQuery/changes`` holds the changes of each new value.
///
/// ```swift
/// let changes = StoreListChanges(from: before, to: after)
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: changes.removed.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///     tableView.insertRows(at: changes.inserted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///     for move in changes.moved { tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0)) }
/// }
/// ```
public struct StoreListChanges<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The identities' difference, with moves inferred (a removal and an insertion of
    /// the same identity are associated).
    public let difference: CollectionDifference<ID>
    /// The positions in the old list of the records no longer there, ascending.
    public let removed: [Int]
    /// The positions in the new list of the records that were not there, ascending.
    public let inserted: [Int]
    /// The records that changed position: from their position in the old list to the
    /// one in the new.
    public let moved: [StoreListMove]
    /// The positions in the new list of the records that were there before, whose
    /// values changed (moved or not): rows to reload or reconfigure.
    public let updated: [Int]

    /// No change: the same records in the same order, none changed.
    public var isEmpty: Bool { difference.isEmpty && updated.isEmpty }

    /// The changes from `old` to `new`, matching records by identity (each identity
    /// once per list, as in a query's results).
    public init<E: StoreEntity>(from old: [E], to new: [E]) where E.ID == ID {
        self.init(from: old, to: new) { before, after in before != after }
    }

    /// The changes from `old` to `new`, two results of one query, as
    /// ``init(from:to:)-([E],[E])`` gives them for their records; a record is also
    /// ``updated`` when a related record the query includes for it changed (a post
    /// whose author was renamed), so that its row shows the new one.
    public init<E: StoreEntity>(from old: StoreResults<E>, to new: StoreResults<E>) where E.ID == ID {
        self.init(from: old.records, to: new.records) { before, after in
            before != after || new.inclusions.contains { $0.changed(after, old.related, new.related) }
        }
    }

    /// The changes from `old` to `new`; a record in both is updated when `isUpdated`
    /// says so of its old and new values.
    private init<E: StoreEntity>(from old: [E], to new: [E], isUpdated: (E, E) -> Bool) where E.ID == ID {
        let difference = new.map(\.id).difference(from: old.map(\.id)).inferringMoves()
        var removed: [Int] = []
        var inserted: [Int] = []
        var moved: [StoreListMove] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, let associated):
                if let associated { moved.append(StoreListMove(from: offset, to: associated)) } else { removed.append(offset) }
            case .insert(let offset, _, let associated):
                if associated == nil { inserted.append(offset) }
            }
        }
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.difference = difference
        self.removed = removed
        self.inserted = inserted
        self.moved = moved.sorted { $0.from < $1.from }
        self.updated = new.indices.filter { index in before[new[index].id].map { isUpdated($0, new[index]) } ?? false }
    }

    /// No change at all.
    public init() {
        difference = [ID]().difference(from: [])
        removed = []
        inserted = []
        moved = []
        updated = []
    }
}

/// A record that changed position in a list (see ``StoreListChanges``).
public struct StoreListMove: Sendable, Hashable {
    /// Its position in the old list.
    public let from: Int
    /// Its position in the new list.
    public let to: Int

    /// A move from position `from` (old list) to `to` (new list).
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}
