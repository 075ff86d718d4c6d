import Mapwright

/// A table with its entity type erased, as the engine's catalog holds it.
class SQLiteTableBase: @unchecked Sendable {
    /// The table's description, from the generated glue.
    let description: StoreTable
    /// The identity's columns, in `ID` order.
    let identity: [StoreColumn]

    init(description: StoreTable, identity: [StoreColumn]) {
        self.description = description
        self.identity = identity
    }

    var name: String { description.name }

    /// Builds the relations and the SQL once every table exists (see ``SQLiteCatalog``).
    func finish(_ catalog: SQLiteCatalog, slots: inout SQLiteStatementSlots) throws {}

    /// Lets go of the relations, which refer back to this table and others: called by the
    /// catalog as it goes away, to break those reference cycles.
    func releaseRelations() {}

    /// Every column of the table, with its role in the stored schema description.
    var storedColumns: [(column: StoreColumn, role: String)] { [] }

    /// The indexes on this table (besides its primary key), as `(name, columns)`.
    var indexes: [(name: String, columns: [String])] { [] }

    /// The join tables this table's relations own.
    var joinTables: [SQLiteJoinTable] { [] }

    /// The relations' lines of the stored schema description.
    var relationshipItems: [(key: String, definition: String)] { [] }

    /// The columns each relationship keeps in this table's rows (foreign key, then
    /// position), by relationship name, for migrations.
    var rowColumnsByRelationship: [(relationship: String, columns: [String])] { [] }

    /// The join tables this table's relations own, by relationship name, for migrations.
    var joinTablesByRelationship: [(relationship: String, join: SQLiteJoinTable)] { [] }

    /// The columns a row read selects, in read order (values, then foreign keys).
    fileprivate(set) var rowColumnNames: [String] = []
    /// The identity's columns among ``rowColumnNames``, by index, to name a row that
    /// cannot be read.
    fileprivate(set) var identityColumns: [(index: Int32, name: String)] = []

    /// Where each relationship's links live, by relationship name.
    var relationLayouts: [String: SQLiteEdgeLayout] { [:] }
}

/// One entity's table: the generated glue as closures, the relations, and the SQL of
/// every statement on it (prepared once per connection, by slot).
///
/// Immutable once ``finish(_:slots:)`` has run (while the engine opens), hence
/// `@unchecked Sendable`.
final class SQLiteTable<E: StoreEntity>: SQLiteTableBase, @unchecked Sendable {
    let writeValues: (E, inout SQLiteArguments) -> Void
    let readValues: (inout SQLiteRow) throws -> E
    let writeID: (E.ID, inout SQLiteArguments) -> Void
    let readID: (inout SQLiteRow) throws -> E.ID

    /// The relations, in `E.relationships` order.
    private(set) var relations: [SQLiteRelation<E>] = []
    /// The relations keeping a foreign key in this table's rows, in column order.
    private(set) var rowRelations: [SQLiteRelation<E>] = []
    /// The relations whose identities live elsewhere (children's rows, join tables).
    private(set) var listRelations: [SQLiteRelation<E>] = []
    /// The first of `relations` and of `rowRelations`, chained by ``SQLiteRelation/next``
    /// and ``SQLiteRelation/nextInRow``, for the write path.
    private(set) var firstRelation: SQLiteRelation<E>?
    private(set) var firstRowRelation: SQLiteRelation<E>?

    private(set) var selectByID = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var exists = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var anyRow = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var insert = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var update = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var delete = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var count = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var selectBatch = SQLiteStatementSlot(index: 0, sql: "")
    private(set) var selectAll = ""
    /// The indexes the schema declares (``StoreTable/indexes``), named `<Table>_by_<columns>`.
    private(set) var declaredIndexes: [(name: String, columns: [String])] = []
    /// Identities looked up per batch query.
    static var batchSize: Int { 64 }

