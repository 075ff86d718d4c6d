/// How a record of `Root` holds the identifiers of its related `Member` records: one
/// optional identifier, or an array used as an insertion-ordered set.
enum RelationshipSide<Root, Member: Hashable>: Sendable {
    /// A to-one relationship.
    case one(any WritableKeyPath<Root, Member?> & Sendable)
    /// A to-many relationship.
    case many(any WritableKeyPath<Root, [Member]> & Sendable)

    /// The key path, for comparing declarations.
    var keyPath: any AnyKeyPath & Sendable {
        switch self {
        case .one(let path): path
        case .many(let path): path
        }
    }

    /// The identifiers `root` holds.
    func members(of root: Root?) -> [Member] {
        guard let root else { return [] }
        switch self {
        case .one(let path): return root[keyPath: path].map { [$0] } ?? []
        case .many(let path): return root[keyPath: path]
        }
    }

    /// Whether `root` holds `member` (linear in the size of a to-many).
    func holds(_ member: Member, in root: Root) -> Bool {
        switch self {
        case .one(let path): root[keyPath: path] == member
        case .many(let path): root[keyPath: path].contains(member)
        }
    }

    /// Adds `member`: replaces a to-one, appends to a to-many (the caller has checked it
    /// is not there yet).
    func add(_ member: Member, to root: inout Root) {
        switch self {
        case .one(let path): root[keyPath: path] = member
        case .many(let path): root[keyPath: path].append(member)
        }
    }

    /// Removes `member` if `root` holds it.
    func remove(_ member: Member, from root: inout Root) {
        switch self {
        case .one(let path):
            if root[keyPath: path] == member { root[keyPath: path] = nil }
        case .many(let path):
            if let index = root[keyPath: path].firstIndex(of: member) {
                root[keyPath: path].remove(at: index)
            }
        }
    }

    /// Sets `root`'s side to what `source` holds (nothing when `source` is nil).
    func copy(from source: Root?, into root: inout Root) {
        switch self {
        case .one(let path): root[keyPath: path] = source?[keyPath: path] ?? nil
        case .many(let path): root[keyPath: path] = source?[keyPath: path] ?? []
        }
    }

    /// Whether `a` and `b` hold the same identifiers in the same order.
    func same(_ a: Root?, _ b: Root) -> Bool {
        switch self {
        case .one(let path): (a?[keyPath: path] ?? nil) == b[keyPath: path]
        case .many(let path): (a?[keyPath: path] ?? []) == b[keyPath: path]
        }
    }
}
