import Foundation
import Testing
import Mapwright

/// A stand-in for another storage engine: plain dictionaries, no relationships, changes
/// applied at once. Enough to show that StoreContext works over any StoreTransaction.
private final class DictionaryTransaction: StoreTransaction {
    var records: [String: [AnyHashable: Any]] = [:]
    var calls: [String] = []

    func fetch<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> E? {
        calls.append("fetch \(E.entityName)")
        return records[E.entityName]?[AnyHashable(id)] as? E
    }

    func write<E: StoreEntity>(_ record: E, mode: StoreWriteMode) throws {
        calls.append("write \(E.entityName)")
        records[E.entityName, default: [:]][AnyHashable(record.id)] = record
    }

    func delete<E: StoreEntity>(_ type: E.Type, id: E.ID) throws -> Bool {
        records[E.entityName]?.removeValue(forKey: AnyHashable(id)) != nil
    }

    func forEach<E: StoreEntity>(_ type: E.Type, _ body: (E) throws -> Void) throws {
        for case let record as E in records[E.entityName]?.values ?? [:].values { try body(record) }
    }

    func count<E: StoreEntity>(_ type: E.Type) throws -> Int { records[E.entityName]?.count ?? 0 }
    var hasChanges: Bool { false }
    func commit() throws {}
    func rollback() {}
}

/// An actor that imports through the async `perform`, as app code on an actor would.
private actor Importer {
    let store: Store
    init(store: Store) { self.store = store }
    func importPost(_ id: String) async throws -> Int {
        try await store.perform { context in
            await Task.yield()  // an async closure selects the async perform
            try context.insert(makePost(id))
            return try context.count(Post.self)
        }
    }
}

@Suite struct StoreTransactionSeamTests {
    @Test func contextWorksOverAnotherEngine() throws {
        let engine = DictionaryTransaction()
        let context = StoreContext(transaction: engine)
        _ = try context.fetchOrCreate(Post.self, id: Post.ID("1")) { makePost("1", country: "FR") }
        #expect(engine.calls == ["fetch Post", "write Post", "fetch Post"], "context did not go through the engine: \(engine.calls)")
        #expect(try context.count(StoreQuery(Post.self).filter { $0.country == "FR" }) == 1, "query through another engine failed")
    }

    @Test func anEngineWithoutSavepointsRefusesThemBeforeRunningTheBody() throws {
        let context = StoreContext(transaction: DictionaryTransaction())
        var ran = false
        #expect(throws: StoreError.self, "an engine without savepoints must refuse withSavepoint") {
            try context.withSavepoint { ran = true }
        }
        #expect(!ran && !context.isInSavepoint, "the body ran, or a savepoint was left open, on an engine without savepoints")
    }

    @Test func asyncPerformWorksFromAnActor() async throws {
        let store = try makeStore()
        let importer = Importer(store: store)
        #expect(try await importer.importPost("1") == 1, "import on an actor did not see its own insert")
        #expect(try store.count(Post.self) == 1, "import on an actor did not commit")
    }
}
