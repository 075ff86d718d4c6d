import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// How a SQLite unit of work finds records: its record cache (identities whose hash
/// values collide included), the identities it knows to be new in a table that started
/// empty, and the database once the cache has let records go. Engine-level cases run on
/// both engines, which must agree.
@Suite struct SQLiteLookupTests {
    /// An entity whose identities all have the same hash value.
    struct Colliding: StoreEntity {
        struct ID: Hashable, Codable, Sendable {
            var value: String
            func hash(into hasher: inout Hasher) {}
        }
        var value: String
        var note: String
        var id: ID { ID(value: value) }
        static let entityName = "Colliding"
    }

    @Test func theCacheTellsCollidingIdentitiesApart() {
        let cache = SQLiteRecordCache<Colliding>()
        let ids = ["a", "b", "c"].map(Colliding.ID.init)
        #expect(Set(ids.map(\.hashValue)).count == 1, "the test identities do not collide")
        cache.store(Colliding(value: "a", note: "1"), id: ids[0], hash: ids[0].hashValue)
        cache.storeAbsence(of: ids[1], hash: ids[1].hashValue)
        cache.store(Colliding(value: "c", note: "3"), id: ids[2], hash: ids[2].hashValue)
        cache.modify(ids[0], hash: ids[0].hashValue) { $0.note = "changed" }
        let found = ids.map { id in cache.entry(id, hash: id.hashValue).map { cache.isPresent($0) ? cache.record(at: $0).note : "absent" } }
        #expect(found == ["changed", "absent", "3"], "colliding identities were confused: \(found)")
        #expect(cache.entry(Colliding.ID(value: "d"), hash: ids[0].hashValue) == nil, "an identity never cached was found")
    }

    @Test func theCacheKeepsEveryRecordAsItGrows() {
        let cache = SQLiteRecordCache<Colliding>()
        let ids = (0..<100).map { Colliding.ID(value: "r\($0)") }
        for (index, id) in ids.enumerated() { cache.store(Colliding(value: id.value, note: "\(index)"), id: id, hash: index) }
        for (index, id) in ids.enumerated() where index.isMultiple(of: 3) {
            cache.modify(id, hash: index) { $0.note += " changed" }
        }
        let notes = ids.enumerated().map { index, id in cache.entry(id, hash: index).map { cache.record(at: $0).note } ?? "missing" }
        let expected = ids.indices.map { $0.isMultiple(of: 3) ? "\($0) changed" : "\($0)" }
        #expect(notes == expected, "records were lost or mixed up as the cache grew: \(notes.prefix(20))")
    }

    @Test func eachEntityTypeFindsItsOwnObject() {
        var table = TypeKeyedTable<SQLiteNewIdentities>()
        let writers = SQLiteNewIdentities(startedEmpty: false)
        let articles = SQLiteNewIdentities(startedEmpty: false)
        table.add(writers, for: ObjectIdentifier(Writer.self))
        table.add(articles, for: ObjectIdentifier(Article.self))
        #expect(table.value(for: ObjectIdentifier(Writer.self)) === writers, "the writers' object was not found for Writer")
        #expect(table.value(for: ObjectIdentifier(Article.self)) === articles, "the articles' object was not found for Article")
        #expect(table.value(for: ObjectIdentifier(Topic.self)) == nil, "a type never added found an object")
        table.removeAll()
        #expect(table.value(for: ObjectIdentifier(Writer.self)) == nil, "an object outlived removeAll")
    }

    @Test func theRecentEntryIsOnlyTheIdentityLastFound() {
        let cache = SQLiteRecordCache<Colliding>()
        let ids = ["a", "b"].map(Colliding.ID.init)
        for id in ids { cache.store(Colliding(value: id.value, note: id.value), id: id, hash: id.hashValue) }
        let found = cache.entry(ids[0], hash: ids[0].hashValue)
        #expect(found != nil && cache.recentEntry(ids[0]) == found, "the identity just found is not the recent entry")
        #expect(cache.recentEntry(ids[1]) == nil, "a colliding identity was taken for the one last found")
        #expect(cache.recentEntry(Colliding.ID(value: "c")) == nil, "an identity never cached was found as recent")
    }

    @Test func newIdentitiesAreAbsentUnlessInserted() {
        let known = SQLiteNewIdentities(startedEmpty: true)
        let hashes = (0..<1000).map { "post-\($0)".hashValue }
        for hash in hashes.prefix(500) { known.insert(hash) }
        #expect(hashes.prefix(500).allSatisfy { !known.isCertainlyAbsent($0) }, "an inserted identity was reported absent")
        let absent = hashes.suffix(500).filter(known.isCertainlyAbsent).count
        #expect(absent > 490, "only \(absent) of 500 identities never inserted were known absent")
    }

