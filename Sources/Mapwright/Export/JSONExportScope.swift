/// Where an export stands: the store context linked records are fetched from, and
/// the records being exported on the way here, so that a relationship leading back to
/// one of them (an issue's comments, each nesting its issue) stops there instead of
/// going round forever. Trees (a comment's replies, theirs, …) are written whole: only
/// a record already on the path is left out.
///
/// Generated `export` functions take one: `PostMapping.export(post)` starts without a
/// context (relationships parsed nested are left out), `export(post, in: context)`
/// with one.
public struct JSONExportScope {
    /// The context linked records are fetched from; nil leaves nested relationships out.
    public let context: StoreContext?
    /// The records being exported, outermost first: entity name and identity.
    private var path: [(entity: Swift.String, id: Swift.AnyHashable)]

    /// A scope at the start of an export, with no record on the path (a value type's).
    public init(context: StoreContext? = nil) {
        self.context = context
        self.path = []
    }

    /// A scope at the start of the export of `record`.
    public init<E: StoreEntity>(context: StoreContext? = nil, record: E) {
        self.init(context: context)
        path.append((E.entityName, Swift.AnyHashable(record.id)))
    }

    /// How many records are on the path.
    public var depth: Swift.Int { path.count }

    /// The scope inside the record `id` of `type`; nil when that record is already being
    /// exported further up (the relationship leading back to it is then left out).
    public func entering<E: StoreEntity>(_ type: E.Type, id: E.ID) -> JSONExportScope? {
        let key = Swift.AnyHashable(id)
        guard !path.contains(where: { $0.entity == E.entityName && $0.id == key }) else { return nil }
        var inner = self
        inner.path.append((E.entityName, key))
        return inner
    }
}
