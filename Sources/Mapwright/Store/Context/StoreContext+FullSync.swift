extension StoreContext {
    /// The second half of a full sync: deletes every stored record of `E` that `kept`
    /// does not list, among those `scope` matches (every record of `E` when nil), each by
    /// its relationships' delete rules. Returns the identities deleted, in the order
    /// deleted (by identity, as the query orders them).
    ///
    /// Generated parsers call it from `sync(_:in:scope:)` after parsing the collection:
    ///
    /// ```swift
    /// // The server's list of this user's notes is the whole truth about them:
    /// let mine = StoreQuery(Note.self).filter(Note.Columns.owner == user.id)
    /// try NoteParser().sync(json, in: context, scope: mine)
    /// ```
    @discardableResult
    public func deleteAbsent<E: StoreEntity>(_ type: E.Type, keeping kept: [E.ID], among scope: StoreQuery<E>?) throws -> [E.ID] {
        let keep = Set(kept)
        let candidates: [E.ID]
        if let scope {
            candidates = try fetch(scope).map(\.id)
        } else {
            candidates = try fetch(type).map(\.id)
        }
        var deleted: [E.ID] = []
        for id in candidates where !keep.contains(id) {
            // A cascade from an earlier delete may have removed it already.
            if try delete(type, id: id) { deleted.append(id) }
        }
        return deleted
    }
}
