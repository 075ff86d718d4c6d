import MapwrightExampleBlog
import Foundation
import Mapwright
import MapwrightSQLite
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process importing into a SQLite store is killed (SIGKILL) in the middle of
/// the import; the file must reopen sound, holding exactly the batches committed.
///
/// The child is this very test binary, run with `MAPWRIGHT_CRASH_CHILD` naming the
/// database file, so that only ``CrashChild/importUntilKilled()`` runs in it. (On Linux
/// the test binary can be run directly; where it cannot, the test is skipped.)
@Suite struct SQLiteCrashTests {
    static let posts = 100_000
    static let batch = 1_000
    static let childVariable = "MAPWRIGHT_CRASH_CHILD"

    /// The test binary, when it can be run by itself with a filter.
    static var testBinary: URL? {
        let path = ProcessInfo.processInfo.arguments.first ?? ""
        return path.hasSuffix(".xctest") && FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    /// A page of `batch` posts as the Blog API returns them, 100 authors in turn.
    static func page(_ number: Int) -> String {
        let posts = (number * batch..<(number + 1) * batch).map { i in
            #"{"id":"p\#(i)","created_at":"2016-04-11T10:00:00.\#(i % 1000)Z","content":"Post \#(i)","share_count":\#(i % 7),"# +
            #""is_shared":false,"views_count":\#(i),"author":{"id":"a\#(i % 100)","name":"Author \#(i % 100)"}}"#
        }
        return "[" + posts.joined(separator: ",") + "]"
    }

    @Test(.enabled(if: testBinary != nil && ProcessInfo.processInfo.environment[childVariable] == nil))
    func aKilledImportLeavesASoundFileAtABatchBoundary() throws {
        let binary = try #require(Self.testBinary)
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("crash.sqlite")
        let child = Process()
        child.executableURL = binary
        child.arguments = ["--testing-library", "swift-testing", "--filter", "importUntilKilled"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: url.path]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        // Wait for five commits, then kill the child in the middle of the next batches.
        var text = ""
        var reported = 0
        while reported < 5 {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            reported = text.components(separatedBy: "\n").filter { $0.hasPrefix("committed ") }.count
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(reported >= 5, "the child reported \(reported) commits before it ended:\n\(text.suffix(2000))")
        #expect(child.terminationReason == .uncaughtSignal, "the child was not killed: it ended by itself")

        #expect(try DatabaseFile.integrityCheck(url) == ["ok"], "integrity_check failed after the kill")
        let store = try Store(sqliteAt: url, entities: MapwrightExampleBlogModule.entities)
        let count = try store.count(Post.self)
        #expect(count % Self.batch == 0, "\(count) posts is not a whole number of batches")
        #expect(count >= reported * Self.batch && count < Self.posts, "\(count) posts: fewer than the \(reported) batches reported, or the import was not cut short")
        let authors = try store.fetch(Author.self)
        #expect(authors.reduce(0) { $0 + $1.posts.count } == count, "the authors' post lists disagree with the posts")
    }
}

/// What the child process runs.
@Suite struct CrashChild {
    @Test(.enabled(if: ProcessInfo.processInfo.environment[SQLiteCrashTests.childVariable] != nil))
    func importUntilKilled() throws {
        let path = try #require(ProcessInfo.processInfo.environment[SQLiteCrashTests.childVariable])
        let store = try Store(sqliteAt: URL(fileURLWithPath: path), entities: MapwrightExampleBlogModule.entities)
        for number in 0..<(SQLiteCrashTests.posts / SQLiteCrashTests.batch) {
            let json = try JSONValue(parsing: SQLiteCrashTests.page(number))
            try store.perform { context in _ = try PostParser().parseArray(json, in: context) }
            FileHandle.standardOutput.write(Data("committed \(number + 1)\n".utf8))  // unbuffered
        }
    }
}