    @Test func newIdentitiesStaySharpPastAMillion() {
        let known = SQLiteNewIdentities(startedEmpty: true)
        // Hash values as a unit of work sees them: every inserted one, then as many others.
        let inserted = (0..<1_200_000).map { "post-\($0)".hashValue }
        for hash in inserted { known.insert(hash) }
        #expect(inserted.allSatisfy { !known.isCertainlyAbsent($0) }, "an identity inserted into a full filter was reported absent")
        let others = (0..<100_000).map { "other-\($0)".hashValue }
        let needless = others.filter { !known.isCertainlyAbsent($0) }.count
        #expect(needless < 200, "\(needless) of 100000 identities never inserted would be looked up (goal: under 0.2%)")
    }

    @Test func theHashIndexFindsEveryKeyThroughGrowthAndCollisions() {
        var index = SQLiteHashIndex()
        // Keys that share their low bits collide in every table size up to 2^20.
        let keys = (0..<5_000).map { $0 << 20 } + (0..<5_000).map { -$0 - 1 }
        for (value, key) in keys.enumerated() { index.set(value, for: key) }
        index.set(7, for: keys[3])
        let wrong = keys.enumerated().filter { value, key in index.value(for: key) != (value == 3 ? 7 : value) }
        #expect(wrong.isEmpty, "\(wrong.count) keys read back wrong, first \(wrong.first.map { "\($0.element)" } ?? "")")
        #expect(index.count == keys.count, "the index counts \(index.count) keys, not \(keys.count)")
        #expect(index.value(for: 12_345) == -1, "a key never set was found")
        index.removeAll()
        #expect(index.value(for: keys[1]) == -1 && index.count == 0, "a key was found after removeAll")
    }

    @Test func changedRelationsPastSixtyFourAreKept() {
        var changed = ChangedRelationships()
        let pattern = (0..<70).map { $0 % 3 == 0 || $0 == 69 }
        for isChanged in pattern { changed.append(isChanged) }
        let read = pattern.indices.map(changed.contains)
        #expect(read == pattern, "relations read back as changed: \(read.indices.filter { read[$0] }), expected \(pattern.indices.filter { pattern[$0] })")
    }

    @Test func aTableThatWasNotEmptyIsAlwaysAsked() {
        let known = SQLiteNewIdentities(startedEmpty: false)
        #expect(!known.isCertainlyAbsent("anything".hashValue), "an identity was called absent in a table that had rows")
    }

    @Test(arguments: Engine.allCases)
    func aSmallCacheStillFindsWhatTheUnitOfWorkWrote(_ engine: Engine) throws {
        let test = try engine.makeStore(options: SQLiteStoreOptions(recordCacheLimit: 2))
        defer { withExtendedLifetime(test) {} }
        let ids = (0..<20).map { "a\($0)" }
        try test.store.perform { context in
            try context.insert(writer("w"))
            for id in ids { try context.insert(article(id, writer: "w")) }
            for id in ids {
                #expect(try context.fetch(Article.self, id: Article.ID(id))?.writer == Writer.ID("w"), "article \(id) was lost from the unit of work")
            }
            #expect(throws: StoreError.self, "inserting an identity the unit of work wrote did not throw") {
                try context.insert(article(ids[0]))
            }
        }
        #expect(try test.store.fetch(Writer.self, id: Writer.ID("w"))?.articles.map(\.articleID) == ids,
                "the writer's articles are not all there in order")
    }

    @Test(arguments: Engine.allCases)
    func aRecordDeletedInAnEmptyTableCanComeBack(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            #expect(try context.fetch(Article.self, id: Article.ID("a")) == nil, "an empty table returned a record")
            try context.insert(article("a"))
            #expect(try context.delete(Article.self, id: Article.ID("a")), "delete did not find the inserted record")
            #expect(try context.fetch(Article.self, id: Article.ID("a")) == nil, "a deleted record is still found")
            try context.insert(article("a"))
        }
        #expect(try test.store.count(Article.self) == 1, "the record inserted again was not stored once")
    }

    @Test(arguments: Engine.allCases)
    func recordsCommittedBeforeAreFoundLater(_ engine: Engine) throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            try context.insert(writer("w"))
            try context.insert(article("a", writer: "w"))
        }
        let found = try test.store.perform { context in
            try context.fetch(Article.self, id: Article.ID("a"))
        }
        #expect(found?.writer == Writer.ID("w"), "a committed record was not found by the next unit of work")
        #expect(throws: StoreError.self, "inserting a committed identity did not throw") {
            try test.store.perform { try $0.insert(article("a")) }
        }
    }
}
