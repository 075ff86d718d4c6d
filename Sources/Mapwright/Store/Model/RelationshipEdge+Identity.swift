extension RelationshipEdge {
    /// Where `record` sits in the to-many inverse end of each target it links to, so that
    /// a change of identity can put the new identity at the same place (deleting the old
    /// record and inserting the new one would move it to the end). Empty unless the
    /// inverse is a to-many.
    @inlinable
    func inversePositions(of record: Source, in context: StoreContext) throws -> [(target: Target.ID, index: Int)] {
        guard case .many(let back)? = inverse else { return [] }
        var positions: [(target: Target.ID, index: Int)] = []
        for target in forward.members(of: record) {
            guard let stored = try context.fetchRecord(Target.self, id: target),
                  let index = back.get(stored).firstIndex(of: record.id) else { continue }
            positions.append((target, index))
        }
        return positions
    }

    /// Moves `id` back to the places ``inversePositions(of:in:)`` found.
    @inlinable
    func restoreInversePositions(_ positions: [(target: Target.ID, index: Int)], of id: Source.ID, in context: StoreContext) throws {
        guard case .many(let back)? = inverse else { return }
        for (target, index) in positions {
            guard let stored = try context.fetchRecord(Target.self, id: target),
                  let current = back.get(stored).firstIndex(of: id), current != index else { continue }
            try context.modify(Target.self, id: target) { record in
                back.modify(&record) { members in
                    members.remove(at: current)
                    members.insert(id, at: Swift.min(index, members.count))
                }
            }
        }
    }
}
