/// The store's state while a commit is applied to it: tables unpacked into mutable boxes
/// so that inverse maintenance can change records of any entity in place.
final class CommitWorkspace: RecordStorage {
    private var boxes: [ObjectIdentifier: any AnyTableBox] = [:]

    /// Takes the tables out of `state` (leaving it empty) so that the workspace owns them.
    init(taking state: inout StoreState) {
        var taken = StoreState()
        swap(&taken, &state)
        for (key, table) in taken.tables {
            boxes[key] = table.makeBox()
        }
    }

    /// The state with every change made so far.
    func finish() -> StoreState {
        var state = StoreState()
        for (key, box) in boxes {
            state.tables[key] = box.table()
        }
        boxes.removeAll()
        return state
    }

    /// The mutable table of `E`.
    func table<E: StoreEntity>(_ type: E.Type) -> TableBox<E>? {
        boxes[ObjectIdentifier(type)] as? TableBox<E>
    }

    func record<E: StoreEntity>(_ type: E.Type, id: E.ID) -> E? {
        table(type)?.records[id]
    }

    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) -> Bool {
        table(type)?.records.contains(id) ?? false
    }

    @discardableResult
    func modify<E: StoreEntity>(_ type: E.Type, id: E.ID, _ body: (inout E) -> Void) -> Bool {
        table(type)?.records.modifyValue(forKey: id, body) ?? false
    }
}
