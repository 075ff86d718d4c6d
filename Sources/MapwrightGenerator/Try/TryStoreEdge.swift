/// One stored relationship of an entity as the store sees it (the generated
/// `StoreEntity.relationships` entry): where the source keeps its targets and where
/// the target keeps the inverse, if declared.
struct TryStoreEdge: Sendable, Hashable {
    /// The relationship's name on the source.
    let name: String
    /// The source entity.
    let source: String
    /// The target entity.
    let target: String
    /// Whether the source side is to-many.
    let isMany: Bool
    /// The inverse relationship on the target, if declared.
    let inverse: Relationship.Inverse?
    /// What deleting the source does to the targets.
    var deleteRule: Relationship.DeleteRule = .nullify

    /// The edges of `entity`: its relationships to identified records, in declaration order.
    static func edges(of entity: Entity) -> [TryStoreEdge] {
        entity.relationships.filter { $0.storage == .identifier }.map { relationship in
            TryStoreEdge(name: relationship.name, source: entity.name, target: relationship.target,
                         isMany: relationship.isMany, inverse: relationship.inverse, deleteRule: relationship.deleteRule)
        }
    }

    /// A new record holding this link can be stored as it is, with only the target's
    /// end to update: a to-one whose inverse is to-many, or which has none.
    var linksNewSourceInPlace: Bool { !isMany && inverse?.isMany != false }

    // MARK: Reading and changing one side

    /// The identities the source side of `record` holds.
    func members(of record: TryRecord?) -> [TryIdentity] {
        Self.members(record?[name])
    }

    /// The to-one identity `record` holds (nil for a to-many).
    func single(of record: TryRecord?) -> TryIdentity? {
        guard !isMany else { return nil }
        return members(of: record).first
    }

    /// Whether `a` and `b` hold the same identities in the same order.
    func same(_ a: TryRecord?, _ b: TryRecord) -> Bool {
        isMany ? members(of: a) == members(of: b) : single(of: a) == single(of: b)
    }

    /// The identities a relationship value holds (`.reference` or an array of them).
    static func members(_ value: TryValue?) -> [TryIdentity] {
        switch value {
        case .reference(_, let identity): [identity]
        case .array(let elements): elements.compactMap { if case .reference(_, let identity) = $0 { identity } else { nil } }
        default: []
        }
    }

    /// Adds `member` of `entity` to side `field` (`isMany` or to-one) of `record`:
    /// replaces a to-one, appends to a to-many.
    static func add(_ member: TryIdentity, of entity: String, to record: inout TryRecord, field: String, isMany: Bool) {
        let value = TryValue.reference(entity: entity, identity: member)
        if isMany { record.append(value, to: field) } else { record.set(field, value) }
    }

    /// Removes `member` from side `field` of `record` if it holds it.
    static func remove(_ member: TryIdentity, from record: inout TryRecord, field: String, isMany: Bool) {
        if isMany {
            var elements = record[field]?.elements ?? []
            if let index = elements.firstIndex(where: { members($0) == [member] }) { elements.remove(at: index) }
            record.set(field, .array(elements))
        } else if members(record[field]) == [member] {
            record.set(field, .null)
        }
    }

    /// Sets this side of `record` to what `source` holds (nothing when `source` is nil).
    func copy(from source: TryRecord?, into record: inout TryRecord) {
        record.set(name, source?[name] ?? (isMany ? .array([]) : .null))
    }
}
