import Mapwright

/// Every table the engine knows, by entity type, with their relations and statements:
/// built once when the engine opens, immutable afterwards (hence `@unchecked Sendable`).
///
/// The catalog owns the tables, and each table its relations; a relation refers back to
/// the tables at both of its ends (strongly, so that the write path pays no unowned
/// reference checks), which makes cycles. The catalog breaks them when it goes away
/// (``SQLiteTableBase/releaseRelations()``): nothing but the catalog's holders (the
/// engine, its sessions) uses a table.
final class SQLiteCatalog: @unchecked Sendable {
    /// The entity list, validated by the runtime (names, inverses).
    let schema: StoreSchema
    /// Entity tables by entity type.
    private var tables: [ObjectIdentifier: SQLiteTableBase] = [:]
    /// Entity tables sorted by name.
    private(set) var ordered: [SQLiteTableBase] = []

    init(entities: [any StoreEntity.Type]) throws {
        schema = try StoreSchema(entities)
        for entity in schema.entities {
            guard let glued = entity.type as? any StoreTableEntity.Type else {
                throw StoreError.invalidSchema(
                    "\(entity.name) has no table description (StoreTableEntity): regenerate it with a mapwright that emits +Columns files")
            }
            let table = try Self.makeTable(glued)
            tables[ObjectIdentifier(entity.type)] = table
            ordered.append(table)
        }
        var slots = SQLiteStatementSlots()
        for table in ordered { try table.finish(self, slots: &slots) }
        try checkNames()
    }

    deinit {
        for table in ordered { table.releaseRelations() }
    }

    private static func makeTable<E: StoreTableEntity>(_ type: E.Type) throws -> SQLiteTableBase {
        try SQLiteTable<E>.make()
    }

    /// The table of `E`, or nil when `E` is not registered.
    func table<E: StoreEntity>(_ type: E.Type) -> SQLiteTable<E>? {
        // Tables are stored under their entity type's identifier only.
        tables[ObjectIdentifier(type)].map { unsafeDowncast($0, to: SQLiteTable<E>.self) }
    }

    /// The table of `E`; throws ``StoreError/unregisteredEntity(_:)`` when there is none.
    func requireTable<E: StoreEntity>(_ type: E.Type) throws -> SQLiteTable<E> {
        // Not through `table(_:)`: mapping an optional to SQLiteTable<E>? looks up that
        // type's metadata on every call, which this, on every write, does not.
        guard let table = tables[ObjectIdentifier(type)] else { throw StoreError.unregisteredEntity(E.entityName) }
        return unsafeDowncast(table, to: SQLiteTable<E>.self)
    }

    /// The table of the entity named `name`, or nil.
    func table(named name: String) -> SQLiteTableBase? {
        ordered.first { $0.name == name }
    }

    /// The relations of `E`, in `E.relationships` order.
    func relations<E: StoreEntity>(of type: E.Type, table: SQLiteTable<E>, slots: inout SQLiteStatementSlots) throws -> [SQLiteRelation<E>] {
        let maker = EdgeMaker(catalog: self, slots: slots)
        var relations: [SQLiteRelation<E>] = []
        for relationship in E.relationships {
            relationship.edge.accept(maker)
            if let failure = maker.failure { throw failure }
            guard let relation = maker.made as? SQLiteRelation<E> else {
                throw StoreError.invalidSchema("\(E.entityName).\(relationship.name) could not be laid out")
            }
            relations.append(relation)
        }
        slots = maker.slots
        return relations
    }

    /// Makes the ``SQLiteEdge`` of each relationship it visits.
    private final class EdgeMaker: StoreRelationshipVisitor {
        let catalog: SQLiteCatalog
        var slots: SQLiteStatementSlots
        var made: AnyObject?
        var failure: StoreError?

        init(catalog: SQLiteCatalog, slots: SQLiteStatementSlots) {
            self.catalog = catalog
            self.slots = slots
        }

        func visit<Source: StoreEntity, Target: StoreEntity>(_ edge: RelationshipEdge<Source, Target>) {
            made = nil
            do {
                guard let sources = catalog.table(Source.self), let targets = catalog.table(Target.self) else {
                    throw StoreError.unregisteredEntity(Target.entityName)
                }
                let layout = try catalog.layout(edge, sources: sources, targets: targets)
                made = SQLiteEdge(edge: edge, layout: layout, sources: sources, targets: targets, slots: &slots)
            } catch let error as StoreError {
                failure = error
            } catch {
                failure = StoreError.invalidSchema("\(error)")
            }
        }
    }

