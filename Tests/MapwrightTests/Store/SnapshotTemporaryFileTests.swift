import Foundation
import Testing
@testable import Mapwright

/// Temporaries left beside a snapshot by saves that were killed midway.
@Suite struct SnapshotTemporaryFileTests {
    /// A fresh directory holding `store.snapshot` (saved from an empty store).
    private func directoryWithSnapshot() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-temporaries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try makeStore().save(to: directory.appendingPathComponent("store.snapshot"))
        return directory
    }

    /// A process id no running process has: above every system's largest process id
    /// (Linux allows at most 4,194,304, Darwin 99,999), so it stands for an owner that died.
    private func endedProcessID() -> Int32 {
        2_000_000_000
    }

    @Test func processIdAboveTheSystemsLimitIsNotRunning() {
        #expect(!POSIXFileOperations().processIsRunning(endedProcessID()), "process \(endedProcessID()) reported running")
        #expect(POSIXFileOperations().processIsRunning(ProcessInfo.processInfo.processIdentifier), "this process reported not running")
    }

    /// Writes a partial file named `name` into `directory`; returns its name.
    @discardableResult
    private func leave(_ name: String, in directory: URL) throws -> String {
        try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
        return name
    }

    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func temporaryNamesItsSnapshotAndOwner() {
        let temporaries = SnapshotTemporaryFile(for: URL(fileURLWithPath: "/data/store.snapshot"))
        let path = temporaries.newPath(owner: 4242)
        let name = String(path.split(separator: "/").last ?? "")
        #expect(path.hasPrefix("/data/.store.snapshot.mapwright-tmp-4242-"), "temporary path: \(path)")
        #expect(temporaries.owner(ofTemporaryNamed: name) == 4242, "owner of \(name) not recognised")
    }

    @Test func onlyThisSnapshotsTemporariesAreRecognised() {
        let temporaries = SnapshotTemporaryFile(for: URL(fileURLWithPath: "/data/store.snapshot"))
        let uuid = UUID().uuidString
        for name in [".other.snapshot.mapwright-tmp-12-\(uuid)", ".store.snapshot.mapwright-tmp-x12-\(uuid)",
                     ".store.snapshot.mapwright-tmp-12-not-a-uuid", ".store.snapshot.\(uuid).tmp", "store.snapshot",
                     ".store.snapshot.mapwright-tmp-0-\(uuid)", ".store.snapshot.mapwright-tmp--12-\(uuid)"] {
            #expect(temporaries.owner(ofTemporaryNamed: name) == nil, "\(name) taken for a temporary of store.snapshot")
        }
    }

    @Test func saveRemovesATemporaryWhoseProcessEnded() throws {
        let directory = try directoryWithSnapshot()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = try leave(".store.snapshot.mapwright-tmp-\(endedProcessID())-\(UUID().uuidString)", in: directory)
        try makeStore().save(to: directory.appendingPathComponent("store.snapshot"))
        #expect(try !names(in: directory).contains(stale), "save left the dead process's \(stale)")
    }

    @Test func loadRemovesATemporaryWhoseProcessEnded() throws {
        let directory = try directoryWithSnapshot()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stale = try leave(".store.snapshot.mapwright-tmp-\(endedProcessID())-\(UUID().uuidString)", in: directory)
        _ = try Store.load(from: directory.appendingPathComponent("store.snapshot"), entities: blogEntities)
        #expect(try names(in: directory) == ["store.snapshot"], "load left \(stale)")
    }

    @Test func temporaryOfARunningProcessIsKept() throws {
        let directory = try directoryWithSnapshot()
        defer { try? FileManager.default.removeItem(at: directory) }
        let live = try leave(".store.snapshot.mapwright-tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", in: directory)
        try makeStore().save(to: directory.appendingPathComponent("store.snapshot"))
        #expect(try names(in: directory).contains(live), "a save in progress (running process) lost its temporary")
    }

    @Test func filesNotMadeByTheStoreAreNeverRemoved() throws {
        let directory = try directoryWithSnapshot()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dead = endedProcessID()
        let foreign = try [
            leave(".other.snapshot.mapwright-tmp-\(dead)-\(UUID().uuidString)", in: directory),
            leave(".store.snapshot.\(UUID().uuidString).tmp", in: directory),
            leave(".store.snapshot.mapwright-tmp-\(dead)-notes", in: directory),
        ]
        try makeStore().save(to: directory.appendingPathComponent("store.snapshot"))
        #expect(try names(in: directory) == (foreign + ["store.snapshot"]).sorted(), "a file the store did not make was removed")
    }
}