    init(
        description: StoreTable, identity: [StoreColumn],
        writeValues: @escaping (E, inout SQLiteArguments) -> Void, readValues: @escaping (inout SQLiteRow) throws -> E,
        writeID: @escaping (E.ID, inout SQLiteArguments) -> Void, readID: @escaping (inout SQLiteRow) throws -> E.ID
    ) {
        self.writeValues = writeValues
        self.readValues = readValues
        self.writeID = writeID
        self.readID = readID
        super.init(description: description, identity: identity)
    }

    override func finish(_ catalog: SQLiteCatalog, slots: inout SQLiteStatementSlots) throws {
        relations = try catalog.relations(of: E.self, table: self, slots: &slots)
        rowRelations = relations.filter { !$0.rowColumns.isEmpty }
        listRelations = relations.filter(\.isList)
        for (relation, next) in zip(relations, relations.dropFirst()) { relation.next = next }
        for (relation, next) in zip(rowRelations, rowRelations.dropFirst()) { relation.nextInRow = next }
        firstRelation = relations.first
        firstRowRelation = rowRelations.first
        let table = SQLiteNames.quoted(name)
        let values = description.columns.map(\.name)
        let keys = identity.map(\.name)
        let rowColumns = values + rowRelations.flatMap { $0.rowColumns.map(\.name) }
        rowColumnNames = rowColumns
        identityColumns = keys.compactMap { key in rowColumns.firstIndex(of: key).map { (Int32($0), key) } }
        declaredIndexes = try description.indexes.map { names in
            let columns = try names.flatMap { name -> [String] in
                if values.contains(name) { return [name] }
                if let relation = rowRelations.first(where: { $0.name == name }) { return relation.rowColumns.map(\.name) }
                throw StoreError.invalidSchema("an index of \(self.name) names \(name), which is neither a column nor a to-one relationship kept in its rows")
            }
            return ("\(self.name)_by_\(names.joined(separator: "_"))", columns)
        }
        selectAll = "SELECT \(SQLiteNames.list(rowColumns)) FROM \(table)"
        selectByID = slots.make("\(selectAll) WHERE \(SQLiteNames.equal(keys, from: 1))")
        exists = slots.make("SELECT 1 FROM \(table) WHERE \(SQLiteNames.equal(keys, from: 1))")
        anyRow = slots.make("SELECT 1 FROM \(table) LIMIT 1")
        // INSERT: the values, then each row relation's foreign key, then its position.
        var columns = values
        var expressions = (1...values.count).map { "?\($0)" }
        var parameter = values.count + 1
        var positions: [(String, String)] = []
        for relation in rowRelations {
            let first = parameter
            columns += relation.rowColumns.map(\.name)
            expressions += relation.rowColumns.map { _ in defer { parameter += 1 }; return "?\(parameter)" }
            if let position = relation.positionColumn {
                let foreignKey = relation.rowColumns.map(\.name)
                positions.append((position, """
                    CASE WHEN ?\(first) IS NULL THEN NULL ELSE (SELECT COALESCE(MAX(\(SQLiteNames.quoted(position))), -1) + 1 \
                    FROM \(table) WHERE \(SQLiteNames.equal(foreignKey, from: first))) END
                    """))
            }
        }
        columns += positions.map(\.0)
        expressions += positions.map(\.1)
        insert = slots.make("INSERT INTO \(table) (\(SQLiteNames.list(columns))) VALUES (\(expressions.joined(separator: ", ")))")
        let assignments = values.enumerated().map { "\(SQLiteNames.quoted($1)) = ?\($0 + 1)" }.joined(separator: ", ")
        update = slots.make("UPDATE \(table) SET \(assignments) WHERE \(SQLiteNames.equal(keys, from: values.count + 1))")
        delete = slots.make("DELETE FROM \(table) WHERE \(SQLiteNames.equal(keys, from: 1))")
        count = slots.make("SELECT COUNT(*) FROM \(table)")
        let batch: String
        if keys.count == 1 {
            batch = "\(SQLiteNames.quoted(keys[0])) IN (\(SQLiteNames.parameters(Self.batchSize, from: 1)))"
        } else {
            let tuples = (0..<Self.batchSize).map { "(\(SQLiteNames.parameters(keys.count, from: 1 + $0 * keys.count)))" }
            batch = "(\(SQLiteNames.list(keys))) IN (VALUES \(tuples.joined(separator: ", ")))"
        }
        selectBatch = slots.make("\(selectAll) WHERE \(batch)")
    }