    /// Where the links of `edge` live, and every name involved.
    func layout<Source: StoreEntity, Target: StoreEntity>(
        _ edge: RelationshipEdge<Source, Target>, sources: SQLiteTable<Source>, targets: SQLiteTable<Target>
    ) throws -> SQLiteEdgeLayout {
        let label = "\(Source.entityName).\(edge.name)"
        guard let declared = sources.description.relationships.first(where: { $0.name == edge.name }) else {
            throw StoreError.invalidSchema("\(label) is missing from its table description; regenerate it")
        }
        guard declared.target == Target.entityName, declared.isToMany == !edge.forward.isToOne,
              (declared.inverse == nil) == (edge.inverse == nil)
        else {
            throw StoreError.invalidSchema("\(label)'s table description disagrees with its declaration; regenerate it")
        }
        if Source.self == Target.self, declared.inverse == edge.name {
            throw StoreError.invalidSchema("\(label) is its own inverse, which the SQLite engine does not store")
        }
        let form: SQLiteRelationForm
        switch (edge.forward.isToOne, edge.inverse?.isToOne) {
        case (true, false?): form = .childKey
        case (false, true?): form = .parentOfChildren
        case (true, true?): form = .oneToOne
        case (false, false?): form = .manyToMany
        case (true, nil): form = .keyWithoutInverse
        case (false, nil): form = .listWithoutInverse
        }
        var layout = SQLiteEdgeLayout(
            form: form, name: edge.name, inverse: declared.inverse,
            sourceTable: sources.name, sourceKeys: sources.identity.map(\.name),
            targetTable: targets.name, targetKeys: targets.identity.map(\.name))
        let inverse = declared.inverse ?? ""
        switch form {
        case .childKey, .keyWithoutInverse, .oneToOne:
            layout.foreignKey = SQLiteNames.reference(edge.name, identity: targets.identity)
            if form == .childKey { layout.position = "\(edge.name)_position" }
            if form == .oneToOne { layout.targetForeignKey = SQLiteNames.reference(inverse, identity: sources.identity).map(\.name) }
        case .parentOfChildren:
            layout.targetForeignKey = SQLiteNames.reference(inverse, identity: sources.identity).map(\.name)
            layout.targetPosition = "\(inverse)_position"
        case .manyToMany:
            // The side whose `Entity.relationship` sorts first names and creates the table.
            let owns = "\(Source.entityName).\(edge.name)" < "\(Target.entityName).\(inverse)"
            layout.ownsJoin = owns
            layout.join = owns ? "\(Source.entityName)_\(edge.name)" : "\(Target.entityName)_\(inverse)"
            layout.joinSource = SQLiteNames.reference(owns ? Source.entityName : inverse, identity: sources.identity)
            layout.joinTarget = SQLiteNames.reference(owns ? edge.name : Target.entityName, identity: targets.identity)
            layout.joinSourcePosition = "\(edge.name)_position"
            layout.joinTargetPosition = "\(inverse)_position"
        case .listWithoutInverse:
            layout.ownsJoin = true
            layout.join = "\(Source.entityName)_\(edge.name)"
            layout.joinSource = SQLiteNames.reference(Source.entityName, identity: sources.identity)
            layout.joinTarget = SQLiteNames.reference(edge.name, identity: targets.identity)
            layout.joinSourcePosition = "\(edge.name)_position"
        }
        return layout
    }

    /// Throws when two tables, two columns of a table or two indexes would share a name
    /// (SQL names ignore case).
    private func checkNames() throws {
        var tableNames: [String: String] = [:]  // tables and indexes share one namespace
        func claim(_ name: String, _ what: String, in names: inout [String: String]) throws {
            if let other = names.updateValue(what, forKey: name.lowercased()) {
                throw StoreError.invalidSchema("\(what) and \(other) would both be named \(name) in SQLite")
            }
        }
        for table in ordered {
            try claim(table.name, "table \(table.name)", in: &tableNames)
            var columns: [String: String] = [:]
            for (column, role) in table.storedColumns { try claim(column.name, "\(table.name).\(column.name) (\(role))", in: &columns) }
            for join in table.joinTables {
                try claim(join.name, "join table \(join.name)", in: &tableNames)
                var joinColumns: [String: String] = [:]
                for (column, role) in join.columns { try claim(column.name, "\(join.name).\(column.name) (\(role))", in: &joinColumns) }
            }
            for index in table.indexes + table.joinTables.flatMap(\.indexes) {
                try claim(index.name, "index \(index.name)", in: &tableNames)
            }
        }
    }
}
