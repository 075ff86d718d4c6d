import Foundation
import Testing
@testable import Mapwright

/// `POSIXFileOperations.read`: the whole file, read into an array of its size, at sizes
/// around its 64 KiB chunk.
@Suite struct SnapshotFileReadTests {
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_003])
    func readsEveryByteOfAFile(size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-read-\(UUID().uuidString)").path
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        let files = POSIXFileOperations()
        let descriptor = try files.create(path)
        defer { files.remove(path) }
        try files.write(bytes, to: descriptor)
        try files.close(descriptor)
        #expect(try files.read(path) == bytes, "a \(size)-byte file must read back whole")
    }
}
