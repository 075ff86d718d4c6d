import Foundation
import Testing
@testable import Mapwright

/// The one flush every durable snapshot write goes through (`F_FULLFSYNC` on Apple
/// platforms, falling back to `fsync`; `fsync` elsewhere).
@Suite struct StableStorageTests {
    @Test func flushingAWrittenFileSucceeds() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-flush-\(UUID().uuidString)").path
        let files = POSIXFileOperations()
        let descriptor = try files.create(path)
        defer { try? files.close(descriptor); files.remove(path) }
        try files.write(Array("durable".utf8), to: descriptor)
        #expect(flushToStableStorage(descriptor) == 0, "flushing an open, written file must succeed")
    }

    @Test func flushingADirectorySucceeds() throws {
        #expect(throws: Never.self, "flushing the temporary directory's entries must succeed") {
            try POSIXFileOperations().synchronizeDirectory(FileManager.default.temporaryDirectory.path)
        }
    }

    @Test func aFailedFlushIsReportedNotIgnored() {
        #expect(flushToStableStorage(-1) == -1, "flushing no file must fail, also after the fsync fallback")
    }
}
