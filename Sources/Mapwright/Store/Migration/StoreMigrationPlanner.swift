/// Compares one current entity after another with the stored ones, collecting the
/// steps of a ``StoreMigrationPlan`` and the problems of a ``StoreMigrationRefusal``.
struct StoreMigrationPlanner {
    private let stored: [String: StoreTable]
    private let removedEntities: Set<String>
    private var claimed: Set<String> = []
    private(set) var steps: [StoreMigrationStep] = []
    private(set) var problems: [StoreMigrationRefusal.Problem] = []
    private(set) var sources: [String: StoreMigrationPlan.Source] = [:]

    init(stored: [StoreTable], removedEntities: Set<String>) {
        self.stored = Dictionary(stored.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.removedEntities = removedEntities
    }

    /// The stored name of the current entity `table`, when the data holds it.
    private func storedName(of table: StoreTable) -> String? {
        if stored[table.name] != nil { return table.name }
        if let old = table.renamedFrom, stored[old] != nil { return old }
        return nil
    }

    mutating func plan(_ table: StoreTable, current: [StoreTable]) {
        guard let name = storedName(of: table), let old = stored[name] else {
            steps.append(.addEntity(table.name))
            return
        }
        claimed.insert(name)
        if name != table.name { steps.append(.renameEntity(from: name, to: table.name)) }
        let columns = planColumns(table, old: old)
        let relationships = planRelationships(table, old: old, current: current)
        checkIdentity(table, old: old, columns: columns)
        sources[table.name] = StoreMigrationPlan.Source(storedName: name, columns: columns, relationships: relationships)
    }

    private mutating func refuse(_ entity: String, _ member: String?, _ message: String) {
        problems.append(.init(entity: entity, member: member, message: message))
    }

    // MARK: Attributes

    private mutating func planColumns(_ table: StoreTable, old: StoreTable) -> [String: String] {
        var sources: [String: String] = [:]
        let oldColumns = Dictionary(old.columns.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for column in table.columns {
            let source = oldColumns[column.name] ?? column.renamedFrom.flatMap { oldColumns[$0] }
            guard let source else {
                if column.isOptional || column.defaultValue != nil {
                    steps.append(.addAttribute(entity: table.name, name: column.name, default: column.defaultValue))
                } else {
                    refuse(table.name, column.name, """
                        is new and required (\(column.schemaType)), so records already stored have no value for it: \
                        give it a "default", make it optional ("\(column.schemaType)?"), or, if it is an attribute \
                        renamed, declare "renamedFrom" with its old name
                        """)
                }
                continue
            }
            sources[column.name] = source.name
            if source.name != column.name {
                steps.append(.renameAttribute(entity: table.name, from: source.name, to: column.name))
            }
            planType(table.name, column, from: source)
        }
        let kept = Set(sources.values)
        for column in old.columns where !kept.contains(column.name) {
            if table.removed.contains(column.name) {
                steps.append(.dropAttribute(entity: table.name, name: column.name))
            } else {
                refuse(table.name, column.name, """
                    is in the stored data but not in the schema, so its values would be lost: mark it \
                    "removed": true to drop them, or declare "renamedFrom": "\(column.name)" on the attribute \
                    that replaces it
                    """)
            }
        }
        return sources
    }

    private mutating func planType(_ entity: String, _ column: StoreColumn, from source: StoreColumn) {
        let (oldBase, newBase) = (Self.base(source.schemaType), Self.base(column.schemaType))
        if oldBase != newBase {
            guard Self.widens(from: oldBase, to: newBase) else {
                refuse(entity, column.name, """
                    changed type from \(source.schemaType) to \(column.schemaType), which has no safe conversion: \
                    add an attribute of the new type and mark this one "removed": true
                    """)
                return
            }
            steps.append(.widen(entity: entity, name: column.name, from: oldBase, to: newBase))
        }
        switch (source.isOptional, column.isOptional) {
        case (false, true):
            steps.append(.makeOptional(entity: entity, name: column.name))
        case (true, false):
            if let value = column.defaultValue {
                steps.append(.makeRequired(entity: entity, name: column.name, default: value))
            } else {
                refuse(entity, column.name, """
                    was optional (\(source.schemaType)) and is now required (\(column.schemaType)), so stored nils \
                    have no value: give it a "default" to replace them, or keep it optional
                    """)
            }
        default:
            break
        }
    }

    /// The type without its optional mark: `Int16?` → `Int16`.
    static func base(_ schemaType: String) -> String {
        schemaType.hasSuffix("?") ? String(schemaType.dropLast()) : schemaType
    }

    /// Integer types by width (`Int` is 64 bits, as on every platform Mapwright supports).
    private static let integerWidths: [String: Int] = ["Int16": 16, "Int32": 32, "Int64": 64, "Int": 64]

    /// Whether every value of `old` is a value of `new`, stored the same way.
    static func widens(from old: String, to new: String) -> Bool {
        if let from = integerWidths[old], let to = integerWidths[new] { return from <= to }
        return old == "Float" && new == "Double"
    }

    // MARK: Relationships

    private mutating func planRelationships(_ table: StoreTable, old: StoreTable, current: [StoreTable]) -> [String: String] {
        var sources: [String: String] = [:]
        let oldRelationships = Dictionary(old.relationships.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for relationship in table.relationships {
            let source = oldRelationships[relationship.name] ?? relationship.renamedFrom.flatMap { oldRelationships[$0] }
            guard let source else {
                if relationship.isRequired {
                    refuse(table.name, relationship.name, """
                        is new and required, so records already stored have no link for it: make it optional \
                        ("optional": true, the default), or, if it is a relationship renamed, declare "renamedFrom" with its old name
                        """)
                } else {
                    steps.append(.addRelationship(entity: table.name, name: relationship.name))
                }
                continue
            }
            sources[relationship.name] = source.name
            if source.name != relationship.name {
                steps.append(.renameRelationship(entity: table.name, from: source.name, to: relationship.name))
            }
            checkShape(table.name, relationship, from: source, current: current)
        }
        let kept = Set(sources.values)
        for relationship in old.relationships where !kept.contains(relationship.name) {
            if table.removed.contains(relationship.name) {
                steps.append(.dropRelationship(entity: table.name, name: relationship.name))
            } else {
                refuse(table.name, relationship.name, """
                    is in the stored data but not in the schema, so its links would be lost: mark it \
                    "removed": true to drop them, or declare "renamedFrom": "\(relationship.name)" on the \
                    relationship that replaces it
                    """)
            }
        }
        return sources
    }

    /// Refuses a relationship whose target, kind or inverse changed (renames aside).
    private mutating func checkShape(
        _ entity: String, _ relationship: StoreTableRelationship, from source: StoreTableRelationship, current: [StoreTable]
    ) {
        let target = current.first { $0.name == relationship.target }
        let targetSource = target.flatMap(storedName(of:)) ?? relationship.target
        let inverseSource = relationship.inverse.map { inverse in
            target?.relationships.first { $0.name == inverse }.flatMap { back in
                stored[targetSource]?.relationships.contains { $0.name == back.name } == true ? back.name : back.renamedFrom
            } ?? inverse
        }
        guard targetSource == source.target, relationship.isToMany == source.isToMany, inverseSource == source.inverse else {
            let describe = { (r: StoreTableRelationship) in
                "\(r.isToMany ? "to-many" : "to-one") \(r.target)\(r.inverse.map { " inverse \($0)" } ?? "")"
            }
            refuse(entity, relationship.name, """
                changed from \(describe(source)) to \(describe(relationship)), which stored links cannot follow: \
                add a relationship of the new shape and mark this one "removed": true
                """)
            return
        }
    }

    // MARK: Identity and dropped entities

    private mutating func checkIdentity(_ table: StoreTable, old: StoreTable, columns: [String: String]) {
        let mapped = table.identity.map { columns[$0] }
        let types = { (t: StoreTable) in t.identity.map { name in t.columns.first { $0.name == name }.map { Self.base($0.schemaType) } } }
        guard mapped == old.identity.map(Optional.some), types(table) == types(old) else {
            let describe = { (t: StoreTable) in
                "(" + t.identity.map { name in "\(name): \(t.columns.first { $0.name == name }?.schemaType ?? "?")" }.joined(separator: ", ") + ")"
            }
            refuse(table.name, nil, """
                identity changed from \(describe(old)) to \(describe(table)), so stored records cannot be matched \
                to new ones: declare a new entity and mark this one "removed": true
                """)
            return
        }
    }

    mutating func planDroppedEntities() {
        for name in stored.keys.sorted() where !claimed.contains(name) {
            if removedEntities.contains(name) {
                steps.append(.dropEntity(name))
            } else {
                refuse(name, nil, """
                    is in the stored data but not in the schema, so its records would be lost: mark it \
                    "removed": true to drop them, or declare "renamedFrom": "\(name)" on the entity that replaces it
                    """)
            }
        }
    }
}
