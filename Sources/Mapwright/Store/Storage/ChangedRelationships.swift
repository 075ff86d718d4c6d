/// Which relationships of a record a write changes, by their index in the entity's list:
/// a bit each for the first 64 (nothing allocated on the write path), then a list. Both
/// engines note them while checking a write's targets, then make the changed links.
@usableFromInline
package struct ChangedRelationships {
    @usableFromInline var bits: UInt64 = 0
    @usableFromInline var more: [Bool] = []
    @usableFromInline var count = 0

    /// None noted yet.
    @inlinable
    package init() {}

    /// Notes whether the next relationship changes.
    @inlinable
    package mutating func append(_ isChanged: Bool) {
        if count < 64 {
            if isChanged { bits |= 1 << UInt64(count) }
        } else {
            more.append(isChanged)
        }
        count += 1
    }

    /// Whether the relationship at `index` changes.
    @inlinable
    package func contains(_ index: Int) -> Bool {
        index < 64 ? bits & (1 << UInt64(index)) != 0 : more[index - 64]
    }

    /// Whether no relationship changes.
    @inlinable
    package var isEmpty: Bool { bits == 0 && !more.contains(true) }
}
