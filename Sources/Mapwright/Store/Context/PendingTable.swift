/// A context's view of one entity: the snapshot it started from plus its own changes.
/// Records are copied out of the snapshot only when the context changes them.
final class PendingTable<E: StoreEntity>: AnyPendingTable {
    /// A changed record: its value in this context (nil once deleted) and whether the
    /// context's user wrote it, as opposed to inverse maintenance touching it.
    struct Change {
        var value: E?
        var isWritten: Bool

        mutating func modify(_ body: (inout E) -> Void) -> Bool {
            guard var record = value else { return false }
            value = nil  // let `record` own its storage while `body` changes it
            body(&record)
            value = record
            return true
        }
    }

    /// The committed records this context started from.
    let base: PersistentMap<E.ID, E>
    /// The entity's relationships.
    let edges: [any AnyRelationshipEdge<E>]
    private var changes: [E.ID: Change] = [:]
    /// Identities the user wrote, in the order first written: what commit replays.
    private var written: [E.ID] = []
    private var countChange = 0

    init(base: PersistentMap<E.ID, E>) {
        self.base = base
        self.edges = E.relationships.map(\.edge)
    }

    var hasWrites: Bool { !written.isEmpty }

    var count: Int { base.count + countChange }

    func value(_ id: E.ID) -> E? {
        if let change = changes[id] { return change.value }
        return base[id]
    }

    func contains(_ id: E.ID) -> Bool {
        if let change = changes[id] { return change.value != nil }
        return base.contains(id)
    }

    /// Records `value` (nil: deleted) as written by the user.
    func write(_ id: E.ID, _ value: E?, existed: Bool) {
        if value != nil && !existed { countChange += 1 }
        if value == nil && existed { countChange -= 1 }
        if let index = changes.index(forKey: id) {
            if !changes.values[index].isWritten { written.append(id) }
            changes.values[index] = Change(value: value, isWritten: true)
        } else {
            written.append(id)
            changes[id] = Change(value: value, isWritten: true)
        }
    }

    func modify(_ id: E.ID, _ body: (inout E) -> Void) -> Bool {
        if let index = changes.index(forKey: id) {
            return changes.values[index].modify(body)
        }
        guard var record = base[id] else { return false }
        body(&record)
        changes[id] = Change(value: record, isWritten: false)
        return true
    }

    func forEach(_ body: (E) throws -> Void) throws {
        if changes.isEmpty {
            try base.forEach { _, record in try body(record) }
            return
        }
        try base.forEach { id, record in
            if changes[id] == nil { try body(record) }
        }
        for change in changes.values {
            if let record = change.value { try body(record) }
        }
    }

    // MARK: Commit

    /// First pass: store every written record with its attributes as written and its
    /// relationships as they are in the store now (links follow in the second pass).
    func writeRecords(into workspace: CommitWorkspace) {
        guard let table = workspace.table(E.self) else { return }
        for id in written {
            guard let record = changes[id]?.value else { continue }
            var stored = record
            let current = table.records[id]
            for edge in edges { edge.keepLinks(of: current, in: &stored) }
            table.records.updateValue(stored, forKey: id)
        }
    }

    /// Second pass: replay the links each written record gained or lost since the
    /// snapshot, and deletions, onto the store's current state.
    func applyLinks(in workspace: CommitWorkspace) {
        guard let table = workspace.table(E.self) else { return }
        for id in written {
            let before = base[id]
            if let record = changes[id]?.value {
                for edge in edges { edge.applyChanges(id: id, from: before, to: record, in: workspace) }
            } else if before != nil, let current = table.records[id] {
                for edge in edges { edge.detach(id: id, record: current, in: workspace) }
                table.records.removeValue(forKey: id)
            }
        }
    }
}

/// A pending table with its entity type erased, for commit.
protocol AnyPendingTable: AnyObject {
    /// Whether the user wrote any record of this entity.
    var hasWrites: Bool { get }
    /// First commit pass (see ``PendingTable/writeRecords(into:)``).
    func writeRecords(into workspace: CommitWorkspace)
    /// Second commit pass (see ``PendingTable/applyLinks(in:)``).
    func applyLinks(in workspace: CommitWorkspace)
}
