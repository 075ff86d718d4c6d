/// Records of any registered entity, readable and changeable in place by identity: what
/// inverse maintenance works on. A context's pending changes and a commit's working
/// copy of the store both provide it, so the same maintenance code runs in both.
protocol RecordStorage: AnyObject {
    /// The record with identity `id`, if there is one.
    func record<E: StoreEntity>(_ type: E.Type, id: E.ID) -> E?

    /// Whether a record with identity `id` exists.
    func contains<E: StoreEntity>(_ type: E.Type, id: E.ID) -> Bool

    /// Changes the record in place; returns false when there is no such record.
    @discardableResult
    func modify<E: StoreEntity>(_ type: E.Type, id: E.ID, _ body: (inout E) -> Void) -> Bool
}
