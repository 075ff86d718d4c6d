extension FieldRead {
    /// A nested to-one child's read, its parser having returned nil when the import
    /// options skipped it (see ``ImportOptions``): a skipped child is absent, so the
    /// relationship is neither made nor changed.
    @inlinable
    public func importedChild<Child>() -> FieldRead<Child> where Value == Child? {
        switch self {
        case .absent: return .absent
        case .null: return .null
        case .value(let child): return child.map { .value($0) } ?? .absent
        case .invalid: return .invalid
        }
    }

    /// A nested to-many children's read under the import options in `context`: children
    /// the options skipped (nil) are left out; when the import may not unlink, the
    /// children the record has now (`current`) are kept, first, and the array's new
    /// ones follow, so that assigning the read removes no link.
    @inlinable
    @_spi(Generated) public func importedChildren<Child: Equatable>(keeping current: ToMany<Child>?, in context: StoreContext) -> FieldRead<ToMany<Child>>
    where Value == [Child?] {
        switch self {
        case .absent: return .absent
        case .null: return .null
        case .invalid: return .invalid
        case .value(let children):
            let present = ToMany(children.lazy.compactMap { $0 })
            guard !context.unlinksRelated, let current, !current.isEmpty else { return .value(present) }
            var kept = current
            for child in present where !kept.contains(child) { kept.append(child) }
            return .value(kept)
        }
    }
}
