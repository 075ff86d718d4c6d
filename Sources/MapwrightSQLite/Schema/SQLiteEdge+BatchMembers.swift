import Mapwright

extension SQLiteEdge {
    /// The columns holding a source's identity and a target's, and the position that
    /// orders a source's list, where a to-many's links live (children's rows, a join
    /// table); nil for a to-one.
    private var memberColumns: (table: String, source: [String], target: [String], position: String)? {
        switch layout.form {
        case .parentOfChildren:
            return (layout.targetTable, layout.targetForeignKey, layout.targetKeys, layout.targetPosition ?? "")
        case .manyToMany, .listWithoutInverse:
            return (layout.join ?? "", layout.joinSource.map(\.name), layout.joinTarget.map(\.name), layout.joinSourcePosition ?? "")
        case .childKey, .keyWithoutInverse, .oneToOne:
            return nil
        }
    }

    /// Fills the to-many of every record of `records` with one `SELECT … WHERE source IN (…)`
    /// per batch of records, ordered by source, then position: the order of the index on
    /// the source's columns and position, so SQLite reads the index in order rather than
    /// sorting the rows.
    func readMembersInBatches(into records: inout [Source], session: SQLiteSession) throws {
        guard case .many(let field) = edge.forward, let columns = memberColumns else { return }
        let q = SQLiteNames.quoted
        let batch = max(1, StoreQueryBatches.size / max(1, columns.source.count))
        var positions: [Source.ID: Int] = [:]
        positions.reserveCapacity(records.count)
        for index in records.indices { positions[records[index].id] = index }
        var members: [ToMany<Target.ID>] = Array(repeating: [], count: records.count)
        var start = records.startIndex
        while start < records.endIndex {
            let end = min(start + batch, records.endIndex)
            let count = end - start
            let test: String
            if columns.source.count == 1 {
                test = "\(q(columns.source[0])) IN (\(SQLiteNames.parameters(count, from: 1)))"
            } else {
                let width = columns.source.count
                let tuples = (0..<count).map { "(\(SQLiteNames.parameters(width, from: 1 + $0 * width)))" }
                test = "(\(SQLiteNames.list(columns.source))) IN (VALUES \(tuples.joined(separator: ", ")))"
            }
            let sql = "SELECT \(SQLiteNames.list(columns.source + columns.target)) FROM \(q(columns.table)) WHERE \(test) ORDER BY \(SQLiteNames.list(columns.source + [columns.position].filter { !$0.isEmpty }))"
            var arguments = SQLiteArguments()
            for index in start..<end { sources.writeID(records[index].id, &arguments) }
            try session.connectionAfterWrites().prepare(sql).run(arguments) { statement in
                try readMemberRows(statement, positions: positions, into: &members)
            }
            start = end
        }
        for index in records.indices { field.set(members[index], in: &records[index]) }
    }

    /// Appends each row's target to the list of its source (found through `positions`),
    /// through the edge's specialized ``RelationshipEdge/appendTarget``. The rows come
    /// grouped by source, so a source's position is looked up once per group.
    private func readMemberRows(
        _ statement: SQLiteStatement, positions: [Source.ID: Int], into members: inout [ToMany<Target.ID>]
    ) throws {
        let append = edge.appendTarget
        var current: (source: Source.ID, index: Int?)?
        while try statement.step() {
            var row = statement.row()
            do {
                let source = try sources.readID(&row)
                let target = try targets.readID(&row)
                if current?.source != source { current = (source, positions[source]) }
                if let index = current?.index { append(&members[index], target) }
            } catch let error as StoreColumnError {
                throw StoreError.unreadableRow(entity: layout.sourceTable, reason: "\(name): \(error)")
            }
        }
    }
}
