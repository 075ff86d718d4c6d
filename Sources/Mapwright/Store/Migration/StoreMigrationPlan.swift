/// What a migration does to data written with an older schema (the stored tables) to
/// make it the data of the current schema: the steps, and for every current entity
/// that older data already holds, where its attributes and relationships come from.
///
/// Made by comparing descriptions only (``StoreTable`` values: generated for the current
/// schema, read from the file for the stored one), so every storage engine plans alike.
/// Automatic: new entities, new optional or defaulted attributes, new relationships,
/// attributes made optional, widened integer (and `Float` to `Double`) types. Declared:
/// `renamedFrom` on entities, attributes and relationships; `"removed": true` to drop
/// stored values. Anything else throws a ``StoreMigrationRefusal`` listing every problem.
public struct StoreMigrationPlan: Hashable, Sendable, CustomStringConvertible {
    /// Where a current entity's stored data is: its stored name, and the stored name of
    /// each attribute (column) and relationship it keeps from there.
    public struct Source: Hashable, Sendable {
        /// The entity's name in the stored data.
        public let storedName: String
        /// Current attribute name → stored attribute name, for attributes the data holds.
        public let columns: [String: String]
        /// Current relationship name → stored relationship name, for those the data holds.
        public let relationships: [String: String]
    }

    /// The changes, entity by entity (sorted by current name), then dropped entities.
    public let steps: [StoreMigrationStep]
    /// Current entity name → where its stored data is; entities new to the data are absent.
    public let sources: [String: Source]

    /// Whether the stored data already has the current schema.
    public var isEmpty: Bool { steps.isEmpty }

    /// One step a line, or "nothing to migrate".
    public var description: String {
        steps.isEmpty ? "nothing to migrate" : steps.map { "  \($0)" }.joined(separator: "\n")
    }

    /// The plan taking data written with `stored` to `current`; `removedEntities` names
    /// the entities the schema marks `"removed": true`. Throws a ``StoreMigrationRefusal``
    /// naming every change that cannot be made safely.
    public static func make(
        from stored: [StoreTable], to current: [StoreTable], removedEntities: Set<String> = []
    ) throws(StoreMigrationRefusal) -> StoreMigrationPlan {
        var planner = StoreMigrationPlanner(stored: stored, removedEntities: removedEntities)
        for table in current.sorted(by: { $0.name < $1.name }) { planner.plan(table, current: current) }
        planner.planDroppedEntities()
        guard planner.problems.isEmpty else { throw StoreMigrationRefusal(problems: planner.problems) }
        return StoreMigrationPlan(steps: planner.steps, sources: planner.sources)
    }
}
