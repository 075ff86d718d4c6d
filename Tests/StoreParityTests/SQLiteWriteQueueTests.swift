import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// Writes handed to the SQLite writer's second thread (`writesInBackground`): reads see
/// them, errors they meet fail the unit of work, and the file ends as if each write ran
/// at once.
@Suite struct SQLiteWriteQueueTests {
    /// Articles a0…a(count-1), each by one of ten writers, inserted in one unit of work.
    static func importArticles(_ count: Int, into store: Store) throws {
        try store.perform { context in
            for index in 0..<10 { try context.insert(writer("w\(index)")) }
            for index in 0..<count { try context.insert(article("a\(index)", writer: "w\(index % 10)", topics: [])) }
        }
    }

    /// A trigger on the store's file that refuses to insert the writer named `name`.
    static func refuseWriter(named name: String, in test: TestStore) throws {
        let file = try #require(test.file, "the SQLite store has no file")
        let side = try SQLiteConnection(path: file.path, readOnly: false, busyTimeout: 5)
        try side.execute(#"CREATE TRIGGER "refuse" BEFORE INSERT ON "Writer" WHEN NEW."name" = '\#(name)' BEGIN SELECT RAISE(ABORT, 'refused'); END"#)
    }

    @Test func aLargeImportWritesTheSameFileInTheBackgroundAsAtOnce() throws {
        var inline = SQLiteStoreOptions()
        inline.writesInBackground = false
        let atOnce = try Engine.sqlite.makeStore(options: inline)
        let background = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime((atOnce, background)) {} }
        try Self.importArticles(3_000, into: atOnce.store)
        try Self.importArticles(3_000, into: background.store)
        let expected = try DatabaseFile.dump(try #require(atOnce.file, "no file"))
        let found = try DatabaseFile.dump(try #require(background.file, "no file"))
        #expect(expected.count > 3_000, "the import wrote only \(expected.count) rows")
        #expect(found == expected, "the background writes left a different file: first difference \(zip(found, expected).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "in length")")
    }

    @Test func aReadInTheMiddleOfALargeUnitOfWorkSeesEveryWriteBeforeIt() throws {
        let test = try Engine.sqlite.makeStore()
        defer { withExtendedLifetime(test) {} }
        try test.store.perform { context in
            for index in 0..<2_000 { try context.insert(writer("w\(index)")) }
            let counted = try context.count(StoreQuery<Writer>())
            #expect(counted == 2_000, "a query inside the unit of work counted \(counted) of 2000 writers")
            let listed = try context.fetch(StoreQuery<Writer>()).count
            #expect(listed == 2_000, "a query inside the unit of work listed \(listed) of 2000 writers")
        }
    }

    @Test(arguments: [1, 256])
    func aWriteTheDatabaseRefusesInTheBackgroundFailsTheCommit(batchSize: Int) throws {
        var options = SQLiteStoreOptions()
        options.writeBatchSize = batchSize
        let test = try Engine.sqlite.makeStore(options: options)
        defer { withExtendedLifetime(test) {} }
        try Self.refuseWriter(named: "Writer w500", in: test)
        #expect(throws: StoreError.self, "a unit of work with a refused insert (batches of \(batchSize)) did not throw") {
            try test.store.perform { context in
                for index in 0..<1_000 { try context.insert(writer("w\(index)")) }
            }
        }
        #expect(try test.store.count(Writer.self) == 0, "the refused unit of work (batches of \(batchSize)) was partly committed")
        try test.store.perform { context in try context.insert(writer("w1")) }
        #expect(try test.store.count(Writer.self) == 1, "the store took no unit of work after the refused one")
    }

    @Test func aWriteTheDatabaseRefusedIsThrownByTheNextRead() throws {
        var options = SQLiteStoreOptions()
        options.writeBatchSize = 1
        let test = try Engine.sqlite.makeStore(options: options)
        defer { withExtendedLifetime(test) {} }
        try Self.refuseWriter(named: "Writer w2", in: test)
        var thrownByRead = false
        _ = try? test.store.perform { context in
            for index in 0..<5 { try context.insert(writer("w\(index)")) }
            do {
                _ = try context.count(StoreQuery<Writer>())
            } catch {
                thrownByRead = true
                throw error
            }
        }
        #expect(thrownByRead, "the count after a refused background insert did not throw its error")
        #expect(try test.store.count(Writer.self) == 0, "the refused unit of work was partly committed")
    }
}
