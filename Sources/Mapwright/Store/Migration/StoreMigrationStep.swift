/// One change a migration makes to stored data, from the schema the data was written
/// with to the schema of the running code. ``StoreMigrationPlan`` lists them.
public enum StoreMigrationStep: Hashable, Sendable, CustomStringConvertible {
    /// A new entity: its table starts empty.
    case addEntity(String)
    /// An entity declared `"renamedFrom"`: its records move to the new name.
    case renameEntity(from: String, to: String)
    /// An entity the schema marks `"removed": true`: its records are dropped.
    case dropEntity(String)
    /// A new optional or defaulted attribute: existing records get the default (or nil).
    case addAttribute(entity: String, name: String, default: StoreColumnDefault?)
    /// An attribute declared `"renamedFrom"`: its values move to the new name.
    case renameAttribute(entity: String, from: String, to: String)
    /// An attribute the schema marks `"removed": true`: its values are dropped.
    case dropAttribute(entity: String, name: String)
    /// A required attribute made optional: every value is kept.
    case makeOptional(entity: String, name: String)
    /// An optional attribute made required, with a default that replaces stored nils.
    case makeRequired(entity: String, name: String, default: StoreColumnDefault)
    /// A wider type of the same kind (`Int16` to `Int32`, `Float` to `Double`): every value is kept.
    case widen(entity: String, name: String, from: String, to: String)
    /// A new relationship: existing records start unlinked.
    case addRelationship(entity: String, name: String)
    /// A relationship declared `"renamedFrom"`: its links move to the new name.
    case renameRelationship(entity: String, from: String, to: String)
    /// A relationship the schema marks `"removed": true`: its links are dropped.
    case dropRelationship(entity: String, name: String)

    /// One line: `add attribute Task.priority (default 'normal')`.
    public var description: String {
        switch self {
        case .addEntity(let name): "add entity \(name)"
        case .renameEntity(let old, let new): "rename entity \(old) to \(new)"
        case .dropEntity(let name): "drop entity \(name) and its records (marked removed)"
        case .addAttribute(let entity, let name, let value):
            "add attribute \(entity).\(name) (\(value.map { "default \($0.sqlLiteral)" } ?? "nil in existing records"))"
        case .renameAttribute(let entity, let old, let new): "rename attribute \(entity).\(old) to \(new)"
        case .dropAttribute(let entity, let name): "drop attribute \(entity).\(name) and its values (marked removed)"
        case .makeOptional(let entity, let name): "make \(entity).\(name) optional"
        case .makeRequired(let entity, let name, let value): "make \(entity).\(name) required (nil becomes \(value.sqlLiteral))"
        case .widen(let entity, let name, let old, let new): "widen \(entity).\(name) from \(old) to \(new)"
        case .addRelationship(let entity, let name): "add relationship \(entity).\(name) (existing records unlinked)"
        case .renameRelationship(let entity, let old, let new): "rename relationship \(entity).\(old) to \(new)"
        case .dropRelationship(let entity, let name): "drop relationship \(entity).\(name) and its links (marked removed)"
        }
    }
}

/// Changes a migration cannot make on its own, each with how to declare what is meant.
/// ``StoreMigrationPlan/make(from:to:removedEntities:)`` throws it listing every one.
public struct StoreMigrationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// One change that would lose or misread stored data.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The entity (its current name, or its stored one when it was dropped).
        public let entity: String
        /// The attribute or relationship, when the problem is about one.
        public let member: String?
        /// What changed and how to declare it.
        public let message: String

        /// A problem from its parts.
        public init(entity: String, member: String?, message: String) {
            self.entity = entity
            self.member = member
            self.message = message
        }

        /// `Task.due: message`.
        public var description: String { "\(member.map { "\(entity).\($0)" } ?? entity): \(message)" }
    }

    /// Every problem found, by entity and member.
    public let problems: [Problem]

    /// A refusal listing `problems`.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// One problem a line.
    public var description: String {
        "the stored data cannot be migrated to the schema:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
