/// One step of a line edit script turning an old text into a new one.
enum DiffEdit: Sendable, Hashable {
    /// Old line `old` is kept as new line `new`.
    case keep(old: Int, new: Int)
    /// Old line `old` is deleted.
    case delete(old: Int)
    /// New line `new` is inserted.
    case insert(new: Int)

    /// Whether this step keeps a line (is context, not a change).
    var isKeep: Bool {
        if case .keep = self { true } else { false }
    }
}
