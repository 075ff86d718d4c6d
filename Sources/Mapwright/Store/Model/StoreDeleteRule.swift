/// What deleting a record does to the records one of its relationships links to (a
/// relationship's `"deleteRule"` in a schema).
///
/// Whatever the rule, the deleted record is removed from the inverse end of every
/// relationship (to-one inverses become nil). The rules are applied by
/// ``StoreContext/delete(_:id:)``, so both engines and every caller (parsers, feed
/// importers, your code) follow them.
public enum StoreDeleteRule: Sendable, Hashable {
    /// The targets stay; they only lose their link to the deleted record.
    case nullify
    /// The targets are deleted too, each by its own entity's rules (a chain of cascades
    /// follows; a record already deleted is skipped).
    case cascade
    /// The delete throws ``StoreError/deleteDenied(entity:id:relationship:)`` while the
    /// relationship links to any record, and changes nothing.
    case deny
}
