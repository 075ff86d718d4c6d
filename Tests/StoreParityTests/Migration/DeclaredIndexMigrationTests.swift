import Foundation
import Mapwright
import MapwrightSQLite
import Testing
import MapwrightExampleTracker

/// An index declared after a file was written (`"indexes"` on an entity) is built when the
/// file is opened, with every record kept.
@Suite struct DeclaredIndexMigrationTests {
    @Test func aFileWrittenBeforeAnIndexWasDeclaredGetsTheIndexOnOpen() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("tracker.sqlite")
        do {
            let store = try Store(sqliteAt: url, entities: MapwrightExampleTrackerModule.entities)
            try store.perform { context in
                try context.insert(MapwrightExampleTracker.User(login: "ada"))
                try context.insert(MapwrightExampleTracker.Issue(issueID: 1, title: "Crash on launch", state: .open, author: MapwrightExampleTracker.User.ID("ada")))
            }
        }
        // What a file written before `Issue` declared its title index looks like.
        try DatabaseFile.execute(url, #"DROP INDEX "Issue_by_title""#)
        try DatabaseFile.execute(url, #"DELETE FROM "mapwright_schema" WHERE "item" = 'index Issue_by_title'"#)
        #expect(!(try DatabaseFile.schemaSQL(url).joined(separator: "\n").contains("Issue_by_title")), "the index was not removed to set up the test")

        let store = try Store(sqliteAt: url, entities: MapwrightExampleTrackerModule.entities)
        #expect(try store.fetch(MapwrightExampleTracker.Issue.self, id: MapwrightExampleTracker.Issue.ID(1))?.title == "Crash on launch", "the issue was lost when the index was added")
        let sql = try DatabaseFile.schemaSQL(url).joined(separator: "\n")
        #expect(sql.contains(#"CREATE INDEX "Issue_by_title""#), "opening did not build the declared index:\n\(sql)")
        let plan = try #require(store.sqlite, "the store is on SQLite").queryPlan(StoreQuery(MapwrightExampleTracker.Issue.self).filter(MapwrightExampleTracker.Issue.Columns.title == "Crash on launch"))
        #expect(plan.steps.joined(separator: " ").contains("Issue_by_title"), "the query does not use the new index: \(plan.steps)")
    }
}
