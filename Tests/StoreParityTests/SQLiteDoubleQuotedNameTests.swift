import Foundation
import Mapwright
@testable import MapwrightSQLite
import Testing

/// On the engine's connections a double-quoted name is always a name: one that is not a
/// column is an error, never read as a string literal (SQLite's legacy fallback, which
/// would make a misspelt column read as its own name).
@Suite struct SQLiteDoubleQuotedNameTests {
    @Test(arguments: [false, true])
    func aDoubleQuotedNameThatIsNoColumnIsAnError(readOnly: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("names.sqlite").path
        let writer = try SQLiteConnection(path: path, readOnly: false, busyTimeout: 1)
        try writer.execute(#"CREATE TABLE "Post" ("title" TEXT); INSERT INTO "Post" VALUES ('Hello')"#)
        let connection = readOnly ? try SQLiteConnection(path: path, readOnly: true, busyTimeout: 1) : writer
        #expect(try connection.text(#"SELECT "title" FROM "Post""#) == "Hello", "a quoted column reads its value")
        #expect(throws: StoreError.self, "\"titel\" is no column, so the statement must fail, not return the text 'titel'") {
            try connection.text(#"SELECT "titel" FROM "Post""#)
        }
        #expect(throws: StoreError.self, "DDL must refuse a double-quoted name that is no column too") {
            try writer.execute(#"CREATE INDEX "Post_by_nothing" ON "Post" ("nothing")"#)
        }
    }
}
