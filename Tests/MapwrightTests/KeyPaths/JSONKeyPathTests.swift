import Testing
import Mapwright

@Suite struct JSONKeyPathTests {
    @Test func parsesKeysAndIndices() throws {
        let path = try JSONKeyPath(parsing: "photos.0.url")
        #expect(path.segments == [.key("photos"), .index(0), .key("url")], "segments: \(path.segments)")
    }

    @Test func escapedDotIsPartOfTheKey() throws {
        let path = try JSONKeyPath(parsing: #"a\.b.c"#)
        #expect(path.segments == [.key("a.b"), .key("c")], "segments: \(path.segments)")
        #expect(path.description == #"a\.b.c"#, "description round-trips the escape")
    }

    @Test func emptySegmentsAreErrorsWithColumns() {
        #expect(throws: JSONKeyPathError(path: "a..b", column: 3, message: "empty segment")) { try JSONKeyPath(parsing: "a..b") }
        #expect(throws: JSONKeyPathError(path: ".a", column: 1, message: "empty segment")) { try JSONKeyPath(parsing: ".a") }
        #expect(throws: JSONKeyPathError(path: "a.", column: 3, message: "empty segment")) { try JSONKeyPath(parsing: "a.") }
        #expect(throws: JSONKeyPathError(path: "", column: 1, message: "empty key path")) { try JSONKeyPath(parsing: "") }
    }

    @Test func badEscapesAreErrors() {
        #expect(throws: JSONKeyPathError.self, "\\x is not an escape") { try JSONKeyPath(parsing: #"a\x"#) }
        #expect(throws: JSONKeyPathError.self, "trailing backslash") { try JSONKeyPath(parsing: #"a\"#) }
    }

    @Test func lookupFollowsThePath() {
        let document = json(#"{"photos":[{"url":"u0"},{"url":"u1"}],"a.b":{"c":7}}"#)
        #expect(document["photos.1.url" as JSONKeyPath]?.string == "u1", "index into array")
        #expect(document[#"a\.b.c"# as JSONKeyPath]?.int64 == 7, "escaped dot key")
    }

    @Test func lookupSaysWhereItStopped() {
        let document = json(#"{"author":"William","photos":[]}"#)
        guard case .mismatch(let at, let expected, let found) = document.lookup("author.id") else {
            Issue.record("author.id through a string must be a mismatch")
            return
        }
        #expect(at.description == "author" && expected == .object && found == .string, "mismatch at author: \(at) \(expected) \(found)")
        guard case .absent = document.lookup("photos.0.url") else {
            Issue.record("photos.0 in an empty array must be absent")
            return
        }
    }
}
