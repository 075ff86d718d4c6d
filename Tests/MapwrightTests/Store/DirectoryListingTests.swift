import Foundation
import Testing
@testable import Mapwright

/// Listing a directory (what a snapshot load does to clear stale temporary files) reads
/// each entry's name where the system put it.
@Suite struct DirectoryListingTests {
    /// Thousands of entries with long names fill the system's directory buffers to their
    /// ends; a name copied out with the whole fixed-size `d_name` field reads past them
    /// (AddressSanitizer reports it; without it, a crash when the buffer ends a page).
    @Test func listsThousandsOfLongNamesExactly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var expected: [String] = []
        for index in 0..<3_000 {
            // Names of varying length, up to 240 bytes, so records end at every offset.
            let name = "\(index)-" + String(repeating: "n", count: 40 + index % 200)
            expected.append(name)
            #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil))
        }
        let listed = POSIXFileOperations().names(inDirectory: directory.path)
        #expect(listed.sorted() == expected.sorted(), "the listing differs from the \(expected.count) names created")
    }
}