    override func releaseRelations() {
        relations = []
        rowRelations = []
        listRelations = []
        firstRelation = nil
        firstRowRelation = nil
    }

    override var storedColumns: [(column: StoreColumn, role: String)] {
        description.columns.map { column in
            (column, description.identity.firstIndex(of: column.name).map { "identity \($0 + 1)" } ?? "attribute")
        } + rowRelations.flatMap { relation in relation.storedRowColumns }
    }

    override var indexes: [(name: String, columns: [String])] {
        rowRelations.compactMap(\.rowIndex) + declaredIndexes
    }

    override var joinTables: [SQLiteJoinTable] {
        relations.compactMap(\.ownedJoinTable)
    }

    override var relationLayouts: [String: SQLiteEdgeLayout] {
        Dictionary(relations.compactMap { relation in relation.edgeLayout.map { (relation.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    override var relationshipItems: [(key: String, definition: String)] {
        relations.map { ("relationship \(name).\($0.name)", $0.storedDefinition) }
    }

    override var rowColumnsByRelationship: [(relationship: String, columns: [String])] {
        rowRelations.map { ($0.name, $0.rowColumns.map(\.name) + ($0.positionColumn.map { [$0] } ?? [])) }
    }

    override var joinTablesByRelationship: [(relationship: String, join: SQLiteJoinTable)] {
        relations.compactMap { relation in relation.ownedJoinTable.map { (relation.name, $0) } }
    }

    // MARK: Reading

    /// The record in the current row of `statement` (values, then row relations'
    /// foreign keys); to-many relationships are still empty. A value that cannot be read
    /// (NULL in a required column, another storage class, a malformed text) throws
    /// ``Mapwright/StoreError/unreadableRow(entity:reason:)`` naming the row's identity
    /// and the column.
    func readRow(_ statement: SQLiteStatement) throws -> E {
        var row = statement.row()
        do {
            var record = try readValues(&row)
            for relation in rowRelations { try relation.readForeignKey(&row, into: &record) }
            return record
        } catch let error as StoreColumnError {
            throw StoreError.unreadableRow(entity: name, reason: "row \(statement.describe(identityColumns)): \(error.description)")
        }
    }

    /// Appends a record for each row `statement` steps to, in order.
    ///
    /// Generic over the collection so that appending goes through its conformance: code
    /// generic over `E` that appends to an `[E]` looks up the array's metadata for
    /// every element.
    func readRows<Records: RangeReplaceableCollection<E>>(_ statement: SQLiteStatement, into records: inout Records) throws {
        while try statement.step() { records.append(try readRow(statement)) }
    }

    /// Fills the to-many relationships of `record` from the children's rows and join tables.
    func readLists(into record: inout E, session: SQLiteSession) throws {
        for relation in listRelations { try relation.readMembers(into: &record, session: session) }
    }

    /// Fills the to-many relationships of `records` (identities unique): one statement per
    /// relationship and batch of records, not one per record.
    func readLists(into records: inout [E], session: SQLiteSession) throws {
        guard !records.isEmpty else { return }
        for relation in listRelations { try relation.readMembers(into: &records, session: session) }
    }

    /// The stored record `id`, or nil.
    func load(_ id: E.ID, session: SQLiteSession) throws -> E? {
        let found = try session.query(selectByID, { writeID(id, &$0) }) { statement in
            try statement.step() ? try readRow(statement) : nil
        }
        guard var record = found else { return nil }
        try readLists(into: &record, session: session)
        return record
    }

    /// Whether the row `id` exists.
    func contains(_ id: E.ID, session: SQLiteSession) throws -> Bool {
        try session.query(exists, { writeID(id, &$0) }) { try $0.step() }
    }

    /// Whether the table has no rows.
    func isEmpty(session: SQLiteSession) throws -> Bool {
        try !session.query(anyRow, { _ in }) { try $0.step() }
    }

    /// Reads the records of `ids` in batches of ``batchSize``; calls `found` for each
    /// record found (unordered).
    func loadBatch(_ ids: [E.ID], session: SQLiteSession, _ found: (E) throws -> Void) throws {
        var start = ids.startIndex
        while start < ids.endIndex {
            let end = min(start + Self.batchSize, ids.endIndex)
            let chunk = ids[start..<end]
            var records: [E] = []
            try session.query(selectBatch, { arguments in
                // Pad with the last identity: IN does not mind repeats.
                for index in 0..<Self.batchSize { writeID(chunk[min(start + index, end - 1)], &arguments) }
            }) { statement in
                try readRows(statement, into: &records)
            }
            for var record in records {
                try readLists(into: &record, session: session)
                try found(record)
            }
            start = end
        }
    }

    /// Visits every stored record (to-many relationships filled).
    func forEach(session: SQLiteSession, _ body: (E) throws -> Void) throws {
        // A statement of its own: `body` may read this table again.
        let statement = try session.connectionAfterWrites().prepare(selectAll)
        while try statement.step() {
            var record = try readRow(statement)
            try readLists(into: &record, session: session)
            try body(record)
        }
    }

    /// Number of rows.
    func count(session: SQLiteSession) throws -> Int {
        try session.query(count, { _ in }) { statement in
            guard try statement.step() else { return 0 }
            var row = statement.row()
            return Int(row.readInteger())
        }
    }

    // MARK: Writing

    /// Inserts `record`'s row: its values, and the foreign keys its row relations hold.
    func insertRow(_ record: E, session: SQLiteSession) throws {
        try session.execute(insert) { arguments in
            writeValues(record, &arguments)
            var relation = firstRowRelation
            while let current = relation {
                current.writeForeignKey(of: record, to: &arguments)
                relation = current.nextInRow
            }
        }
    }

    /// Rewrites the value columns of `record`'s row (foreign keys untouched).
    func updateRow(_ record: E, session: SQLiteSession) throws {
        try session.execute(update) { arguments in
            writeValues(record, &arguments)
            writeID(record.id, &arguments)
        }
    }

    /// Deletes the row `id`.
    func deleteRow(_ id: E.ID, session: SQLiteSession) throws {
        try session.execute(delete) { writeID(id, &$0) }
    }
}

extension SQLiteTable where E: StoreTableEntity {
    /// The table of `E`, from its generated glue; throws when the description is inconsistent.
    static func make() throws -> SQLiteTable {
        let description = E.storeTable
        var identity: [StoreColumn] = []
        for name in description.identity {
            guard let column = description.columns.first(where: { $0.name == name }) else {
                throw StoreError.invalidSchema("\(description.name)'s identity names \(name), which is not one of its columns")
            }
            identity.append(column)
        }
        guard !identity.isEmpty else { throw StoreError.invalidSchema("\(description.name) has no identity columns") }
        guard description.name == E.entityName else {
            throw StoreError.invalidSchema("\(E.entityName)'s table is named \(description.name); regenerate its glue")
        }
        return SQLiteTable(
            description: description, identity: identity,
            writeValues: { record, arguments in record.writeStoreColumns(to: &arguments) },
            readValues: { row in try E(storeRow: &row) },
            writeID: { id, arguments in id.writeStoreColumns(to: &arguments) },
            readID: { row in try E.ID(storeRow: &row) })
    }
}
