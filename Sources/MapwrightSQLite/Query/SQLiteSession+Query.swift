import CSQLite
import Mapwright

extension SQLiteSession {
    /// The records `query` selects, in its order (to-many relationships filled, a statement
    /// per relationship and batch of records); in no particular order when `inOrder` is
    /// false and the query has no sort keys or page (a caller that keys them by identity).
    func select<E: StoreEntity>(_ query: StoreQuery<E>, inOrder: Bool = true) throws -> [E] {
        // A closure filter or sort key: select what SQL can, finish in Swift.
        if query.needsSwiftEvaluation { return try query.finishedInSwift(select(query.withoutSwiftParts, inOrder: false)) }
        try writeBack()
        let table = try catalog.requireTable(E.self)
        let compiled = try SQLiteQueryCompiler.select(query, from: table, catalog: catalog)
        // A statement of its own: filling the lists reads other tables.
        let statement = try connectionAfterWrites().prepare(compiled.sql)
        var records: [E] = []
        try statement.run(compiled.arguments) { statement in
            try table.readRows(statement, into: &records)
        }
        try table.readLists(into: &records, session: self)
        return SQLiteQueryCompiler.needsOrderBy(query) || !inOrder ? records : query.ordered(records)
    }

    /// The number of records `query` selects.
    func selectCount<E: StoreEntity>(_ query: StoreQuery<E>) throws -> Int {
        if query.needsSwiftEvaluation { return try select(query).count }
        try writeBack()
        let table = try catalog.requireTable(E.self)
        let compiled = try SQLiteQueryCompiler.count(query, from: table, catalog: catalog)
        let statement = try connectionAfterWrites().prepare(compiled.sql)
        return try statement.run(compiled.arguments) { statement in
            guard try statement.step() else { return 0 }
            var row = statement.row()
            return Int(row.readInteger())
        }
    }

    /// The SQL of `query` and SQLite's plan for it (`EXPLAIN QUERY PLAN`, one line per step).
    func plan<E: StoreEntity>(_ query: StoreQuery<E>) throws -> SQLiteQueryPlan {
        // A closure filter or sort key runs in Swift, after the SQL of the rest.
        let query = query.needsSwiftEvaluation ? query.withoutSwiftParts : query
        let table = try catalog.requireTable(E.self)
        let compiled = try SQLiteQueryCompiler.select(query, from: table, catalog: catalog)
        let statement = try connectionAfterWrites().prepare("EXPLAIN QUERY PLAN " + compiled.sql)
        var steps: [String] = []
        try statement.run(compiled.arguments) { statement in
            while try statement.step() {
                var row = statement.row(from: 3)
                steps.append(row.readText())
            }
        }
        return SQLiteQueryPlan(sql: compiled.sql, steps: steps)
    }
}

/// How the SQLite engine runs a query: the SQL it compiles the query to (values are
/// bound parameters, `?1`, `?2`, …) and SQLite's plan for it, one line per step
/// (`SEARCH Post USING INDEX Post_viewCount (viewCount>?)` when an index serves it,
/// `SCAN Post` when every row is read).
public struct SQLiteQueryPlan: Sendable, CustomStringConvertible {
    /// The statement.
    public let sql: String
    /// The `detail` column of `EXPLAIN QUERY PLAN`, in order.
    public let steps: [String]

    /// The SQL, then the plan's steps.
    public var description: String { ([sql] + steps.map { "  " + $0 }).joined(separator: "\n") }
}

extension Store {
    /// What only a store on SQLite offers (``SQLiteStoreFeatures``), or nil when this
    /// store is on another engine: `store.sqlite?.queryPlan(query)`.
    public var sqlite: SQLiteStoreFeatures? {
        (engine as? SQLiteEngine).map(SQLiteStoreFeatures.init)
    }

    /// How a SQLite store runs `query` against committed state (see ``SQLiteQueryPlan``);
    /// throws `StoreError.unsupported(_:)` on another engine.
    @available(*, deprecated, message: "use store.sqlite?.queryPlan(query), which is nil for a store on another engine")
    public func sqliteQueryPlan<E: StoreEntity>(_ query: StoreQuery<E>) throws -> SQLiteQueryPlan {
        guard let sqlite else {
            throw StoreError.unsupported("sqliteQueryPlan(_:) needs a SQLite store; this store is on \(type(of: engine))")
        }
        return try sqlite.queryPlan(query)
    }
}

/// What only a store on SQLite offers, reached through ``Mapwright/Store/sqlite``: the
/// engine's own API lives here rather than on every `Store`, so nothing throws because
/// of which engine a store is on.
public struct SQLiteStoreFeatures: Sendable {
    private let engine: SQLiteEngine

    init(_ engine: SQLiteEngine) {
        self.engine = engine
    }

    /// How the store runs `query` against committed state: its SQL and SQLite's plan
    /// (see ``SQLiteQueryPlan``).
    public func queryPlan<E: StoreEntity>(_ query: StoreQuery<E>) throws -> SQLiteQueryPlan {
        try engine.readers.read { try $0.plan(query) }
    }
}
