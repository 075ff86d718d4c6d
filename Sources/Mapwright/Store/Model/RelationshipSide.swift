/// How a record of `Root` holds the identifiers of its related `Member` records: one
/// optional identifier, or a ``ToMany`` used as an insertion-ordered set.
@usableFromInline
package enum RelationshipSide<Root, Member: Hashable>: Sendable {
    /// A to-one relationship.
    case one(FieldAccessor<Root, Member?>)
    /// A to-many relationship.
    case many(FieldAccessor<Root, ToMany<Member>>)

    /// The key path, for comparing declarations.
    @inlinable
    package var keyPath: any AnyKeyPath & Sendable {
        switch self {
        case .one(let field): field.keyPath
        case .many(let field): field.keyPath
        }
    }

    /// Whether this side is a to-one.
    @inlinable
    package var isToOne: Bool {
        if case .one = self { return true }
        return false
    }

    /// The identifiers `root` holds.
    @inlinable
    package func members(of root: Root?) -> ToMany<Member> {
        guard let root else { return [] }
        switch self {
        case .one(let field): return field.get(root).map { [$0] } ?? []
        case .many(let field): return field.get(root)
        }
    }

    /// The to-one identifier `root` holds (nil for a to-many).
    @inlinable
    package func single(of root: Root?) -> Member? {
        guard let root, case .one(let field) = self else { return nil }
        return field.get(root)
    }

    /// Whether `root` holds `member` (linear in the size of a to-many).
    @inlinable
    package func holds(_ member: Member, in root: Root) -> Bool {
        switch self {
        case .one(let field): field.get(root) == member
        case .many(let field): field.get(root).contains(member)
        }
    }

    /// Adds `member`: replaces a to-one, appends to a to-many (the caller has checked it
    /// is not there yet).
    @inlinable
    package func add(_ member: Member, to root: inout Root) {
        switch self {
        case .one(let field): field.set(member, in: &root)
        case .many(let field):
            field.modify(&root) { members in members.append(member) }
        }
    }

    /// Removes `member` if `root` holds it.
    @inlinable
    package func remove(_ member: Member, from root: inout Root) {
        switch self {
        case .one(let field):
            field.modify(&root) { if $0 == member { $0 = nil } }
        case .many(let field):
            field.modify(&root) { members in
                if let index = members.firstIndex(of: member) { members.remove(at: index) }
            }
        }
    }

    /// Sets `root`'s side to what `source` holds (nothing when `source` is nil).
    @inlinable
    package func copy(from source: Root?, into root: inout Root) {
        switch self {
        case .one(let field): field.set(source.flatMap(field.get), in: &root)
        case .many(let field): field.set(source.map(field.get) ?? [], in: &root)
        }
    }

    /// Whether `a` and `b` hold the same identifiers in the same order.
    @inlinable
    package func same(_ a: Root?, _ b: Root) -> Bool {
        switch self {
        case .one(let field): a.flatMap(field.get) == field.get(b)
        case .many(let field): (a.map(field.get) ?? []) == field.get(b)
        }
    }
}
